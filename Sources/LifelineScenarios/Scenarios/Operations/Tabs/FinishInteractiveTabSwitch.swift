extension ScenarioOperations {
    /// `finish()` on the interactive tab switch in progress on `on`: the pan ends past the threshold and the switch completes.
    public struct FinishInteractiveTabSwitch: ScenarioOperation {
        public static let name = "finishInteractiveTabSwitch"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.tab]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.interactiveTabSwitchInProgress?.finish()
        }
    }
}
