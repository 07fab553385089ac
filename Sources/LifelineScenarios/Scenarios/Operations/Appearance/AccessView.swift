extension ScenarioOperations {
    /// `accessView: a`: `_ = a.view`, which loads the view if it has not loaded.
    public struct AccessView: OnControllerStep {
        public static let name = "accessView"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { _ = runner.controller(on).view }
    }
}
