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
    // Two stored properties rather than an enum, so that reading an event from an array is an
    // inlined index with no copy of the array reference; `packed` is set only while `array` is empty.
    @usableFromInline var array: [TraceEvent]
    @usableFromInline var packed: PackedEventSnapshot?
    /// The recorder's clock, which packed events do not carry; read into each event as it is
    /// unpacked. Empty for an array.
    @usableFromInline var packedTimes = VirtualTimeTable()

    public init() { array = [] }
    public init(arrayLiteral events: TraceEvent...) { array = events }
    public init<S: Sequence>(_ events: S) where S.Element == TraceEvent { array = Array(events) }
    init(packed: PackedEventSnapshot, times: VirtualTimeTable = VirtualTimeTable()) {
        array = []
        self.packed = packed
        packedTimes = times
    }

    @inlinable public var startIndex: Int { 0 }

    @inlinable public var endIndex: Int { packed?.count ?? array.count }

    @inlinable
    public subscript(position: Int) -> TraceEvent {
        get {
            if let packed {
                guard !packedTimes.isEmpty else { return packed.event(at: position) }
                var event = packed.event(at: position)
                event.virtualTime = packedTimes.seconds(at: position)
                return event
            }
            return array[position]
        }
        set { withArray { $0[position] = newValue } }
    }

    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with events: C) where C.Element == TraceEvent {
        if packed != nil, range == startIndex..<endIndex {
            // Replacing everything (`removeAll`, assigning a whole slice) needs none of the old events.
            packed = nil
            packedTimes = VirtualTimeTable()
            array = Array(events)
            return
        }
        withArray { $0.replaceSubrange(range, with: events) }
    }

    /// Whether any event has a virtual time other than 0, without unpacking recorded events.
    var hasVirtualTime: Bool {
        packed != nil ? packedTimes.movesBefore(count) : array.contains { $0.virtualTime != 0 }
    }

    public mutating func append(_ event: TraceEvent) {
        withArray { $0.append(event) }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        withArray { $0.reserveCapacity(capacity) }
    }

    /// Runs `body` on the events as an array, unpacking them first if they are packed.
    @usableFromInline
    mutating func withArray<Result>(_ body: (inout [TraceEvent]) throws -> Result) rethrows -> Result {
        if packed != nil {
            // Room for one more: the change is often an append, which would otherwise copy again.
            var unpacked: [TraceEvent] = []
            unpacked.reserveCapacity(count + 1)
            unpacked.append(contentsOf: self)
            array = unpacked
            packed = nil
            packedTimes = VirtualTimeTable()
        }
        return try body(&array)
    }

    // Unpacked events are an array: algorithms that can work on a buffer (sorting, copying into an
    // array) get it instead of going through the subscript.
    public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<TraceEvent>) throws -> Result) rethrows -> Result? {
        packed == nil ? try array.withContiguousStorageIfAvailable(body) : nil
    }

    public mutating func withContiguousMutableStorageIfAvailable<Result>(
        _ body: (inout UnsafeMutableBufferPointer<TraceEvent>) throws -> Result) rethrows -> Result? {
        try withArray { try $0.withContiguousMutableStorageIfAvailable(body) }
    }

    public static func == (lhs: TraceEvents, rhs: TraceEvents) -> Bool {
        if let left = lhs.packed, let right = rhs.packed, left === right, lhs.packedTimes == rhs.packedTimes { return true }
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
