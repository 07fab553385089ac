import Yams

extension ScenarioOperations {
    /// `create: [a, window]`: creates objects now rather than at first use (only their place in
    /// the trace's objects changes).
    public struct Create: ScenarioOperation {
        public static let name = "create"
        public static let signature = ScenarioSignature(["objects"], main: "objects")
        /// `window`, controllers and free-standing views, in the order they are created.
        public var objects: [String]

        public init(objects: [String]) { self.objects = objects }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            let node = args.node("objects")
            let items: [(String, Yams.Node)]
            if case .sequence = node {
                items = try args.nodes.strings(node, for: Self.name, expected: "names")
            } else {
                items = [(try args.nodes.string(node, for: Self.name, expected: "a name"), node)]
            }
            let valid = ["window"] + args.controllers.map(\.name) + args.declared.freeViews
            for (name, node) in items where !valid.contains(name) {
                throw args.nodes.error(at: node, ScenarioError.unknownMessage("object", name, among: valid))
            }
            objects = items.map(\.0)
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            if objects.count == 1 { args.name("objects", objects[0]) } else { args.names("objects", objects) }
        }

        public func perform(in runner: ScenarioRunner) {
            for name in objects {
                if name == "window" { _ = runner.keyWindow() }
                else if runner.scenario.views.contains(name) { _ = runner.view(.named(name)) }
                else { _ = runner.controller(name) }
            }
        }
    }
}
