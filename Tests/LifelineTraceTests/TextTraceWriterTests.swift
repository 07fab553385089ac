@testable import LifelineTrace
import Testing
import LifelineTestSupport

/// The byte-level text writer spells every line as `EventLabels` does (the spelling the diagrams
/// show). `ReferenceTextWriter` is the writer as it was before it wrote bytes, built on
/// `EventLabels`; the two must agree byte for byte on recorded, hostile and malformed traces.
@Suite("Text trace writer")
struct TextTraceWriterTests {
    @Test func generatedTracesAreWrittenAsEventLabelsSpellThem() {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x5EED_0017))
        for _ in 0..<400 {
            let trace = generator.trace()
            #expect(TextTraceFormat.encode(trace) == ReferenceTextWriter.write(trace))
        }
    }

    @Test func hostileAndSampleTracesAreWrittenAsEventLabelsSpellThem() {
        for trace in [SampleTraces.rootWindow(), SampleTraces.hostile()] {
            #expect(TextTraceFormat.encode(trace) == ReferenceTextWriter.write(trace))
        }
    }

    /// What only a hand-built trace has: dangling and forward parents, a cause that points
    /// forward, ids with no object, negative turns and ids, a diagnostic inside a call on `nil`,
    /// object-less events of every kind, and the format-2 cause rule.
    @Test func malformedTracesAreWrittenAsEventLabelsSpellThem() {
        let objects = [TraceObject(id: ObjectID(1), name: "my vc", className: "VC", role: .viewController),
                       TraceObject(id: ObjectID(2), name: "window", className: "UIWindow", role: .window)]
        let events = [
            TraceEvent(name: .present, object: nil, arguments: .object(ObjectID(9)), turn: 0, cause: 1),
            TraceEvent(name: .unbalancedAppearanceTransition, object: ObjectID(1), turn: 0, parent: 1, cause: 1),
            TraceEvent(name: .viewDidLoad, object: ObjectID(7), turn: 0, parent: 5, cause: 4),
            TraceEvent(name: .rootViewController, object: ObjectID(2), arguments: .object(ObjectID(1)), turn: -2, cause: 4),
            TraceEvent(name: .layoutPass, object: nil, turn: 3, cause: 4),
            TraceEvent(name: .layoutPass, object: ObjectID(-1), turn: 3, parent: -4, cause: 1),
            TraceEvent(name: .dispatchAsync, object: nil, turn: 3),
            TraceEvent(name: .log, object: nil, arguments: EventArguments(.string("a \"quoted\"\n\u{202E} line")), turn: 3, cause: 7),
            TraceEvent(name: .presentingWhileAlreadyPresenting, object: ObjectID(1),
                       arguments: EventArguments(.object(ObjectID(2)), .list([.object(ObjectID(1)), .number(0.4), .number(-3)])),
                       turn: 3, parent: 7, cause: 7),
            TraceEvent(name: .viewWillAppear, object: ObjectID(1), arguments: EventArguments([.bool(true), .none, .number(2)]),
                       turn: 4, cause: 100),
        ]
        let markers = [TraceMarker(name: "start", position: 0, turn: 0), TraceMarker(name: "a \"b\"", position: 4, turn: 1),
                       TraceMarker(name: "end", position: 99, turn: 9)]
        for rule in [TraceCauseRule.innermostCall, .outermostCall] {
            let trace = Trace(iosVersion: 17, scenario: "hand \"built\"", objects: objects, events: events, markers: markers,
                              causeRule: rule)
            #expect(TextTraceFormat.encode(trace) == ReferenceTextWriter.write(trace))
        }
    }
}

/// The text writer before it wrote bytes: a `String` per line from `EventLabels`.
private enum ReferenceTextWriter {
    static func write(_ trace: Trace) -> String {
        let labels = EventLabels(trace)
        var depths: [Int] = []
        for (offset, event) in trace.events.enumerated() {
            if let parent = event.parent, parent >= 1, parent <= offset {
                depths.append(depths[parent - 1] + 1)
            } else {
                depths.append(0)
            }
        }
        var output = ""
        func line(_ text: String) { output += text + "\n" }
        line("lifeline-trace \(TraceRules.formatVersion(of: trace, current: TextTraceFormat.version))")
        line("ios: \(trace.iosVersion)")
        if let scenario = trace.scenario { line("scenario: \(TraceNameSyntax.reference(scenario))") }
        line("objects:")
        for object in trace.objects {
            line("  \(TraceNameSyntax.reference(object.name)) = \(TraceNameSyntax.reference(object.className)) [\(object.role.rawValue)]")
        }
        line("events:")
        var turn: Int?
        func enter(_ next: Int) {
            guard next != turn else { return }
            line("turn \(next)")
            turn = next
        }
        var markers = trace.markers[...]
        func writeMarkers(before position: Int) {
            while let marker = markers.first, marker.position <= position {
                enter(max(marker.turn, turn ?? marker.turn))
                line("  --- " + TraceNameSyntax.reference(marker.name))
                markers.removeFirst()
            }
        }
        for (offset, event) in trace.events.enumerated() {
            writeMarkers(before: offset)
            enter(event.turn)
            line(String(repeating: " ", count: 2 + 2 * depths[offset]) + labels.line(of: offset + 1))
        }
        writeMarkers(before: Int.max)
        return output
    }
}
