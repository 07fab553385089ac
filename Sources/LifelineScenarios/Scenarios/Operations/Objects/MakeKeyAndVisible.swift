extension ScenarioOperations {
    /// `window.makeKeyAndVisible`, on the scenario's window.
    public struct MakeKeyAndVisible: ScenarioOperation {
        public static let name = "window.makeKeyAndVisible"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}
        public func perform(in runner: ScenarioRunner) { runner.keyWindow().makeKeyAndVisible() }
    }
}
