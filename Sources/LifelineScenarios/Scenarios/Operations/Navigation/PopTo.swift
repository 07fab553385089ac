extension ScenarioOperations {
    /// `on.popToViewController(controller, animated:)`.
    public struct PopTo: ScenarioOperation {
        public static let name = "popTo"
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
            controller = try args.controller("controller")
            on = try args.controller("on", kinds: [.navigation])
            animated = try args.bool("animated")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.name("on", on)
            args.bool("animated", animated)
        }

        public func perform(in runner: ScenarioRunner) {
            let navigation = runner.navigationController(on)
            _ = navigation?.popToViewController(runner.controller(controller), animated: animated)
        }
    }
}
