extension ScenarioOperations {
    /// `accessView: a`: `_ = a.view`, which loads the view if it has not loaded.
    public struct AccessView: ScenarioOperation {
        public static let name = "accessView"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { _ = runner.controller(on).view }
    }
}
