extension ScenarioOperations {
    /// `finish()` on the interactive tab switch in progress on `on`: the pan ends past the threshold and the switch completes.
    public struct FinishInteractiveTabSwitch: OnControllerStep {
        public static let name = "finishInteractiveTabSwitch"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.tab]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.interactiveTabSwitchInProgress?.finish()
        }
    }
}
