import LifelineTrace

extension ScenarioOperations {
    /// `mark: name`: a marker in the trace; the first is where `--from-marker` starts.
    public struct Mark: ScenarioOperation {
        public static let name = "mark"
        public static let signature = ScenarioSignature(["name"], main: "name")
        public var name: String

        public init(name: String) { self.name = name }
        /// Any text, but what no trace can carry (the Unicode noncharacters).
        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            name = try args.string("name")
            if let reason = ScenarioNameRule.untraceableText(name) {
                throw args.rejected("name", "'\(TraceNameSyntax.visible(name))' is not a valid marker: \(reason)")
            }
        }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("name", name) }
        public func perform(in runner: ScenarioRunner) { runner.session.mark(name) }
    }
}
