/// A recorded run of the lifecycle model: the objects involved and every event in order.
///
/// A `Trace` is a plain value: it can be compared, encoded as text or JSON and decoded back.
public struct Trace: Hashable, Sendable {
    /// The iOS major version whose behaviour was modelled.
    public var iosVersion: Int
    /// What produced the trace, e.g. the strategy name `root-window`.
    public var scenario: String?
    /// Objects ordered by identifier; `objects[i].id.rawValue == i + 1`.
    public var objects: [TraceObject]
    /// In order; an event's sequence number is its index + 1.
    public var events: TraceEvents
    /// Named points between events, in order of position.
    public var markers: [TraceMarker]
    /// The rule its events' causes follow: `.innermostCall` for every trace recorded now; traces
    /// read from files of formats 1 and 2 keep theirs (`.outermostCall`) and are written back in
    /// format 2.
    public var causeRule: TraceCauseRule

    public init(iosVersion: Int, scenario: String? = nil, objects: [TraceObject] = [], events: TraceEvents = [],
                markers: [TraceMarker] = [], causeRule: TraceCauseRule = .innermostCall) {
        self.iosVersion = iosVersion
        self.scenario = scenario
        self.objects = objects
        self.events = events
        self.markers = markers
        self.causeRule = causeRule
    }

    /// A trace of events built as an array, e.g. by hand or by a decoder.
    public init(iosVersion: Int, scenario: String? = nil, objects: [TraceObject] = [], events: [TraceEvent],
                markers: [TraceMarker] = [], causeRule: TraceCauseRule = .innermostCall) {
        self.init(iosVersion: iosVersion, scenario: scenario, objects: objects, events: TraceEvents(events), markers: markers,
                  causeRule: causeRule)
    }

    /// `nil` for an id with no object, which only a hand-built trace has. The id is compared
    /// before anything is subtracted from it, so no id can overflow.
    public func object(_ id: ObjectID) -> TraceObject? {
        guard TraceRules.isKnownObject(id.rawValue, count: objects.count) else { return nil }
        return objects[id.rawValue - 1]
    }

    /// The object named `name`, if any. O(objects).
    public func object(named name: String) -> TraceObject? {
        objects.first { $0.name == name }
    }

    /// The event with a 1-based sequence number.
    public func event(_ sequence: Int) -> TraceEvent { events[sequence - 1] }

    /// How deeply an event is nested (0 for a top-level event).
    public func depth(of sequence: Int) -> Int {
        var depth = 0
        var current = events[sequence - 1].parent
        while let parent = current {
            depth += 1
            current = events[parent - 1].parent
        }
        return depth
    }

    /// Only the lifecycle callbacks, with their sequence numbers.
    public var callbacks: [(sequence: Int, event: TraceEvent)] {
        events.enumerated().compactMap { $0.element.kind == .callback ? ($0.offset + 1, $0.element) : nil }
    }

    /// `vc.viewDidLoad()`-style label of an event's object and name, without arguments.
    public func label(of event: TraceEvent) -> String {
        let owner = event.object.flatMap { object($0)?.name } ?? "runLoop"
        return "\(owner).\(event.name.rawValue)"
    }
}
