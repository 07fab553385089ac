extension ScenarioOperations {
    /// `loadViewIfNeeded: a`: `a.loadViewIfNeeded()`.
    public struct LoadViewIfNeeded: OnControllerStep {
        public static let name = "loadViewIfNeeded"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).loadViewIfNeeded() }
    }
}
