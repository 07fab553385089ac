extension ScenarioOperations {
    /// `interrupt`: a call or Control Center makes the app inactive for a while, without the background: `window.interrupt()`.
    /// Traced on the app and scene delegates the runner makes (`ScenarioRunner.appDelegates()`).
    public struct Interrupt: ScenarioOperation {
        public static let name = "interrupt"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) {
            runner.appDelegates()
            runner.keyWindow().interrupt()
        }
    }
}
