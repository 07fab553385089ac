/// Why a trace cannot be written as a file: it breaks a rule every reader enforces, so any file
/// written from it would be refused when read back (issue 19: one set of rules for every reader
/// and writer). Only a hand-built or hand-edited `Trace` can break them; the recorder and the
/// readers build none that does.
public struct TraceEncodingError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the event (by sequence number), object or marker.
    public var message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension Trace {
    /// Checks every rule the readers enforce (`TraceStructure` and `TraceRules`, the same
    /// predicates the readers call): dense object ids and unique names, no Unicode noncharacter in a
    /// name or string, references to declared objects and earlier events, argument counts the
    /// event's name takes, nesting, turns and causes by the trace's `causeRule`, markers in order
    /// and in the turns around them, and for a trace of the older rule (written as format 2) no
    /// string or list values, which that format cannot carry. Throws the first broken rule.
    /// O(events + objects + markers).
    public func validate() throws(TraceEncodingError) {
        var names: Set<String> = []
        for (index, object) in objects.enumerated() {
            guard object.id.rawValue == index + 1 else {
                throw Self.failure("object \(index + 1) has id \(object.id.rawValue); ids are 1, 2, 3... in order")
            }
            try Self.checkName(object.name, what: "the name of object \(index + 1)")
            try Self.checkName(object.className, what: "the class of object \(index + 1)")
            guard names.insert(object.name).inserted else {
                throw Self.failure("duplicate object name \(TraceNameSyntax.reference(object.name)) (object \(index + 1))")
            }
        }
        if let scenario { try Self.checkName(scenario, what: "the scenario") }

        var structure = TraceStructure(rule: causeRule)
        var previousTime = 0.0
        for (offset, event) in events.enumerated() {
            let sequence = offset + 1
            func fail(_ message: String) -> TraceEncodingError { Self.failure("event \(sequence): " + message) }
            if let object = event.object, !TraceRules.isKnownObject(object.rawValue, count: objects.count) {
                throw fail("object id \(object.rawValue) names no declared object")
            }
            guard TraceRules.isValidTurn(event.turn) else {
                throw fail("turn \(event.turn) is out of range; expected 0 to \(TraceEvent.maximumValue)")
            }
            if let parent = event.parent, !TraceRules.isValidReference(parent, sequence: sequence, allowsSelf: false) {
                throw fail("`parent` \(parent) must name an earlier event")
            }
            if let cause = event.cause, !TraceRules.isValidReference(cause, sequence: sequence, allowsSelf: true) {
                throw fail("`cause` \(cause) must name this event or an earlier one")
            }
            guard EventVocabulary.argumentCounts.accepts(event.arguments.count, of: event.name) else {
                throw fail("`\(event.name.rawValue)` does not take \(TraceText.count(event.arguments.count, "argument"))")
            }
            for argument in event.arguments {
                try checkArgument(argument, fail: fail)
            }
            if let problem = TraceRules.argumentProblem(event.arguments, of: event.name) {
                throw fail("argument \(problem.index + 1): " + problem.message)
            }
            if let violation = structure.add(event) { throw fail(violation.message) }
            // Virtual time (format 4): seconds from 0, never going back, as the readers check.
            guard event.virtualTime.isFinite, event.virtualTime >= previousTime else {
                throw fail("virtual time \(event.virtualTime) must be finite and at least the previous event's "
                    + "\(previousTime); the clock never goes back")
            }
            if event.virtualTime != 0, causeRule == .outermostCall {
                throw fail("virtual time needs format 4, but a trace of the older cause rule is written as format 2")
            }
            previousTime = event.virtualTime
        }

        var earliest = 0
        var earliestTurn: Int?
        for (index, marker) in markers.enumerated() {
            try Self.checkName(marker.name, what: "the name of marker \(index + 1)")
            guard TraceRules.isValidMarkerPosition(marker.position, earliest: earliest, eventCount: events.count) else {
                throw Self.failure("marker \(index + 1): `position` \(marker.position) must be from \(earliest) to \(events.count): markers sit between events, in order")
            }
            let turns = structure.markerTurns(position: marker.position, earliestTurn: earliestTurn)
            guard turns.contains(marker.turn) else {
                throw Self.failure("marker \(index + 1): " + TraceStructure.markerTurnMessage(marker.turn, allowed: turns))
            }
            earliest = marker.position
            earliestTurn = marker.turn
        }
    }

    /// `listDepth` counts the lists around `value` (`TraceRules.maximumListDepth`).
    private func checkArgument(_ value: ArgumentValue, listDepth: Int = 0,
                               fail: (String) -> TraceEncodingError) throws(TraceEncodingError) {
        switch value {
        case .object(let id):
            guard TraceRules.isKnownObject(id.rawValue, count: objects.count) else {
                throw fail("argument object id \(id.rawValue) names no declared object")
            }
        case .number(let number):
            guard number.isFinite else { throw fail("argument \(number) is not a finite number") }
        case .string(let text):
            guard causeRule == .innermostCall else { throw fail(Self.olderFormatMessage) }
            if let unsafe = TraceNameSyntax.unsafeScalar(in: text) {
                throw fail(TraceNameSyntax.unsafeNameMessage(unsafe, what: "a string"))
            }
        case .list(let values):
            guard causeRule == .innermostCall else { throw fail(Self.olderFormatMessage) }
            guard listDepth < TraceRules.maximumListDepth else { throw fail(TraceRules.listTooDeepMessage) }
            for element in values { try checkArgument(element, listDepth: listDepth + 1, fail: fail) }
        case .bool, .none:
            break
        }
    }

    private static let olderFormatMessage =
        "a string or list value cannot be written in format 2, the format of a trace with the older cause rule (`causeRule` is .outermostCall)"

    private static func checkName(_ name: String, what: String) throws(TraceEncodingError) {
        if let unsafe = TraceNameSyntax.unsafeScalar(in: name) {
            throw failure(TraceNameSyntax.unsafeNameMessage(unsafe, what: what))
        }
    }

    private static func failure(_ message: String) -> TraceEncodingError {
        TraceEncodingError(message: "cannot write the trace: " + message)
    }
}
