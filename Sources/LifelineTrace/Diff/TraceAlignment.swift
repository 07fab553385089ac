/// Which events of two traces have a counterpart in the other: the shortest edit script
/// (`LineDiff`, as `lifeline diff` uses) between their events, each spelled as the text format
/// writes it at its depth, so that the same call at another nesting level is a change.
public enum TraceAlignment {
    /// The sequences of `old`'s events the edit script deletes and of `new`'s it inserts.
    public static func unmatchedEvents(old: Trace, new: Trace) -> (old: Set<Int>, new: Set<Int>) {
        var removed: Set<Int> = [], added: Set<Int> = []
        for edit in LineDiff.edits(from: lines(of: old), to: lines(of: new)) {
            switch edit {
            case .keep: break
            case .delete(let index): removed.insert(index + 1)
            case .insert(let index): added.insert(index + 1)
            }
        }
        return (removed, added)
    }

    private static func lines(of trace: Trace) -> [String] {
        let labels = EventLabels(trace)
        var depths: [Int] = []
        depths.reserveCapacity(trace.events.count)
        return trace.events.indices.map { index in
            // Parents precede their children, so a parent's depth is already known.
            let parent = trace.events[index].parent.flatMap { $0 >= 1 && $0 <= index ? $0 : nil }
            let depth = parent.map { depths[$0 - 1] + 1 } ?? 0
            depths.append(depth)
            return String(depth) + " " + labels.line(of: index + 1)
        }
    }
}
