extension Trace {
    /// The trace with only the events `filter` keeps, in their order, with every object still
    /// declared (arguments may name any of them), so that the result is a trace like any other:
    /// it encodes, compares and draws as one.
    ///
    /// - A kept event's parent is its nearest kept ancestor: an event inside a hidden one moves
    ///   up to the level of what it ran inside.
    /// - Causes are derived again by the trace's rule (`TraceRules.cause`), so nesting still
    ///   implies them. A top-level event that is not a call keeps the call that scheduled it, or
    ///   when that call is hidden the nearest kept call around it, or none.
    /// - A marker stays before the first kept event after it.
    ///
    /// O(events).
    public func filtered(by filter: TraceFilter) -> Trace {
        guard !filter.keepsEverything else { return self }
        let count = events.count
        var keeps = [Bool](repeating: false, count: count)
        for (index, event) in events.enumerated() {
            keeps[index] = filter.keeps(event, object: event.object.flatMap(object))
        }
        if !filter.onlyObjects.isEmpty {
            // Context for the objects' events: a run-loop phase or call that ran a kept event, and
            // the call that scheduled a kept phase, stay too (unless hidden by name), so that the
            // events still say when and why they ran. Children and scheduled work come after
            // what ran or scheduled them, so one backward pass finds all of them.
            var isNeeded = [Bool](repeating: false, count: count)
            for index in stride(from: count - 1, through: 0, by: -1) {
                let event = events[index]
                if isNeeded[index], event.kind == .runLoop || event.kind == .call, !isHiddenByName(event, filter) {
                    keeps[index] = true
                }
                guard keeps[index] || isNeeded[index] else { continue }
                if let parent = validParent(of: index + 1) { isNeeded[parent - 1] = true }
                if keeps[index], event.parent == nil, event.kind != .call, let cause = event.cause, cause >= 1, cause <= index {
                    isNeeded[cause - 1] = true
                }
            }
        }

        var newSequence = [Int](repeating: 0, count: count)  // 0: not kept
        var kept: [TraceEvent] = []
        kept.reserveCapacity(count)
        for index in 0..<count where keeps[index] {
            var event = events[index]
            let sequence = kept.count + 1
            newSequence[index] = sequence
            let parent = nearestKept(startingAt: event.parent, before: index + 1, newSequence)
            let explicitCause = nearestKeptCall(startingAt: event.cause, before: index + 2, newSequence)
            event.parent = parent
            event.cause = TraceRules.cause(ofEventAt: sequence, kind: event.kind, isNested: parent != nil,
                                           parentCause: parent.flatMap { kept[$0 - 1].cause },
                                           explicitCause: explicitCause, rule: causeRule)
            kept.append(event)
        }
        // A marker's position is the number of events before it; kept events before it, now.
        var keptBefore = [Int](repeating: 0, count: count + 1)
        for index in 0..<count { keptBefore[index + 1] = keptBefore[index] + (keeps[index] ? 1 : 0) }
        let keptMarkers = markers.map { marker in
            var moved = marker
            moved.position = keptBefore[min(max(marker.position, 0), count)]
            return moved
        }
        return Trace(iosVersion: iosVersion, scenario: scenario, objects: objects, events: kept, markers: keptMarkers,
                     causeRule: causeRule)
    }

    /// A phase the user hid by category or pattern stays hidden even if it ran kept events.
    private func isHiddenByName(_ event: TraceEvent, _ filter: TraceFilter) -> Bool {
        !TraceFilter(hidden: filter.hidden).keeps(event, object: event.object.flatMap(object))
    }

    /// The parent of event `sequence` if it refers back, as the writer counts it.
    private func validParent(of sequence: Int) -> Int? {
        guard let parent = events[sequence - 1].parent, parent >= 1, parent < sequence else { return nil }
        return parent
    }

    /// The new sequence number of `start` or its nearest kept ancestor (only references back,
    /// below `limit`, are followed).
    private func nearestKept(startingAt start: Int?, before limit: Int, _ newSequence: [Int]) -> Int? {
        var current = start
        var bound = limit
        while let sequence = current, sequence >= 1, sequence < bound {
            if newSequence[sequence - 1] != 0 { return newSequence[sequence - 1] }
            bound = sequence
            current = events[sequence - 1].parent
        }
        return nil
    }

    /// Like `nearestKept`, but only a kept call will do: a cause is always a call. A call is its
    /// own cause, so `limit` lets `start` be the event itself.
    private func nearestKeptCall(startingAt start: Int?, before limit: Int, _ newSequence: [Int]) -> Int? {
        var current = start
        var bound = limit
        while let sequence = current, sequence >= 1, sequence < bound {
            if newSequence[sequence - 1] != 0, events[sequence - 1].kind == .call { return newSequence[sequence - 1] }
            bound = sequence
            current = events[sequence - 1].parent
        }
        return nil
    }
}
