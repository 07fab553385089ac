extension ScenarioOperations {
    /// `runUntilIdle`: turns of the main run loop until nothing waits, at most the run's
    /// `maxTurns`; a run loop still busy then is an error, so that no scenario runs forever.
    public struct RunUntilIdle: ScenarioOperation {
        public static let name = "runUntilIdle"
        public static let turnsTheRunLoop = true
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) throws(ScenarioError) {
            let runLoop = runner.session.runLoop
            let turns = runLoop.runUntilIdle(maxTurns: runner.maxTurns)
            guard runLoop.isIdle else {
                throw runner.error("'\(Self.name)' stopped after \(turns) turn\(turns == 1 ? "" : "s") (maxTurns) with "
                    + "work still pending; the run loop never went idle")
            }
        }
    }
}
