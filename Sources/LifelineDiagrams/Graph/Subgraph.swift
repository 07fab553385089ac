/// A group of existing nodes that share graph attributes, typically `rank=same` to put them on
/// one row. Always written as an anonymous subgraph, so it can never become a cluster: clusters
/// make `dot` layouts unrepeatable and leak memory in the layout plugin.
public struct Subgraph: Hashable, Sendable {
    /// Graph attributes of the subgraph, such as `rank`.
    public var attributes: Attributes
    /// Identifiers of nodes declared in the graph.
    public var nodeIDs: [String]

    /// A subgraph of the nodes `nodeIDs` sharing `attributes`.
    public init(attributes: Attributes = [:], nodeIDs: [String]) {
        self.attributes = attributes
        self.nodeIDs = nodeIDs
    }

    /// Nodes that `dot` must place on the same rank.
    public static func sameRank(_ nodeIDs: [String]) -> Subgraph {
        Subgraph(attributes: ["rank": .raw("same")], nodeIDs: nodeIDs)
    }
}
