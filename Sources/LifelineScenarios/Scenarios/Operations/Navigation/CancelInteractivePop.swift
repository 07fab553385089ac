extension ScenarioOperations {
    /// `cancel()` on the interactive pop `on` began: the user lets go and the pop is undone.
    public struct CancelInteractivePop: ScenarioOperation {
        public static let name = "cancelInteractivePop"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.navigation]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.pops.removeValue(forKey: on)?.cancel() }
    }
}
