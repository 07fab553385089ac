/// The iOS release whose UIKit behaviour the model reproduces.
///
/// Behaviour that changed between releases is keyed on the version (see `LifecycleRules`), so the
/// same code can be traced as it ran on iOS 12 and on iOS 17. Releases after 17 behave as 17:
/// the conformance evidence shows no lifecycle change since.
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let major: Int

    /// Every version the model accepts. Apple went from iOS 18 to iOS 26.
    public static let supported: [IOSVersion] = (Array(9...18) + [26]).map(IOSVersion.init(unchecked:))
    /// The newest modelled version.
    public static let `default` = IOSVersion(unchecked: 26)

    /// Returns nil for a version the model does not cover.
    public init?(major: Int) {
        guard IOSVersion.supported.contains(where: { $0.major == major }) else { return nil }
        self.major = major
    }

    private init(unchecked major: Int) { self.major = major }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.major < rhs.major }
    public var description: String { "iOS \(major)" }
}
