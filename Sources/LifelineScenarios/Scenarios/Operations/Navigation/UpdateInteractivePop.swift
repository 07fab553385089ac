extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive pop `on` began.
    public struct UpdateInteractivePop: ScenarioOperation {
        public static let name = "updateInteractivePop"
        public static let signature = ScenarioSignature(["on", "percentComplete"], required: ["on", "percentComplete"])
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            percentComplete = try args.percentComplete()
            on = try args.controller("on", kinds: [.navigation])
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.number("percentComplete", percentComplete)
        }

        public func perform(in runner: ScenarioRunner) { runner.pops[on]?.update(percentComplete: percentComplete) }
    }
}
