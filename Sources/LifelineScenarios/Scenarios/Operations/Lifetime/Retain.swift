import LifelineTrace

extension ScenarioOperations {
    /// `retain: { object: b, by: a, as: onDone }`: app code on `a` keeps a strong reference to
    /// `b`, as a closure stored in `a.onDone` that captures `b` does (`a.onDone = { b.reload() }`),
    /// or a delegate or a timer's target held strongly (`Responder.retainStrongly(_:as:)`). Nothing
    /// is recorded; once `b` leaves the screen it stays alive, and the leak report
    /// (`lifeline trace --leaks`) names `a.onDone` as what holds it. Retaining it again under the
    /// same label replaces the reference, as assigning the property again does.
    public struct Retain: ScenarioOperation {
        public static let name = "retain"
        public static let signature = ScenarioSignature(["object", "by", "as"], required: ["object", "by", "as"])
        public var object: String
        public var by: String
        public var label: String

        public init(object: String, by: String, as label: String) {
            self.object = object
            self.by = by
            self.label = label
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            object = try args.controller("object")
            by = try args.controller("by")
            label = try args.string("as")
            guard !label.isEmpty, !label.contains(where: \.isNewline) else {
                throw args.rejected("as", "the property that holds the reference needs a name on one line "
                    + "(found '\(TraceNameSyntax.visible(label))'); expected a name such as onDone")
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("object", object)
            args.name("by", by)
            args.name("as", label)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(by).retainStrongly(runner.controller(object), as: label)
        }
    }
}
