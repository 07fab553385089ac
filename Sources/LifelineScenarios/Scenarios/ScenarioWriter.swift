/// Prints a scenario as a scenario file, in the spelling the README documents: what
/// `lifeline strategies --source <name>` shows, and what `Samples/scenarios/` holds. Loading the
/// text back gives an equal scenario, so a copy traces exactly as the original.
public enum ScenarioWriter {
    /// The scenario as a YAML scenario file: top-level keys, one flow mapping per controller, one
    /// line per step; what holds nested steps (a reaction, a completion block, an alert action's
    /// handler) as indented block lists.
    public static func yaml(_ scenario: Scenario) -> String {
        var lines: [String] = []
        if let summary = scenario.summary { lines.append("summary: \(quoted(summary))") }
        if let ios = scenario.ios { lines.append("ios: \(ios.major)") }
        if let device = scenario.device { lines.append("device: \(device.rawValue)") }
        if !scenario.views.isEmpty { lines.append("views: \(list(scenario.views))") }
        if !scenario.controllers.isEmpty {
            lines.append("controllers:")
            lines += ScenarioYAML.mapping(scenario.controllers.map { (scalar($0.name), declaration($0)) }).block(indent: 2)
        }
        if !scenario.reactions.isEmpty {
            lines.append("react:")
            lines += ScenarioYAML.list(scenario.reactions.map(\.arguments)).block(indent: 2)
        }
        lines.append("steps:")
        if !scenario.steps.isEmpty { lines += ScenarioYAML.steps(scenario.steps).block(indent: 2) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A controller's declaration as a mapping: `type` first, then what its kind holds.
    private static func declaration(_ controller: ScenarioController) -> ScenarioYAML {
        var pairs: [(String, ScenarioYAML)] = []
        func add(_ key: String, _ text: String) { pairs.append((key, .text(text))) }
        if controller.typeName != .plain { add("type", controller.typeName.rawValue) }
        switch controller.kind {
        case .plain(let plain):
            if let subviews = plain.subviews { add("subviews", list(subviews)) }
            if !plain.children.isEmpty { add("children", list(plain.children)) }
        case .navigation(let navigation):
            if navigation.stack.count == 1 { add("root", scalar(navigation.stack[0])) }
            if navigation.stack.count > 1 { add("stack", list(navigation.stack)) }
        case .tab(let tab):
            if let tabs = tab.tabs { add("tabs", list(tabs)) }
        case .page(let page):
            if !page.pages.isEmpty { add("pages", list(page.pages)) }
            if page.transitionStyle != .scroll { add("transitionStyle", page.transitionStyle.rawValue) }
            if let dataSource = page.dataSource { add("dataSource", scalar(dataSource)) }
        case .split(let split):
            if split.splitStyle != .doubleColumn { add("splitStyle", split.splitStyle.rawValue) }
            for (column, name) in split.columns { add(column.rawValue, scalar(name)) }
        case .hosting, .alert:
            break
        }
        if let style = controller.style { add("style", ScenarioLoader.styleName(style)) }
        switch controller.kind {
        case .plain(let plain):
            if !plain.observers.isEmpty { add("observers", list(plain.observers)) }
        case .hosting(let content):
            add("content", content.children.isEmpty ? scalar(content.name) : mapping([contentPair(content)]))
        case .navigation, .tab, .page, .split:
            if let delegate = controller.delegate { add("delegate", scalar(delegate)) }
            if case .navigation(let navigation) = controller.kind, let transition = navigationTransitionYAML(navigation) {
                pairs.append(("transition", transition))
            }
            // A split view delegate's collapse answers, after the delegate they need.
            if case .split(let split) = controller.kind {
                if let column = split.topColumnForCollapsing { add("topColumnForCollapsing", column.rawValue) }
                if let handled = split.collapseSecondaryHandled { add("collapseSecondaryHandled", handled ? "true" : "false") }
            }
            if case .tab(let tab) = controller.kind, let transition = tab.transition {
                let interactive: [(String, ScenarioYAML)] = tab.interactive ? [("interactive", .text("true"))] : []
                pairs.append(("transition", .mapping(transitionFields(transition) + interactive)))
            }
        case .alert(let alert):
            pairs += alertPairs(alert)
        }
        if !controller.forwardsAppearance { add("forwardsAppearance", "false") }
        if let presentation = controller.presentation {
            pairs.append(("presentation", .mapping(presentationPairs(presentation))))
        }
        // Storyboards, nibs and segues.
        if let archive = controller.archive {
            add("from", archive.source.rawValue)
            if !archive.segues.isEmpty {
                add("segues", "[" + archive.segues.map {
                    "{ id: \(scalar($0.identifier)), kind: \($0.kind.rawValue), destination: \(scalar($0.destination)) }"
                }.joined(separator: ", ") + "]")
            }
            if !archive.unwindActions.isEmpty { add("unwindActions", list(archive.unwindActions)) }
            if !archive.refusedSegues.isEmpty { add("refusesSegues", list(archive.refusedSegues)) }
        }
        return .mapping(pairs)
    }

    /// An alert's declaration; an action in the default style is its title alone, another is
    /// `Title: style`, a one-pair mapping inside the flow list, and one whose handler runs steps
    /// `Title: { style: ..., do: [steps] }`.
    private static func alertPairs(_ alert: ScenarioAlert) -> [(String, ScenarioYAML)] {
        var pairs: [(String, ScenarioYAML)] = []
        if let title = alert.title { pairs.append(("title", .text(scalar(title)))) }
        if let message = alert.message { pairs.append(("message", .text(scalar(message)))) }
        if alert.preferredStyle != .alert {
            pairs.append(("preferredStyle", .text(ScenarioAlert.name(of: alert.preferredStyle))))
        }
        if !alert.actions.isEmpty {
            pairs.append(("actions", .list(alert.actions.map { action in
                let style = ScenarioAlert.name(of: action.style)
                if !action.handler.isEmpty {
                    var details: [(String, ScenarioYAML)] = []
                    if action.style != .default { details.append(("style", .text(style))) }
                    details.append(("do", .steps(action.handler)))
                    return .mapping([(scalar(action.title), .mapping(details))])
                }
                return .text(action.style == .default ? scalar(action.title) : "\(scalar(action.title)): \(style)")
            })))
        }
        return pairs
    }

    /// `name: {}` for a leaf, `name: { child: ... }` otherwise.
    private static func contentPair(_ content: ScenarioContent) -> (String, String) {
        (scalar(content.name), mapping(content.children.map(contentPair)))
    }

    private static func mapping(_ pairs: [(String, String)]) -> String {
        pairs.isEmpty ? "{}" : "{ " + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// A flow list of names.
    static func list(_ names: [String]) -> String { list(names, scalar) }

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
