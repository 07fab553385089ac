/// One recorded event: what happened, to which object, with which arguments, in which run-loop
/// turn, inside which other event, and because of which API call.
///
/// Sequence numbers are 1-based positions in `Trace.events`; `parent` and `cause` refer to them.
public struct TraceEvent: Hashable, Sendable {
    public var name: EventName
    /// The object the event happened to; `nil` for run-loop phases, which belong to no object.
    public var object: ObjectID?
    public var arguments: EventArguments
    /// The run-loop turn the event ran in; 0 is the turn user code starts in.
    public var turn: Int
    /// The event this one ran inside, if any.
    public var parent: Int?
    /// The user API call this event follows from: the outermost call on its nesting chain, or for
    /// deferred work the call that scheduled it. A top-level call is its own cause.
    public var cause: Int?

    @inlinable
    public init(name: EventName, object: ObjectID?, arguments: EventArguments = EventArguments(),
                turn: Int, parent: Int? = nil, cause: Int? = nil) {
        self.name = name
        self.object = object
        self.arguments = arguments
        self.turn = turn
        self.parent = parent
        self.cause = cause
    }

    public var kind: EventKind { name.kind }
}
