import Lifeline

extension ScenarioOperations {
    /// `on.setViewController(controller, for: column)` on a split view controller.
    public struct SetColumn: ScenarioOperation {
        public static let name = "setColumn"
        public static let signature = ScenarioSignature(["controller", "column", "on"], required: ["controller", "column", "on"])
        public var controller: String
        public var column: SplitViewController.Column
        public var on: String

        public init(controller: String, column: SplitViewController.Column, on: String) {
            self.controller = controller
            self.column = column
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.split])
            controller = try args.controller("controller")
            column = try args.splitColumn(on: on)
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.word("column", column.rawValue)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? SplitViewController)?.setViewController(runner.controller(controller), for: column)
        }
    }
}
