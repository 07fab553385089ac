/// The interface environment a view controller lives in. The model carries no traits yet; the
/// type exists so that `traitCollectionDidChange(_:)` overrides keep UIKit's signature.
public struct TraitCollection: Hashable, Sendable {
    public init() {}
}
