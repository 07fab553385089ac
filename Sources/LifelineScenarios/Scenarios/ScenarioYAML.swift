/// A value as `ScenarioWriter` lays it out: text already spelled for YAML, a mapping, a list, or
/// a list of steps. Whatever holds no steps is written in flow style on one line (`{ on: nav }`,
/// `[a, b]`), as every file without nested steps always was; steps inside a value (a reaction's
/// `do`, a completion block, an alert action's handler) are written as block lists, indented
/// under their key, as a person writes them.
enum ScenarioYAML: Sendable {
    case text(String)
    case mapping([(String, ScenarioYAML)])
    case list([ScenarioYAML])
    case steps([ScenarioStep])

    /// Whether the value holds a non-empty list of steps, which is written as a block.
    var needsBlock: Bool {
        switch self {
        case .text: return false
        case .mapping(let pairs): return pairs.contains { $0.1.needsBlock }
        case .list(let items): return items.contains(where: \.needsBlock)
        case .steps(let steps): return !steps.isEmpty
        }
    }

    /// The value on one line.
    var flow: String {
        switch self {
        case .text(let text): return text
        case .mapping(let pairs):
            return pairs.isEmpty ? "{}" : "{ " + pairs.map { "\($0.0): \($0.1.flow)" }.joined(separator: ", ") + " }"
        case .list(let items): return "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case .steps(let steps): return "[" + steps.map { Self.step($0.operation).flow }.joined(separator: ", ") + "]"
        }
    }

    /// The value as block lines at `indent` spaces: a mapping's pairs one a line, a list's items
    /// each after `- `; a pair whose value needs a block has it on the lines below its key.
    func block(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .text(let text): return [pad + text]
        case .mapping(let pairs):
            var lines: [String] = []
            for (key, value) in pairs {
                if value.needsBlock {
                    lines.append(pad + key + ":")
                    lines += value.block(indent: indent + 2)
                } else {
                    lines.append(pad + key + ": " + value.flow)
                }
            }
            return lines
        case .list(let items): return Self.items(items, indent: indent)
        case .steps(let steps): return Self.items(steps.map { Self.step($0.operation) }, indent: indent)
        }
    }

    /// Block list items: each item's lines two spaces in, its first line after `- `.
    private static func items(_ items: [ScenarioYAML], indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for item in items {
            var itemLines = item.block(indent: indent + 2)
            itemLines[0] = pad + "- " + String(itemLines[0].dropFirst(indent + 2))
            lines += itemLines
        }
        return lines
    }

    /// `name`, `name: main`, or `name: { key: value, ... }`, as the operation writes its arguments.
    static func step(_ operation: any ScenarioOperation) -> ScenarioYAML {
        let name = type(of: operation).name
        var arguments = ScenarioArgumentWriter()
        operation.write(to: &arguments)
        let pairs = arguments.pairs
        guard !pairs.isEmpty else { return .text(name) }
        if pairs.count == 1, pairs[0].key == type(of: operation).signature.main { return .mapping([(name, pairs[0].value)]) }
        return .mapping([(name, .mapping(pairs.map { ($0.key, $0.value) }))])
    }
}
