extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive dismissal in progress on `on`.
    public struct UpdateInteractiveDismiss: ScenarioOperation {
        public static let name = "updateInteractiveDismiss"
        public static let signature = ScenarioSignature(["on", "percentComplete"], required: ["on", "percentComplete"])
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            percentComplete = try args.percentComplete()
            on = try args.controller("on")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.number("percentComplete", percentComplete)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).interactiveDismissalInProgress?.update(percentComplete: percentComplete)
        }
    }
}
