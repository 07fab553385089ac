import Lifeline

/// Model traces of an exact number of events for items 3 and 4: a window whose root controller
/// is replaced again and again (about 40 events a swap, `RealDiagrams.rootSwaps`), cut after
/// `events`. Every event's parent and cause come before it, so a prefix is a valid trace.
@MainActor
enum TraceCorpus {
    static func trace(events count: Int) -> Trace {
        var swaps = count / 35 + 2
        var full = RealDiagrams.rootSwaps(swaps)
        while full.events.count < count {
            swaps *= 2
            full = RealDiagrams.rootSwaps(swaps)
        }
        return prefix(full, events: count)
    }

    nonisolated static func prefix(_ trace: Trace, events count: Int) -> Trace {
        Trace(iosVersion: trace.iosVersion, scenario: trace.scenario, objects: trace.objects,
              events: Array(trace.events.prefix(count)), markers: trace.markers.filter { $0.position <= count })
    }
}
