extension ScenarioOperations {
    /// `on.endAppearanceTransition()`.
    public struct EndAppearanceTransition: OnControllerStep {
        public static let name = "endAppearanceTransition"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).endAppearanceTransition() }
    }
}
