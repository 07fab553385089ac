extension ScenarioOperations {
    /// `on.removeFromParent()`.
    public struct RemoveFromParent: OnControllerStep {
        public static let name = "removeFromParent"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).removeFromParent() }
    }
}
