/// Records events as the model makes them. Built for the hot path: an event is a small value
/// appended to an array, with no string formatting and no allocation beyond the array's growth.
///
/// Events that contain other events are opened with `open` and closed with `close`; the
/// recorder tracks nesting and derives each event's cause (see `TraceEvent.cause`).
///
/// Why the hot path looks the way it does (Benchmarks/Profiling.md has the instruction counts):
/// - `record`, `open` and `close` are `@inlinable`, so that the model's calls, whose event name
///   and arguments are constants, compile to a few stores instead of a call into this module.
/// - The open events need no stack of their own: each event stores its parent, so closing one
///   makes its parent current again, and the current cause is kept beside it.
/// - The stored properties opt out of dynamic exclusivity checking, which a class's properties
///   otherwise get on every access (`swift_beginAccess`, 70 % of the cost of an event before).
///   The checks find overlapping accesses from reentrant or concurrent code; the recorder is not
///   `Sendable`, so the compiler keeps it on one thread, and no method hands out an `inout` to its
///   state or calls out while changing it, so no access can overlap.
public final class TraceRecorder {
    public let iosVersion: Int
    public var scenario: String?
    public private(set) var objects: [TraceObject] = []
    public var events: [TraceEvent] { storedEvents }
    public private(set) var markers: [TraceMarker] = []
    /// The run-loop turn new events are recorded in.
    @exclusivity(unchecked) public var turn: Int = 0
    @exclusivity(unchecked) @usableFromInline var storedEvents: [TraceEvent] = []
    /// The innermost open event's sequence number and cause.
    @exclusivity(unchecked) @usableFromInline var openEvent: Int?
    @exclusivity(unchecked) @usableFromInline var openCause: Int?
    private var namesInUse: [String: Int] = [:]
    /// Per base name, a suffix below which every `base#n` is taken (1 stands for the bare base), so
    /// that naming the 10,000th `View()` does not try 9,999 taken names first: that search made
    /// building a hierarchy quadratic (99.7 % of the instructions at 10,000 views, Profiling.md).
    private var firstPossiblyFreeSuffix: [String: Int] = [:]

    public init(iosVersion: Int, scenario: String? = nil) {
        self.iosVersion = iosVersion
        self.scenario = scenario
        storedEvents.reserveCapacity(256)
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
        if let count = namesInUse[old], count <= 1 { release(old) } else { namesInUse[old]? -= 1 }
        objects[id.rawValue - 1].name = uniqueName(name)
    }

    public func name(of id: ObjectID) -> String { objects[id.rawValue - 1].name }

    /// The first of `base`, `base#2`, `base#3`... not in use, now taken.
    private func uniqueName(_ base: String) -> String {
        var suffix = firstPossiblyFreeSuffix[base] ?? 1
        var candidate = suffix == 1 ? base : "\(base)#\(suffix)"
        while namesInUse[candidate] != nil {
            suffix += 1
            candidate = "\(base)#\(suffix)"
        }
        namesInUse[candidate] = 1
        firstPossiblyFreeSuffix[base] = suffix + 1
        return candidate
    }

    /// Frees a name, so that the next object with its base may take it again, as before.
    private func release(_ name: String) {
        namesInUse[name] = nil
        // The name may be a bare base, or `base#n`: lowering a bound is always safe, so lower both.
        firstPossiblyFreeSuffix[name] = nil
        if let hash = name.lastIndex(of: "#"), let suffix = Int(name[name.index(after: hash)...]), suffix >= 2 {
            let base = String(name[..<hash])
            if let bound = firstPossiblyFreeSuffix[base], bound > suffix { firstPossiblyFreeSuffix[base] = suffix }
        }
    }

    // MARK: Events

    /// The innermost open event, if any.
    public var currentEvent: Int? { openEvent }

    /// The cause that a new top-level run-loop phase would inherit if none is given: none.
    /// Inside an open event, the cause of that event.
    public var currentCause: Int? { openEvent == nil ? nil : openCause }

    /// Records an event that contains no other events. Returns its sequence number.
    @discardableResult
    @inlinable
    public func record(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                       cause explicitCause: Int? = nil) -> Int {
        let sequence = storedEvents.count + 1
        let cause: Int?
        if openEvent != nil {
            cause = openCause
        } else if name.kind == .call {
            cause = sequence
        } else {
            cause = explicitCause
        }
        storedEvents.append(TraceEvent(name: name, object: object, arguments: arguments, turn: turn,
                                       parent: openEvent, cause: cause))
        return sequence
    }

    /// Records an event and makes it the parent of the events recorded until `close`.
    @discardableResult
    @inlinable
    public func open(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                     cause: Int? = nil) -> Int {
        let sequence = record(name, object: object, arguments: arguments, cause: cause)
        // Inside an open event the cause stays; at the top level it is the new event's.
        if openEvent == nil { openCause = storedEvents[sequence - 1].cause }
        openEvent = sequence
        return sequence
    }

    /// Closes the event `open` returned. Events close innermost first.
    @inlinable
    public func close(_ sequence: Int) {
        precondition(openEvent == sequence, "events must close innermost first")
        // A parent was recorded before its children, and its cause is theirs.
        openEvent = storedEvents[sequence - 1].parent
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
