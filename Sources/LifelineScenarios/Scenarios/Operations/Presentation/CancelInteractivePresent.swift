extension ScenarioOperations {
    /// `cancel()` on the interactive presentation in progress of `on`: the pan ends short and the presentation is undone.
    public struct CancelInteractivePresent: OnControllerStep {
        public static let name = "cancelInteractivePresent"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactivePresentationInProgress?.cancel() }
    }
}
