extension ScenarioOperations {
    /// `on.addSubview(view)`.
    public struct AddSubview: ScenarioOperation {
        public static let name = "addSubview"
        public static let signature = ScenarioSignature(["view", "on"], required: ["view", "on"])
        public var view: ScenarioView
        public var on: ScenarioView

        public init(view: ScenarioView, on: ScenarioView) {
            self.view = view
            self.on = on
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            view = try args.view("view")
            if view == .window { throw args.rejected("view", "a window cannot be added to a view") }
            on = try args.view("on")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.view("view", view)
            args.view("on", on)
        }

        public func perform(in runner: ScenarioRunner) {
            // Swift evaluates the receiver first: `parent.view.addSubview(child.view)`.
            let parent = runner.view(on)
            parent.addSubview(runner.view(view))
        }
    }
}
