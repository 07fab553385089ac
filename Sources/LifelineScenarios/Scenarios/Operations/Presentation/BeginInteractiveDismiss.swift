extension ScenarioOperations {
    /// `on.beginInteractiveDismissal()`: a pan starts dismissing `on`, presented with a `transition` animator; later steps update, cancel or finish it.
    public struct BeginInteractiveDismiss: ScenarioOperation {
        public static let name = "beginInteractiveDismiss"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { _ = runner.controller(on).beginInteractiveDismissal() }
    }
}
