/// The `transition` step: `on.transition(from:to:duration:options:animations:completion:)`.
/// Whether `from` and `to` are children of `on` depends on the steps before it, so the model
/// checks that while running (UIKit's "must have a common parent" message); what the arguments
/// alone rule out is refused here. A duration of 0 or less swaps without animation, as in UIKit.
extension ScenarioOperations {
    static func transition(_ args: StepArguments) throws(ScenarioError) -> ScenarioAction {
        let parent = try args.controller("on")
        let from = try args.controller("from")
        let to = try args.controller("to")
        for (key, name) in [("from", from), ("to", to)] where name == parent {
            throw args.rejected(key, "'\(parent)' cannot transition \(key) itself; 'from' and 'to' are children of 'on'")
        }
        if from == to {
            throw args.rejected("to", "'\(to)' cannot transition to itself; 'from' and 'to' are two children of "
                + "'\(parent)'")
        }
        return .transition(on: parent, from: from, to: to, duration: try args.number("duration", default: 0),
                           animations: try args.bool("animations"), completion: try args.bool("completion"))
    }
}
