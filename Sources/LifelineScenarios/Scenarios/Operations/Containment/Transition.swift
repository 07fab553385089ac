extension ScenarioOperations {
    /// `on.transition(from:to:duration:options:animations:completion:)` with no options;
    /// `animations` and `completion: true` pass an empty block (`{}`, `{ _ in }`) instead of nil,
    /// and `completion: [steps]` a block that runs the steps.
    /// Whether `from` and `to` are children of `on` depends on the steps before it, so the model
    /// checks that while running (UIKit's "must have a common parent" message); what the arguments
    /// alone rule out is refused here. A duration of 0 or less swaps without animation, as in UIKit.
    public struct Transition: ScenarioOperation {
        public static let name = "transition"
        public static let signature = ScenarioSignature(["on", "from", "to", "duration", "animations", "completion"],
                                                        required: ["on", "from", "to"])
        public var on: String
        public var from: String
        public var to: String
        public var duration: Double
        public var animations: Bool
        /// The completion block's steps; nil for no block, empty for one that does nothing.
        public var completion: [ScenarioStep]?

        public init(on: String, from: String, to: String, duration: Double = 0, animations: Bool = false,
                    completion: [ScenarioStep]? = nil) {
            self.on = on
            self.from = from
            self.to = to
            self.duration = duration
            self.animations = animations
            self.completion = completion
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            from = try args.controller("from")
            to = try args.controller("to")
            for (key, name) in [("from", from), ("to", to)] where name == on {
                throw args.rejected(key, "'\(on)' cannot transition \(key) itself; 'from' and 'to' are children of 'on'")
            }
            if from == to {
                throw args.rejected("to", "'\(to)' cannot transition to itself; 'from' and 'to' are two children of "
                    + "'\(on)'")
            }
            duration = try args.number("duration", default: 0)
            animations = try args.bool("animations")
            completion = try args.block("completion", in: "a completion block")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.name("from", from)
            args.name("to", to)
            args.number("duration", duration)
            args.flag("animations", animations)
            args.block("completion", completion)
        }

        public func perform(in runner: ScenarioRunner) {
            // Swift evaluates the receiver, then the arguments in order.
            let container = runner.controller(on)
            let outgoing = runner.controller(from)
            let block = runner.block(completion)
            container.transition(from: outgoing, to: runner.controller(to), duration: duration,
                                 animations: animations ? {} : nil, completion: block.map { block in { _ in block() } })
        }
    }
}
