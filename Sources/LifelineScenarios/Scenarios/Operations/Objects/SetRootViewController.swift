extension ScenarioOperations {
    /// `window.rootViewController: a`, on the scenario's window.
    public struct SetRootViewController: ScenarioOperation {
        public static let name = "window.rootViewController"
        public static let signature = ScenarioSignature(["controller"], main: "controller")
        public var controller: String

        public init(controller: String) { self.controller = controller }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            controller = try args.controller("controller")
            if let container = args.container(of: controller) {
                throw args.rejected("controller", "'\(controller)' is in '\(container.name)'; a contained controller "
                    + "cannot also be a window's root (UIKit raises UIViewControllerHierarchyInconsistency)")
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) { args.name("controller", controller) }

        public func perform(in runner: ScenarioRunner) {
            let root = runner.controller(controller)
            runner.keyWindow().rootViewController = root
        }
    }
}
