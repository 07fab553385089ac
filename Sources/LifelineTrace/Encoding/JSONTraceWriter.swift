/// Writes the JSON format by hand: Foundation's encoders either sort keys alphabetically or
/// not at all, and the format promises a fixed, readable order.
enum JSONTraceWriter {
    static func write(_ trace: Trace) -> String {
        let objects = trace.objects.map { object in
            "{ \"id\" : \(object.id.rawValue), \"name\" : \(JSONLiteral.string(object.name)), "
                + "\"class\" : \(JSONLiteral.string(object.className)), \"role\" : \(JSONLiteral.string(object.role.rawValue)) }"
        }
        let events = trace.events.enumerated().map { offset, event in
            let objectName = event.object.flatMap { trace.object($0)?.name }
            let arguments = array(event.arguments.map(argument), indent: nil)
            return "{ \"seq\" : \(offset + 1), \"turn\" : \(event.turn), \"kind\" : \(JSONLiteral.string(event.kind.rawValue)), "
                + "\"name\" : \(JSONLiteral.string(event.name.rawValue)), \"object\" : \(integer(event.object?.rawValue)), "
                + "\"objectName\" : \(objectName.map(JSONLiteral.string) ?? "null"), \"arguments\" : \(arguments), "
                + "\"parent\" : \(integer(event.parent)), \"cause\" : \(integer(event.cause)) }"
        }
        let markers = trace.markers.map { marker in
            "{ \"name\" : \(JSONLiteral.string(marker.name)), \"position\" : \(marker.position), \"turn\" : \(marker.turn) }"
        }
        // Only traces that have markers carry the key, so files without markers read as before.
        let markersMember = markers.isEmpty ? "" : "\n  \"markers\" : \(array(markers, indent: "  ")),"
        return """
            {
              "format" : \(JSONLiteral.string(JSONTraceFormat.formatName)),
              "version" : \(JSONTraceFormat.version),
              "ios" : \(trace.iosVersion),
              "scenario" : \(trace.scenario.map(JSONLiteral.string) ?? "null"),
              "objects" : \(array(objects, indent: "  ")),\(markersMember)
              "events" : \(array(events, indent: "  "))
            }

            """
    }

    /// `[ ]` when empty; inline when `indent` is nil, else one element per line.
    private static func array(_ elements: [String], indent: String?) -> String {
        guard !elements.isEmpty else { return "[ ]" }
        guard let indent else { return "[ " + elements.joined(separator: ", ") + " ]" }
        return "[\n" + elements.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
    }

    private static func argument(_ value: ArgumentValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .none: return "null"
        case .object(let id): return "{ \"object\" : \(id.rawValue) }"
        case .number(let value): return TraceNameSyntax.number(value)
        }
    }

    private static func integer(_ value: Int?) -> String {
        value.map { String($0) } ?? "null"
    }
}
