extension ScenarioOperations {
    /// `mark: name`: a marker in the trace; the first is where `--from-marker` starts.
    public struct Mark: ScenarioOperation {
        public static let name = "mark"
        public static let signature = ScenarioSignature(["name"], main: "name")
        public var name: String

        public init(name: String) { self.name = name }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { name = try args.string("name") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("name", name) }
        public func perform(in runner: ScenarioRunner) { runner.session.mark(name) }
    }
}
