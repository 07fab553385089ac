extension ScenarioOperations {
    /// `on.addChild(controller)`.
    public struct AddChild: ScenarioOperation {
        public static let name = "addChild"
        public static let signature = ScenarioSignature(["controller", "on"], required: ["controller", "on"])
        public var controller: String
        public var on: String

        public init(controller: String, on: String) {
            self.controller = controller
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            controller = try args.controller("controller")
            if controller == on { throw args.rejected("controller", "'\(controller)' cannot be its own child") }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) {
            let container = runner.controller(on)
            container.addChild(runner.controller(controller))
        }
    }
}
