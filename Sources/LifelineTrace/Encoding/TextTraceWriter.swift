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
    /// How each event is spelled; shared with the diagrams so both read the same.
    private let labels: EventLabels

    init(_ trace: Trace) {
        self.trace = trace
        labels = EventLabels(trace)
        for (offset, event) in trace.events.enumerated() {
            if let parent = event.parent, parent >= 1, parent <= offset {
                depths.append(depths[parent - 1] + 1)
            } else {
                depths.append(0)
            }
        }
    }

    /// Lines are appended to one `String` as they are made, each with its line break, rather
    /// than collected and joined; indentation is made once per depth.
    func write() -> String {
        var output = ""
        output.reserveCapacity(64 + 48 * trace.objects.count + 48 * trace.events.count)
        func line(_ text: String) {
            output += text
            output += "\n"
        }
        line("lifeline-trace \(TraceRules.formatVersion(of: trace, current: TextTraceFormat.version))")
        line("ios: \(trace.iosVersion)")
        if let scenario = trace.scenario {
            line("scenario: \(TraceNameSyntax.reference(scenario))")
        }
        line("objects:")
        for object in trace.objects {
            let name = TraceNameSyntax.reference(object.name)
            let className = TraceNameSyntax.reference(object.className)
            line("  \(name) = \(className) [\(object.role.rawValue)]")
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
            // A marker always sits at the first level: it marks a moment, not a nested call.
            while let marker = markers.first, marker.position <= position {
                enter(max(marker.turn, turn ?? marker.turn))
                line("  --- " + TraceNameSyntax.reference(marker.name))
                markers.removeFirst()
            }
        }
        // Every depth up to the deepest is some event's (its parent chain's), so these are
        // never more text than the lines that use them.
        var indents: [String] = []
        for (offset, event) in trace.events.enumerated() {
            writeMarkers(before: offset)
            enter(event.turn)
            let depth = depths[offset]
            while indents.count <= depth {
                indents.append(String(repeating: " ", count: 2 + 2 * indents.count))
            }
            output += indents[depth]
            line(labels.line(of: offset + 1))
        }
        writeMarkers(before: Int.max)
        return output
    }
}
