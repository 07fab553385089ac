extension ScenarioOperations {
    /// `cancel()` on the interactive presentation in progress of `on`: the pan ends short and the presentation is undone.
    public struct CancelInteractivePresent: ScenarioOperation {
        public static let name = "cancelInteractivePresent"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactivePresentationInProgress?.cancel() }
    }
}
