import Lifeline

extension ScenarioOperations {
    /// `on.showDetailViewController(controller, sender: nil)` on a split view controller.
    public struct ShowDetail: ScenarioOperation {
        public static let name = "showDetail"
        public static let signature = ScenarioSignature(["controller", "on"], required: ["controller", "on"])
        public var controller: String
        public var on: String

        public init(controller: String, on: String) {
            self.controller = controller
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.split])
            controller = try args.controller("controller")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? SplitViewController)?.showDetailViewController(runner.controller(controller), sender: nil)
        }
    }
}
