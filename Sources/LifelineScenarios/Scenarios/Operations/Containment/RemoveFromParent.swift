extension ScenarioOperations {
    /// `on.removeFromParent()`.
    public struct RemoveFromParent: ScenarioOperation {
        public static let name = "removeFromParent"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).removeFromParent() }
    }
}
