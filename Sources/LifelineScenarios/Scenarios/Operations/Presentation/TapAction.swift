extension ScenarioOperations {
    /// `on.tapAction(titled:)`: the user tapping one of the alert's buttons. The title must be one
    /// the alert declares; whether the alert is on screen to be tapped is only known while
    /// running (the model then does nothing).
    public struct TapAction: ScenarioOperation {
        public static let name = "tapAction"
        public static let signature = ScenarioSignature(["on", "title"], required: ["on", "title"])
        public var on: String
        public var title: String

        public init(on: String, title: String) {
            self.on = on
            self.title = title
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.alert])
            let node = args.node("title")
            title = try args.nodes.string(node, for: "title", expected: "a button title", allowEmpty: true)
            let titles = args.declaration(of: on)?.alert?.actions.map(\.title) ?? []
            guard titles.contains(title) else {
                throw args.nodes.error(at: node, titles.isEmpty
                    ? "unknown action title '\(title)'; '\(on)' declares no actions (e.g. 'actions: [OK, Cancel: cancel]')"
                    : ScenarioError.unknownMessage("action title", title, among: titles))
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.name("title", title)
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? AlertController)?.tapAction(titled: title)
        }
    }
}
