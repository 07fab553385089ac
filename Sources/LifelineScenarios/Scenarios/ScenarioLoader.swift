import Foundation
import Yams

extension Scenario {
    /// Reads and loads a scenario file (YAML, or JSON, which YAML 1.2 contains). The scenario is
    /// named after the file: its base name without the extension.
    public static func load(contentsOfFile path: String) throws(ScenarioError) -> Scenario {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScenarioError(file: path, line: 1, column: 1,
                                message: "cannot read the file: \((error as NSError).localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: path, line: 1, column: 1, message: "not UTF-8 text, so not a scenario file")
        }
        return try parse(text, file: path)
    }

    /// Loads a scenario from its text; `file` names it in errors and, by its base name, names it.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader(file: file).load(text)
    }

    /// `flow.yaml` and `dir/flow.json` are both `flow`.
    static func name(ofFile file: String) -> String {
        let base = (file as NSString).lastPathComponent
        let name = (base as NSString).deletingPathExtension
        return name.isEmpty ? base : name
    }
}

/// Turns a scenario file's YAML into a `Scenario`, checking every name, type and statically known
/// misuse and reporting the first problem at its line and column. Steps are read by
/// `ScenarioStepParser`.
struct ScenarioLoader {
    let nodes: ScenarioNodes

    init(file: String) { nodes = ScenarioNodes(file: file) }

    static let topLevelKeys = ["summary", "ios", "views", "controllers", "steps"]
    /// Every controller key, in the order messages list them, with the kinds it applies to.
    static let controllerKeys: [(key: String, kinds: Set<ScenarioController.Kind>)] = {
        let every = Set(ScenarioController.Kind.allCases)
        return [("type", every), ("subviews", [.plain]), ("children", [.plain]), ("root", [.navigation]),
                ("stack", [.navigation]), ("tabs", [.tab]), ("style", every), ("observers", [.plain]),
                ("content", [.hosting]), ("delegate", [.navigation, .tab]), ("title", [.alert]), ("message", [.alert]),
                ("preferredStyle", [.alert]), ("actions", [.alert])]
    }()
    /// Names that cannot name a controller or view: `window` is the scenario's window.
    static let reservedNames = ["window"]

    func load(_ text: String) throws(ScenarioError) -> Scenario {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw nodes.error(at: nil, "the file is empty; expected a mapping with 'steps' (and 'controllers')")
            }
            root = node
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error)
        } catch {
            throw nodes.error(at: nil, "not valid YAML: \(error)")
        }
        let top = try nodes.entries(root, for: "the file", expected: "a mapping with 'steps' (and 'controllers')",
                                    allowed: Self.topLevelKeys, what: "top-level key")
        var scenario = Scenario(name: Scenario.name(ofFile: nodes.file), controllers: [], steps: [])
        if let entry = top["summary"] { scenario.summary = try nodes.string(entry.value, for: "summary") }
        if let entry = top["ios"] { scenario.ios = try version(entry.value) }
        var declared = Declarations()
        if let entry = top["views"] {
            for (name, node) in try nodes.strings(entry.value, for: "views") {
                try declared.addView(name, at: node, nodes)
                declared.freeViews.append(name)
                scenario.views.append(name)
            }
        }
        if let entry = top["controllers"], !ScenarioNodes.isNull(entry.value) {
            scenario.controllers = try controllers(entry.value, into: &declared)
        }
        guard let steps = top["steps"] else {
            throw nodes.error(at: root, "missing 'steps'; expected a list of operations (see README, 'Scenario files')")
        }
        declared.setsViewControllers = Self.mentions("setViewControllers", in: steps.value)
        var parser = ScenarioStepParser(nodes: nodes, declared: declared, controllers: scenario.controllers)
        scenario.steps = try parser.steps(steps.value)
        return scenario
    }

    /// Yams reports libyaml's problem and position; the message keeps the problem only.
    private func syntaxError(_ error: YamlError) -> ScenarioError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return ScenarioError(file: nodes.file, line: mark.line, column: mark.column,
                                 message: "invalid YAML: \(prefix)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioError(file: nodes.file, line: context.mark.line, column: context.mark.column,
                                 message: "'\(duplicates.joined(separator: "', '"))' appears more than once in a mapping")
        case .reader(let problem, let offset, _, let yaml):
            let (line, column) = Self.position(ofUTF8Offset: offset ?? 0, in: yaml)
            return ScenarioError(file: nodes.file, line: line, column: column, message: "invalid YAML: \(problem)")
        default:
            return nodes.error(at: nil, "invalid YAML: \(error)")
        }
    }

    /// Whether some step of `steps` is the operation `operation`.
    static func mentions(_ operation: String, in steps: Node) -> Bool {
        guard case .sequence(let sequence) = steps else { return false }
        return sequence.contains { step in
            guard case .mapping(let mapping) = step else { return false }
            return mapping.contains { $0.key.scalar?.string == operation }
        }
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset, for libyaml's reader errors.
    static func position(ofUTF8Offset offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            if consumed >= offset { break }
            consumed += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    private func version(_ node: Node) throws(ScenarioError) -> IOSVersion {
        let supported = IOSVersion.supported.map { String($0.major) }.joined(separator: ", ")
        guard case .scalar(let scalar) = node, let major = Int(scalar.string), let version = IOSVersion(major: major) else {
            throw nodes.error(at: node, "unsupported iOS version \(ScenarioNodes.describe(node)); expected one of \(supported)")
        }
        return version
    }

    // MARK: Controllers

    private func controllers(_ node: Node, into declared: inout Declarations) throws(ScenarioError) -> [ScenarioController] {
        guard case .mapping(let mapping) = node else {
            throw nodes.wrongType(node, expected: "a mapping from controller names to their declarations", for: "controllers")
        }
        var result: [ScenarioController] = []
        var contentNodes: [String: [(String, Node)]] = [:]
        var delegates: [(String, Node)] = []
        for (keyNode, value) in mapping {
            let name = try nodes.string(keyNode, for: "controllers", expected: "a controller name")
            try declared.checkNew(name, at: keyNode, nodes)
            let (controller, contents) = try self.controller(name, value)
            declared.controllers[name] = controller.kind
            for (view, viewNode) in contents.subviews {
                try declared.addView(view, at: viewNode, nodes)
            }
            // Observers are controllers the declaration creates: their names are declared here.
            for (observer, node) in contents.observers {
                try declared.checkNew(observer, at: node, nodes)
                declared.controllers[observer] = .plain
            }
            for (node, at) in contents.content {
                try declared.checkNew(node, at: at, nodes)
                declared.content.insert(node)
            }
            if let delegate = contents.delegate { delegates.append(delegate) }
            contentNodes[name] = contents.controllers
            result.append(controller)
        }
        // Checked once every controller is declared, so that a delegate named like a controller
        // declared before or after it gets one message. Containers naming the same delegate share
        // it, so only its first mention declares it.
        for (delegate, node) in delegates where !declared.delegates.contains(delegate) {
            if declared.controllers[delegate] != nil {
                throw nodes.error(at: node, "'\(delegate)' is a controller, and 'delegate' declares a new TracedDelegate: "
                    + "give the delegate a name no controller or view has")
            }
            try declared.checkNew(delegate, at: node, nodes)
            declared.delegates.insert(delegate)
        }
        try checkContainment(result, contentNodes, declared)
        return result
    }

    /// The names a controller's declaration introduces or refers to, each with where it is written.
    private struct DeclaredNames {
        var subviews: [(String, Node)] = []
        var controllers: [(String, Node)] = []
        var observers: [(String, Node)] = []
        var content: [(String, Node)] = []
        var delegate: (String, Node)?
    }

    private func controller(_ name: String, _ node: Node) throws(ScenarioError) -> (ScenarioController, DeclaredNames) {
        var controller = ScenarioController(name: name)
        if ScenarioNodes.isNull(node) { return (controller, DeclaredNames()) }
        let entries = try nodes.entries(node, for: name, expected: "a mapping (or {} for a plain controller)",
                                        allowed: Self.controllerKeys.map(\.key), what: "controller key")
        if let type = entries["type"] {
            let text = try nodes.string(type.value, for: "type")
            let kinds = ScenarioController.Kind.allCases.map(\.rawValue)
            guard let kind = ScenarioController.Kind(rawValue: text) else {
                throw nodes.error(at: type.value, ScenarioError.unknownMessage("controller type", text, among: kinds))
            }
            controller.kind = kind
        }
        for entry in entries {
            let kinds = Self.controllerKeys.first { $0.key == entry.key }!.kinds
            if kinds.contains(controller.kind) { continue }
            let owners = ScenarioController.Kind.allCases.filter(kinds.contains).map(\.rawValue)
            throw nodes.error(at: entry.keyNode, "'\(entry.key)' applies to \(owners.joined(separator: " and ")) "
                + "controllers, and '\(name)' is \(controller.kind.rawValue)"
                + (controller.kind == .plain ? " (add 'type: \(owners[0])')" : ""))
        }
        var names = DeclaredNames()
        if let entry = entries["subviews"] {
            names.subviews = try nodes.strings(entry.value, for: "subviews", expected: "a list of view names")
            controller.subviews = names.subviews.map(\.0)
        }
        if let entry = entries["children"] {
            let children = try nodes.strings(entry.value, for: "children", expected: "a list of controller names")
            controller.children = children.map(\.0)
            names.controllers += children
        }
        if entries["root"] != nil && entries["stack"] != nil {
            throw nodes.error(at: entries["stack"]!.keyNode, "give either 'root' or 'stack', not both ('root: a' is 'stack: [a]')")
        }
        if let entry = entries["root"] {
            let root = try nodes.string(entry.value, for: "root", expected: "a controller name")
            controller.stack = [root]
            names.controllers.append((root, entry.value))
        }
        if let entry = entries["stack"] {
            let stack = try nodes.strings(entry.value, for: "stack", expected: "a list of controller names")
            controller.stack = stack.map(\.0)
            names.controllers += stack
        }
        if let entry = entries["tabs"] {
            let tabs = try nodes.strings(entry.value, for: "tabs", expected: "a list of controller names")
            controller.tabs = tabs.map(\.0)
            names.controllers += tabs
        }
        if let entry = entries["style"] { controller.style = try Self.style(entry.value, nodes) }
        if let entry = entries["observers"] {
            names.observers = try nodes.strings(entry.value, for: "observers", expected: "a list of observer names")
            controller.observers = names.observers.map(\.0)
        }
        if let entry = entries["content"] {
            controller.content = try content(entry.value, names: &names.content)
        } else if controller.kind == .hosting {
            throw nodes.error(at: node, "hosting controller '\(name)' needs 'content' "
                + "(e.g. 'content: { list: { row: {} } }', or 'content: text')")
        }
        if let entry = entries["delegate"] {
            let delegate = try nodes.string(entry.value, for: "delegate", expected: "a delegate name")
            controller.delegate = delegate
            names.delegate = (delegate, entry.value)
        }
        if controller.kind == .alert { controller.alert = try alert(entries, of: name) }
        return (controller, names)
    }

    /// Hosted content: a name, or a mapping with one root name whose value maps each nested node's
    /// name to its own nested nodes (`{}` or null for none).
    private func content(_ node: Node, names: inout [(String, Node)]) throws(ScenarioError) -> ScenarioContent {
        let expected = "a content name, or a mapping from one name to its nested content"
        if case .scalar = node {
            let name = try nodes.string(node, for: "content", expected: expected)
            names.append((name, node))
            return ScenarioContent(name: name)
        }
        guard case .mapping(let mapping) = node, mapping.count == 1, let root = mapping.first else {
            throw nodes.wrongType(node, expected: "one root: " + expected, for: "content")
        }
        return try contentNode(root.key, root.value, names: &names)
    }

    private func contentNode(_ key: Node, _ value: Node, names: inout [(String, Node)]) throws(ScenarioError)
        -> ScenarioContent {
        let name = try nodes.string(key, for: "content", expected: "a content name")
        names.append((name, key))
        var result = ScenarioContent(name: name)
        if ScenarioNodes.isNull(value) { return result }
        guard case .mapping(let mapping) = value else {
            throw nodes.wrongType(value, expected: "a mapping of '\(name)''s nested content ({} for none)", for: name)
        }
        for (childKey, childValue) in mapping {
            result.children.append(try contentNode(childKey, childValue, names: &names))
        }
        return result
    }

    static let styles: [(String, ModalPresentationStyle)] = [
        ("automatic", .automatic), ("fullScreen", .fullScreen), ("overFullScreen", .overFullScreen),
        ("pageSheet", .pageSheet), ("formSheet", .formSheet), ("popover", .popover), ("custom", .custom),
    ]

    static func style(_ node: Node, _ nodes: ScenarioNodes) throws(ScenarioError) -> ModalPresentationStyle {
        try nodes.choice(node, for: "style", what: "presentation style", among: styles)
    }

    static func styleName(_ style: ModalPresentationStyle) -> String { ScenarioNodes.spelling(of: style, among: styles) }

    /// Every contained controller is declared, has one container and appears in it once, and no
    /// controller contains itself: UIKit raises for each (a controller has one parent), and the
    /// runner, which creates a container's contents with it, relies on it.
    private func checkContainment(_ controllers: [ScenarioController], _ contents: [String: [(String, Node)]],
                                  _ declared: Declarations) throws(ScenarioError) {
        let names = controllers.map(\.name)
        var container: [String: String] = [:]
        for controller in controllers {
            for (name, node) in contents[controller.name] ?? [] {
                guard declared.controllers[name] != nil else {
                    throw nodes.error(at: node, ScenarioError.unknownMessage("controller", name, among: names))
                }
                if name == controller.name {
                    throw nodes.error(at: node, "'\(name)' cannot contain itself")
                }
                if let other = container[name] {
                    throw nodes.error(at: node, other == controller.name
                        ? "'\(name)' appears twice in '\(other)'; UIKit refuses the same controller twice"
                        : "'\(name)' is already in '\(other)'; a controller has one parent")
                }
                if controller.kind == .navigation, declared.controllers[name] == .navigation {
                    throw nodes.error(at: node, "'\(name)' is a navigation controller; UIKit does not support "
                        + "pushing a navigation controller onto another")
                }
                container[name] = controller.name
            }
        }
        // One parent each, so following parents from any controller either ends or loops.
        for controller in controllers {
            var seen: Set<String> = [controller.name]
            var current = controller.name
            while let parent = container[current] {
                if !seen.insert(parent).inserted {
                    let node = contents[parent]?.first { $0.0 == current }?.1
                    throw nodes.error(at: node, "'\(current)' and '\(parent)' contain each other")
                }
                current = parent
            }
        }
    }
}

/// The names a scenario declares, for checking the references its steps make.
struct Declarations {
    var controllers: [String: ScenarioController.Kind] = [:]
    /// Every view name: free-standing views and subviews.
    var views: Set<String> = []
    /// The scenario's own views, which `create` can make.
    var freeViews: [String] = []
    /// Whether a step replaces a container's controllers (so tab counts are not known statically).
    var setsViewControllers = false
    /// Hosted content node names.
    var content: Set<String> = []
    /// Names of the hooks earlier steps added, for `cancelHook` (the step parser keeps it current).
    var hooks: [String] = []
    /// The `TracedDelegate`s containers declare.
    var delegates: Set<String> = []

    func checkNew(_ name: String, at node: Node, _ nodes: ScenarioNodes) throws(ScenarioError) {
        if ScenarioLoader.reservedNames.contains(name) {
            throw nodes.error(at: node, "'\(name)' is reserved for the scenario's window; choose another name")
        }
        if name.contains(".") || name.contains(where: \.isWhitespace) {
            throw nodes.error(at: node, "'\(name)' is not a valid name; use letters, digits, '-' or '_' "
                + "('.' is kept for 'controller.view')")
        }
        if controllers[name] != nil || views.contains(name) || content.contains(name) || hooks.contains(name)
            || delegates.contains(name) {
            throw nodes.error(at: node, "'\(name)' is declared more than once; names are unique across controllers and views")
        }
    }

    mutating func addView(_ name: String, at node: Node, _ nodes: ScenarioNodes) throws(ScenarioError) {
        try checkNew(name, at: node, nodes)
        views.insert(name)
    }
}
