extension ScenarioOperations {
    /// `on.removeFromSuperview()`.
    public struct RemoveFromSuperview: ScenarioOperation {
        public static let name = "removeFromSuperview"
        public static let signature = ScenarioSignature.on
        public var on: ScenarioView

        public init(on: ScenarioView) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.view("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.view("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.view(on).removeFromSuperview() }
    }
}
