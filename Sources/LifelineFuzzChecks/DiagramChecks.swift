import LifelineDiagrams
@_spi(InProcess) import LifelineGraphviz
import LifelineTrace

/// The diagrams' invariants: for any trace a reader accepts, every diagram kind encodes to DOT
/// that Graphviz accepts, draws the same SVG when handed to Graphviz as a graph (its API, as the
/// CLI does), and renders to SVG that `SVGCheck` passes with no element beyond the ones
/// Lifeline's own diagrams use, and no link or image (no user text can add one).
enum DiagramChecks {
    /// What Lifeline's diagrams draw with. `a` is Graphviz's carrier for a `tooltip` (with
    /// `xlink:title` only); an `image`, or an `a` with an `href`, would mean a name reached an attribute.
    static let diagramElements: Set<String> = ["svg", "g", "title", "text", "ellipse", "polygon", "polyline", "path", "a"]
    static let linkAttributes: Set<String> = ["href", "xlink:href"]
    /// Small bounds, so that folding and truncation are reached by small inputs too.
    static let foldingOptions = SequenceDiagram.Options(foldingThreshold: 8, maxNodes: 12, maxDepth: 2, maxChildren: 3)

    static func check(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes), let trace = try? TraceFile.decode(input) else { return }
        try draw(SequenceDiagram(trace: trace).graph, "sequence")
        try draw(SequenceDiagram(trace: trace, options: foldingOptions).graph, "folded sequence")
        try draw(StateDiagram(trace: trace).graph, "states")
        let name = trace.scenario ?? "trace"
        let truncated = Trace(iosVersion: trace.iosVersion, scenario: trace.scenario, objects: trace.objects,
                              events: Array(trace.events.prefix(trace.events.count / 2)))
        try draw(ComparisonDiagram(runs: [(name, trace), (name + "-half", truncated)]).graph, "comparison")
        _ = MermaidSequenceDiagram(trace: trace).text
    }

    static func draw(_ graph: Graph, _ kind: String) throws(InvariantViolation) {
        let dot = DOTEncoder.encode(graph)
        let svg: String
        do {
            // In process, as the CLI draws its own diagrams: the encoder's DOT must be safe there.
            svg = try GraphvizRenderer.shared.renderSVGInProcess(dot: dot)
        } catch {
            throw InvariantViolation("Graphviz rejects the \(kind) diagram's DOT (\(error)):\n\(dot)")
        }
        // The CLI hands the graph over through cgraph's API (GraphBuilder): it must draw the same bytes.
        let built: String
        do {
            built = try GraphvizRenderer.shared.renderSVGInProcess(graph: graph)
        } catch {
            throw InvariantViolation("Graphviz rejects the \(kind) diagram built through its API (\(error)):\n\(dot)")
        }
        try require(built == svg, "the \(kind) diagram built through Graphviz's API draws other SVG than its DOT:\n\(dot)")
        let elements = try SVGCheck.check(svg)
        for element in elements {
            try require(diagramElements.contains(element.name), "the \(kind) diagram's SVG has <\(element.name)>:\n\(dot)")
            try require(!element.attributes.contains(where: linkAttributes.contains),
                        "the \(kind) diagram's SVG links somewhere (<\(element.name) \(element.attributes)>):\n\(dot)")
        }
    }
}
