extension ScenarioOperations {
    /// `runOnce`: one turn of the main run loop.
    public struct RunOnce: ScenarioOperation {
        public static let name = "runOnce"
        public static let turnsTheRunLoop = true
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}
        public func perform(in runner: ScenarioRunner) { runner.session.runLoop.runOnce() }
    }
}
