/// A node: an identifier and its attributes. Identifiers are the diagram's own (`e12`, `o3`),
/// never user text, so they stay short and stable; user text goes into attributes.
public struct Node: Hashable, Sendable {
    /// The node's identifier, unique in its graph; quoted and escaped when written.
    public var id: String
    /// Node attributes (`label`, `shape`, ...), in the order written.
    public var attributes: Attributes

    /// A node `id` with `attributes`.
    public init(_ id: String, _ attributes: Attributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}
