import LifelineTrace
import Testing
import LifelineTestSupport

/// Issue 19, defect 1: one set of rules decides what a trace is, so that the JSON readers
/// refuse what the text format cannot carry, with a position, and every accepted trace
/// round-trips between text and JSON unchanged.
@Suite("Trace structure rules")
struct TraceStructureTests {
    static let call1 = event(1, kind: "call", name: "rootViewController", object: 1, objectName: "window",
                             arguments: #"{ "object" : 2 }"#, parent: nil, cause: 1)

    static func event(_ seq: Int, turn: Int = 0, kind: String = "callback", name: String = "viewWillAppear(_:)",
                      object: Int = 2, objectName: String = "vc", arguments: String = "false",
                      parent: Int?, cause: Int?) -> String {
        func spell(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        return #"    { "seq" : \#(seq), "turn" : \#(turn), "kind" : "\#(kind)", "name" : "\#(name)", "object" : \#(object), "objectName" : "\#(objectName)", "arguments" : [ \#(arguments) ], "parent" : \#(spell(parent)), "cause" : \#(spell(cause)) }"#
    }

    /// A document in the writer's layout: its events start on line 11.
    static func document(_ events: [String], markers: [String] = []) -> String {
        var text = """
            {
              "format" : "lifeline-trace",
              "version" : 2,
              "ios" : 17,
              "scenario" : null,
              "objects" : [
                { "id" : 1, "name" : "window", "class" : "Window", "role" : "window" },
                { "id" : 2, "name" : "vc", "class" : "VC", "role" : "viewController" }
              ],
              "events" : [

            """
        text += events.joined(separator: ",\n") + "\n  ]"
        if !markers.isEmpty {
            text += ",\n  \"markers\" : [\n" + markers.joined(separator: ",\n") + "\n  ]"
        }
        return text + "\n}\n"
    }

    /// Expects the document to be refused at `key`'s value on event line `eventLine` (1-based
    /// among the events), with `message`.
    static func expectRefused(_ events: [String], at eventLine: Int, key: String, _ message: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let line = events[eventLine - 1]
        let keyRange = line.firstRange(of: "\"\(key)\" : ")!
        let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: keyRange.upperBound) + 1
        JSONDecodingErrorTests.expectError(document(events), 10 + eventLine, column, message,
                                           sourceLocation: sourceLocation)
    }

    @Test func refusesAParentThatIsNoLongerOpen() {
        // Event 2 is closed once the top-level call 3 starts; the text format cannot nest 4 in it.
        Self.expectRefused([Self.call1, Self.event(2, parent: 1, cause: 1),
                            Self.event(3, kind: "call", name: "rootViewController", object: 1, objectName: "window",
                                       arguments: #"{ "object" : 2 }"#, parent: nil, cause: 3),
                            Self.event(4, parent: 2, cause: 1)],
                           at: 4, key: "parent",
                           "`parent` 2 is not open here; an event nests in the event before it (3) or one of that event's ancestors, as the text format's indentation says")
    }

    @Test func refusesACauseThatIsNotTheParents() {
        Self.expectRefused([Self.call1, Self.event(2, parent: 1, cause: 2)], at: 2, key: "cause",
                           "`cause` 2 differs from the cause of its parent, event 1; expected 1: a nested event takes its parent's cause")
        Self.expectRefused([Self.call1, Self.event(2, parent: 1, cause: nil)], at: 2, key: "cause",
                           "`cause` null differs from the cause of its parent, event 1; expected 1: a nested event takes its parent's cause")
    }

    @Test func refusesATopLevelCallThatIsNotItsOwnCause() {
        let call = Self.event(1, kind: "call", name: "rootViewController", object: 1, objectName: "window",
                              arguments: #"{ "object" : 2 }"#, parent: nil, cause: nil)
        Self.expectRefused([call], at: 1, key: "cause",
                           "`cause` null differs from the event's own number; expected 1: a top-level call is its own cause")
    }

    @Test func refusesATopLevelCauseThatIsNotAnEarlierCall() {
        Self.expectRefused([Self.call1, Self.event(2, parent: nil, cause: nil), Self.event(3, parent: nil, cause: 2)],
                           at: 3, key: "cause",
                           "`cause` 2 is not a call; a top-level event that is not a call names an earlier call as its cause, or null")
        Self.expectRefused([Self.call1, Self.event(2, parent: nil, cause: 2)], at: 2, key: "cause",
                           "`cause` 2 is not a call; a top-level event that is not a call names an earlier call as its cause, or null")
    }

    @Test func refusesTurnsThatGoBack() {
        let call = Self.event(1, turn: 3, kind: "call", name: "rootViewController", object: 1, objectName: "window",
                              arguments: #"{ "object" : 2 }"#, parent: nil, cause: 1)
        Self.expectRefused([call, Self.event(2, turn: 2, parent: nil, cause: 1)], at: 2, key: "turn",
                           "`turn` 2 goes back; expected 3 or later: events are in turn order")
        Self.expectRefused([Self.call1, Self.event(2, turn: 1, parent: 1, cause: 1)], at: 2, key: "turn",
                           "`turn` 1 differs from turn 0 of its parent, event 1; a nested event runs in its parent's turn")
    }

    @Test func refusesAMarkerOutsideTheTurnsAroundIt() {
        let events = [Self.call1, Self.event(2, turn: 2, parent: nil, cause: 1)]
        let marker = #"    { "name" : "m", "position" : 1, "turn" : 3 }"#
        JSONDecodingErrorTests.expectError(Self.document(events, markers: [marker]), 15, 46,
                                           "`turn` 3 must be from 0 to 2: a marker sits in the turns of the events and markers around it")
        let accepted = #"    { "name" : "m", "position" : 1, "turn" : 1 }"#
        #expect(throws: Never.self) { try JSONTraceFormat.decode(Self.document(events, markers: [accepted])) }
    }

    /// A chain of `count` events, each nested in the one before it.
    static func chain(_ count: Int) -> String {
        document([call1] + (2...count).map { event($0, parent: $0 - 1, cause: 1) })
    }

    @Test func boundsNestingDepthInBothFormats() throws {
        let depth = 1_000
        // The deepest allowed chain reads and round-trips.
        let deepest = try JSONTraceFormat.decode(Self.chain(depth + 1))
        #expect(try TextTraceFormat.decode(TextTraceFormat.encode(deepest)) == deepest)
        #expect(JSONTraceFormat.encode(deepest) == Self.chain(depth + 1))
        // One more level is refused, at the parent that would nest too deep.
        let tooDeep = [Self.call1] + (2...depth + 2).map { Self.event($0, parent: $0 - 1, cause: 1) }
        Self.expectRefused(tooDeep, at: depth + 2, key: "parent",
                           "`parent` 1001 would nest this event deeper than 1000 levels, the most a trace may have")
        // The text format says so at the line that indents too far.
        var text = TextTraceFormat.encode(deepest)
        text += String(repeating: " ", count: 2 * (depth + 2)) + "viewWillAppear(_:) vc false\n"
        let lastLine = text.split(separator: "\n").count
        #expect(throws: TraceDecodingError(line: lastLine, column: 2 * (depth + 2) + 1,
                                           message: "nesting is deeper than 1000 levels (2004 spaces), the most a trace may have")) {
            try TextTraceFormat.decode(text)
        }
    }

    /// The property the rules exist for: mutate recorded traces' nesting, causes and turns at
    /// random; whatever the JSON reader accepts, the text format carries unchanged, both ways.
    @Test func everyAcceptedTraceRoundTripsBetweenTextAndJSON() throws {
        var generator = TraceGenerator(random: SplitMix64(seed: 19))
        var accepted = 0, refused = 0
        for _ in 0..<400 {
            var trace = generator.trace()
            guard !trace.events.isEmpty else { continue }
            var events = Array(trace.events)
            for _ in 0..<1 + generator.random.below(3) {
                let index = generator.random.below(events.count)
                switch generator.random.below(3) {
                case 0: events[index].parent = index == 0 ? nil : 1 + generator.random.below(index)
                case 1: events[index].cause = generator.random.percent(20) ? nil : 1 + generator.random.below(index + 1)
                default: events[index].turn = max(0, events[index].turn + generator.random.below(3) - 1)
                }
            }
            trace = Trace(iosVersion: trace.iosVersion, scenario: trace.scenario, objects: trace.objects,
                          events: events, markers: trace.markers)
            let json = JSONTraceFormat.encode(trace)
            guard let read = try? JSONTraceFormat.decode(json) else {
                refused += 1
                continue
            }
            accepted += 1
            let text = TextTraceFormat.encode(read)
            let fromText = try TextTraceFormat.decode(text)
            #expect(fromText == read, "text lost something the JSON reader accepted:\n\(json)")
            #expect(JSONTraceFormat.encode(fromText) == json)
            #expect(TextTraceFormat.encode(fromText) == text)
        }
        // Both sides of the rule are exercised.
        #expect(accepted > 50)
        #expect(refused > 50)
    }
}
