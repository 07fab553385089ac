/// Writes the text format. Only what the reader cannot derive is written: object ids are the
/// declaration order, causes follow from nesting, and calls are numbered among calls only.
///
/// A trace that breaks the recorder's invariants (causes that contradict nesting, dangling ids)
/// still encodes without trapping; the text then either drops what it cannot express or fails
/// to decode with an error that names the problem. The JSON format is the lossless one.
struct TextTraceWriter {
    private let trace: Trace
    /// Nesting depth per event, computed defensively: a parent that does not precede its child
    /// is treated as absent, so malformed traces cannot loop or trap here.
    private var depths: [Int] = []
    /// For call events, their 1-based number among calls.
    private var callNumbers: [Int: Int] = [:]

    init(_ trace: Trace) {
        self.trace = trace
        var callCount = 0
        for (offset, event) in trace.events.enumerated() {
            if let parent = event.parent, parent >= 1, parent <= offset {
                depths.append(depths[parent - 1] + 1)
            } else {
                depths.append(0)
            }
            if event.kind == .call {
                callCount += 1
                callNumbers[offset + 1] = callCount
            }
        }
    }

    func write() -> String {
        var lines = ["lifeline-trace \(TextTraceFormat.version)", "ios: \(trace.iosVersion)"]
        if let scenario = trace.scenario {
            lines.append("scenario: \(TraceNameSyntax.reference(scenario))")
        }
        lines.append("objects:")
        for object in trace.objects {
            let name = TraceNameSyntax.reference(object.name)
            let className = TraceNameSyntax.reference(object.className)
            lines.append("  \(name) = \(className) [\(object.role.rawValue)]")
        }
        lines.append("events:")
        var turn: Int?
        for (offset, event) in trace.events.enumerated() {
            if event.turn != turn {
                lines.append("turn \(event.turn)")
                turn = event.turn
            }
            let indent = String(repeating: " ", count: 2 + 2 * depths[offset])
            lines.append(indent + line(for: event, sequence: offset + 1, isTopLevel: depths[offset] == 0))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(for event: TraceEvent, sequence: Int, isTopLevel: Bool) -> String {
        let receiver = reference(event.object)
        switch event.kind {
        case .call:
            return "[\(callNumbers[sequence] ?? 0)] " + invocation(event, receiver: receiver)
        case .callback:
            return invocation(event, receiver: receiver) + causeSuffix(event, isTopLevel: isTopLevel)
        case .diagnostic:
            var line = "! " + invocation(event, receiver: receiver) + causeSuffix(event, isTopLevel: isTopLevel)
            if let message = event.name.diagnosticMessage(objectName: receiver) {
                line += "  # " + message
            }
            return line
        case .runLoop:
            let owner = event.object == nil ? "" : receiver + ": "
            return "~ " + owner + event.name.rawValue + causeSuffix(event, isTopLevel: isTopLevel)
        }
    }

    /// `obj.base(args)`, `obj.property` or `obj.property = value`, by the name's syntax.
    private func invocation(_ event: TraceEvent, receiver: String) -> String {
        let values = event.arguments.map(value)
        switch event.name.syntax {
        case .getter:
            return "\(receiver).\(event.name.rawValue)"
        case .setter:
            return "\(receiver).\(event.name.rawValue) = " + values.joined(separator: ", ")
        case .method:
            let labels = event.name.argumentLabels
            let arguments = values.enumerated().map { index, value in
                let label = index < labels.count ? String(labels[index]) : "_"
                return label == "_" ? value : "\(label): \(value)"
            }
            return "\(receiver).\(event.name.baseName)(" + arguments.joined(separator: ", ") + ")"
        }
    }

    /// Top-level events other than calls carry their cause explicitly, because nothing around
    /// them implies it: deferred work names the call that scheduled it.
    private func causeSuffix(_ event: TraceEvent, isTopLevel: Bool) -> String {
        guard isTopLevel, let cause = event.cause, let number = callNumbers[cause] else { return "" }
        return " <- [\(number)]"
    }

    private func value(_ argument: ArgumentValue) -> String {
        switch argument {
        case .bool(let flag): return flag ? "true" : "false"
        case .none: return "nil"
        case .object(let id): return reference(id)
        }
    }

    /// An object as written in the text. An id with no object is written as its `#n`
    /// description, quoted, so decoding reports an unknown object rather than trapping here.
    private func reference(_ id: ObjectID?) -> String {
        guard let id else { return "nil" }
        guard let object = trace.object(id) else { return TraceNameSyntax.quoted(id.description) }
        return TraceNameSyntax.reference(object.name)
    }
}
