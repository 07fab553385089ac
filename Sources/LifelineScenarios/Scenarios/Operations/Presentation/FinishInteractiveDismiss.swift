extension ScenarioOperations {
    /// `finish()` on the interactive dismissal in progress on `on`: the pan ends past the threshold and the dismissal completes.
    public struct FinishInteractiveDismiss: ScenarioOperation {
        public static let name = "finishInteractiveDismiss"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactiveDismissalInProgress?.finish() }
    }
}
