/// An edge between two node identifiers. In an undirected graph `from` and `to` only give the
/// order in which the ends are written.
public struct Edge: Hashable, Sendable {
    /// The tail node's identifier.
    public var from: String
    /// The head node's identifier.
    public var to: String
    /// Edge attributes (`label`, `style`, ...), in the order written.
    public var attributes: Attributes

    public init(from: String, to: String, _ attributes: Attributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}
