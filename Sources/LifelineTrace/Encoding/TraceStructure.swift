/// The rules that tie events together, checked one event at a time as a reader meets them:
/// the rules that make a trace one the text format can carry, so that every accepted trace
/// round-trips losslessly between text and JSON (issue 19, defect 1).
///
/// - An event nests in the event just before it or in one of that event's open ancestors (the
///   text format gives an event its parent by indentation, which can only name those).
/// - Nesting is at most `TraceRules.maximumNestingDepth` levels deep: the text format spends two
///   spaces per level on every line, so unbounded depth would make its size quadratic.
/// - Turns never go back; a nested event runs in its parent's turn (the text format starts a
///   turn block at the top level). Markers too sit in the turns of the events around them.
/// - An event's cause is the one `TraceRules.cause(...)` derives by the trace's `TraceCauseRule`:
///   a call's is itself (format 2 and earlier: a top-level call's), another nested event's is its
///   parent's, and another top-level event's, if any, is an earlier call (the text format names it
///   as `<- [k]`, the k-th call).
///
/// `JSONTraceReader` checks with it; the text reader builds
/// traces that keep these rules by construction, through the same `TraceRules` functions,
/// and checks the depth and turn order with them. Checking an event is O(1) amortised; the
/// checker keeps O(1) per event.
struct TraceStructure {
    /// A broken rule, with the field a reader points at.
    enum Violation: Equatable {
        /// The parent is not the previous event or one of its open ancestors.
        case parentNotOpen(parent: Int, previous: Int?)
        /// Nesting under `parent` would go deeper than the bound.
        case tooDeep(parent: Int)
        /// The turn is earlier than the event or marker before it.
        case turnGoesBack(turn: Int, earliest: Int)
        /// A nested event's turn is not its parent's.
        case turnDiffersFromParent(turn: Int, parent: Int, parentTurn: Int)
        /// The cause is not the one the rules derive.
        case causeDiffers(cause: Int?, expected: Int?, reason: CauseReason)
        /// A top-level event that is not a call names a cause that is not an earlier call.
        case causeNotACall(cause: Int)

        enum CauseReason: Equatable { case nested(parent: Int), topLevelCall, call }

        /// Which field of the event the violation is about, for a reader's position.
        var field: Field {
            switch self {
            case .parentNotOpen, .tooDeep: return .parent
            case .turnGoesBack, .turnDiffersFromParent: return .turn
            case .causeDiffers, .causeNotACall: return .cause
            }
        }

        enum Field { case parent, turn, cause }

        /// Why, in the words of the JSON keys; the text reader never meets these.
        var message: String {
            switch self {
            case .parentNotOpen(let parent, let previous):
                let open = previous.map { "the event before it (\($0)) or one of that event's ancestors" } ?? "no event, as none comes before"
                return "`parent` \(parent) is not open here; an event nests in \(open), as the text format's indentation says"
            case .tooDeep(let parent):
                return "`parent` \(parent) would nest this event deeper than \(TraceRules.maximumNestingDepth) levels, the most a trace may have"
            case .turnGoesBack(let turn, let earliest):
                return "`turn` \(turn) goes back; expected \(earliest) or later: events are in turn order"
            case .turnDiffersFromParent(let turn, let parent, let parentTurn):
                return "`turn` \(turn) differs from turn \(parentTurn) of its parent, event \(parent); a nested event runs in its parent's turn"
            case .causeDiffers(let cause, let expected, .nested(let parent)):
                return "`cause` \(Self.spell(cause)) differs from the cause of its parent, event \(parent); expected \(Self.spell(expected)): a nested event takes its parent's cause"
            case .causeDiffers(let cause, let expected, .topLevelCall):
                return "`cause` \(Self.spell(cause)) differs from the event's own number; expected \(Self.spell(expected)): a top-level call is its own cause"
            case .causeDiffers(let cause, let expected, .call):
                return "`cause` \(Self.spell(cause)) differs from the event's own number; expected \(Self.spell(expected)): a call is its own cause, nested or not (from format 3 on)"
            case .causeNotACall(let cause):
                return "`cause` \(cause) is not a call; a top-level event that is not a call names an earlier call as its cause, or null"
            }
        }

        private static func spell(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    }

    /// The rule causes are checked by. Nil while a reader does not know it yet (a JSON document
    /// whose `version` comes after its `events`, as sorted keys put it): each event is then
    /// checked by every rule, and `firstBreaks` keeps where each was first broken.
    var rule: TraceCauseRule?
    /// Per rule, the first event whose cause it contradicts and why; only while `rule` is nil.
    private(set) var firstBreaks: [TraceCauseRule: (sequence: Int, violation: Violation)] = [:]

    init(rule: TraceCauseRule? = .innermostCall) {
        self.rule = rule
    }

    /// Per event: its turn, cause, kind and depth, as the rules need them for its descendants.
    private var turns: [Int32] = []
    private var causes: [Int32] = []
    private var isCall: [Bool] = []
    private var depths: [Int32] = []
    /// The open nesting path after the last event: it and its ancestors, outermost first.
    private var path: [Int] = []

    /// How many events have been checked.
    var count: Int { turns.count }
    /// The turn of the last event, for the markers after it.
    var lastTurn: Int? { turns.last.map(Int.init) }

    /// The turn of event `sequence` (1-based), which must have been checked.
    func turn(of sequence: Int) -> Int { Int(turns[sequence - 1]) }

    /// Checks the next event (its `parent` and `cause` already checked to refer back, by
    /// `TraceRules.isValidReference`) and adds it; on a violation nothing is added.
    mutating func add(_ event: TraceEvent) -> Violation? {
        let sequence = count + 1
        var depth = 0
        if let parent = event.parent {
            let parentDepth = Int(depths[parent - 1])
            guard parentDepth < path.count, path[parentDepth] == parent else {
                return .parentNotOpen(parent: parent, previous: count == 0 ? nil : count)
            }
            depth = parentDepth + 1
            guard depth <= TraceRules.maximumNestingDepth else { return .tooDeep(parent: parent) }
            let parentTurn = turn(of: parent)
            guard event.turn == parentTurn else {
                return .turnDiffersFromParent(turn: event.turn, parent: parent, parentTurn: parentTurn)
            }
        } else if let last = lastTurn, event.turn < last {
            return .turnGoesBack(turn: event.turn, earliest: last)
        }
        let parentCause = event.parent.map { Int(causes[$0 - 1]) }.flatMap { $0 == 0 ? nil : $0 }
        func violation(of rule: TraceCauseRule) -> Violation? {
            let expected = TraceRules.cause(ofEventAt: sequence, kind: event.kind, isNested: event.parent != nil,
                                            parentCause: parentCause, explicitCause: event.cause, rule: rule)
            guard event.cause != expected else { return nil }
            let reason: Violation.CauseReason
            if event.kind == .call, rule == .innermostCall {
                reason = .call
            } else {
                reason = event.parent.map { .nested(parent: $0) } ?? .topLevelCall
            }
            return .causeDiffers(cause: event.cause, expected: expected, reason: reason)
        }
        if let rule {
            if let broken = violation(of: rule) { return broken }
        } else {
            for candidate in [TraceCauseRule.innermostCall, .outermostCall] where firstBreaks[candidate] == nil {
                if let broken = violation(of: candidate) { firstBreaks[candidate] = (sequence, broken) }
            }
        }
        if event.parent == nil, event.kind != .call, let cause = event.cause {
            guard cause < sequence, isCall[cause - 1] else { return .causeNotACall(cause: cause) }
        }
        path.removeLast(path.count - depth)
        path.append(sequence)
        turns.append(Int32(event.turn))
        causes.append(Int32(event.cause ?? 0))
        isCall.append(event.kind == .call)
        depths.append(Int32(depth))
        return nil
    }

    /// The turns a marker at `position` (0 to `count`) may have, given the marker before it
    /// (`earliestTurn`, or nil): from the turn of the event or marker before it to the turn of
    /// the event after it. A marker needs the events around it, so markers are checked once all
    /// events are.
    func markerTurns(position: Int, earliestTurn: Int?) -> ClosedRange<Int> {
        let before = position > 0 ? turn(of: position) : 0
        let lower = max(before, earliestTurn ?? 0)
        let upper = position < count ? turn(of: position + 1) : TraceEvent.maximumValue
        return lower...max(lower, upper)
    }

    /// Why a marker's turn breaks the rule, for `JSONTraceReader`.
    static func markerTurnMessage(_ turn: Int, allowed: ClosedRange<Int>) -> String {
        "`turn` \(turn) must be from \(allowed.lowerBound) to \(allowed.upperBound): a marker sits in the turns of the events and markers around it"
    }
}
