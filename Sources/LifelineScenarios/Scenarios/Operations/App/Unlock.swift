extension ScenarioOperations {
    /// `unlock`: the user unlocks the device, the app on screen: `window.unlock()`.
    /// Traced on the app and scene delegates the runner makes (`ScenarioRunner.appDelegates()`).
    public struct Unlock: ScenarioOperation {
        public static let name = "unlock"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) {
            runner.appDelegates()
            runner.keyWindow().unlock()
        }
    }
}
