/// Rules a decoded trace must satisfy that more than one reader checks. `JSONTraceReader` and
/// the text reader call the same predicate, so that they cannot come to disagree about what is
/// valid (`Trace.object(_:)` too, where the rule is the same); each says why a value breaks a rule.
@usableFromInline
enum TraceRules {
    /// The deepest an event may nest: a top-level event is at depth 0. The text format indents
    /// every line by two spaces per level, so a chain of n nested events would take O(n²)
    /// bytes; every reader refuses deeper nesting with a positioned error (`TraceStructure`).
    /// Real UIKit nesting is tens of levels.
    static let maximumNestingDepth = 1_000

    /// The deepest a list argument may nest inside an argument: the model records flat lists of
    /// objects, and a list of lists is only in a hand-written file. Every reader refuses deeper
    /// lists at the opening bracket that goes past the bound, and the writers refuse to write
    /// them, so that what one format carries the other can read back. The bound keeps the
    /// readers' recursion shallow: without it a JSON trace of 5,000 `[` overflowed the stack
    /// (Fuzz/Regressions/JSONTrace/stack-overflow-nested-list-argument.json).
    static let maximumListDepth = 16

    /// What every reader and writer says of a list nested deeper than `maximumListDepth`.
    static let listTooDeepMessage = "lists nest deeper than \(maximumListDepth) levels"

    /// The cause an event has by rule, the one place it is derived (`TraceCauseRule`).
    ///
    /// By today's rule (`.innermostCall`) every call is its own cause, nested or not; any other
    /// nested event takes its parent's cause (`parentCause`), which is the innermost call around
    /// it; any other top-level event has the cause it is given (`explicitCause`: the call that
    /// scheduled deferred work, or none). By the rule of formats 1 and 2 (`.outermostCall`) a
    /// nested call took its parent's cause too, so every event inside a call named the outermost
    /// one. The recorder records with it, the text reader reads with it and the JSON readers check
    /// against it (`TraceStructure`).
    @inlinable
    static func cause(ofEventAt sequence: Int, kind: EventKind, isNested: Bool, parentCause: Int?,
                      explicitCause: Int?, rule: TraceCauseRule = .innermostCall) -> Int? {
        if kind == .call, rule == .innermostCall || !isNested { return sequence }
        if isNested { return parentCause }
        return explicitCause
    }

    /// The rule a file of format `version` (text or JSON, whose versions move together) was
    /// written by: the outermost call up to format 2, the innermost from format 3.
    static func causeRule(formatVersion version: Int) -> TraceCauseRule {
        version <= 2 ? .outermostCall : .innermostCall
    }

    /// The format a trace is written in: the oldest that carries it. Format 2 for a trace read from
    /// an older file, whose causes follow that format's rule; format 3 for a trace whose clock
    /// never moved (every virtual time 0), so that traces without timers read as they always
    /// did; else the current one.
    static func formatVersion(of trace: Trace, current: Int) -> Int {
        formatVersion(causeRule: trace.causeRule, hasVirtualTime: trace.hasVirtualTime, current: current)
    }

    /// The same, from the two things about a trace that decide it.
    static func formatVersion(causeRule: TraceCauseRule, hasVirtualTime: Bool, current: Int) -> Int {
        if causeRule == .outermostCall { return 2 }
        return hasVirtualTime ? current : min(current, firstVersionWithTime - 1)
    }

    /// The first format that carries virtual time (`turn 2 at 0.35s`, `"time"` in JSON).
    static let firstVersionWithTime = 4

    /// The first format whose grammar has strings, lists, log lines and state changes.
    static let firstVersionWithStrings = 3

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
