extension ScenarioOperations {
    /// `cancel()` on the interactive tab switch in progress on `on`: the pan ends short and the switch is undone.
    public struct CancelInteractiveTabSwitch: OnControllerStep {
        public static let name = "cancelInteractiveTabSwitch"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.tab]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.interactiveTabSwitchInProgress?.cancel()
        }
    }
}
