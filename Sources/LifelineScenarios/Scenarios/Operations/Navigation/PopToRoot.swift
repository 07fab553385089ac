extension ScenarioOperations {
    /// `on.popToRootViewController(animated:)`.
    public struct PopToRoot: ScenarioOperation {
        public static let name = "popToRoot"
        public static let signature = ScenarioSignature.onAnimated
        public var on: String
        public var animated: Bool

        public init(on: String, animated: Bool) {
            self.on = on
            self.animated = animated
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.navigation])
            animated = try args.bool("animated")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.bool("animated", animated)
        }

        public func perform(in runner: ScenarioRunner) {
            _ = runner.navigationController(on)?.popToRootViewController(animated: animated)
        }
    }
}
