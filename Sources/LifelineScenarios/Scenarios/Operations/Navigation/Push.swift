extension ScenarioOperations {
    /// `on.pushViewController(controller, animated:)`.
    public struct Push: ScenarioOperation {
        public static let name = "push"
        public static let signature = ScenarioSignature(["controller", "on", "animated"], required: ["controller", "on"])
        public var controller: String
        public var on: String
        public var animated: Bool

        public init(controller: String, on: String, animated: Bool) {
            self.controller = controller
            self.on = on
            self.animated = animated
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.navigation])
            controller = try args.controller("controller")
            if args.declared.controllers[controller] == .navigation {
                throw args.rejected("controller", "'\(controller)' is a navigation controller; UIKit does not support "
                    + "pushing a navigation controller")
            }
            animated = try args.bool("animated")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.name("on", on)
            args.bool("animated", animated)
        }

        public func perform(in runner: ScenarioRunner) {
            let navigation = runner.navigationController(on)
            navigation?.pushViewController(runner.controller(controller), animated: animated)
        }
    }
}
