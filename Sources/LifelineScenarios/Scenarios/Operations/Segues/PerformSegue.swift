import Lifeline

extension ScenarioOperations {
    /// `on.performSegue(withIdentifier: id, sender: nil)`, or with `triggered: true` the user
    /// tapping the control wired to it (`shouldPerformSegue` asked first). An identifier the
    /// scene does not declare is UIKit's diagnostic in the trace, as in app code.
    public struct PerformSegue: ScenarioOperation {
        public static let name = "performSegue"
        public static let signature = ScenarioSignature(["on", "id", "triggered"], required: ["on", "id"])
        public var on: String
        public var id: String
        public var triggered: Bool

        public init(on: String, id: String, triggered: Bool = false) {
            self.on = on
            self.id = id
            self.triggered = triggered
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            // A navigation or tab bar controller scene has segues too.
            on = try args.controller("on", kinds: [.plain, .navigation, .tab])
            id = try args.string("id")
            triggered = try args.bool("triggered")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.name("id", id)
            args.flag("triggered", triggered)
        }

        public func perform(in runner: ScenarioRunner) {
            let source = runner.controller(on)
            if triggered { source.triggerSegue(id) } else { source.performSegue(withIdentifier: id, sender: nil) }
        }
    }

    /// `from` triggers an unwind segue to the action `to`: the destination is found by asking
    /// `canPerformUnwindSegueAction` (controllers declaring the action in `unwindActions` answer
    /// true); none found is a diagnostic in the trace.
    public struct Unwind: ScenarioOperation {
        public static let name = "unwind"
        public static let signature = ScenarioSignature(["from", "to"], required: ["from", "to"])
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            from = try args.controller("from")
            to = try args.string("to")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("from", from)
            args.name("to", to)
        }

        public func perform(in runner: ScenarioRunner) { runner.controller(from).triggerUnwind(to) }
    }
}
