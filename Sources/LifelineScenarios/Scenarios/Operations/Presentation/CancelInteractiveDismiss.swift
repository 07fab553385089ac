extension ScenarioOperations {
    /// `cancel()` on the interactive dismissal in progress on `on`: the pan ends short and the dismissal is undone.
    public struct CancelInteractiveDismiss: ScenarioOperation {
        public static let name = "cancelInteractiveDismiss"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).interactiveDismissalInProgress?.cancel() }
    }
}
