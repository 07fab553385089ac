extension ScenarioOperations {
    /// `finish()` on the interactive presentation in progress of `on`: the pan ends past the threshold and the presentation completes.
    public struct FinishInteractivePresent: ScenarioOperation {
        public static let name = "finishInteractivePresent"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactivePresentationInProgress?.finish() }
    }
}
