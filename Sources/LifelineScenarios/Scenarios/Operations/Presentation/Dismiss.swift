extension ScenarioOperations {
    /// `on.dismiss(animated:, completion:)`; `completion: true` passes an empty block instead of
    /// nil, and `completion: [steps]` a block that runs the steps.
    public struct Dismiss: ScenarioOperation {
        public static let name = "dismiss"
        public static let signature = ScenarioSignature(["on", "animated", "completion"], main: "on")
        public var on: String
        public var animated: Bool
        /// The completion block's steps; nil for no block, empty for one that does nothing.
        public var completion: [ScenarioStep]?

        public init(on: String, animated: Bool, completion: [ScenarioStep]? = nil) {
            self.on = on
            self.animated = animated
            self.completion = completion
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            animated = try args.bool("animated")
            completion = try args.block("completion", in: "a completion block")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.bool("animated", animated)
            args.block("completion", completion)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).dismiss(animated: animated, completion: runner.block(completion))
        }
    }
}
