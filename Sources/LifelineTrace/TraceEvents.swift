/// The events of a `Trace`, in order: a random-access collection of `TraceEvent`s, indexed from 0
/// (event sequence numbers are indices + 1).
///
/// It behaves as an array does (compare it with an array literal, slice it, append to it), but a
/// trace read from a recorder does not copy its events out: it reads the recorder's compact
/// 28-byte records in place and builds each 48-byte `TraceEvent` as it is read. Building them
/// all up front was most of the memory a large run touched (Benchmarks/Profiling.md, fix 5). The
/// first change to such a collection turns it into an array; `Array(trace.events)` gives one.
public struct TraceEvents: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
                           ExpressibleByArrayLiteral, Hashable, Sendable {
    private enum Storage: Sendable {
        case array([TraceEvent])
        case packed(PackedEventSnapshot)
    }

    private var storage: Storage

    public init() { storage = .array([]) }
    public init(_ events: [TraceEvent]) { storage = .array(events) }
    public init(arrayLiteral events: TraceEvent...) { storage = .array(events) }
    public init<S: Sequence>(_ events: S) where S.Element == TraceEvent { storage = .array(Array(events)) }
    init(packed: PackedEventSnapshot) { storage = .packed(packed) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .array(let events): events.count
        case .packed(let snapshot): snapshot.count
        }
    }

    public subscript(position: Int) -> TraceEvent {
        get {
            switch storage {
            case .array(let events): events[position]
            case .packed(let snapshot): snapshot.event(at: position)
            }
        }
        set { withArray { $0[position] = newValue } }
    }

    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with events: C) where C.Element == TraceEvent {
        withArray { $0.replaceSubrange(range, with: events) }
    }

    public mutating func append(_ event: TraceEvent) {
        withArray { $0.append(event) }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        withArray { $0.reserveCapacity(capacity) }
    }

    /// Runs `body` on the events as an array, unpacking them first if they are packed. The storage
    /// is emptied while `body` runs so that the array is uniquely referenced and changes in place.
    private mutating func withArray<Result>(_ body: (inout [TraceEvent]) -> Result) -> Result {
        var events: [TraceEvent]
        switch storage {
        case .array(let stored): events = stored
        case .packed: events = Array(self)
        }
        storage = .array([])
        defer { storage = .array(events) }
        return body(&events)
    }

    public static func == (lhs: TraceEvents, rhs: TraceEvents) -> Bool {
        if case .packed(let left) = lhs.storage, case .packed(let right) = rhs.storage, left === right { return true }
        return lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for event in self { hasher.combine(event) }
    }
}

extension TraceEvents: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }
}
