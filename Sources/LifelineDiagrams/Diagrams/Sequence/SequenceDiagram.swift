import LifelineTrace

/// A trace as a sequence diagram for `dot`: a lifeline (column) per object, events from top to
/// bottom in trace order, an edge from each event to the events it ran directly, and a time
/// column marking where each run-loop turn starts. Long traces are folded (see `Options`).
public struct SequenceDiagram: Sendable {
    /// How much of a long trace to show.
    public struct Options: Hashable, Sendable {
        /// Traces with more events than this are folded.
        public var foldingThreshold: Int
        /// The number of visible nodes (headers, events, folds, turn markers) a folded diagram
        /// stays within.
        public var maxNodes: Int
        /// The number of nodes including the invisible cells that hold the lifelines in place
        /// (one per lifeline per row). `dot` needs about 2 s at 3,500 nodes and grows as N^1.8;
        /// a trace whose diagram would need more is folded even under `foldingThreshold`, and a
        /// folded diagram gets fewer rows when it has many lifelines.
        public var maxLayoutNodes: Int
        /// When folding, events nested deeper than this are summarised (top-level events are
        /// at depth 0).
        public var maxDepth: Int
        /// When folding, the most items shown under one event; the rest are summarised.
        public var maxChildren: Int
        /// Above this many nodes the graph asks `dot` for its faster, slightly less tidy layout.
        public var fastLayoutNodeCount: Int

        public init(foldingThreshold: Int = 500, maxNodes: Int = 400, maxLayoutNodes: Int = 2_000,
                    maxDepth: Int = 3, maxChildren: Int = 12, fastLayoutNodeCount: Int = 1_000) {
            self.foldingThreshold = foldingThreshold
            self.maxNodes = maxNodes
            self.maxLayoutNodes = maxLayoutNodes
            self.maxDepth = maxDepth
            self.maxChildren = maxChildren
            self.fastLayoutNodeCount = fastLayoutNodeCount
        }
    }

    public let graph: Graph
    /// Whether the trace was long enough to be folded.
    public let isFolded: Bool
    /// Events shown only as part of a summary node.
    public let foldedEventCount: Int

    public init(trace: Trace, options: Options = Options()) {
        let model = SequenceModel(trace: trace, options: options)
        graph = SequenceGraphBuilder(model: model, options: options).graph()
        isFolded = model.isFolded
        foldedEventCount = model.foldedEventCount
    }
}
