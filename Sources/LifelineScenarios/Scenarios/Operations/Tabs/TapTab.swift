extension ScenarioOperations {
    /// `on.tapTab(at: index)`: the user tapping a tab, which asks the delegate.
    public struct TapTab: ScenarioOperation {
        public static let name = "tapTab"
        public static let signature = ScenarioSignature(["index", "on"], required: ["index", "on"])
        public var index: Int
        public var on: String

        public init(index: Int, on: String) {
            self.index = index
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) { (index, on) = try args.tabIndex() }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.integer("index", index)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) { (runner.controller(on) as? TabBarController)?.tapTab(at: index) }
    }
}
