extension ScenarioOperations {
    /// `cancel()` on the interactive pop `on` began: the user lets go and the pop is undone.
    public struct CancelInteractivePop: OnControllerStep {
        public static let name = "cancelInteractivePop"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.navigation]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.pops.removeValue(forKey: on)?.cancel() }
    }
}
