extension ScenarioOperations {
    /// `update(percentComplete:)` on the interactive presentation in progress of `on`.
    public struct UpdateInteractivePresent: ScenarioOperation {
        public static let name = "updateInteractivePresent"
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
            runner.controller(on).interactivePresentationInProgress?.update(percentComplete: percentComplete)
        }
    }
}
