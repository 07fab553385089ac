/// One recorded event: what happened, to which object, with which arguments, in which run-loop
/// turn, inside which other event, and because of which API call.
///
/// Sequence numbers are 1-based positions in `Trace.events`; `parent` and `cause` refer to them.
public struct TraceEvent: Hashable, Sendable {
    /// The call's arguments (objects, flags, numbers, strings, lists), in parameter order.
    public var arguments: EventArguments
    /// The callback or call, such as `viewWillAppear`.
    public var name: EventName
    // Stored in 32 bits, with a bit each for whether object, parent and cause are there, so that
    // an event takes 56 bytes (48 before `virtualTime`) instead of 104: a large trace is millions of events, and reading one
    // out of the recorder builds them all (Benchmarks/Profiling.md). Any value a hand-built trace
    // gives (0, negative) is kept as given; only values beyond 32 bits trap, and the decoders
    // reject those with a message.
    @usableFromInline var presence: UInt8
    @usableFromInline var storedObject: Int32
    @usableFromInline var storedTurn: Int32
    @usableFromInline var storedParent: Int32
    @usableFromInline var storedCause: Int32

    /// The run loop's clock when the event ran, in virtual seconds since the session started
    /// (`MainRunLoop.now`, which timers and animations move). 0 for traces of formats before 4,
    /// which did not record it. The recorder keeps it sparsely, an entry per change
    /// (`VirtualTimeTable`), so recording an event costs nothing more.
    public var virtualTime: Double

    @usableFromInline static let hasObject: UInt8 = 1, hasParent: UInt8 = 2, hasCause: UInt8 = 4

    /// The largest turn, object id or sequence number an event can hold.
    public static let maximumValue = Int(Int32.max)

    /// The object the event happened to; `nil` for run-loop phases, which belong to no object.
    @inlinable
    public var object: ObjectID? {
        get { presence & Self.hasObject == 0 ? nil : ObjectID(Int(storedObject)) }
        set { storedObject = store(newValue?.rawValue, Self.hasObject) }
    }

    /// The run-loop turn the event ran in; 0 is the turn user code starts in.
    @inlinable
    public var turn: Int {
        get { Int(storedTurn) }
        set { storedTurn = Int32(newValue) }
    }

    /// The event this one ran inside, if any.
    @inlinable
    public var parent: Int? {
        get { presence & Self.hasParent == 0 ? nil : Int(storedParent) }
        set { storedParent = store(newValue, Self.hasParent) }
    }

    /// The API call this event follows from: the innermost call on its nesting chain, or for
    /// deferred work the call that scheduled it. Every call is its own cause. (Traces of formats 1
    /// and 2 named the outermost call: `Trace.causeRule`.) `Trace.causeChain(of:)` follows causes
    /// up to the user's call.
    @inlinable
    public var cause: Int? {
        get { presence & Self.hasCause == 0 ? nil : Int(storedCause) }
        set { storedCause = store(newValue, Self.hasCause) }
    }

    /// Turns, ids and sequence numbers must fit in 32 bits (`maximumValue`).
    @inlinable
    public init(name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                turn: Int, parent: Int? = nil, cause: Int? = nil, virtualTime: Double = 0) {
        self.virtualTime = virtualTime
        self.name = name
        self.arguments = arguments
        presence = 0
        storedObject = 0
        storedTurn = Int32(turn)
        storedParent = 0
        storedCause = 0
        storedObject = store(object?.rawValue, Self.hasObject)
        storedParent = store(parent, Self.hasParent)
        storedCause = store(cause, Self.hasCause)
    }

    /// Sets or clears `bit` and returns the value to store.
    @inlinable
    mutating func store(_ value: Int?, _ bit: UInt8) -> Int32 {
        guard let value else {
            presence &= ~bit
            return 0
        }
        presence |= bit
        return Int32(value)
    }

    /// Whether it is a callback, a call, a diagnostic or a run-loop phase.
    public var kind: EventKind { name.kind }
}
