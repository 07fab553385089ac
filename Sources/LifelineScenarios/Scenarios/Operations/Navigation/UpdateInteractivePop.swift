extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive pop `on` began.
    public struct UpdateInteractivePop: InteractiveUpdateStep {
        public static let name = "updateInteractivePop"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.navigation]
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public func perform(in runner: ScenarioRunner) { runner.pops[on]?.update(percentComplete: percentComplete) }
    }
}
