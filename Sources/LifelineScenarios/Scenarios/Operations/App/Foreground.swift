extension ScenarioOperations {
    /// `foreground`: the user returns to the app: `window.foreground()`.
    /// Traced on the app and scene delegates the runner makes (`ScenarioRunner.appDelegates()`).
    public struct Foreground: ScenarioOperation {
        public static let name = "foreground"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) {
            runner.appDelegates()
            runner.keyWindow().foreground()
        }
    }
}
