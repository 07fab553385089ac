extension ScenarioOperations {
    /// `finish()` on the interactive presentation in progress of `on`: the pan ends past the threshold and the presentation completes.
    public struct FinishInteractivePresent: OnControllerStep {
        public static let name = "finishInteractivePresent"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactivePresentationInProgress?.finish() }
    }
}
