import Yams

/// Typed reading of YAML nodes for the scenario loader: every accessor either returns the value
/// or throws a `ScenarioError` at the node's own line and column, saying what it expected and
/// what it found. Scalars are typed here, not by Yams' resolver, so that only YAML 1.2's (and
/// JSON's) `true`/`false` are booleans: a name such as `on` or `no` stays a name.
struct ScenarioNodes {
    let file: String
    /// Turns the parser's marks into the positions the loader reports.
    let positions: ScenarioTextPositions

    func error(at node: Node?, _ message: String) -> ScenarioError {
        guard let mark = node?.mark else { return ScenarioError(file: file, line: 1, column: 1, message: message) }
        return error(at: mark, message)
    }

    func error(at mark: Mark, _ message: String) -> ScenarioError {
        let (line, column) = positions.position(of: mark)
        return ScenarioError(file: file, line: line, column: column, message: message)
    }

    /// Where a node is written, as errors report it; (0, 0) for a node without a mark.
    func position(of node: Node) -> (line: Int, column: Int) {
        node.mark.map(positions.position(of:)) ?? (0, 0)
    }

    /// How a node reads in a message: a scalar by its text, anything else by its kind.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return "nothing" }
            return "'\(String(scalar.string.prefix(60)))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// `expected <expectation> for '<key>', found <what>`.
    func wrongType(_ node: Node, expected: String, for key: String) -> ScenarioError {
        error(at: node, "expected \(expected) for '\(key)', found \(Self.describe(node))")
    }

    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// A string scalar (any quoting), non-empty unless `allowEmpty` (a quoted `""`; a plain
    /// empty scalar is null, never a string).
    func string(_ node: Node, for key: String, expected: String = "a string",
                allowEmpty: Bool = false) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !Self.isNull(node), allowEmpty || !scalar.string.isEmpty else {
            throw wrongType(node, expected: expected, for: key)
        }
        return scalar.string
    }

    /// One of `choices`, named by its spelling in the file; `what` names them in messages
    /// (`unknown presentation style 'ful'; expected one of ...`).
    func choice<Value>(_ node: Node, for key: String, what: String,
                       among choices: [(String, Value)]) throws(ScenarioError) -> Value {
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        let text = try string(node, for: key, expected: "\(article) \(what)")
        guard let value = choices.first(where: { $0.0 == text })?.1 else {
            throw error(at: node, ScenarioError.unknownMessage(what, text, among: choices.map(\.0)))
        }
        return value
    }

    /// How a file spells `value`, one of `choices` (the writer's side of `choice`).
    static func spelling<Value: Equatable>(of value: Value, among choices: [(String, Value)]) -> String {
        choices.first { $0.1 == value }!.0
    }

    func bool(_ node: Node, for key: String) throws(ScenarioError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw wrongType(node, expected: "true or false", for: key)
    }

    /// A finite number, plain (unquoted) as YAML and JSON write numbers.
    func number(_ node: Node, for key: String) throws(ScenarioError) -> Double {
        if case .scalar(let scalar) = node, scalar.style == .plain, let value = Double(scalar.string), value.isFinite {
            return value
        }
        throw wrongType(node, expected: "a number", for: key)
    }

    func integer(_ node: Node, for key: String) throws(ScenarioError) -> Int {
        if case .scalar(let scalar) = node, scalar.style == .plain, let value = Int(scalar.string) {
            return value
        }
        throw wrongType(node, expected: "a whole number", for: key)
    }

    func list(_ node: Node, for key: String, expected: String = "a list") throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else { throw wrongType(node, expected: expected, for: key) }
        return Array(sequence)
    }

    func strings(_ node: Node, for key: String, expected: String = "a list of names") throws(ScenarioError) -> [(String, Node)] {
        var result: [(String, Node)] = []
        for item in try list(node, for: key, expected: expected) {
            result.append((try string(item, for: key, expected: "a name"), item))
        }
        return result
    }

    /// A mapping's entries in file order, with string keys, each key once (Yams already refuses
    /// repeated keys) and every key among `allowed`.
    func entries(_ node: Node, for key: String, expected: String, allowed: [String],
                 what: String) throws(ScenarioError) -> [Entry] {
        guard case .mapping(let mapping) = node else { throw wrongType(node, expected: expected, for: key) }
        var result: [Entry] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, !scalar.string.isEmpty else {
                throw error(at: keyNode, "expected a name as a key in \(key), found \(Self.describe(keyNode))")
            }
            guard allowed.contains(scalar.string) else {
                throw error(at: keyNode, ScenarioError.unknownMessage(what, scalar.string, among: allowed))
            }
            result.append(Entry(key: scalar.string, keyNode: keyNode, value: value))
        }
        return result
    }

    struct Entry {
        let key: String
        let keyNode: Node
        let value: Node
    }
}

extension Array where Element == ScenarioNodes.Entry {
    subscript(key: String) -> ScenarioNodes.Entry? { first { $0.key == key } }
}
