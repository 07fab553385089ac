extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive dismissal in progress on `on`.
    public struct UpdateInteractiveDismiss: InteractiveUpdateStep {
        public static let name = "updateInteractiveDismiss"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).interactiveDismissalInProgress?.update(percentComplete: percentComplete)
        }
    }
}
