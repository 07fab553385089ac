extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive tab switch in progress on `on`.
    public struct UpdateInteractiveTabSwitch: ScenarioOperation {
        public static let name = "updateInteractiveTabSwitch"
        public static let signature = ScenarioSignature(["on", "percentComplete"], required: ["on", "percentComplete"])
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            percentComplete = try args.percentComplete()
            on = try args.controller("on", kinds: [.tab])
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.number("percentComplete", percentComplete)
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.interactiveTabSwitchInProgress?.update(percentComplete: percentComplete)
        }
    }
}
