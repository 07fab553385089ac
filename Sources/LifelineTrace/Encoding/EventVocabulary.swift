/// Words both readers need to talk about event names in error messages and to look them up.
enum EventVocabulary {
    /// What a kind of event is called in messages.
    static func noun(_ kind: EventKind) -> String {
        switch kind {
        case .call: return "call"
        case .callback: return "callback"
        case .runLoop: return "run-loop phase"
        case .diagnostic: return "diagnostic"
        case .log: return "log line"
        case .state: return "state change"
        }
    }

    /// How a line of that kind looks in a text trace, to tell users where a name belongs.
    static func lineShape(_ kind: EventKind) -> String {
        switch kind {
        case .call: return "`[k] object.method(...)`"
        case .callback: return "`object.method(...)`"
        case .runLoop: return "`~ object: phase`"
        case .diagnostic: return "`! object.method(...)`"
        case .log: return "`object.log(\"text\")` or `log(\"text\")`"
        case .state: return "`object.property = value`"
        }
    }

    /// Reading a large trace looks names up once per line; computing base names and labels
    /// from raw values each time dominated decoding, so they are tabulated once.
    static let overloads = EventOverloadTable()

    /// The argument counts each name takes, for checking traces before they are written.
    static let argumentCounts = EventArgumentCounts()

    /// A signature from written labels, `willMove(foo:)`, to show what a line actually said.
    static func signature(base: String, labels: [String?]) -> String {
        base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// `a`, `a or b`, `a, b or c`: for "expected one of" messages.
    static func alternatives(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        let rest = items.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }
}
