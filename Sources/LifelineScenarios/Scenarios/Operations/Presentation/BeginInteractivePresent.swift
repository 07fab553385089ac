extension ScenarioOperations {
    /// `on.beginInteractivePresentation(controller)`: a pan starts presenting `controller`, which
    /// has a `transition` animator; later steps update, cancel or finish it (on `controller`).
    public struct BeginInteractivePresent: ScenarioOperation {
        public static let name = "beginInteractivePresent"
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
            if controller == on {
                throw args.rejected("controller", "'\(controller)' cannot present itself (UIKit raises)")
            }
            guard args.declaration(of: controller)?.presentation?.transition != nil else {
                throw args.rejected("controller", "'\(controller)' has no transitioning delegate to drive: declare "
                    + "'presentation: { transition: { animator: <name> } }' on it")
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) {
            _ = runner.controller(on).beginInteractivePresentation(runner.controller(controller))
        }
    }
}
