/// Rules a decoded trace must satisfy that more than one reader checks. `JSONTraceFastReader`
/// and `JSONTraceReader` call the same predicate, so that they cannot come to disagree about
/// what is valid (the text reader and `Trace.object(_:)` too, where the rule is the same).
/// Only the tree reader and the text reader say why a value breaks a rule.
enum TraceRules {
    /// Whether an event can be in `turn`: turns are stored in 32 bits (`TraceEvent.maximumValue`).
    static func isValidTurn(_ turn: Int) -> Bool {
        turn >= 0 && turn <= TraceEvent.maximumValue
    }

    /// Whether `id` names one of `count` objects, whose ids are 1, 2, 3... The id is compared
    /// before anything is subtracted from it, so that no id overflows.
    static func isKnownObject(_ id: Int, count: Int) -> Bool {
        id >= 1 && id <= count
    }

    /// The last event the `parent` or `cause` of event `sequence` can name: events can only refer
    /// back, except that a call is its own cause (`allowsSelf`).
    static func lastReference(sequence: Int, allowsSelf: Bool) -> Int {
        allowsSelf ? sequence : sequence - 1
    }

    static func isValidReference(_ value: Int, sequence: Int, allowsSelf: Bool) -> Bool {
        value >= 1 && value <= lastReference(sequence: sequence, allowsSelf: allowsSelf)
    }

    /// Markers sit between events, in order: a position from the previous marker's (`earliest`,
    /// 0 for the first) to the number of events.
    static func isValidMarkerPosition(_ position: Int, earliest: Int, eventCount: Int) -> Bool {
        position >= earliest && position <= eventCount
    }

    /// Whether an event has as many arguments as its name takes.
    static func hasArgumentCount(_ count: Int, of name: EventRawName) -> Bool {
        count == name.argumentCount
    }
}
