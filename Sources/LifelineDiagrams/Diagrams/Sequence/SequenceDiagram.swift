import LifelineTrace

/// A trace as a sequence diagram: a lifeline (column) per object, events from top to bottom
/// in trace order, an edge from each event to the events it ran, and a time column marking
/// where each run-loop turn starts. Long traces are folded (see `Options`).
///
/// The diagram is a grid whose coordinates are known, so it places every node itself and asks
/// Graphviz only to draw (`layout=nop2` in the graph): drawing costs time linear in the
/// diagram's size, where `dot`'s layout of the same grid grew as N^1.8.
public struct SequenceDiagram: Sendable {
    /// How much of a long trace to show.
    public struct Options: Hashable, Sendable {
        /// Traces with more events than this are folded.
        public var foldingThreshold: Int
        /// The number of visible nodes (headers, events, folds, turn markers) a folded diagram
        /// stays within; it also carries an invisible point per lifeline and two per turn
        /// separator.
        public var maxNodes: Int
        /// When folding, events nested deeper than this are summarised (top-level events are
        /// at depth 0).
        public var maxDepth: Int
        /// When folding, the most items shown under one event; the rest are summarised.
        public var maxChildren: Int
        /// Events (sequence numbers) drawn highlighted, with the edges between them: the cause
        /// chain `lifeline why --format svg` shows. An event a folded diagram hides in a summary
        /// is not drawn, so it cannot be highlighted.
        public var highlightedEvents: Set<Int> = []

        /// Folding options; the defaults keep a folded diagram readable at any trace length.
        public init(foldingThreshold: Int = 500, maxNodes: Int = 400, maxDepth: Int = 3, maxChildren: Int = 12) {
            self.foldingThreshold = foldingThreshold
            self.maxNodes = maxNodes
            self.maxDepth = maxDepth
            self.maxChildren = maxChildren
        }
    }

    /// The diagram as a graph, ready for `DOTEncoder` or a renderer.
    public let graph: Graph
    /// Whether the trace was long enough to be folded.
    public let isFolded: Bool
    /// Events shown only as part of a summary node.
    public let foldedEventCount: Int

    /// Draws `trace`, folded when it has more events than `options.foldingThreshold`.
    /// O(events) to lay out the rows; the graph has O(min(events, maxNodes)) nodes.
    public init(trace: Trace, options: Options = Options()) {
        let model = SequenceModel(trace: trace, options: options)
        graph = SequenceGraphBuilder(model: model, highlighted: options.highlightedEvents).graph()
        isFolded = model.isFolded
        foldedEventCount = model.foldedEventCount
    }
}
