/// Writes the JSON format by hand: Foundation's encoders either sort keys alphabetically or
/// not at all, and the format promises a fixed, readable order.
///
/// The document is appended as bytes to one buffer (`TextByteBuffer`, the text writer's), and
/// everything that repeats is spelled once: each object name quoted once per trace, each event
/// name's and kind's literal once per process, by `EventName.packed`. Appending `String`s per
/// field made JSON four times slower than text per event (Benchmarks/Profiling.md, section 30).
/// Rare values (strings, numbers and lists among the arguments, a time with a fraction) are
/// still spelled as Strings, by the same functions as before.
enum JSONTraceWriter {
    static func write(_ trace: Trace) -> String {
        var output = TextByteBuffer()
        // About what the writer spends on an event and an object, so the buffer grows in place.
        output.reserve(256 + 100 * trace.objects.count + 220 * trace.events.count)
        output.append("{\n  \"format\" : " + JSONLiteral.string(JSONTraceFormat.formatName))
        let version = TraceRules.formatVersion(of: trace, current: JSONTraceFormat.version)
        // Format 4 carries every event's virtual time; a trace whose clock never moved is format 3.
        let writesTime = version >= TraceRules.firstVersionWithTime
        output.append(",\n  \"version\" : ")
        output.append(integer: version)
        output.append(",\n  \"ios\" : ")
        output.append(integer: trace.iosVersion)
        output.append(",\n  \"scenario\" : " + (trace.scenario.map(JSONLiteral.string) ?? "null"))
        output.append(",\n  \"objects\" : ")
        appendArray(trace.objects, to: &output) { object, output in
            output.append("{ \"id\" : ")
            output.append(integer: object.id.rawValue)
            output.append(", \"name\" : " + JSONLiteral.string(object.name))
            output.append(", \"class\" : " + JSONLiteral.string(object.className))
            output.append(", \"role\" : " + JSONLiteral.string(object.role.rawValue) + " }")
        }
        // Only traces that have markers carry the key, so files without markers read as before.
        if !trace.markers.isEmpty {
            output.append(",\n  \"markers\" : ")
            appendArray(trace.markers, to: &output) { marker, output in
                output.append("{ \"name\" : " + JSONLiteral.string(marker.name))
                output.append(", \"position\" : ")
                output.append(integer: marker.position)
                output.append(", \"turn\" : ")
                output.append(integer: marker.turn)
                output.append(" }")
            }
        }
        output.append(",\n  \"events\" : ")
        // Every object's name quoted once, after the names' literals in one buffer of bytes,
        // read through a pointer so that no event retains it; the ranges are plain values.
        var literals = Self.literals
        var objectNames: [Range<Int>] = []
        for object in trace.objects {
            let start = literals.count
            literals += JSONLiteral.string(object.name).utf8
            objectNames.append(start..<literals.count)
        }
        literals.withUnsafeBufferPointer { literals in
            var sequence = 0
            appendArray(trace.events, to: &output) { event, output in
                sequence += 1
                appendEvent(event, sequence: sequence, writesTime: writesTime, literals: literals, objectNames: objectNames,
                            to: &output)
            }
        }
        output.append("\n}\n")
        return output.string()
    }

    /// `{ "seq" : 1, "turn" : 0, ... }`: one event, its literals read from `literals` (the
    /// names' and kinds' at `names`, the objects' at `objectNames`).
    @inline(__always)
    private static func appendEvent(_ event: TraceEvent, sequence: Int, writesTime: Bool, literals: UnsafeBufferPointer<UInt8>,
                                    objectNames: [Range<Int>], to output: inout TextByteBuffer) {
        let name = names[Int(event.name.packed)]
        output.append("{ \"seq\" : " as StaticString)
        output.append(integer: sequence)
        output.append(", \"turn\" : " as StaticString)
        output.append(integer: event.turn)
        if writesTime {
            output.append(", \"time\" : " as StaticString)
            appendNumber(event.virtualTime, to: &output)
        }
        output.append(", \"kind\" : " as StaticString)
        output.append(UnsafeBufferPointer(rebasing: literals[name.kind]))
        output.append(", \"name\" : " as StaticString)
        let arguments = event.arguments
        if arguments.count != name.argumentCount, let legacy = legacyLiteral(of: event) {
            output.append(legacy)
        } else {
            output.append(UnsafeBufferPointer(rebasing: literals[name.literal]))
        }
        output.append(", \"object\" : " as StaticString)
        appendInteger(event.object?.rawValue, to: &output)
        output.append(", \"objectName\" : " as StaticString)
        // An id with no object (only in a hand-built trace) has no name to write.
        if let id = event.object, TraceRules.isKnownObject(id.rawValue, count: objectNames.count) {
            output.append(UnsafeBufferPointer(rebasing: literals[objectNames[id.rawValue - 1]]))
        } else {
            output.append("null" as StaticString)
        }
        output.append(", \"arguments\" : " as StaticString)
        if arguments.isEmpty {
            output.append("[ ]" as StaticString)
        } else {
            output.append("[ " as StaticString)
            for (index, value) in arguments.enumerated() {
                if index > 0 { output.append(", " as StaticString) }
                appendArgument(value, to: &output)
            }
            output.append(" ]" as StaticString)
        }
        output.append(", \"parent\" : " as StaticString)
        appendInteger(event.parent, to: &output)
        output.append(", \"cause\" : " as StaticString)
        appendInteger(event.cause, to: &output)
        output.append(" }" as StaticString)
    }

    /// One event name's literals, by `EventName.packed`, as ranges of `literals`: the same for
    /// every trace, so made once per process.
    private struct NameLiterals {
        var literal: Range<Int>
        var kind: Range<Int>
        var argumentCount: Int
    }

    private static let (literals, names): ([UInt8], [NameLiterals]) = {
        var literals: [UInt8] = []
        var names: [NameLiterals] = []
        for (index, name) in EventName.allCases.enumerated() {
            precondition(Int(name.packed) == index, "EventName's tags are its positions in allCases")
            let literalStart = literals.count
            literals += JSONLiteral.string(name.rawValue).utf8
            let kindStart = literals.count
            literals += JSONLiteral.string(name.kind.rawValue).utf8
            names.append(NameLiterals(literal: literalStart..<kindStart, kind: kindStart..<literals.count,
                                      argumentCount: name.argumentLabels.count))
        }
        return (literals, names)
    }()

    /// An integer, or `null`.
    private static func appendInteger(_ value: Int?, to output: inout TextByteBuffer) {
        if let value { output.append(integer: value) } else { output.append("null" as StaticString) }
    }

    /// `TraceNameSyntax.number(value)`, an integer without a String.
    private static func appendNumber(_ value: Double, to output: inout TextByteBuffer) {
        if let integer = TraceNameSyntax.integral(value) {
            output.append(integer: Int(integer))
        } else {
            output.append(TraceNameSyntax.number(value))
        }
    }

    private static func appendArgument(_ value: ArgumentValue, to output: inout TextByteBuffer) {
        switch value {
        case .bool(let flag): output.append(flag ? "true" as StaticString : "false")
        case .none: output.append("null" as StaticString)
        case .object(let id):
            output.append("{ \"object\" : " as StaticString)
            output.append(integer: id.rawValue)
            output.append(" }" as StaticString)
        default: output.append(argument(value))
        }
    }

    /// For an event in the shape of an earlier format (`tapAction()` without a title), the raw
    /// name that format wrote, so that it reads back; nil when no earlier format had the shape.
    private static func legacyLiteral(of event: TraceEvent) -> String? {
        EventOverload.legacyRawValues.first(where: {
            $0.overload.name == event.name && $0.overload.labels.count == event.arguments.count
        }).map { JSONLiteral.string($0.rawValue) }
    }

    /// `[ ]` when empty, else one element per line, indented under a top-level key.
    private static func appendArray<C: Collection>(_ elements: C, to output: inout TextByteBuffer,
                                                   _ element: (C.Element, inout TextByteBuffer) -> Void) {
        guard !elements.isEmpty else {
            output.append("[ ]" as StaticString)
            return
        }
        output.append("[\n")
        var isFirst = true
        for value in elements {
            output.append(isFirst ? "    " : ",\n    ")
            isFirst = false
            element(value, &output)
        }
        output.append("\n  ]")
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
}
