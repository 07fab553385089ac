extension ScenarioOperations {
    /// `finish()` on the interactive dismissal in progress on `on`: the pan ends past the threshold and the dismissal completes.
    public struct FinishInteractiveDismiss: OnControllerStep {
        public static let name = "finishInteractiveDismiss"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactiveDismissalInProgress?.finish() }
    }
}
