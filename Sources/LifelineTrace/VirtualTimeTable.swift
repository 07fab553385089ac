/// The run loop's clock over a recording, kept sparsely: an entry `(position, seconds)` each time
/// the clock changes, meaning that events from index `position` (0-based) on ran at `seconds`,
/// until the next entry. Before the first entry the clock reads 0.
///
/// The clock changes a few times per run (a timer firing, `advance(by:)`), while events are
/// recorded by the million, so the recorder writes here only when the clock moves and the hot
/// path of recording an event does not change (the BRIEF14 contract).
public struct VirtualTimeTable: Hashable, Sendable {
    /// Positions strictly increasing, each with the clock from there on.
    private(set) var entries: [(position: Int, seconds: Double)] = []

    public init() {}

    /// Whether the clock never left 0.
    public var isEmpty: Bool { entries.isEmpty }

    /// Whether any of the first `count` events ran with the clock past 0.
    func movesBefore(_ count: Int) -> Bool {
        entries.contains { $0.position < count && $0.seconds != 0 }
    }

    /// The clock is `seconds` from event index `position` on. A later change at the same position
    /// replaces the earlier (only the clock at the next event matters); one that does not change
    /// the clock adds nothing.
    public mutating func set(_ seconds: Double, from position: Int) {
        if let last = entries.last, last.position == position { entries.removeLast() }
        guard seconds != (entries.last?.seconds ?? 0) else { return }
        entries.append((position, seconds))
    }

    /// The clock at event index `position` (0-based). O(log changes).
    public func seconds(at position: Int) -> Double {
        // The last entry at or before `position`.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].position <= position { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : entries[low - 1].seconds
    }

    public static func == (lhs: VirtualTimeTable, rhs: VirtualTimeTable) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.position == $1.position && $0.seconds == $1.seconds }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.position)
            hasher.combine(entry.seconds)
        }
    }
}

extension Trace {
    /// The run loop's clock when event `sequence` ran, in virtual seconds since the session
    /// started (`TraceEvent.virtualTime`).
    /// - Precondition: `sequence` is from 1 to the number of events.
    public func virtualTime(at sequence: Int) -> Double {
        events[sequence - 1].virtualTime
    }

    /// Whether any event ran after the clock moved: such a trace needs format 4 to carry it.
    /// O(changes) for a recorded trace, O(events) for an array.
    var hasVirtualTime: Bool {
        events.hasVirtualTime
    }
}
