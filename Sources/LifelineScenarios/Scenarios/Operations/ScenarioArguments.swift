import Yams

/// The arguments of one step as an operation reads them, with the checks every operation shares:
/// names must be declared (with a suggestion when not), controllers of the kind the operation
/// needs, and every problem reported at the argument that causes it.
public struct ScenarioArguments {
    let operation: String
    let nameNode: Node
    let entries: [String: (key: Node, value: Node)]
    let nodes: ScenarioNodes
    let declared: Declarations
    let controllers: [ScenarioController]
    /// Reads nested steps (a reaction's, a block's, a timer's) as the file's steps are read.
    let parser: ScenarioStepParser

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
    /// `percentComplete` of an interactive transition's update (a pop, a page swipe, a sheet swipe,
    /// a custom dismissal): a fraction from 0 to 1, as `UIPercentDrivenInteractiveTransition` takes.
    func percentComplete() throws(ScenarioError) -> Double {
        let percent = try number("percentComplete")
        guard (0...1).contains(percent) else {
            throw rejected("percentComplete", "expected percentComplete between 0 and 1, found \(percent)")
        }
        return percent
    }
    func integer(_ key: String) throws(ScenarioError) -> Int { try nodes.integer(node(key), for: key) }
    func string(_ key: String) throws(ScenarioError) -> String { try nodes.string(node(key), for: key) }

    /// A declared controller; with `kinds`, one of those kinds, which UIKit requires for the
    /// operation (only a navigation controller pushes, only a tab bar controller selects tabs).
    func controller(_ key: String, kinds: [ScenarioController.TypeName]? = nil) throws(ScenarioError) -> String {
        let node = node(key)
        let name = try nodes.string(node, for: key, expected: "a controller name")
        try checkController(name, at: node, kinds: kinds, key: key)
        return name
    }

    func checkController(_ name: String, at node: Node, kinds: [ScenarioController.TypeName]?,
                         key: String) throws(ScenarioError) {
        guard let kind = declared.controllers[name] else {
            throw nodes.error(at: node, ScenarioError.unknownMessage("controller", name, among: controllers.map(\.name)))
        }
        if let kinds, !kinds.contains(kind) {
            let article: [ScenarioController.TypeName: String] = [.plain: "a plain", .navigation: "a navigation",
                                                                  .tab: "a tab", .hosting: "a hosting", .alert: "an alert",
                                                                  .page: "a page", .split: "a split"]
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

    /// One of `choices`' spellings (`what` names the kind of value in the error); nil when absent.
    func choice<Value>(_ key: String, what: String, among choices: [(String, Value)]) throws(ScenarioError) -> Value? {
        guard let entry = entries[key] else { return nil }
        return try nodes.choice(entry.value, for: key, what: what, among: choices)
    }

    func style(_ key: String) throws(ScenarioError) -> ModalPresentationStyle? {
        guard let entry = entries[key] else { return nil }
        return try ScenarioLoader.style(entry.value, nodes)
    }

    /// Steps app code runs inside `what` (for messages: "a reaction's 'do'"); an empty list for null.
    func steps(_ key: String, in what: String) throws(ScenarioError) -> [ScenarioStep] {
        guard let entry = entries[key] else { return [] }
        return try parser.nestedSteps(entry.value, for: key, in: what)
    }

    /// A block an API call takes (`completion`): absent or `false` for nil, `true` for an empty
    /// block, or the steps the block runs.
    func block(_ key: String, in what: String) throws(ScenarioError) -> [ScenarioStep]? {
        guard let entry = entries[key] else { return nil }
        switch entry.value {
        case .sequence: return try parser.nestedSteps(entry.value, for: key, in: what)
        case .scalar(let scalar) where scalar.style == .plain && ["true", "True", "TRUE"].contains(scalar.string):
            return []
        case .scalar(let scalar) where scalar.style == .plain && ["false", "False", "FALSE"].contains(scalar.string):
            return nil
        default:
            throw nodes.wrongType(entry.value, expected: "true, false or a list of steps", for: key)
        }
    }

    /// A misuse UIKit refuses, at the argument that causes it.
    func rejected(_ key: String, _ message: String) -> ScenarioError {
        nodes.error(at: node(key), message)
    }

    /// The declaration of a controller the scenario declares.
    func declaration(of name: String) -> ScenarioController? {
        controllers.first { $0.name == name }
    }

    func container(of name: String) -> ScenarioController? {
        controllers.first { $0.contents.contains(name) }
    }
}
