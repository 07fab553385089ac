import Foundation
import LifelineTrace
import Yams

extension Scenario {
    /// Reads and loads a scenario file (YAML, or JSON, checked strictly as JSON when the file
    /// ends in `.json`). The scenario is named after the file: its base name without the
    /// extension. A path that is no file, or a file over `maximumSize`, is refused before parsing.
    public static func load(contentsOfFile path: String) throws(ScenarioError) -> Scenario {
        try parse(try text(ofFile: path), file: path)
    }

    /// Loads a scenario from its text; `file` names it in errors and, by its base name, names it.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        if text.utf8.count > maximumSize { throw tooLarge(file) }
        return try ScenarioLoader(file: file, text: text).load()
    }

    /// `flow.yaml` and `dir/flow.json` are both `flow`.
    static func name(ofFile file: String) -> String {
        let base = (file as NSString).lastPathComponent
        let name = (base as NSString).deletingPathExtension
        return name.isEmpty ? base : name
    }
}

/// Turns a scenario file's YAML into a `Scenario`, checking every name, type and statically known
/// misuse and reporting the first problem at its line and column. Controllers are read by
/// `ScenarioLoader+Controllers`, steps by `ScenarioStepParser`.
struct ScenarioLoader {
    let nodes: ScenarioNodes
    let text: String

    init(file: String, text: String) {
        nodes = ScenarioNodes(file: file, positions: ScenarioTextPositions(text))
        self.text = text
    }

    static let topLevelKeys = ["summary", "ios", "device", "views", "controllers", "react", "steps"]

    func load() throws(ScenarioError) -> Scenario {
        if nodes.file.lowercased().hasSuffix(".json") {
            do {
                try JSONSyntax.check(text)
            } catch {
                throw ScenarioError(file: nodes.file, line: error.line, column: error.column,
                                    message: "invalid JSON: \(error.message)")
            }
        }
        let root = try compose()
        let top = try nodes.entries(root, for: "the file", expected: "a mapping with 'steps' (and 'controllers')",
                                    allowed: Self.topLevelKeys, what: "top-level key")
        var scenario = Scenario(name: Scenario.name(ofFile: nodes.file), file: nodes.file, controllers: [], steps: [])
        if let entry = top["summary"] { scenario.summary = try nodes.string(entry.value, for: "summary") }
        if let entry = top["ios"] { scenario.ios = try version(entry.value) }
        if let entry = top["device"] {
            scenario.device = try nodes.choice(entry.value, for: "device", what: "device", among: Self.devices)
        }
        var declared = Declarations()
        declared.ios = scenario.ios
        if let entry = top["views"] {
            for (name, node) in try nodes.strings(entry.value, for: "views") {
                try declared.addView(name, at: node, nodes)
                declared.freeViews.append(name)
                scenario.views.append(name)
            }
        }
        var handlers: [(controller: Int, action: Int, steps: Node)] = []
        if let entry = top["controllers"], !ScenarioNodes.isNull(entry.value) {
            scenario.controllers = try controllers(entry.value, into: &declared, handlers: &handlers)
        }
        guard let steps = top["steps"] else {
            throw nodes.error(at: root, "missing 'steps'; expected a list of operations (see README, 'Scenario files')")
        }
        // Nested steps count too: a reaction or a handler may replace a container's controllers.
        declared.setsViewControllers = Self.mentions(where: { $0.replacesContainedControllers }, in: root)
        let parser = ScenarioStepParser(nodes: nodes, declared: declared, controllers: scenario.controllers)
        for (controller, action, node) in handlers {
            guard case .alert(var alert) = scenario.controllers[controller].kind else { continue }
            alert.actions[action].handler = try parser.nestedSteps(node, for: "do", in: "an alert action's handler")
            scenario.controllers[controller].kind = .alert(alert)
        }
        if let entry = top["react"] { scenario.reactions = try parser.reactions(entry.value) }
        scenario.steps = try parser.steps(steps.value)
        return scenario
    }

    private func compose() throws(ScenarioError) -> Node {
        do {
            guard let node = try ScenarioComposer.compose(text) else {
                throw nodes.error(at: nil, "the file is empty; expected a mapping with 'steps' (and 'controllers')")
            }
            return node
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error)
        } catch {
            throw nodes.error(at: nil, "not valid YAML: \(error)")
        }
    }

    /// Yams reports libyaml's problem and position; the message keeps the problem only, and names
    /// the two mistakes libyaml words obscurely: a tab in indentation, and a repeated key (which
    /// Yams reports at its first occurrence, and this at the repeat).
    private func syntaxError(_ error: YamlError) -> ScenarioError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if isTabInIndentation(at: mark) {
                return nodes.error(at: mark, "invalid YAML: a tab indents this line; YAML indents with spaces only")
            }
            let prefix = context.map { "\($0.text) " } ?? ""
            return nodes.error(at: mark, "invalid YAML: \(prefix)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            if let (key, first, repeated) = ScenarioDuplicateKeys.firstRepeat(in: text, keys: duplicates,
                                                                              firstMark: context.mark) {
                let (line, column) = nodes.positions.position(of: first)
                return nodes.error(at: repeated, "'\(key)' appears again in this mapping (first at \(line):\(column)); "
                    + "a key appears once")
            }
            return nodes.error(at: context.mark, "'\(duplicates.joined(separator: "', '"))' appears more than once in a mapping")
        case .reader(let problem, let offset, _, _):
            let (line, column) = nodes.positions.position(ofUTF8Offset: offset ?? 0)
            return ScenarioError(file: nodes.file, line: line, column: column, message: "invalid YAML: \(problem)")
        default:
            return nodes.error(at: nil, "invalid YAML: \(error)")
        }
    }

    /// Whether libyaml stopped at a tab among the spaces that start a line.
    private func isTabInIndentation(at mark: Mark) -> Bool {
        let positions = nodes.positions
        let offset = positions.offset(of: mark)
        guard offset < positions.scalars.count, positions.scalars[offset] == "\t" else { return false }
        var index = offset
        while index > 0, positions.scalars[index - 1] == " " || positions.scalars[index - 1] == "\t" { index -= 1 }
        return index == 0 || positions.scalars[index - 1] == "\n" || positions.scalars[index - 1] == "\r"
    }

    /// Whether some step anywhere in `node` (at the top level or nested) is an operation that
    /// `matches`: a key naming such an operation, at any depth.
    static func mentions(where matches: (any ScenarioOperation.Type) -> Bool, in node: Node) -> Bool {
        switch node {
        case .sequence(let sequence): return sequence.contains { mentions(where: matches, in: $0) }
        case .mapping(let mapping):
            return mapping.contains { entry in
                entry.key.scalar.flatMap { ScenarioOperations.named($0.string) }.map(matches) ?? false
                    || mentions(where: matches, in: entry.value)
            }
        default: return false
        }
    }

    private func version(_ node: Node) throws(ScenarioError) -> IOSVersion {
        let supported = IOSVersion.supported.map { String($0.major) }.joined(separator: ", ")
        guard case .scalar(let scalar) = node, let major = Int(scalar.string), let version = IOSVersion(major: major) else {
            throw nodes.error(at: node, "unsupported iOS version \(ScenarioNodes.describe(node)); expected one of \(supported)")
        }
        return version
    }

    /// How files spell the devices: `iphone`, `ipad`.
    static let devices: [(String, Device)] = Device.allCases.map { ($0.rawValue, $0) }

    static let styles: [(String, ModalPresentationStyle)] = [
        ("automatic", .automatic), ("fullScreen", .fullScreen), ("overFullScreen", .overFullScreen),
        ("pageSheet", .pageSheet), ("formSheet", .formSheet), ("popover", .popover), ("custom", .custom),
        // presentation in depth (issue 15)
        ("currentContext", .currentContext), ("overCurrentContext", .overCurrentContext),
    ]

    static func style(_ node: Node, _ nodes: ScenarioNodes) throws(ScenarioError) -> ModalPresentationStyle {
        try nodes.choice(node, for: "style", what: "presentation style", among: styles)
    }

    static func styleName(_ style: ModalPresentationStyle) -> String { ScenarioNodes.spelling(of: style, among: styles) }
}
