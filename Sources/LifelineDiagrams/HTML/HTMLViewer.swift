import LifelineTrace

/// An interactive viewer of traces as one self-contained HTML file: the page, its style, its
/// script and the trace as embedded JSON, with nothing fetched from anywhere (its
/// Content-Security-Policy forbids every network request). It shows a sequence view with
/// lifelines whose headers stay in view, collapsible nesting, search, show/hide per object and
/// per kind and name of event, each event's cause chain on a click, and the trace's text beside
/// it; several traces side by side for a comparison or a diff. Rows are virtualised: only those
/// in view are in the document, so a trace of 100,000 events stays responsive.
///
/// User text (names, arguments, log lines) reaches the page only inside the JSON, escaped for a
/// script element (`ScriptSafeJSON`), and the script shows it only through `textContent` and
/// `title`, never as markup.
public enum HTMLViewer {
    /// A page showing one trace.
    public static func page(for trace: Trace) -> String {
        page(data: ViewerPayload.json(mode: "trace", panes: [.init(name: trace.scenario ?? "trace", trace: trace)], note: nil))
    }

    /// A page showing several runs side by side, with the comparison's text (`note`, e.g. the
    /// `compare` table) beside them.
    public static func page(comparing runs: [(name: String, trace: Trace)], note: String) -> String {
        page(data: ViewerPayload.json(mode: "compare", panes: runs.map { .init(name: $0.name, trace: $0.trace) }, note: note))
    }

    /// A page showing two traces side by side with the events a diff found no counterpart for
    /// marked in each, and the unified diff (`note`) beside them.
    public static func page(diffing old: (name: String, trace: Trace), _ new: (name: String, trace: Trace),
                            note: String) -> String {
        let unmatched = TraceAlignment.unmatchedEvents(old: old.trace, new: new.trace)
        let panes = [ViewerPayload.Pane(name: old.name, trace: old.trace, changed: unmatched.old),
                     ViewerPayload.Pane(name: new.name, trace: new.trace, changed: unmatched.new)]
        return page(data: ViewerPayload.json(mode: "diff", panes: panes, note: note))
    }

    /// The page; the script sets the document's title from the panes' names, as text.
    private static func page(data: String) -> String {
        ViewerPage.head + "<script type=\"application/json\" id=\"lifeline-data\">" + data + "</script>\n"
            + "<script>\n" + ViewerScript.source + "\n</script>\n</body>\n</html>\n"
    }
}
