extension ScenarioOperations {
    /// `finish()` on the interactive pop `on` began: the pop completes.
    public struct FinishInteractivePop: OnControllerStep {
        public static let name = "finishInteractivePop"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.navigation]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.pops.removeValue(forKey: on)?.finish() }
    }
}
