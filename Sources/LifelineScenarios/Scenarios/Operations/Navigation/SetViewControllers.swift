extension ScenarioOperations {
    /// `on.setViewControllers(controllers, animated:)`, on a navigation or tab bar controller.
    public struct SetViewControllers: ScenarioOperation {
        public static let name = "setViewControllers"
        public static let signature = ScenarioSignature(["controllers", "on", "animated"], required: ["controllers", "on"])
        public static let replacesContainedControllers = true
        public var controllers: [String]
        public var on: String
        public var animated: Bool

        public init(controllers: [String], on: String, animated: Bool) {
            self.controllers = controllers
            self.on = on
            self.animated = animated
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.navigation, .tab])
            let list = try args.controllerList("controllers")
            if args.declared.controllers[on] == .navigation {
                if let nested = list.first(where: { args.declared.controllers[$0] == .navigation }) {
                    throw args.rejected("controllers", "'\(nested)' is a navigation controller; UIKit does not "
                        + "support pushing a navigation controller")
                }
                if let repeated = list.enumerated().first(where: { list.prefix($0.offset).contains($0.element) }) {
                    throw args.rejected("controllers", "'\(repeated.element)' is listed twice; UIKit refuses the "
                        + "same controller twice in a stack")
                }
            }
            if list.contains(on) {
                throw args.rejected("controllers", "'\(on)' cannot contain itself")
            }
            controllers = list
            animated = try args.bool("animated")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.names("controllers", controllers)
            args.name("on", on)
            args.bool("animated", animated)
        }

        public func perform(in runner: ScenarioRunner) {
            let target = runner.controller(on)
            let list = controllers.map(runner.controller)
            if let nav = target as? NavigationController { nav.setViewControllers(list, animated: animated) }
            if let tabs = target as? TabBarController { tabs.setViewControllers(list, animated: animated) }
        }
    }
}
