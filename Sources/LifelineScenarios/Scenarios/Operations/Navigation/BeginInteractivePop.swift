extension ScenarioOperations {
    /// `on.beginInteractivePop()`: the user starts the back swipe; later steps update, cancel or
    /// finish it.
    public struct BeginInteractivePop: ScenarioOperation {
        public static let name = "beginInteractivePop"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.navigation]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.pops[on] = runner.navigationController(on)?.beginInteractivePop() }
    }
}
