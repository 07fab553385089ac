extension Array where Element: AnyObject {
    /// The position of `element` (by identity), looking from both ends at once: finding the
    /// newest or the oldest entry costs one step, where `removeAll { $0 === element }` or
    /// `firstIndex(where:)` looked at every entry, each through a closure (Benchmarks/Profiling.md,
    /// section 18). For lists that hold an object at most once (a controller's children, a view's
    /// subviews); nil when it is not there.
    func indexOfIdentical(_ element: Element) -> Int? {
        var low = 0, high = count - 1
        while low <= high {
            if self[low] === element { return low }
            if self[high] === element { return high }
            low += 1
            high -= 1
        }
        return nil
    }
}

extension Array {
    /// Whether `other` is this very array value (the same storage and count), not merely equal:
    /// nothing has changed either since one was copied from the other.
    func sharesStorage(with other: [Element]) -> Bool {
        count == other.count && withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
