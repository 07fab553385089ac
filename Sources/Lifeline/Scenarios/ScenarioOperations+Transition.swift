/// The `transition` step: `on.transition(from:to:duration:options:animations:completion:)`.
/// Whether `from` and `to` are children of `on` depends on the steps before it, so the model
/// checks that while running (UIKit's "must have a common parent" message); what the arguments
/// alone rule out is refused here.
extension ScenarioOperations {
    static func transition(_ args: StepArguments) throws(ScenarioError) -> ScenarioAction {
        let parent = try args.controller("on")
        let from = try args.controller("from")
        let to = try args.controller("to")
        for key in ["from", "to"] where (key == "from" ? from : to) == parent {
            throw args.rejected(key, "'\(parent)' cannot transition \(key) itself; 'from' and 'to' are children of 'on'")
        }
        if from == to {
            throw args.rejected("to", "'\(to)' cannot transition to itself; 'from' and 'to' are two children of "
                + "'\(parent)'")
        }
        var duration = 0.0
        if args.has("duration") {
            duration = try args.number("duration")
            guard duration >= 0 else {
                throw args.rejected("duration", "expected a duration >= 0 seconds, found \(TraceNameSyntax.number(duration))")
            }
        }
        return .transition(on: parent, from: from, to: to, duration: duration,
                           animations: try args.bool("animations"), completion: try args.bool("completion"))
    }
}
