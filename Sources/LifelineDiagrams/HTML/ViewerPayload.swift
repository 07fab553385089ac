import LifelineTrace

/// The data the HTML viewer's script reads: a JSON document embedded in the page (see
/// `ScriptSafeJSON` for why it cannot break out of its element). Compact on purpose, an array
/// per event rather than an object, since a trace of 100,000 events is a page of megabytes:
///
/// ```
/// {"mode":"trace"|"compare"|"diff","note":[lines shown beside the panes],
///  "panes":[{"name":…,"head":[text format header lines],"objects":[[name,class,role]…],
///            "events":[[object,kind,name,parent,next,relation,turn,line,changed]…],
///            "markers":[[position,turn,line]…]}]}
/// ```
/// - `object`: the object's id (its index + 1 in `objects`), 0 for the run loop;
/// - `kind`: an index into `EventKind.allCases` (sent as `"kinds"`); `name` the callback or
///   call's name, without arguments, for the show/hide list;
/// - `parent`: the sequence of the event it ran inside, 0 for none;
/// - `next`, `relation`: the next link of `Trace.causeChain(of:)` after this event, 0 at the
///   chain's end, and how this event relates to it (an index into `relations`). The chain of
///   any event is its own link and then its `next`'s chain, so following `next` reproduces
///   `causeChain(of:)` exactly, computed by that function rather than re-implemented in script;
/// - `line`: the event as the text format writes it (`EventLabels.line(of:)`);
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
        let labels = EventLabels(trace)
        json.raw("{")
        json.key("name")
        json.string(pane.name)
        json.raw(",")
        json.key("head")
        // The text format's header (version, iOS, scenario, objects), from the writer itself.
        let header = Trace(iosVersion: trace.iosVersion, scenario: trace.scenario, objects: trace.objects,
                           events: [], markers: [], causeRule: trace.causeRule)
        strings(lines(TextTraceFormat.encode(header)), into: &json)
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
            json.string(labels.line(of: sequence))
            json.raw(pane.changed.contains(sequence) ? ",1]" : ",0]")
        }
        json.raw("],")
        json.key("markers")
        json.raw("[")
        for (index, marker) in trace.markers.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("[")
            json.number(marker.position)
            json.raw(",")
            json.number(marker.turn)
            json.raw(",")
            json.string("--- " + EventLabels.reference(name: marker.name))
            json.raw("]")
        }
        json.raw("]}")
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
