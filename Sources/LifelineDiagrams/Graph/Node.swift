/// A node: an identifier and its attributes. Identifiers are the diagram's own (`e12`, `o3`),
/// never user text, so they stay short and stable; user text goes into attributes.
public struct Node: Hashable, Sendable {
    public var id: String
    public var attributes: Attributes

    public init(_ id: String, _ attributes: Attributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}
