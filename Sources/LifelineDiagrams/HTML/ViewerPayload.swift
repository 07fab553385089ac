import LifelineTrace

/// The data the HTML viewer's script reads: a JSON document embedded in the page (see
/// `ScriptSafeJSON` for why it cannot break out of its element). Compact on purpose, an array
/// per event rather than an object, since a trace of 100,000 events is a page of megabytes:
///
/// ```
/// {"mode":"trace"|"compare"|"diff","note":[lines shown beside the panes],
///  "panes":[{"name":…,"text":[the trace in the text format, a line each],"objects":[[name,class,role]…],
///            "events":[[object,kind,name,parent,next,relation,turn,line,changed]…]}]}
/// ```
/// - `object`: the object's id (its index + 1 in `objects`), 0 for the run loop;
/// - `kind`: an index into `EventKind.allCases` (sent as `"kinds"`); `name` the callback or
///   call's name, without arguments, for the show/hide list;
/// - `parent`: the sequence of the event it ran inside, 0 for none;
/// - `next`, `relation`: the next link of `Trace.causeChain(of:)` after this event, 0 at the
///   chain's end, and how this event relates to it (an index into `relations`). The chain of
///   any event is its own link and then its `next`'s chain, so following `next` reproduces
///   `causeChain(of:)` exactly, computed by that function rather than re-implemented in script;
/// - `line`: the index in `text` of the event's line, which is the event as the text format
///   writes it (`EventLabels.line(of:)`) indented by its depth: the text is sent once, for the
///   text beside the panes and for the rows' labels alike;
/// - `changed`: 1 when a diff found no counterpart for the event in the other trace.
struct ViewerPayload {
    /// One trace shown in a pane.
    struct Pane {
        var name: String
        var trace: Trace
        /// Sequences a diff found no counterpart for.
        var changed: Set<Int> = []
    }

    static let relations: [TraceCauseLink.Relation] = [.origin, .enclosedBy, .causedBy, .scheduledBy]
    static let relationNames = ["origin", "enclosed by", "caused by", "scheduled by"]

    static func json(mode: StaticString, panes: [Pane], note: String?) -> String {
        var json = ScriptSafeJSON()
        json.raw("{")
        json.key("mode")
        json.string(mode.description)
        json.raw(",")
        json.key("kinds")
        strings(EventKind.allCases.map(\.rawValue), into: &json)
        json.raw(",")
        json.key("relations")
        strings(relationNames, into: &json)
        json.raw(",")
        json.key("note")
        strings(note.map(lines) ?? [], into: &json)
        json.raw(",")
        json.key("panes")
        json.raw("[")
        for (index, pane) in panes.enumerated() {
            if index > 0 { json.raw(",") }
            encode(pane, into: &json)
        }
        json.raw("]}")
        return json.text
    }

    private static func encode(_ pane: Pane, into json: inout ScriptSafeJSON) {
        let trace = pane.trace
        json.raw("{")
        json.key("name")
        json.string(pane.name)
        json.raw(",")
        json.key("text")
        let text = lines(TextTraceFormat.encode(trace))
        strings(text, into: &json)
        let lineOfEvent = eventLines(in: text, of: trace)
        json.raw(",")
        json.key("objects")
        json.raw("[")
        for (index, object) in trace.objects.enumerated() {
            if index > 0 { json.raw(",") }
            strings([object.name, object.className, object.role.rawValue], into: &json)
        }
        json.raw("],")
        json.key("events")
        json.raw("[")
        let kinds = Dictionary(uniqueKeysWithValues: EventKind.allCases.enumerated().map { ($0.element, $0.offset) })
        for sequence in stride(from: 1, through: trace.events.count, by: 1) {
            let event = trace.event(sequence)
            if sequence > 1 { json.raw(",") }
            json.raw("[")
            json.number(event.object?.rawValue ?? 0)
            json.raw(",")
            json.number(kinds[event.kind] ?? 0)
            json.raw(",")
            json.string(event.name.rawValue)
            json.raw(",")
            // A parent the trace's rules forbid (forward, out of range) is drawn as none.
            json.number(event.parent.flatMap { $0 >= 1 && $0 < sequence ? $0 : nil } ?? 0)
            json.raw(",")
            let chain = trace.causeChain(of: sequence)
            if chain.count > 1 {
                json.number(chain[1].sequence)
                json.raw(",")
                json.number(relations.firstIndex(of: chain[1].relation) ?? 0)
            } else {
                json.raw("0,0")
            }
            json.raw(",")
            json.number(event.turn)
            json.raw(",")
            json.number(lineOfEvent[sequence])
            json.raw(pane.changed.contains(sequence) ? ",1]" : ",0]")
        }
        json.raw("]}")
    }

    /// The index of each event's line (by sequence) in the text format's lines, read the way the
    /// writer writes them: after `events:`, lines at the margin are turns and clock lines, a
    /// marker is `  --- name` where the next marker is due, and every other line is the next event.
    static func eventLines(in text: [String], of trace: Trace) -> [Int] {
        var lineOf = Array(repeating: 0, count: trace.events.count + 1)
        var index = (text.firstIndex(of: "events:") ?? text.count) + 1
        var markers = trace.markers[...]
        var sequence = 1
        while index < text.count, sequence <= trace.events.count {
            let line = text[index]
            index += 1
            guard line.hasPrefix(" ") else { continue }
            if let marker = markers.first, marker.position <= sequence - 1,
               line == "  --- " + EventLabels.reference(name: marker.name) {
                markers.removeFirst()
                continue
            }
            lineOf[sequence] = index - 1
            sequence += 1
        }
        return lineOf
    }

    private static func strings(_ values: [String], into json: inout ScriptSafeJSON) {
        json.raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(value)
        }
        json.raw("]")
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
