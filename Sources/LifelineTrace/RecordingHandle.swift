/// What every recorded event reads and writes, in memory of its own that `TraceRecorder` allocates
/// and frees: plain integers and pointers, so that code holding a `RecordingHandle` to it across
/// a call takes no reference count. Holding the recorder itself across a callback cost a retain
/// and a release per event on the model's path, about a fifth of its instructions
/// (Benchmarks/Profiling.md, sections 19 and 23).
@usableFromInline
struct RecordingState {
    /// Events recorded so far: the next one's sequence number is `count + 1`.
    @usableFromInline var count = 0
    /// The run-loop turn new events are recorded in.
    @usableFromInline var turn = 0
    /// The innermost open event's sequence number and cause (itself when it is a call); 0 for none,
    /// as in a packed event (sequence numbers start at 1), so that neither needs an optional's tag.
    @usableFromInline var openEvent = 0
    @usableFromInline var openCause = 0
    /// The chunk the next event goes into, once the first event has made one.
    @usableFromInline var chunk: UnsafeMutablePointer<PackedEvent>?
    /// True while the recorder keeps itself alive for its open events (`TraceRecorder.holdUntilEventsClose`).
    @usableFromInline var isHeldUntilEventsClose = false
    /// The recorder, for the rare paths (a new chunk, a number or a string argument). Not
    /// retained: the recorder owns this state and frees it when it goes.
    @usableFromInline let recorder: Unmanaged<TraceRecorder>

    init(recorder: TraceRecorder) {
        self.recorder = .passUnretained(recorder)
    }
}

/// A `TraceRecorder`'s event recording without a reference to the recorder (package-visible: the
/// model's, not a user's): what `Responder.emit`
/// keeps across the callback it records, since a reference held there cost a retain and a
/// release per event (Benchmarks/Profiling.md, section 23).
///
/// A handle is valid only while its recorder lives, and keeps nothing alive itself. Code that
/// keeps one across a call that might drop the last reference to the recorder must make sure the
/// recorder outlives its open events: `TraceRecorder.holdUntilEventsClose()`, which `Responder`
/// calls when an object leaves a session (the only way a callback can let go of the recorder its
/// own event is open in).
@usableFromInline
package struct RecordingHandle {
    @usableFromInline let state: UnsafeMutablePointer<RecordingState>

    @inlinable init(_ state: UnsafeMutablePointer<RecordingState>) {
        self.state = state
    }

    /// `TraceRecorder.openScope`: records an event and makes it the parent of the events recorded
    /// until `closeScope`; the nesting state around it travels in the scope.
    @inlinable @inline(__always)
    package func openScope(_ name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments())
        -> TraceRecorder.Scope {
        let enclosingEvent = state.pointee.openEvent, enclosingCause = state.pointee.openCause
        let sequence = open(name, object: object, arguments: arguments, cause: nil)
        return TraceRecorder.Scope(sequence: sequence, enclosingEvent: enclosingEvent, enclosingCause: enclosingCause)
    }

    /// `TraceRecorder.closeScope`: closes the event `openScope` opened. Events close innermost
    /// first, so the state `close` would read back (the closed event's parent, and that parent's
    /// cause) is the state its `openScope` found.
    ///
    /// The recorder may be freed here, when it was held only for its open events and this was the
    /// last: nothing may use the handle after the outermost event has closed.
    @inlinable @inline(__always)
    package func closeScope(_ scope: TraceRecorder.Scope) {
        precondition(state.pointee.openEvent == scope.sequence, "events must close innermost first")
        state.pointee.openEvent = scope.enclosingEvent
        state.pointee.openCause = scope.enclosingCause
        if _slowPath(state.pointee.isHeldUntilEventsClose) { RecordingHandle.releaseIfClosed(state) }
    }

    /// Records an event and makes it the parent of the events recorded until it closes.
    @inlinable @inline(__always)
    func open(_ name: EventName, object: ObjectID?, arguments: EventArguments, cause: Int?) -> Int {
        let recorded = append(name, object: object, arguments: arguments, cause: cause)
        // The new event's cause is its children's: itself for a call, else the one around it.
        state.pointee.openCause = recorded.cause
        state.pointee.openEvent = recorded.sequence
        return recorded.sequence
    }

    /// Stores an event; returns its sequence number and the cause it was given (0 for none), so
    /// that `open` need not read it back.
    @inlinable @inline(__always)
    func append(_ name: EventName, object: ObjectID?, arguments: EventArguments,
                cause explicitCause: Int?) -> (sequence: Int, cause: Int) {
        let count = state.pointee.count
        // A packed event holds 32-bit numbers. Only what comes from outside is checked here, one
        // comparison each: the sequence number, the object, a cause given explicitly (never on
        // `emit`'s path, where it folds away). The rest cannot be out of range: the open event and
        // its cause are earlier sequence numbers or checked causes, and `turn` is checked when set.
        precondition(count < UInt32.max, "a trace holds at most 4,294,967,295 events")
        let objectID = object?.rawValue ?? 0
        precondition(UInt(bitPattern: objectID) <= UInt32.max, "object id \(objectID) out of range")
        if let explicitCause {
            precondition(UInt(bitPattern: explicitCause) <= UInt32.max, "cause \(explicitCause) out of range")
        }
        let sequence = count &+ 1
        let openEvent = state.pointee.openEvent, openCause = state.pointee.openCause
        let cause = TraceRules.cause(ofEventAt: sequence, kind: name.kind, isNested: openEvent != 0,
                                     parentCause: openCause == 0 ? nil : openCause, explicitCause: explicitCause) ?? 0
        var packed = PackedEvent(name: name.packed, object: UInt32(truncatingIfNeeded: objectID),
                                 turn: UInt32(truncatingIfNeeded: state.pointee.turn),
                                 parent: UInt32(truncatingIfNeeded: openEvent), cause: UInt32(truncatingIfNeeded: cause))
        pack(arguments, into: &packed)
        // Chunks never move: the event goes straight to where the current one's next slot is.
        let offset = count & (PackedEventStore.chunkSize - 1)
        if offset == 0 { RecordingHandle.addChunk(state) }
        // PackedEvent is plain data: initialising memory needs no deinitialisation later.
        (state.pointee.chunk.unsafelyUnwrapped + offset).initialize(to: packed)
        state.pointee.count = sequence
        return (sequence, cause)
    }

    /// Packs up to two plain arguments in place; inlined, as the model's arguments are mostly one
    /// constant flag, which then packs to a couple of stores. Strings, lists and more than two
    /// values go to the side table whole.
    @inlinable @inline(__always)
    func pack(_ arguments: EventArguments, into packed: inout PackedEvent) {
        if arguments.needsSideTable {
            packed.argumentKinds = PackedEvent.ArgumentKind.side.rawValue
            packed.argument0 = RecordingHandle.storeSideArguments(arguments, state)
            return
        }
        if let first = arguments.first {
            let (kind, payload) = packValue(first)
            packed.argumentKinds = kind.rawValue
            packed.argument0 = payload
        }
        if let second = arguments.second {
            let (kind, payload) = packValue(second)
            packed.argumentKinds |= kind.rawValue << 4
            packed.argument1 = payload
        }
    }

    @inlinable
    func packValue(_ value: ArgumentValue) -> (PackedEvent.ArgumentKind, UInt32) {
        switch value {
        case .none: return (.none, 0)
        case .bool(let flag): return (flag ? .isTrue : .isFalse, 0)
        case .object(let id): return (.object, UInt32(id.rawValue))
        case .number(let number): return (.number, RecordingHandle.storeNumber(number, state))
        case .string, .list: preconditionFailure("boxed values are packed in the side table")
        }
    }

    // The rare paths, out of line so that the hot path inlines small.

    /// Once every 4,096 events.
    @usableFromInline @inline(never)
    static func addChunk(_ state: UnsafeMutablePointer<RecordingState>) {
        state.pointee.chunk = state.pointee.recorder.takeUnretainedValue().store.addChunk()
    }

    @usableFromInline @inline(never)
    static func storeSideArguments(_ arguments: EventArguments, _ state: UnsafeMutablePointer<RecordingState>) -> UInt32 {
        state.pointee.recorder.takeUnretainedValue().storeSideArguments(arguments)
    }

    @usableFromInline @inline(never)
    static func storeNumber(_ number: Double, _ state: UnsafeMutablePointer<RecordingState>) -> UInt32 {
        state.pointee.recorder.takeUnretainedValue().storeNumber(number)
    }

    /// Lets the recorder go once its last open event has closed, when it was held for them. It
    /// may be freed here, and `state` with it: nothing reads `state` after the release.
    @usableFromInline @inline(never)
    static func releaseIfClosed(_ state: UnsafeMutablePointer<RecordingState>) {
        guard state.pointee.openEvent == 0 else { return }
        state.pointee.isHeldUntilEventsClose = false
        state.pointee.recorder.release()
    }
}
