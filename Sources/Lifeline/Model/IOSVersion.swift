/// The iOS release whose UIKit behaviour the model reproduces.
///
/// Behaviour that changed between releases is keyed on the version (see `LifecycleRules`), so the
/// same code can be traced as it ran on iOS 12 and on iOS 17. Releases after 17 behave as 17:
/// the conformance evidence shows no lifecycle change since.
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The major version number: 9 to 18, or 26.
    public let major: Int

    /// Every version the model accepts, oldest first. Apple went from iOS 18 to iOS 26.
    public static let supported: [IOSVersion] = [
        .iOS9, .iOS10, .iOS11, .iOS12, .iOS13, .iOS14, .iOS15, .iOS16, .iOS17, .iOS18, .iOS26,
    ]
    /// The newest modelled version.
    public static let `default` = IOSVersion.iOS26

    /// iOS 9.
    public static let iOS9 = IOSVersion(unchecked: 9)
    /// iOS 10.
    public static let iOS10 = IOSVersion(unchecked: 10)
    /// iOS 11.
    public static let iOS11 = IOSVersion(unchecked: 11)
    /// iOS 12.
    public static let iOS12 = IOSVersion(unchecked: 12)
    /// iOS 13.
    public static let iOS13 = IOSVersion(unchecked: 13)
    /// iOS 14.
    public static let iOS14 = IOSVersion(unchecked: 14)
    /// iOS 15.
    public static let iOS15 = IOSVersion(unchecked: 15)
    /// iOS 16.
    public static let iOS16 = IOSVersion(unchecked: 16)
    /// iOS 17.
    public static let iOS17 = IOSVersion(unchecked: 17)
    /// iOS 18.
    public static let iOS18 = IOSVersion(unchecked: 18)
    /// iOS 26.
    public static let iOS26 = IOSVersion(unchecked: 26)

    /// Returns nil for a version the model does not cover.
    public init?(major: Int) {
        guard IOSVersion.supported.contains(where: { $0.major == major }) else { return nil }
        self.major = major
    }

    private init(unchecked major: Int) { self.major = major }

    /// Older releases sort first.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.major < rhs.major }
    /// "iOS 17".
    public var description: String { "iOS \(major)" }
}
