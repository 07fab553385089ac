import Lifeline

extension ScenarioOperations {
    /// `on.show(column)` on a split view controller (SplitViewController.swift).
    public struct ShowColumn: ScenarioOperation {
        public static let name = "showColumn"
        public static let signature = ScenarioSignature(["column", "on"], required: ["column", "on"])
        public var column: SplitViewController.Column
        public var on: String

        public init(column: SplitViewController.Column, on: String) {
            self.column = column
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.split])
            column = try args.splitColumn(on: on)
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.word("column", column.rawValue)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) { (runner.controller(on) as? SplitViewController)?.show(column) }
    }
}
