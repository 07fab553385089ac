extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive tab switch in progress on `on`.
    public struct UpdateInteractiveTabSwitch: InteractiveUpdateStep {
        public static let name = "updateInteractiveTabSwitch"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.tab]
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.interactiveTabSwitchInProgress?.update(percentComplete: percentComplete)
        }
    }
}
