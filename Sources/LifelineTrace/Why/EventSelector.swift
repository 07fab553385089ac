/// An event as a user names it on the command line (`lifeline why FLOW EVENT`): its sequence
/// number (`24`), or `object.callback` with an optional `#n` for the n-th time it runs
/// (`home.viewWillDisappear`, `home.viewWillDisappear(_:)`, `home.viewWillDisappear(true)`,
/// `window.layoutSubviews#2`). Run-loop phases without an object are `runLoop.main queue`.
public struct EventSelector: Hashable, Sendable {
    /// What was typed, for messages.
    public let text: String
    private let number: Int?
    private let name: String
    private let occurrence: Int?

    /// Reads a selector; anything is accepted here, and `resolve(in:)` says what it does not find.
    public init(_ text: String) {
        self.text = text
        if let number = Int(text) {
            self.number = number
            name = text
            occurrence = nil
            return
        }
        number = nil
        // `#n` at the end counts occurrences; a `#` inside a name (`vc#2`) stays part of it.
        if let hash = text.lastIndex(of: "#"), let count = Int(text[text.index(after: hash)...]),
           text[..<hash].contains(".") {
            name = String(text[..<hash])
            occurrence = count
        } else {
            name = text
            occurrence = nil
        }
    }

    /// The sequence number of the event this selector names in `trace`, or an error that says
    /// why not and suggests the nearest event.
    public func resolve(in trace: Trace) throws(EventSelectorError) -> Int {
        try resolveCounting(in: trace).sequence
    }

    /// The event this selector names in `trace` and how many events its name matches (to say
    /// "the first of 3"; 0 for a number), from one pass over the trace.
    public func resolveCounting(in trace: Trace) throws(EventSelectorError) -> (sequence: Int, matchCount: Int) {
        let count = trace.events.count
        if let number {
            guard number >= 1, number <= count else {
                throw EventSelectorError(count == 0 ? "event \(number) does not exist: the trace has no events"
                                                    : "event \(number) does not exist: the trace has events 1 to \(count)")
            }
            return (number, 0)
        }
        let labels = EventLabels(trace)
        var matches: [Int] = []
        for (index, event) in trace.events.enumerated() where spellings(of: event, at: index + 1, trace, labels).contains(name) {
            matches.append(index + 1)
        }
        guard !matches.isEmpty else { throw EventSelectorError(notFound(in: trace)) }
        let wanted = occurrence ?? 1
        guard wanted >= 1, wanted <= matches.count else {
            throw EventSelectorError("\(name) runs \(matches.count == 1 ? "once" : "\(matches.count) times") in this trace, "
                + "so #\(wanted) does not exist")
        }
        return (matches[wanted - 1], matches.count)
    }

    /// `home.viewWillDisappear`, `home.viewWillDisappear(_:)`, `home.viewWillDisappear(true)`.
    private func spellings(of event: TraceEvent, at sequence: Int, _ trace: Trace, _ labels: EventLabels) -> [String] {
        let owner = Self.owner(of: event, in: trace)
        return [owner + "." + event.name.baseName, owner + "." + event.name.rawValue,
                owner + "." + labels.invocation(of: sequence, includingReceiver: false)]
    }

    private static func owner(of event: TraceEvent, in trace: Trace) -> String {
        event.object.flatMap { trace.object($0)?.name } ?? "runLoop"
    }

    /// "no event home.viewWillDisapear; did you mean home.viewWillDisappear?", or the events of
    /// the same object or the same callback when no name is close.
    private func notFound(in trace: Trace) -> String {
        var candidates: [String] = []
        var seen: Set<String> = []
        for event in trace.events {
            let label = Self.owner(of: event, in: trace) + "." + event.name.baseName
            if seen.insert(label).inserted { candidates.append(label) }
        }
        var message = "no event \(name) in this trace"
        let bare = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        if let nearest = NameSuggestion.nearest(to: bare, among: candidates) {
            return message + "; did you mean \(nearest)?"
        }
        let object = bare.lastIndex(of: ".").map { String(bare[..<$0]) } ?? bare
        let related = candidates.filter { $0.hasPrefix(object + ".") }
        if !related.isEmpty {
            message += "; \(object) has " + related.prefix(8).joined(separator: ", ") + (related.count > 8 ? ", ..." : "")
        } else {
            message += "; objects: " + trace.objects.map(\.name).joined(separator: ", ")
        }
        return message
    }
}

/// An event selector that names no event of the trace.
public struct EventSelectorError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
