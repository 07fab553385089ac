/// A named point in a trace, placed by scenario code (`Session.mark(_:)`) where the operation a
/// reader cares about begins, so that the setup before it can be cut away (`Trace.since(marker:)`).
public struct TraceMarker: Hashable, Sendable {
    /// The marker's name, as `mark` gave it.
    public var name: String
    /// How many events were recorded before the marker: it sits just before event `position + 1`.
    public var position: Int
    /// The run-loop turn the marker was placed in.
    public var turn: Int

    /// A marker `name` before event `position`, in `turn`.
    public init(name: String, position: Int, turn: Int) {
        self.name = name
        self.position = position
        self.turn = turn
    }
}

extension Trace {
    /// The first marker called `name`, if any.
    public func marker(named name: String) -> TraceMarker? {
        markers.first { $0.name == name }
    }

    /// The part of the trace from the marker on: the marker, the events after it and the markers
    /// after it, renumbered from 1. Every object stays declared. An event whose parent came
    /// before the marker becomes top-level; causes are then derived by the trace's rule, as the
    /// recorder derives them (`TraceRules.cause`), and a cause before the marker is dropped, since
    /// it is not in the slice. Nil when no marker has that name.
    public func since(marker name: String) -> Trace? {
        guard let index = markers.firstIndex(where: { $0.name == name }) else { return nil }
        let offset = markers[index].position
        var events: [TraceEvent] = []
        events.reserveCapacity(self.events.count - offset)
        for var event in self.events[offset...] {
            let sequence = events.count + 1
            let kept = event.cause.flatMap { $0 > offset ? $0 - offset : nil }
            if let parent = event.parent, parent > offset {
                event.parent = parent - offset
            } else {
                event.parent = nil
            }
            event.cause = TraceRules.cause(ofEventAt: sequence, kind: event.kind, isNested: event.parent != nil,
                                           parentCause: event.parent.flatMap { events[$0 - 1].cause },
                                           explicitCause: kept, rule: causeRule)
            events.append(event)
        }
        let markers = self.markers[index...].map { TraceMarker(name: $0.name, position: $0.position - offset, turn: $0.turn) }
        return Trace(iosVersion: iosVersion, scenario: scenario, objects: objects, events: events, markers: markers,
                     causeRule: causeRule)
    }
}
