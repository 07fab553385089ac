/// The identity of a comparison row: which object received which callback for the how-many-th
/// time. Positions are deliberately not part of it, so the same occurrence matches across traces.
struct CallbackOccurrence: Hashable, Sendable {
    var object: String
    var callback: EventName
    var occurrence: Int

    /// A trace's callbacks as occurrences, in the order they ran. Calls, run-loop phases and
    /// diagnostics are left out: the comparison is about what UIKit calls back, not what the
    /// strategy did to cause it.
    static func sequence(in trace: Trace) -> [CallbackOccurrence] {
        var counts: [Pair: Int] = [:]
        return trace.events.compactMap { event in
            guard event.kind == .callback else { return nil }
            // Same fallback as `Trace.label(of:)`, so a row reads like the trace it came from.
            let object = event.object.flatMap { trace.object($0)?.name } ?? "runLoop"
            let pair = Pair(object: object, callback: event.name)
            let occurrence = counts[pair, default: 0] + 1
            counts[pair] = occurrence
            return CallbackOccurrence(object: object, callback: event.name, occurrence: occurrence)
        }
    }

    /// Merges several orderings into one, keeping the first as is and inserting each later
    /// sequence's new occurrences right after their predecessor in that sequence (or first, if
    /// they have none). This is a stable merge: each column reads in increasing order whenever
    /// the traces agree on relative order, which is what makes the table scannable.
    static func mergedOrder(_ sequences: [[CallbackOccurrence]]) -> [CallbackOccurrence] {
        // A singly linked list keyed by occurrence: inserting after a known row is O(1).
        var head: CallbackOccurrence?
        var next: [CallbackOccurrence: CallbackOccurrence] = [:]
        var seen: Set<CallbackOccurrence> = []
        for sequence in sequences {
            var predecessor: CallbackOccurrence?
            for key in sequence {
                if seen.insert(key).inserted {
                    if let predecessor {
                        next[key] = next[predecessor]
                        next[predecessor] = key
                    } else {
                        next[key] = head
                        head = key
                    }
                }
                predecessor = key
            }
        }
        var order: [CallbackOccurrence] = []
        order.reserveCapacity(seen.count)
        var current = head
        while let key = current {
            order.append(key)
            current = next[key]
        }
        return order
    }

    private struct Pair: Hashable {
        var object: String
        var callback: EventName
    }
}
