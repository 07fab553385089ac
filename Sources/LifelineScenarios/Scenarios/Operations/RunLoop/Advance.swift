extension ScenarioOperations {
    /// `advance: 0.5`: lets virtual seconds pass, running what falls due.
    public struct Advance: ScenarioOperation {
        public static let name = "advance"
        public static let turnsTheRunLoop = true
        public static let signature = ScenarioSignature(["seconds"], main: "seconds")
        public var seconds: Double

        public init(seconds: Double) { self.seconds = seconds }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            seconds = try args.number("seconds")
            guard seconds >= 0 else { throw args.rejected("seconds", "time only moves forward; expected seconds >= 0") }
        }

        public func write(to args: inout ScenarioArgumentWriter) { args.number("seconds", seconds) }
        public func perform(in runner: ScenarioRunner) { runner.session.runLoop.advance(by: seconds) }
    }
}
