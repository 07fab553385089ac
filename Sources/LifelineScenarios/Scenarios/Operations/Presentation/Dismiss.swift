extension ScenarioOperations {
    /// `on.dismiss(animated:, completion:)`; `completion` passes an empty block instead of nil.
    public struct Dismiss: ScenarioOperation {
        public static let name = "dismiss"
        public static let signature = ScenarioSignature(["on", "animated", "completion"], main: "on")
        public var on: String
        public var animated: Bool
        public var completion: Bool

        public init(on: String, animated: Bool, completion: Bool = false) {
            self.on = on
            self.animated = animated
            self.completion = completion
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            animated = try args.bool("animated")
            completion = try args.bool("completion")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.bool("animated", animated)
            args.flag("completion", completion)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).dismiss(animated: animated, completion: completion ? {} : nil)
        }
    }
}
