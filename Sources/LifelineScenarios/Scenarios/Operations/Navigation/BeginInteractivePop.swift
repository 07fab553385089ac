extension ScenarioOperations {
    /// `on.beginInteractivePop()`: the user starts the back swipe; later steps update, cancel or
    /// finish it.
    public struct BeginInteractivePop: OnControllerStep {
        public static let name = "beginInteractivePop"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.navigation]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.pops[on] = runner.navigationController(on)?.beginInteractivePop() }
    }
}
