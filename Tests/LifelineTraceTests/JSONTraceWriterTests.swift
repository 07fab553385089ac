@testable import LifelineTrace
import LifelineTestSupport
import Testing

/// The JSON writer writes bytes with its literals spelled once (Benchmarks/Profiling.md,
/// section 30); its output must be the String-appending writer's, kept here as the reference,
/// byte for byte: random traces (hostile names, every event, markers, fractional times), hand-
/// built ones with dangling ids and earlier formats' event shapes, and no events at all.
@Suite("JSON writer against the String writer")
struct JSONTraceWriterTests {
    @Test func writesWhatTheStringWriterWrote() {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x15_0A_B7E5))
        for round in 0..<300 {
            var trace = generator.trace()
            if round % 3 == 0 {
                // Times with fractions and beyond 2^53, so format 4 writes them as Doubles.
                var events = Array(trace.events)
                for index in events.indices { events[index].virtualTime = [0.35, 1, 1e17, 2.5e-7][index % 4] * Double(index) }
                trace = Trace(iosVersion: trace.iosVersion, scenario: trace.scenario, objects: trace.objects, events: events,
                              markers: trace.markers, causeRule: round % 2 == 0 ? .innermostCall : .outermostCall)
            }
            #expect(JSONTraceWriter.write(trace) == ReferenceJSONTraceWriter.write(trace), "round \(round)")
        }
        for trace in [Self.handBuilt(), Trace(iosVersion: 12), SampleTraces.hostile(), SampleTraces.rootWindow()] {
            #expect(JSONTraceWriter.write(trace) == ReferenceJSONTraceWriter.write(trace))
        }
    }

    /// Earlier formats' shapes (`tapAction()` without a title), an id with no object, an
    /// object argument that names nothing, every argument kind.
    static func handBuilt() -> Trace {
        let objects = [TraceObject(id: ObjectID(1), name: "vc", className: "VC", role: .viewController)]
        var events = EventOverload.legacyRawValues.map { legacy in
            TraceEvent(name: legacy.overload.name, object: ObjectID(1),
                       arguments: EventArguments(legacy.overload.labels.map { _ in ArgumentValue.object(ObjectID(1)) }), turn: 0)
        }
        events.append(TraceEvent(name: .viewWillAppear, object: ObjectID(7), arguments: EventArguments(.bool(true)), turn: 1))
        events.append(TraceEvent(name: .log, object: nil, arguments: EventArguments(.string("a \"q\" \u{1}")), turn: 1))
        events.append(TraceEvent(name: .tapAction, object: ObjectID(1),
                                 arguments: EventArguments([.list([.number(0.5), .none, .object(ObjectID(9)), .list([])])]), turn: 2,
                                 parent: 1, cause: 1))
        return Trace(iosVersion: 17, scenario: "hand \"built\"", objects: objects, events: events,
                     markers: [TraceMarker(name: "m", position: 2, turn: 1)])
    }
}

/// The JSON writer as it was before it wrote bytes.
private enum ReferenceJSONTraceWriter {
    static func write(_ trace: Trace) -> String {
        var output = ""
        // About what the writer spends on an event and an object, so the text grows in place.
        output.reserveCapacity(256 + 100 * trace.objects.count + 220 * trace.events.count)
        output += "{\n  \"format\" : " + JSONLiteral.string(JSONTraceFormat.formatName)
        let version = TraceRules.formatVersion(of: trace, current: JSONTraceFormat.version)
        // Format 4 carries every event's virtual time; a trace whose clock never moved is format 3.
        let writesTime = version >= TraceRules.firstVersionWithTime
        output += ",\n  \"version\" : " + String(version)
        output += ",\n  \"ios\" : " + String(trace.iosVersion)
        output += ",\n  \"scenario\" : " + (trace.scenario.map(JSONLiteral.string) ?? "null")
        output += ",\n  \"objects\" : "
        appendArray(trace.objects, to: &output) { object, output in
            output += "{ \"id\" : " + String(object.id.rawValue)
            output += ", \"name\" : " + JSONLiteral.string(object.name)
            output += ", \"class\" : " + JSONLiteral.string(object.className)
            output += ", \"role\" : " + JSONLiteral.string(object.role.rawValue) + " }"
        }
        // Only traces that have markers carry the key, so files without markers read as before.
        if !trace.markers.isEmpty {
            output += ",\n  \"markers\" : "
            appendArray(trace.markers, to: &output) { marker, output in
                output += "{ \"name\" : " + JSONLiteral.string(marker.name)
                output += ", \"position\" : " + String(marker.position)
                output += ", \"turn\" : " + String(marker.turn) + " }"
            }
        }
        output += ",\n  \"events\" : "
        let objectNames = trace.objects.map { JSONLiteral.string($0.name) }
        var sequence = 0
        appendArray(trace.events, to: &output) { event, output in
            sequence += 1
            output += "{ \"seq\" : " + String(sequence)
            output += ", \"turn\" : " + String(event.turn)
            if writesTime { output += ", \"time\" : " + TraceNameSyntax.number(event.virtualTime) }
            output += ", \"kind\" : " + kindLiterals[event.kind]!
            output += ", \"name\" : " + nameLiteral(of: event)
            output += ", \"object\" : " + integer(event.object?.rawValue)
            // An id with no object (only in a hand-built trace) has no name to write.
            let objectName = event.object.flatMap { id in
                TraceRules.isKnownObject(id.rawValue, count: objectNames.count) ? objectNames[id.rawValue - 1] : nil
            }
            output += ", \"objectName\" : " + (objectName ?? "null")
            output += ", \"arguments\" : "
            if event.arguments.isEmpty {
                output += "[ ]"
            } else {
                output += "[ " + event.arguments.map(argument).joined(separator: ", ") + " ]"
            }
            output += ", \"parent\" : " + integer(event.parent)
            output += ", \"cause\" : " + integer(event.cause) + " }"
        }
        output += "\n}\n"
        return output
    }

    private static let kindLiterals = Dictionary(uniqueKeysWithValues: EventKind.allCases.map { ($0, JSONLiteral.string($0.rawValue)) })
    private static let nameLiterals = Dictionary(uniqueKeysWithValues: EventName.allCases.map { ($0, JSONLiteral.string($0.rawValue)) })

    private static let argumentCounts = Dictionary(uniqueKeysWithValues: EventName.allCases.map { ($0, $0.argumentLabels.count) })

    /// The name's raw value, or for an event in the shape of an earlier format (`tapAction()`
    /// without a title) the raw name that format wrote, so that it reads back.
    private static func nameLiteral(of event: TraceEvent) -> String {
        let own = nameLiterals[event.name]!
        guard event.arguments.count != argumentCounts[event.name]!,
              let legacy = EventOverload.legacyRawValues.first(where: {
                  $0.overload.name == event.name && $0.overload.labels.count == event.arguments.count
              }) else { return own }
        return JSONLiteral.string(legacy.rawValue)
    }

    /// `[ ]` when empty, else one element per line, indented under a top-level key.
    private static func appendArray<C: Collection>(_ elements: C, to output: inout String,
                                                   _ element: (C.Element, inout String) -> Void) {
        guard !elements.isEmpty else {
            output += "[ ]"
            return
        }
        output += "[\n"
        var isFirst = true
        for value in elements {
            output += isFirst ? "    " : ",\n    "
            isFirst = false
            element(value, &output)
        }
        output += "\n  ]"
    }

    private static func argument(_ value: ArgumentValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .none: return "null"
        case .object(let id): return "{ \"object\" : \(id.rawValue) }"
        case .number(let value): return TraceNameSyntax.number(value)
        case .string(let text): return JSONLiteral.string(text)
        case .list(let values): return values.isEmpty ? "[ ]" : "[ " + values.map(argument).joined(separator: ", ") + " ]"
        }
    }

    private static func integer(_ value: Int?) -> String {
        value.map { String($0) } ?? "null"
    }
}
