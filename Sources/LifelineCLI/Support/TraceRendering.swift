import Lifeline
import LifelineDiagrams
@_spi(InProcess) import LifelineGraphviz

/// Turns traces into the text of the chosen format. Dispatch only: encodings, diagrams and the
/// renderer live in the libraries.
enum TraceRendering {
    /// One trace as text, JSON, or a diagram (`--diagram`) in DOT, SVG or Mermaid; or for other
    /// viewers, the HTML viewer's page or Trace Event Format JSON.
    static func render(_ trace: Trace, as format: OutputFormat, diagram: DiagramKind) throws -> String {
        switch format {
        case .html: return HTMLViewer.page(for: trace)
        case .chromeTrace: return ChromeTrace.json(trace)
        // Checked, so that a trace breaking the readers' rules is refused with the reason instead of
        // written as a file that no reader accepts (issue 19).
        case .text, .json:
            do throws(TraceEncodingError) {
                return format == .text ? try TextTraceFormat.encodeChecked(trace) : try JSONTraceFormat.encodeChecked(trace)
            } catch {
                throw CommandFailure("cannot write this trace: \(TerminalText.visible(error.message))")
            }
        case .mermaid:
            // DiagramOptions rejects states in mermaid before anything runs.
            return MermaidSequenceDiagram(trace: trace).text
        case .dot, .svg:
            let graph = diagram == .sequence ? SequenceDiagram(trace: trace).graph : StateDiagram(trace: trace).graph
            return try draw(graph, as: format)
        }
    }

    /// The sequence diagram with some events highlighted (`lifeline why`'s cause chain).
    static func render(_ trace: Trace, as format: OutputFormat, highlighting events: Set<Int>) throws -> String {
        var options = SequenceDiagram.Options()
        options.highlightedEvents = events
        return try draw(SequenceDiagram(trace: trace, options: options).graph, as: format)
    }

    /// Several traces side by side: the comparison table, its JSON, its diagram, or the viewer's page.
    static func render(comparing runs: [(name: String, trace: Trace)], as format: OutputFormat) throws -> String {
        guard format != .html else { return HTMLViewer.page(comparing: runs, note: TraceComparison(runs).renderText()) }
        return try render(TraceComparison(runs), iosVersions: runs.map(\.trace.iosVersion), as: format)
    }

    /// A comparison already made (`TraceComparison.Builder`, which keeps no trace): the table, its
    /// JSON, or its diagram; `iosVersions` are the traces', for the diagram's title. The
    /// viewer's page shows the traces themselves, so it needs `render(comparing:as:)`.
    static func render(_ comparison: TraceComparison, iosVersions: [Int], as format: OutputFormat) throws -> String {
        switch format {
        case .text:
            // A table for people: column names are file names and rows controller names, shown
            // visibly wherever the table goes, so that `cat` of a saved table is as safe as the
            // terminal. (A name that needed spelling widens its own row past the columns.)
            return TerminalText.visible(comparison.renderText())
        case .json: return comparison.renderJSON()
        case .dot, .svg: return try draw(ComparisonDiagram(comparison: comparison, iosVersions: iosVersions).graph, as: format)
        case .mermaid, .chromeTrace:
            throw CommandFailure("a comparison cannot be written as \(format.rawValue); use text, json, dot, svg or html.")
        case .html:
            preconditionFailure("the viewer's page needs the traces: render(comparing:as:)")
        }
    }

    /// One flow on several iOS versions: the version matrix as text (headed by the versions where
    /// the callbacks change), else the same as any comparison.
    static func render(versionsOf flow: String, _ runs: [(name: String, trace: Trace)], as format: OutputFormat) throws -> String {
        guard format == .text else { return try render(comparing: runs, as: format) }
        return TerminalText.visible(TraceComparison(runs).renderVersionMatrix(flow: flow))
    }

    private static func draw(_ graph: Graph, as format: OutputFormat) throws -> String {
        guard format == .svg else { return DOTEncoder.encode(graph) }
        do {
            // The graph goes to Graphviz as a value: the same SVG as its DOT text, without the text.
            return try GraphvizRenderer.shared.renderSVGInProcess(graph: graph)
        } catch {
            throw CommandFailure("Graphviz could not render the diagram: \(error.message)")
        }
    }
}
