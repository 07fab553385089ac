extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive presentation in progress of `on`.
    public struct UpdateInteractivePresent: InteractiveUpdateStep {
        public static let name = "updateInteractivePresent"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).interactivePresentationInProgress?.update(percentComplete: percentComplete)
        }
    }
}
