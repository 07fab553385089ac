import Yams

/// Reads a scenario's `steps`. A step is an operation alone (`- runUntilIdle`), an operation and
/// its main argument (`- pop: nav`), or an operation and a mapping of arguments
/// (`- push: { controller: b, on: nav, animated: true }`); `ScenarioOperations` lists them.
struct ScenarioStepParser {
    let nodes: ScenarioNodes
    /// What the file declares, plus the hooks the steps read so far have added.
    var declared: Declarations
    let controllers: [ScenarioController]

    mutating func steps(_ node: Node) throws(ScenarioError) -> [ScenarioStep] {
        if ScenarioNodes.isNull(node) { return [] }
        var steps: [ScenarioStep] = []
        for item in try nodes.list(node, for: "steps", expected: "a list of operations") {
            steps.append(try step(item))
        }
        return steps
    }

    private mutating func step(_ node: Node) throws(ScenarioError) -> ScenarioStep {
        let name: String, nameNode: Node, value: Node?
        switch node {
        case .scalar:
            name = try nodes.string(node, for: "a step", expected: "an operation")
            nameNode = node
            value = nil
        case .mapping(let mapping):
            guard mapping.count == 1, let (key, argument) = mapping.first else {
                let keys = mapping.map { ScenarioNodes.describe($0.key) }.joined(separator: ", ")
                throw nodes.error(at: node, "a step has one operation, found \(mapping.count) keys (\(keys)); "
                    + "write its arguments as a mapping, e.g. '- push: { controller: b, on: nav }'")
            }
            name = try nodes.string(key, for: "a step", expected: "an operation")
            nameNode = key
            value = argument
        default:
            throw nodes.error(at: node, "expected an operation for a step, found \(ScenarioNodes.describe(node))")
        }
        guard let operation = ScenarioOperations.named(name) else {
            throw nodes.error(at: nameNode, ScenarioError.unknownMessage("operation", name, among: ScenarioOperations.names))
        }
        let arguments = try self.arguments(of: operation, nameNode: nameNode, value: value)
        let action = try operation.build(arguments)
        if case .hook(let hook) = action { declared.hooks.append(hook.traceName) }
        return ScenarioStep(action, line: nameNode.mark?.line ?? 0, column: nameNode.mark?.column ?? 0)
    }

    private func arguments(of operation: ScenarioOperation, nameNode: Node,
                           value: Node?) throws(ScenarioError) -> StepArguments {
        var entries: [String: (key: Node, value: Node)] = [:]
        if let value, !ScenarioNodes.isNull(value) {
            if case .mapping = value, operation.keys.count > 0 {
                for entry in try nodes.entries(value, for: operation.name, expected: "arguments",
                                               allowed: operation.keys, what: "argument of '\(operation.name)'") {
                    entries[entry.key] = (entry.keyNode, entry.value)
                }
            } else if let main = operation.main {
                entries[main] = (value, value)
            } else {
                throw nodes.error(at: value, "'\(operation.name)' takes no argument, found \(ScenarioNodes.describe(value))")
            }
        }
        for key in operation.required where entries[key] == nil {
            let shape = operation.keys.joined(separator: ", ")
            throw nodes.error(at: value ?? nameNode, "missing '\(key)' for '\(operation.name)'; it takes \(shape)")
        }
        return StepArguments(operation: operation.name, nameNode: nameNode, entries: entries,
                             nodes: nodes, declared: declared, controllers: controllers)
    }
}

/// The arguments of one step, read with the checks every operation shares: names must be
/// declared (with a suggestion when not), controllers of the kind the operation needs.
struct StepArguments {
    let operation: String
    let nameNode: Node
    let entries: [String: (key: Node, value: Node)]
    let nodes: ScenarioNodes
    let declared: Declarations
    let controllers: [ScenarioController]

    func node(_ key: String) -> Node { entries[key]?.value ?? nameNode }
    func has(_ key: String) -> Bool { entries[key] != nil }

    func bool(_ key: String, default value: Bool = false) throws(ScenarioError) -> Bool {
        guard let entry = entries[key] else { return value }
        return try nodes.bool(entry.value, for: key)
    }

    /// A number; `value` when the argument is absent (which only an optional one can be).
    func number(_ key: String, default value: Double = 0) throws(ScenarioError) -> Double {
        guard let entry = entries[key] else { return value }
        return try nodes.number(entry.value, for: key)
    }
    func integer(_ key: String) throws(ScenarioError) -> Int { try nodes.integer(node(key), for: key) }
    func string(_ key: String) throws(ScenarioError) -> String { try nodes.string(node(key), for: key) }

    /// A declared controller; with `kinds`, one of those kinds, which UIKit requires for the
    /// operation (only a navigation controller pushes, only a tab bar controller selects tabs).
    func controller(_ key: String, kinds: [ScenarioController.Kind]? = nil) throws(ScenarioError) -> String {
        let node = node(key)
        let name = try nodes.string(node, for: key, expected: "a controller name")
        try checkController(name, at: node, kinds: kinds, key: key)
        return name
    }

    func checkController(_ name: String, at node: Node, kinds: [ScenarioController.Kind]?, key: String) throws(ScenarioError) {
        guard let kind = declared.controllers[name] else {
            throw nodes.error(at: node, ScenarioError.unknownMessage("controller", name,
                                                                     among: controllers.map(\.name)))
        }
        if let kinds, !kinds.contains(kind) {
            let article: [ScenarioController.Kind: String] = [.plain: "a plain", .navigation: "a navigation",
                                                              .tab: "a tab", .hosting: "a hosting", .alert: "an alert"]
            let wanted = kinds.map { "\(article[$0]!) controller" }
            throw nodes.error(at: node, "'\(operation)' needs \(wanted.joined(separator: " or ")) for '\(key)'; "
                + "'\(name)' is \(article[kind]!) controller")
        }
    }

    /// A controller name or nothing (`~`/`null`), as `didMove(toParent: nil)` takes.
    func optionalController(_ key: String) throws(ScenarioError) -> String? {
        guard let entry = entries[key], !ScenarioNodes.isNull(entry.value) else { return nil }
        return try controller(key)
    }

    func controllerList(_ key: String) throws(ScenarioError) -> [String] {
        var names: [String] = []
        for (name, node) in try nodes.strings(node(key), for: key, expected: "a list of controller names") {
            try checkController(name, at: node, kinds: nil, key: key)
            names.append(name)
        }
        return names
    }

    /// `window`, `<controller>.view`, or a declared view.
    func view(_ key: String) throws(ScenarioError) -> ScenarioView {
        let node = node(key)
        let name = try nodes.string(node, for: key, expected: "a view")
        if name == "window" { return .window }
        if name.hasSuffix(".view"), declared.controllers[String(name.dropLast(5))] != nil {
            return .rootView(of: String(name.dropLast(5)))
        }
        if declared.views.contains(name) { return .named(name) }
        let candidates = ["window"] + controllers.map { "\($0.name).view" } + declared.views.sorted()
        throw nodes.error(at: node, ScenarioError.unknownMessage("view", name, among: candidates))
    }

    func style(_ key: String) throws(ScenarioError) -> ModalPresentationStyle? {
        guard let entry = entries[key] else { return nil }
        return try ScenarioLoader.style(entry.value, nodes)
    }

    /// A misuse UIKit refuses, at the argument that causes it.
    func rejected(_ key: String, _ message: String) -> ScenarioError {
        nodes.error(at: node(key), message)
    }

    func container(of name: String) -> ScenarioController? {
        controllers.first { $0.contents.contains(name) }
    }
}
