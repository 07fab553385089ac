extension ScenarioOperations {
    /// `on.willMove(toParent: parent)`; `parent: null` passes nil.
    public struct WillMoveToParent: ScenarioOperation {
        public static let name = "willMoveToParent"
        public static let signature = ScenarioSignature(["on", "parent"], required: ["on", "parent"])
        public var on: String
        public var parent: String?

        public init(on: String, parent: String?) {
            self.on = on
            self.parent = parent
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            parent = try args.optionalController("parent")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.optionalName("parent", parent)
        }

        public func perform(in runner: ScenarioRunner) {
            let moving = runner.controller(on)
            moving.willMove(toParent: parent.map(runner.controller))
        }
    }
}
