/// The interface environment a window, view controller or view lives in, as `UITraitCollection`:
/// the traits UIKit propagates from the window scene down through windows, controllers and
/// views (TraitPropagation.swift). A session's traits follow from its `Device`; the user's
/// appearance setting and `overrideUserInterfaceStyle` change `userInterfaceStyle`.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Width class: compact on an iPhone, regular on a full-screen iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Height class: compact on an iPhone held in landscape, else regular.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Light or dark appearance (iOS 13+).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Phone or pad.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Points per pixel row; 0 when unspecified.
    public var displayScale: Double
    /// The user's Dynamic Type size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: TraitEnvironmentLayoutDirection

    /// A collection; every trait left out is unspecified, so `TraitCollection()` is UIKit's
    /// empty `UITraitCollection()`.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UserInterfaceStyle = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
                displayScale: Double = 0,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                layoutDirection: TraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// This collection with `style` in place of its style, unless `style` is unspecified, which
    /// overrides nothing (as `overrideUserInterfaceStyle = .unspecified` in UIKit).
    func overriding(_ style: UserInterfaceStyle) -> TraitCollection {
        guard style != .unspecified else { return self }
        var result = self
        result.userInterfaceStyle = style
        return result
    }

    /// The traits whose values differ between the two collections, in `Trait.allCases` order.
    public func changedTraits(comparedTo other: TraitCollection) -> [Trait] {
        Trait.allCases.filter { value(of: $0) != other.value(of: $0) }
    }

    /// A trait's value as it is spelled in traces and scenario files.
    public func value(of trait: Trait) -> String {
        switch trait {
        case .horizontalSizeClass: return horizontalSizeClass.rawValue
        case .verticalSizeClass: return verticalSizeClass.rawValue
        case .userInterfaceStyle: return userInterfaceStyle.rawValue
        case .userInterfaceIdiom: return userInterfaceIdiom.rawValue
        case .displayScale: return TraitCollection.spell(displayScale)
        case .preferredContentSizeCategory: return preferredContentSizeCategory.rawValue
        case .layoutDirection: return layoutDirection.rawValue
        }
    }

    private static func spell(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }

    /// "horizontalSizeClass: compact, verticalSizeClass: regular, …", every trait.
    public var description: String { describing(Trait.allCases) }

    /// The named traits as "name: value", joined by commas: how a trace shows a previous collection.
    public func describing(_ traits: [Trait]) -> String {
        traits.map { "\($0.rawValue): \(value(of: $0))" }.joined(separator: ", ")
    }
}

/// One trait of a collection, as the `UITrait` types `registerForTraitChanges(_:handler:)` takes.
public enum Trait: String, Hashable, Sendable, CaseIterable {
    case horizontalSizeClass
    case verticalSizeClass
    case userInterfaceStyle
    case userInterfaceIdiom
    case displayScale
    case preferredContentSizeCategory
    case layoutDirection
}

/// `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    case unspecified, compact, regular
}

/// `UIUserInterfaceStyle`: the appearance. `unspecified` as an override means "inherit".
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case unspecified, light, dark
}

/// `UIUserInterfaceIdiom`, for the devices the model knows.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case unspecified, phone, pad
}

/// `UIContentSizeCategory`: the Dynamic Type sizes; `large` is the system default.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case unspecified, extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
}

/// `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case unspecified, leftToRight, rightToLeft
}
