/// Records events as the model makes them. Built for the hot path: an event is a small value
/// appended to an array, with no string formatting and no allocation beyond the array's growth.
///
/// Events that contain other events are opened with `open` and closed with `close`; the
/// recorder tracks nesting and derives each event's cause (see `TraceEvent.cause`).
public final class TraceRecorder {
    public let iosVersion: Int
    public var scenario: String?
    public private(set) var objects: [TraceObject] = []
    public private(set) var events: [TraceEvent] = []
    public private(set) var markers: [TraceMarker] = []
    /// The run-loop turn new events are recorded in.
    public var turn: Int = 0
    /// Sequence numbers of the events that are open, innermost last.
    private var openEvents: [Int] = []
    private var namesInUse: [String: Int] = [:]

    public init(iosVersion: Int, scenario: String? = nil) {
        self.iosVersion = iosVersion
        self.scenario = scenario
        events.reserveCapacity(256)
    }

    // MARK: Objects

    /// Registers an object and returns its identifier. A name already in use gets a `#2`,
    /// `#3`... suffix, so names stay unique within a trace.
    public func register(name: String, className: String, role: ObjectRole) -> ObjectID {
        let id = ObjectID(objects.count + 1)
        objects.append(TraceObject(id: id, name: uniqueName(name), className: className, role: role))
        return id
    }

    /// Renames an object (e.g. a user naming a controller after creating it).
    public func rename(_ id: ObjectID, to name: String) {
        let old = objects[id.rawValue - 1].name
        guard old != name else { return }
        if let count = namesInUse[old], count <= 1 { namesInUse[old] = nil } else { namesInUse[old]? -= 1 }
        objects[id.rawValue - 1].name = uniqueName(name)
    }

    public func name(of id: ObjectID) -> String { objects[id.rawValue - 1].name }

    private func uniqueName(_ base: String) -> String {
        var candidate = base
        var suffix = 1
        while namesInUse[candidate] != nil {
            suffix += 1
            candidate = "\(base)#\(suffix)"
        }
        namesInUse[candidate] = 1
        return candidate
    }

    // MARK: Events

    /// The innermost open event, if any.
    public var currentEvent: Int? { openEvents.last }

    /// The cause that a new top-level run-loop phase would inherit if none is given: none.
    /// Inside an open event, the cause of that event.
    public var currentCause: Int? {
        guard let parent = openEvents.last else { return nil }
        return events[parent - 1].cause
    }

    /// Records an event that contains no other events. Returns its sequence number.
    @discardableResult
    @inline(__always)
    public func record(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                       cause explicitCause: Int? = nil) -> Int {
        let sequence = events.count + 1
        let parent = openEvents.last
        let cause: Int?
        if let parent {
            cause = events[parent - 1].cause
        } else if name.kind == .call {
            cause = sequence
        } else {
            cause = explicitCause
        }
        events.append(TraceEvent(name: name, object: object, arguments: arguments, turn: turn,
                                 parent: parent, cause: cause))
        return sequence
    }

    /// Records an event and makes it the parent of the events recorded until `close`.
    @discardableResult
    @inline(__always)
    public func open(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                     cause: Int? = nil) -> Int {
        let sequence = record(name, object: object, arguments: arguments, cause: cause)
        openEvents.append(sequence)
        return sequence
    }

    /// Closes the event `open` returned. Events close innermost first.
    @inline(__always)
    public func close(_ sequence: Int) {
        let last = openEvents.removeLast()
        precondition(last == sequence, "events must close innermost first")
    }

    /// Places a marker before the next event.
    public func mark(_ name: String) {
        markers.append(TraceMarker(name: name, position: events.count, turn: turn))
    }

    /// The trace recorded so far.
    public var trace: Trace {
        Trace(iosVersion: iosVersion, scenario: scenario, objects: objects, events: events, markers: markers)
    }
}
