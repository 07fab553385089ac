extension ScenarioOperations {
    /// `lock`: the user locks the device: `window.lock()`.
    /// Traced on the app and scene delegates the runner makes (`ScenarioRunner.appDelegates()`).
    public struct Lock: ScenarioOperation {
        public static let name = "lock"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) {
            runner.appDelegates()
            runner.keyWindow().lock()
        }
    }
}
