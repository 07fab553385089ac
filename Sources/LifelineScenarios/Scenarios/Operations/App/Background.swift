extension ScenarioOperations {
    /// `background`: the user sends the app to the background (Home, app switcher): `window.background()`.
    /// Traced on the app and scene delegates the runner makes (`ScenarioRunner.appDelegates()`).
    public struct Background: ScenarioOperation {
        public static let name = "background"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) {
            runner.appDelegates()
            runner.keyWindow().background()
        }
    }
}
