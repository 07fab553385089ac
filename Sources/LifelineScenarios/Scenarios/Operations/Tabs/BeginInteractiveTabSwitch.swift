extension ScenarioOperations {
    /// `on.beginInteractiveTabSwitch(to: index)`: a pan starts switching `on` (a tab bar controller
    /// whose delegate gives an interactive `transition`) to the tab at `index`; later steps
    /// update, cancel or finish it.
    public struct BeginInteractiveTabSwitch: ScenarioOperation {
        public static let name = "beginInteractiveTabSwitch"
        public static let signature = ScenarioSignature(["index", "on"], required: ["index", "on"])
        public var index: Int
        public var on: String

        public init(index: Int, on: String) {
            self.index = index
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            (index, on) = try args.tabIndex()
            guard case .tab(let tab)? = args.declaration(of: on)?.kind, tab.transition != nil, tab.interactive else {
                throw args.rejected("on", "'\(on)' has no interactive custom transition to drive: give it "
                    + "'delegate: <name>' and 'transition: { animator: <name>, interactive: true }'")
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.integer("index", index)
            args.name("on", on)
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? TabBarController)?.beginInteractiveTabSwitch(to: index)
        }
    }
}
