import Lifeline

extension ScenarioOperations {
    /// `on.preferredDisplayMode = mode` on a split view controller.
    public struct PreferredDisplayMode: ScenarioOperation {
        public static let name = "preferredDisplayMode"
        public static let signature = ScenarioSignature(["mode", "on"], required: ["mode", "on"])
        public var mode: SplitViewController.DisplayMode
        public var on: String

        public init(mode: SplitViewController.DisplayMode, on: String) {
            self.mode = mode
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.split])
            mode = try args.choice("mode", what: "display mode", among: SplitViewController.DisplayMode.allCases.map { ($0.rawValue, $0) })!
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.word("mode", mode.rawValue)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) { (runner.controller(on) as? SplitViewController)?.preferredDisplayMode = mode }
    }
}
