/// The order in which several hooks for one event run: highest first, hooks of equal priority in
/// the order they were added (the LifecycleHooks library's `HookPriority`, README "Features").
///
/// The named levels and the clamped custom range are the library's: `highest` 1000, `high` 750,
/// `medium` 500, `low` 250, `lowest` 0, and `custom(n)` clamped to `0...1000`. `normal` is another
/// name for `medium`, the default.
public struct HookPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Always within `HookPriority.range`.
    public let value: Int

    /// The values a priority can take; a custom value outside it is clamped.
    public static let range = 0...1000

    /// 1000: runs before every other level.
    public static let highest = HookPriority(clamping: 1000)
    /// 750.
    public static let high = HookPriority(clamping: 750)
    /// 500.
    public static let medium = HookPriority(clamping: 500)
    /// The default priority; the same as `medium`.
    public static let normal = medium
    /// 250.
    public static let low = HookPriority(clamping: 250)
    /// 0: runs after every other level.
    public static let lowest = HookPriority(clamping: 0)

    /// A priority between the named levels, clamped to `range` (`custom(2000)` is `highest`).
    public static func custom(_ value: Int) -> HookPriority { HookPriority(clamping: value) }

    private init(clamping value: Int) {
        self.value = min(max(value, Self.range.lowerBound), Self.range.upperBound)
    }

    /// The named levels, highest first, with their names as scenario files write them.
    public static let namedLevels: [(name: String, priority: HookPriority)] = [
        ("highest", .highest), ("high", .high), ("medium", .medium), ("normal", .normal),
        ("low", .low), ("lowest", .lowest),
    ]

    /// Lower priorities sort first.
    public static func < (lhs: HookPriority, rhs: HookPriority) -> Bool { lhs.value < rhs.value }

    /// The level's name (`medium` for 500), or the number.
    public var description: String {
        Self.namedLevels.first { $0.priority == self }?.name ?? String(value)
    }
}
