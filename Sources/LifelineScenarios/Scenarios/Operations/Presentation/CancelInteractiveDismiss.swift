extension ScenarioOperations {
    /// `cancel()` on the interactive dismissal in progress on `on`: the pan ends short and the dismissal is undone.
    public struct CancelInteractiveDismiss: OnControllerStep {
        public static let name = "cancelInteractiveDismiss"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactiveDismissalInProgress?.cancel() }
    }
}
