extension ScenarioOperations {
    /// `finish()` on the interactive pop `on` began: the pop completes.
    public struct FinishInteractivePop: ScenarioOperation {
        public static let name = "finishInteractivePop"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.navigation]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.pops.removeValue(forKey: on)?.finish() }
    }
}
