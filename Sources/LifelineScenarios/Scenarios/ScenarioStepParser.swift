import Yams

/// Reads a scenario's steps, wherever they are written: `steps`, and the nested steps of a
/// reaction (`do`), a completion block (`completion`), an alert action's handler (`do`) and a
/// timer (`after`, `async`). A step is an operation alone (`- runUntilIdle`), an operation and its
/// main argument (`- pop: nav`), or an operation and a mapping of arguments
/// (`- push: { controller: b, on: nav, animated: true }`); `ScenarioOperations.all` lists the
/// operations, and each reads its own arguments, nested steps through this parser again.
final class ScenarioStepParser {
    let nodes: ScenarioNodes
    /// What the file declares, plus the hooks the steps read so far have added.
    var declared: Declarations
    let controllers: [ScenarioController]
    /// What encloses the steps being read, innermost last ("a reaction's 'do'"); empty at the top level.
    private var enclosing: [String] = []

    init(nodes: ScenarioNodes, declared: Declarations, controllers: [ScenarioController]) {
        self.nodes = nodes
        self.declared = declared
        self.controllers = controllers
    }

    /// The top-level `steps`.
    func steps(_ node: Node) throws(ScenarioError) -> [ScenarioStep] {
        try list(node, for: "steps")
    }

    /// Steps that app code runs inside a callback, a block or a timer (`what` says which, for
    /// messages): read as top-level steps are, but no step may turn the run loop there.
    func nestedSteps(_ node: Node, for key: String, in what: String) throws(ScenarioError) -> [ScenarioStep] {
        enclosing.append(what)
        defer { enclosing.removeLast() }
        return try list(node, for: key)
    }

    /// The top-level `react` section: a list of reactions, each the arguments a `react` step takes.
    func reactions(_ node: Node) throws(ScenarioError) -> [ScenarioOperations.React] {
        if ScenarioNodes.isNull(node) { return [] }
        var reactions: [ScenarioOperations.React] = []
        let expected = "a reaction ({ when: { object: ..., callback: ... }, do: [steps] })"
        for item in try nodes.list(node, for: "react", expected: "a list of reactions") {
            guard case .mapping = item else { throw nodes.wrongType(item, expected: expected, for: "react") }
            let arguments = try self.arguments(of: ScenarioOperations.React.self, nameNode: item, value: item)
            reactions.append(try ScenarioOperations.React(arguments))
        }
        return reactions
    }

    private func list(_ node: Node, for key: String) throws(ScenarioError) -> [ScenarioStep] {
        if ScenarioNodes.isNull(node) { return [] }
        var steps: [ScenarioStep] = []
        for item in try nodes.list(node, for: key, expected: "a list of operations") {
            steps.append(try step(item))
        }
        return steps
    }

    private func step(_ node: Node) throws(ScenarioError) -> ScenarioStep {
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
        if operation.turnsTheRunLoop, let what = enclosing.last {
            throw nodes.error(at: nameNode, "'\(name)' cannot run inside \(what): app code there runs within one turn "
                + "of the main run loop and cannot turn it; write '\(name)' as a top-level step, or use 'after' or "
                + "'async' to run steps later")
        }
        let arguments = try self.arguments(of: operation, nameNode: nameNode, value: value)
        let step = try operation.init(arguments)
        if let hook = step.addedHookName { declared.hooks.append(hook) }
        let (line, column) = nodes.position(of: nameNode)
        return ScenarioStep(step, line: line, column: column)
    }

    private func arguments(of operation: any ScenarioOperation.Type, nameNode: Node,
                           value: Node?) throws(ScenarioError) -> ScenarioArguments {
        let signature = operation.signature
        var entries: [String: (key: Node, value: Node)] = [:]
        if let value, !ScenarioNodes.isNull(value) {
            if case .mapping = value, signature.keys.count > 0 {
                for entry in try nodes.entries(value, for: operation.name, expected: "arguments",
                                               allowed: signature.keys, what: "argument of '\(operation.name)'") {
                    entries[entry.key] = (entry.keyNode, entry.value)
                }
            } else if let main = signature.main {
                entries[main] = (value, value)
            } else {
                throw nodes.error(at: value, "'\(operation.name)' takes no argument, found \(ScenarioNodes.describe(value))")
            }
        }
        for key in signature.required where entries[key] == nil {
            let shape = signature.keys.joined(separator: ", ")
            throw nodes.error(at: value ?? nameNode, "missing '\(key)' for '\(operation.name)'; it takes \(shape)")
        }
        return ScenarioArguments(operation: operation.name, nameNode: nameNode, entries: entries,
                                 nodes: nodes, declared: declared, controllers: controllers, parser: self)
    }
}
