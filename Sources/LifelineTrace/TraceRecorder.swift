/// Records events as the model makes them. Built for the hot path: an event is a 28-byte value
/// (`PackedEvent`) stored into a chunk that never moves, with no string formatting and no
/// allocation but a new chunk every 4,096 events; a `trace` reads them in place and unpacks each
/// event as it is read.
///
/// Events that contain other events are opened with `open` and closed with `close`; the
/// recorder tracks nesting and derives each event's cause (see `TraceEvent.cause`): the innermost
/// call open around it, which `close` restores to the enclosing one's.
///
/// Why the hot path looks the way it does (Benchmarks/Profiling.md has the instruction counts):
/// - `record`, `open` and `close` are `@inlinable`, so that the model's calls, whose event name
///   and arguments are constants, compile to a few stores instead of a call into this module.
/// - The open events need no stack of their own: each event stores its parent, so closing one
///   makes its parent current again, and the current cause is kept beside it.
/// - What an event reads and writes (`RecordingState`: the count, the turn, the open event and
///   cause, the chunk being filled) lives in memory of its own, so that `Responder.emit` keeps a
///   `RecordingHandle` across a callback instead of a reference it would retain and release.
/// - The stored properties opt out of dynamic exclusivity checking, which a class's properties
///   otherwise get on every access (`swift_beginAccess`, 70 % of the cost of an event before).
///   The checks find overlapping accesses from reentrant or concurrent code; the recorder is not
///   `Sendable`, so the compiler keeps it on one thread, and no method hands out an `inout` to its
///   state or calls out while changing it, so no access can overlap.
public final class TraceRecorder {
    /// The iOS major version the recorded model reproduces.
    public let iosVersion: Int
    /// The name the trace carries (a scenario file's or a strategy's).
    public var scenario: String?
    /// Every registered object, by id (`objects[id - 1]`).
    public private(set) var objects: [TraceObject] = []
    /// The events recorded so far. Reading them copies no event (they stay where they were
    /// recorded, and each is unpacked as it is read), but each read allocates a snapshot: keep it
    /// in a local to read many events, and ask `eventCount` for the count. A snapshot keeps every
    /// chunk of the recorder allocated until it goes, also those filled after it was taken.
    public var events: TraceEvents {
        TraceEvents(packed: store.snapshot(count: eventCount, numbers: numbers, sideArguments: sideArguments),
                    times: virtualTimes)
    }
    /// How many events have been recorded.
    public var eventCount: Int { state.pointee.count }
    /// The markers placed so far, in order.
    public private(set) var markers: [TraceMarker] = []
    /// The run-loop turn new events are recorded in.
    public var turn: Int {
        get { state.pointee.turn }
        set {
            // Checked here, once per turn, so that recording an event need not (packed in 32 bits).
            precondition(UInt(bitPattern: newValue) <= UInt32.max, "turn \(newValue) out of range")
            state.pointee.turn = newValue
        }
    }
    /// The state every event reads and writes; allocated with the recorder, freed with it.
    @usableFromInline let state: UnsafeMutablePointer<RecordingState>
    /// The chunks: the rare path of an event (every 4,096th) and the traces read them.
    @exclusivity(unchecked) @usableFromInline var store = PackedEventStore()
    /// Number arguments, which do not fit a packed event's 32-bit payload; rare.
    @exclusivity(unchecked) @usableFromInline var numbers: [Double] = []
    /// Whole argument lists with a string or a list, or more than two values (a log line, an
    /// alert action's title, `setViewControllers`' stack); rare, so they live beside the packed
    /// events and the packed form stays 28 bytes of integers.
    @exclusivity(unchecked) @usableFromInline var sideArguments: [EventArguments] = []
    /// Names are unique within a trace; new objects take the first free one of their base.
    private var names = NameRegistry()

    /// An empty recorder for a model of `iosVersion`.
    public init(iosVersion: Int, scenario: String? = nil) {
        precondition(MemoryLayout<EventName>.size == 1, "EventName must stay a one-byte enum to be packed")
        self.iosVersion = iosVersion
        self.scenario = scenario
        state = .allocate(capacity: 1)
        state.initialize(to: RecordingState(recorder: self))
    }

    deinit {
        // Plain data: nothing to deinitialise.
        state.deallocate()
    }

    // MARK: Objects

    /// Registers an object and returns its identifier. A name already in use gets a `#2`,
    /// `#3`... suffix, so names stay unique within a trace.
    public func register(name: String, className: String, role: ObjectRole) -> ObjectID {
        let id = ObjectID(objects.count + 1)
        objects.append(TraceObject(id: id, name: names.claim(name), className: className, role: role))
        return id
    }

    /// Renames an object (e.g. a user naming a controller after creating it).
    public func rename(_ id: ObjectID, to name: String) {
        let old = objects[id.rawValue - 1].name
        guard old != name else { return }
        names.release(old)
        objects[id.rawValue - 1].name = names.claim(name)
    }

    /// The current name of object `id`. O(1).
    public func name(of id: ObjectID) -> String { objects[id.rawValue - 1].name }

    // MARK: Events

    /// The innermost open event, if any.
    public var currentEvent: Int? { state.pointee.openEvent == 0 ? nil : state.pointee.openEvent }

    /// The cause a callback recorded now would take: inside an open event, the innermost call on
    /// the open nesting path (or, in deferred work with no call open, the call that scheduled it);
    /// at the top level none. Deferred work records it as the cause of the run-loop phase that
    /// runs it, so that the phase names the call that scheduled it.
    public var currentCause: Int? {
        state.pointee.openEvent == 0 || state.pointee.openCause == 0 ? nil : state.pointee.openCause
    }

    /// Records an event that contains no other events. Returns its sequence number.
    @discardableResult
    @inlinable
    public func record(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                       cause explicitCause: Int? = nil) -> Int {
        handle.append(name, object: object, arguments: arguments, cause: explicitCause).sequence
    }

    /// Records `name` as the parent of what `body` records, and closes it in this recorder.
    /// For events around app code outside `Responder.emit` (delegate calls, hooks' actions):
    /// the recorder is chosen once, before `body`, which may make another session current and
    /// move the object whose event this is, so that looking the recorder up again to close
    /// would find the other session's.
    @inlinable
    public func record<Result>(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                               around body: () -> Result) -> Result {
        let event = open(name, object: object, arguments: arguments)
        defer { close(event) }
        return body()
    }

    /// Records an event and makes it the parent of the events recorded until `close`.
    @discardableResult
    @inlinable @inline(__always)
    public func open(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                     cause: Int? = nil) -> Int {
        handle.open(name, object: object, arguments: arguments, cause: cause)
    }

    /// Closes the event `open` returned. Events close innermost first.
    @inlinable @inline(__always)
    public func close(_ sequence: Int) {
        precondition(state.pointee.openEvent == sequence, "events must close innermost first")
        // A parent was recorded before its children, and its cause is theirs: closing a nested
        // call gives the events after it the enclosing call's cause again. Read in place, not
        // in a method: a call in the loop of a caller that records made it reload the
        // recorder's state on every event (Benchmarks/Profiling.md, section 9).
        let parent = Int(store[sequence - 1].parent)
        state.pointee.openEvent = parent
        state.pointee.openCause = parent == 0 ? 0 : Int(store[parent - 1].cause)
        if _slowPath(state.pointee.isHeldUntilEventsClose) { RecordingHandle.releaseIfClosed(state) }
    }

    /// An event `openScope` opened: its sequence number, and the innermost open event and cause
    /// around it when it was opened (0 for none), which `closeScope` makes current again.
    public struct Scope {
        /// The event's sequence number, as `open` returns it.
        public let sequence: Int
        @usableFromInline let enclosingEvent: Int
        @usableFromInline let enclosingCause: Int

        @inlinable init(sequence: Int, enclosingEvent: Int, enclosingCause: Int) {
            self.sequence = sequence
            self.enclosingEvent = enclosingEvent
            self.enclosingCause = enclosingCause
        }
    }

    /// `open` for a caller that keeps what it returns until it closes the event (`Responder.emit`):
    /// the nesting state around the event travels in the scope, so that `closeScope` restores it
    /// without reading two packed events back from the store as `close` does.
    @inlinable @inline(__always)
    public func openScope(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments()) -> Scope {
        handle.openScope(name, object: object, arguments: arguments)
    }

    /// Closes the event `openScope` opened; the same as `close(scope.sequence)`. Events close
    /// innermost first, so the state `close` reads back (the closed event's parent, and that
    /// parent's cause) is the state its `openScope` found: the new event's parent is the event
    /// open then, and `openCause` always equals the stored cause of `openEvent` (only `open`,
    /// which stores that cause, and `close`, which reads it back, set either; both 0 at the top).
    @inlinable @inline(__always)
    public func closeScope(_ scope: Scope) {
        handle.closeScope(scope)
    }

    /// This recorder's event recording without a reference to it, for a caller that keeps it
    /// across a callback (`Responder.emit`): see `RecordingHandle` for what keeps it valid.
    @inlinable
    package var handle: RecordingHandle { RecordingHandle(state) }

    /// Keeps this recorder alive until its open events have closed, when it has any: the last
    /// reference to it may go while a `RecordingHandle` still has to close them (an object leaving
    /// its session inside its own callback). The close that returns to the top level lets it go.
    package func holdUntilEventsClose() {
        guard state.pointee.openEvent != 0, !state.pointee.isHeldUntilEventsClose else { return }
        state.pointee.isHeldUntilEventsClose = true
        _ = Unmanaged.passRetained(self)
    }

    /// Kept out of line: the hot path never gets here.
    func storeSideArguments(_ arguments: EventArguments) -> UInt32 {
        sideArguments.append(arguments)
        return UInt32(sideArguments.count - 1)
    }

    /// Numbers live beside the packed events (rare: an index, a swipe's progress).
    func storeNumber(_ number: Double) -> UInt32 {
        numbers.append(number)
        return UInt32(numbers.count - 1)
    }

    // MARK: Virtual time

    /// The run loop's clock, one entry per change: events read from the recorder carry it
    /// (`TraceEvent.virtualTime`), and recording an event does not touch it.
    public private(set) var virtualTimes = VirtualTimeTable()

    /// The run loop's clock now reads `seconds`: the events recorded from now on ran then.
    /// `MainRunLoop` calls it whenever its clock moves. Kept to the microsecond, so that sums of
    /// durations read as written (0.4 × 0.35 is 0.14 s, not 0.13999999999999999 s).
    public func setVirtualTime(_ seconds: Double) {
        let rounded = seconds.isFinite ? (seconds * 1_000_000).rounded() / 1_000_000 : seconds
        virtualTimes.set(rounded, from: eventCount)
    }

    /// Places a marker before the next event.
    public func mark(_ name: String) {
        markers.append(TraceMarker(name: name, position: eventCount, turn: turn))
    }

    /// The trace recorded so far.
    public var trace: Trace {
        Trace(iosVersion: iosVersion, scenario: scenario, objects: objects, events: events, markers: markers)
    }
}
