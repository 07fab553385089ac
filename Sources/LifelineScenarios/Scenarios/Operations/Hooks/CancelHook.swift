extension ScenarioOperations {
    /// `cancelHook: name`: `cancel()` on the hook an earlier step added under that name.
    public struct CancelHook: ScenarioOperation {
        public static let name = "cancelHook"
        public static let signature = ScenarioSignature(["hook"], main: "hook")
        public var hook: String

        public init(hook: String) { self.hook = hook }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            let node = args.node("hook")
            hook = try args.nodes.string(node, for: Self.name, expected: "a hook name")
            guard args.declared.hooks.contains(hook) else {
                let known = args.declared.hooks
                throw args.nodes.error(at: node, known.isEmpty
                    ? "unknown hook '\(hook)'; no earlier step adds a hook (add one with 'hook: { on: ..., event: ... }')"
                    : ScenarioError.unknownMessage("hook", hook, among: known))
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) { args.name("hook", hook) }
        public func perform(in runner: ScenarioRunner) { runner.hooks[hook]?.cancel() }
    }
}
