extension ScenarioOperations {
    /// `on.beginInteractiveDismissal()`: a pan starts dismissing `on`, presented with a `transition` animator; later steps update, cancel or finish it.
    public struct BeginInteractiveDismiss: OnControllerStep {
        public static let name = "beginInteractiveDismiss"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { _ = runner.controller(on).beginInteractiveDismissal() }
    }
}
