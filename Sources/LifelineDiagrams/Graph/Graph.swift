/// A Graphviz graph as a plain value: what the diagrams produce and what `DOTEncoder` writes.
/// Keeping it data (not text, not a C handle) lets diagrams be built, compared and tested
/// without Graphviz, and rendered by whatever backend the caller has.
public struct Graph: Hashable, Sendable {
    /// The graph's name, written after `digraph`.
    public var id: String
    /// `digraph` when true, `graph` otherwise.
    public var isDirected: Bool
    /// Attributes of the graph itself (`rankdir`, `label`, ...).
    public var attributes: Attributes
    /// Defaults for every node, written as `node [...]`.
    public var nodeDefaults: Attributes
    /// Defaults for every edge, written as `edge [...]`.
    public var edgeDefaults: Attributes
    /// The nodes, in the order written.
    public var nodes: [Node]
    /// The edges, in the order written, after the nodes.
    public var edges: [Edge]
    /// Anonymous subgraphs over declared nodes, written last.
    public var subgraphs: [Subgraph]

    /// A graph with its statements; every part defaults to empty.
    public init(id: String, isDirected: Bool = true, attributes: Attributes = [:],
                nodeDefaults: Attributes = [:], edgeDefaults: Attributes = [:],
                nodes: [Node] = [], edges: [Edge] = [], subgraphs: [Subgraph] = []) {
        self.id = id
        self.isDirected = isDirected
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
    }

    /// The node with an identifier, if any. Linear: meant for tests and small graphs.
    public func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }
}
