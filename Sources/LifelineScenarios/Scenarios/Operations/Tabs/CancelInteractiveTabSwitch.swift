extension ScenarioOperations {
    /// `cancel()` on the interactive tab switch in progress on `on`: the pan ends short and the switch is undone.
    public struct CancelInteractiveTabSwitch: ScenarioOperation {
        public static let name = "cancelInteractiveTabSwitch"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.tab]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.interactiveTabSwitchInProgress?.cancel()
        }
    }
}
