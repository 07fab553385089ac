import LifelineTrace
import Testing
import LifelineTestSupport

/// The writers check the rules the readers enforce (issue 19's leftover): a hand-built trace that
/// breaks one is refused with a message, never written as a file no reader accepts.
@Suite("Writing checks the readers' rules")
struct TraceValidationTests {
    static let objects = [
        TraceObject(id: ObjectID(1), name: "vc", className: "VC", role: .viewController),
        TraceObject(id: ObjectID(2), name: "nav", className: "Nav", role: .viewController),
    ]

    static func trace(_ events: [TraceEvent], objects: [TraceObject] = objects, markers: [TraceMarker] = [],
                      causeRule: TraceCauseRule = .innermostCall) -> Trace {
        Trace(iosVersion: 26, objects: objects, events: events, markers: markers, causeRule: causeRule)
    }

    static func expectRefused(_ trace: Trace, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = TraceEncodingError(message: "cannot write the trace: " + message)
        #expect(throws: error, sourceLocation: sourceLocation) { try TextTraceFormat.encodeChecked(trace) }
        #expect(throws: error, sourceLocation: sourceLocation) { try JSONTraceFormat.encodeChecked(trace) }
    }

    @Test func aValidTraceIsWrittenAsEncodeWritesIt() throws {
        let trace = SampleTraces.rootWindow()
        #expect(try TextTraceFormat.encodeChecked(trace) == TextTraceFormat.encode(trace))
        #expect(try JSONTraceFormat.encodeChecked(trace) == JSONTraceFormat.encode(trace))
        #expect(try TextTraceFormat.encodeChecked(TextFormatVersion3Tests.ownFlow()) == TextFormatVersion3Tests.ownFlowText)
    }

    /// Each rule broken once; every one of these traces, written by `encode`, fails to read back.
    @Test func eachBrokenRuleIsRefusedWithItsReason() {
        let call = TraceEvent(name: .addChild, object: ObjectID(1), arguments: .object(ObjectID(2)), turn: 0, cause: 1)
        // Causes: a nested call is its own cause from format 3 on; a nested callback takes its parent's.
        Self.expectRefused(Self.trace([call, TraceEvent(name: .view, object: ObjectID(1), turn: 0, parent: 1, cause: 1)]),
                           "event 2: `cause` 1 differs from the event's own number; expected 2: a call is its own cause, nested or not (from format 3 on)")
        Self.expectRefused(Self.trace([call, TraceEvent(name: .viewDidLoad, object: ObjectID(1), turn: 0, parent: 1, cause: nil)]),
                           "event 2: `cause` null differs from the cause of its parent, event 1; expected 1: a nested event takes its parent's cause")
        // Nesting and turns, as the text format's indentation and turn blocks need them.
        Self.expectRefused(Self.trace([call, call.with(cause: 2), TraceEvent(name: .viewDidLoad, object: nil, turn: 0, parent: 1, cause: 1)]),
                           "event 3: `parent` 1 is not open here; an event nests in the event before it (2) or one of that event's ancestors, as the text format's indentation says")
        Self.expectRefused(Self.trace([call, TraceEvent(name: .viewDidLoad, object: nil, turn: 1, parent: 1, cause: 1)]),
                           "event 2: `turn` 1 differs from turn 0 of its parent, event 1; a nested event runs in its parent's turn")
        Self.expectRefused(Self.trace([call.with(turn: 2), call.with(cause: 2)]),
                           "event 2: `turn` 0 goes back; expected 2 or later: events are in turn order")
        // References.
        Self.expectRefused(Self.trace([TraceEvent(name: .viewDidLoad, object: ObjectID(3), turn: 0)]),
                           "event 1: object id 3 names no declared object")
        Self.expectRefused(Self.trace([TraceEvent(name: .addChild, object: ObjectID(1), arguments: .object(ObjectID(9)), turn: 0, cause: 1)]),
                           "event 1: argument object id 9 names no declared object")
        Self.expectRefused(Self.trace([TraceEvent(name: .setViewControllers, object: ObjectID(2),
                                                  arguments: EventArguments(.list([.object(ObjectID(0))]), .bool(true)), turn: 0, cause: 1)]),
                           "event 1: argument object id 0 names no declared object")
        Self.expectRefused(Self.trace([TraceEvent(name: .viewDidLoad, object: nil, turn: 0, parent: 1)]),
                           "event 1: `parent` 1 must name an earlier event")
        Self.expectRefused(Self.trace([TraceEvent(name: .mainQueue, object: nil, turn: 0, cause: 2)]),
                           "event 1: `cause` 2 must name this event or an earlier one")
        Self.expectRefused(Self.trace([TraceEvent(name: .viewDidLoad, object: nil, turn: 0), TraceEvent(name: .mainQueue, object: nil, turn: 0, cause: 1)]),
                           "event 2: `cause` 1 is not a call; a top-level event that is not a call names an earlier call as its cause, or null")
        // Shapes: counts, numbers, strings.
        Self.expectRefused(Self.trace([TraceEvent(name: .viewWillAppear, object: nil, turn: 0)]),
                           "event 1: `viewWillAppear(_:)` does not take 0 arguments")
        Self.expectRefused(Self.trace([TraceEvent(name: .log, object: nil, arguments: EventArguments(.string("a\u{FFFF}")), turn: 0)]),
                           "event 1: a string must not contain U+FFFF, a Unicode noncharacter, which SVG (XML 1.0) cannot carry")
        Self.expectRefused(Self.trace([TraceEvent(name: .log, object: nil, arguments: EventArguments(.string("a")), turn: 0)], causeRule: .outermostCall),
                           "event 1: a string or list value cannot be written in format 2, the format of a trace with the older cause rule (`causeRule` is .outermostCall)")
        Self.expectRefused(Self.trace([TraceEvent(name: .updateInteractivePop, object: nil, arguments: EventArguments(.number(.nan)), turn: 0, cause: 1)]),
                           "event 1: argument nan is not a finite number")
        // Objects and markers.
        Self.expectRefused(Self.trace([], objects: [Self.objects[1]]), "object 1 has id 2; ids are 1, 2, 3... in order")
        Self.expectRefused(Self.trace([], objects: [Self.objects[0], TraceObject(id: ObjectID(2), name: "vc", className: "X", role: .view)]),
                           "duplicate object name vc (object 2)")
        Self.expectRefused(Self.trace([call], markers: [TraceMarker(name: "m", position: 2, turn: 0)]),
                           "marker 1: `position` 2 must be from 0 to 1: markers sit between events, in order")
    }

    /// The recorder's traces always pass: the rules are the ones it records by.
    @Test func generatedTracesAlwaysPass() throws {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x5EED_0002))
        for _ in 0..<300 {
            let trace = generator.trace()
            #expect(throws: Never.self) { try trace.validate() }
        }
    }
}

extension TraceEvent {
    func with(turn: Int? = nil, cause: Int?? = nil) -> TraceEvent {
        var copy = self
        if let turn { copy.turn = turn }
        if let cause { copy.cause = cause }
        return copy
    }
}
