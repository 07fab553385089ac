/// Writes the JSON format by hand: Foundation's encoders either sort keys alphabetically or
/// not at all, and the format promises a fixed, readable order.
///
/// The document is appended to one `String` rather than joined from a `String` per event and
/// per field, and each object name and event name is quoted once rather than once per event:
/// both showed in the profile of a large trace.
enum JSONTraceWriter {
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
