/// The interface environment a view controller lives in. The model carries no traits yet; the
/// type exists so that `traitCollectionDidChange(_:)` overrides keep UIKit's signature.
public struct TraitCollection: Hashable, Sendable {
    /// The empty collection: the model carries no trait values yet.
    public init() {}
}
