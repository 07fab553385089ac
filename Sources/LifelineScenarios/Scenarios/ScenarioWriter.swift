/// Prints a scenario as a scenario file, in the spelling the README documents: what
/// `lifeline strategies --source <name>` shows, and what `Samples/scenarios/` holds. Loading the
/// text back gives an equal scenario, so a copy traces exactly as the original.
public enum ScenarioWriter {
    public static func yaml(_ scenario: Scenario) -> String {
        var lines: [String] = []
        if let summary = scenario.summary { lines.append("summary: \(quoted(summary))") }
        if let ios = scenario.ios { lines.append("ios: \(ios.major)") }
        if !scenario.views.isEmpty { lines.append("views: \(list(scenario.views))") }
        if !scenario.controllers.isEmpty {
            lines.append("controllers:")
            for controller in scenario.controllers {
                lines.append("  \(scalar(controller.name)): \(declaration(controller))")
            }
        }
        lines.append("steps:")
        for step in scenario.steps { lines.append("  - \(self.step(step.action))") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func declaration(_ controller: ScenarioController) -> String {
        var pairs: [(String, String)] = []
        if controller.kind != .plain { pairs.append(("type", controller.kind.rawValue)) }
        if let subviews = controller.subviews { pairs.append(("subviews", list(subviews))) }
        if !controller.children.isEmpty { pairs.append(("children", list(controller.children))) }
        if controller.stack.count == 1 { pairs.append(("root", scalar(controller.stack[0]))) }
        if controller.stack.count > 1 { pairs.append(("stack", list(controller.stack))) }
        if let tabs = controller.tabs { pairs.append(("tabs", list(tabs))) }
        if let style = controller.style { pairs.append(("style", ScenarioLoader.styleName(style))) }
        if !controller.observers.isEmpty { pairs.append(("observers", list(controller.observers))) }
        if let content = controller.content {
            pairs.append(("content", content.children.isEmpty ? scalar(content.name) : mapping([contentPair(content)])))
        }
        if let delegate = controller.delegate { pairs.append(("delegate", scalar(delegate))) }
        if controller.kind == .alert { pairs += alertPairs(controller.alert) }
        return mapping(pairs)
    }

    /// An alert's declaration; an action in the default style is its title alone, another is
    /// `Title: style`, a one-pair mapping inside the flow list.
    private static func alertPairs(_ alert: ScenarioAlert) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if let title = alert.title { pairs.append(("title", scalar(title))) }
        if let message = alert.message { pairs.append(("message", scalar(message))) }
        if alert.preferredStyle != .alert { pairs.append(("preferredStyle", ScenarioAlert.name(of: alert.preferredStyle))) }
        if !alert.actions.isEmpty {
            pairs.append(("actions", list(alert.actions) { action in
                action.style == .default ? scalar(action.title)
                    : "\(scalar(action.title)): \(ScenarioAlert.name(of: action.style))"
            }))
        }
        return pairs
    }

    /// `name: {}` for a leaf, `name: { child: ... }` otherwise.
    private static func contentPair(_ content: ScenarioContent) -> (String, String) {
        (scalar(content.name), mapping(content.children.map(contentPair)))
    }

    private static func step(_ action: ScenarioAction) -> String {
        let (name, pairs) = parts(action)
        guard !pairs.isEmpty else { return name }
        if pairs.count == 1, pairs[0].0 == ScenarioOperations.named(name)?.main { return "\(name): \(pairs[0].1)" }
        return "\(name): \(mapping(pairs))"
    }

    /// The operation's name and its arguments as written, in the order the README lists them.
    private static func parts(_ action: ScenarioAction) -> (String, [(String, String)]) {
        func animated(_ value: Bool) -> (String, String) { ("animated", String(value)) }
        switch action {
        case .create(let names): return ("create", [("objects", names.count == 1 ? scalar(names[0]) : list(names))])
        case .setRootViewController(let name): return ("window.rootViewController", [("controller", scalar(name))])
        case .makeKeyAndVisible: return ("window.makeKeyAndVisible", [])
        case .accessView(let name): return ("accessView", [("on", scalar(name))])
        case .loadViewIfNeeded(let name): return ("loadViewIfNeeded", [("on", scalar(name))])
        case .beginAppearanceTransition(let name, let appearing, let isAnimated):
            return ("beginAppearanceTransition", [("on", scalar(name)), ("appearing", String(appearing)), animated(isAnimated)])
        case .endAppearanceTransition(let name): return ("endAppearanceTransition", [("on", scalar(name))])
        case .addSubview(let view, let superview):
            return ("addSubview", [("view", scalar(view.description)), ("on", scalar(superview.description))])
        case .removeFromSuperview(let view): return ("removeFromSuperview", [("on", scalar(view.description))])
        case .setNeedsLayout(let view): return ("setNeedsLayout", [("on", scalar(view.description))])
        case .layoutIfNeeded(let view): return ("layoutIfNeeded", [("on", scalar(view.description))])
        case .runOnce: return ("runOnce", [])
        case .runUntilIdle: return ("runUntilIdle", [])
        case .advance(let seconds): return ("advance", [("seconds", TraceNameSyntax.number(seconds))])
        case .push(let name, let nav, let isAnimated):
            return ("push", [("controller", scalar(name)), ("on", scalar(nav)), animated(isAnimated)])
        case .pop(let nav, let isAnimated): return ("pop", [("on", scalar(nav)), animated(isAnimated)])
        case .popToRoot(let nav, let isAnimated): return ("popToRoot", [("on", scalar(nav)), animated(isAnimated)])
        case .popTo(let name, let nav, let isAnimated):
            return ("popTo", [("controller", scalar(name)), ("on", scalar(nav)), animated(isAnimated)])
        case .setViewControllers(let names, let container, let isAnimated):
            return ("setViewControllers", [("controllers", list(names)), ("on", scalar(container)), animated(isAnimated)])
        case .beginInteractivePop(let nav): return ("beginInteractivePop", [("on", scalar(nav))])
        case .updateInteractivePop(let nav, let percent):
            return ("updateInteractivePop", [("on", scalar(nav)), ("percentComplete", TraceNameSyntax.number(percent))])
        case .cancelInteractivePop(let nav): return ("cancelInteractivePop", [("on", scalar(nav))])
        case .finishInteractivePop(let nav): return ("finishInteractivePop", [("on", scalar(nav))])
        case .present(let name, let presenter, let isAnimated, let style, let completion):
            var pairs = [("controller", scalar(name)), ("on", scalar(presenter)), animated(isAnimated)]
            if let style { pairs.append(("style", ScenarioLoader.styleName(style))) }
            if completion { pairs.append(("completion", "true")) }
            return ("present", pairs)
        case .dismiss(let name, let isAnimated, let completion):
            var pairs = [("on", scalar(name)), animated(isAnimated)]
            if completion { pairs.append(("completion", "true")) }
            return ("dismiss", pairs)
        case .addChild(let child, let parent): return ("addChild", [("controller", scalar(child)), ("on", scalar(parent))])
        case .willMoveToParent(let child, let parent):
            return ("willMoveToParent", [("on", scalar(child)), ("parent", parent.map(scalar) ?? "null")])
        case .didMoveToParent(let child, let parent):
            return ("didMoveToParent", [("on", scalar(child)), ("parent", parent.map(scalar) ?? "null")])
        case .removeFromParent(let name): return ("removeFromParent", [("on", scalar(name))])
        case .transition(let parent, let from, let to, let duration, let animations, let completion):
            var pairs = [("on", scalar(parent)), ("from", scalar(from)), ("to", scalar(to)),
                         ("duration", TraceNameSyntax.number(duration))]
            if animations { pairs.append(("animations", "true")) }
            if completion { pairs.append(("completion", "true")) }
            return ("transition", pairs)
        case .tapAction(let alert, let title): return ("tapAction", [("on", scalar(alert)), ("title", scalar(title))])
        case .selectTab(let index, let tabs): return ("selectTab", [("index", String(index)), ("on", scalar(tabs))])
        case .tapTab(let index, let tabs): return ("tapTab", [("index", String(index)), ("on", scalar(tabs))])
        case .mark(let name): return ("mark", [("name", scalar(name))])
        case .hook(let hook):
            let on: String
            switch hook.target {
            case .controller(let name): on = name
            case .view(let view): on = view.description
            }
            var pairs = [("on", scalar(on)), ("event", hook.event)]
            if hook.priority != .normal { pairs.append(("priority", hook.priority.description)) }
            if hook.onceOnly { pairs.append(("onceOnly", "true")) }
            if let name = hook.name { pairs.append(("name", scalar(name))) }
            if hook.immediately { pairs.append(("immediately", "true")) }
            return ("hook", pairs)
        case .cancelHook(let name): return ("cancelHook", [("hook", scalar(name))])
        }
    }

    private static func mapping(_ pairs: [(String, String)]) -> String {
        pairs.isEmpty ? "{}" : "{ " + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// A flow list of names.
    private static func list(_ names: [String]) -> String { list(names, scalar) }

    /// A flow list, each item as `spell` writes it.
    private static func list<Item>(_ items: [Item], _ spell: (Item) -> String) -> String {
        "[" + items.map(spell).joined(separator: ", ") + "]"
    }

    /// Words YAML 1.1 readers take for booleans or null; quoted so that every reader sees a name.
    private static let specialWords: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]

    /// A name as a plain scalar when YAML reads it back as the same string, else double-quoted.
    static func scalar(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "_-.#".unicodeScalars.contains($0) }
        let first = text.unicodeScalars.first
        if safe, let first, first.properties.isAlphabetic || first == "_",
           !specialWords.contains(text.lowercased()) {
            return text
        }
        return quoted(text)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
                || [0x2028, 0x2029, 0xFEFF].contains(scalar.value):
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
