import Yams

/// Reads a scenario's `steps`. A step is an operation alone (`- runUntilIdle`), an operation and
/// its main argument (`- pop: nav`), or an operation and a mapping of arguments
/// (`- push: { controller: b, on: nav, animated: true }`); `ScenarioOperations.all` lists the
/// operations, and each reads its own arguments.
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
                             nodes: nodes, declared: declared, controllers: controllers)
    }
}
