extension ScenarioOperations {
    /// `log: "message"` or `log: { on: home, message: "..." }`: a line app code logs (a `print` in
    /// an override), recorded in the trace with the object whose code logged it
    /// (`home.log(_:)`), or with none (`session.log(_:)`).
    public struct Log: ScenarioOperation {
        public static let name = "log"
        public static let signature = ScenarioSignature(["on", "message"], main: "message")
        /// The object whose code logs; nil for the app.
        public var on: ScenarioObject?
        public var message: String

        public init(on: ScenarioObject? = nil, message: String) {
            self.on = on
            self.message = message
        }

        /// Any text, empty too, but what no trace can carry (the Unicode noncharacters).
        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            let node = args.node("message")
            message = try args.nodes.string(node, for: "message", expected: "a message", allowEmpty: true)
            if let reason = ScenarioNameRule.untraceableText(message) {
                throw args.rejected("message", "'\(TraceNameSyntax.visible(message))' cannot be logged: \(reason)")
            }
            on = args.has("on") ? try ScenarioObject(args.node("on"), args, purpose: "'log'") : nil
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            if let on { args.name("on", on.name) }
            args.name("message", message)
        }

        public func perform(in runner: ScenarioRunner) {
            if let on { runner.object(on)?.log(message) } else { runner.session.log(message) }
        }
    }
}
