/// Owns a recorder's chunks: the recorder and every trace read from it hold it, and the last one
/// to go gives the chunks back to `PackedEventPool`. Without it a trace would have to copy its
/// events out of the recorder, which at 100,000 views was a 43 MB array built, faulted in and
/// freed again on every `Session.record` (Benchmarks/Profiling.md, fix 5).
///
/// Not `Sendable`: only the recording thread adds chunks. Snapshots, which cross threads, hold it
/// but never read its list (they keep their own copy of the pointers), and deinit runs once every
/// holder has let go.
@usableFromInline
final class PackedEventChunkOwner {
    private var chunks: [UnsafeMutablePointer<PackedEvent>] = []

    @usableFromInline init() {}

    @usableFromInline
    func adopt(_ chunk: UnsafeMutablePointer<PackedEvent>) {
        chunks.append(chunk)
    }

    deinit { PackedEventPool.shared.recycle(chunks) }
}

/// The first `count` events of a recorder, read in place and unpacked into `TraceEvent`s one at a
/// time. The recorder may go on appending: it only writes past `count`, and chunks never move.
///
/// It holds the recorder's chunk owner, so every chunk the recorder ever fills stays allocated
/// while the snapshot lives, including those filled after it was taken: a 10-event trace read
/// early keeps the whole run's events in memory until it goes.
@usableFromInline
final class PackedEventSnapshot: @unchecked Sendable {
    // @unchecked: everything here is immutable after init, and the memory the store's pointers
    // reach below its count is never written again.
    private let store: PackedEventStore
    /// Number arguments, which a packed event holds as an index into these.
    private let numbers: [Double]
    /// Whole argument lists with strings, lists or more than two values, by index.
    private let sideArguments: [EventArguments]

    @usableFromInline let count: Int

    init(store: PackedEventStore, count: Int, numbers: [Double], sideArguments: [EventArguments]) {
        self.store = store
        self.count = count
        self.numbers = numbers
        self.sideArguments = sideArguments
    }

    /// The event with 0-based index `index`, unpacked.
    @usableFromInline
    func event(at index: Int) -> TraceEvent {
        precondition(index >= 0 && index < count, "event index \(index) out of range 0..<\(count)")
        let packed = store[index]
        let arguments = packed.argumentKinds == PackedEvent.ArgumentKind.side.rawValue
            ? sideArguments[Int(packed.argument0)]
            : EventArguments(first: unpack(packed.argumentKinds & 0xF, packed.argument0),
                             second: unpack(packed.argumentKinds >> 4, packed.argument1))
        return TraceEvent(name: EventName(packed: packed.name), object: packed.object == 0 ? nil : ObjectID(Int(packed.object)),
                          arguments: arguments,
                          turn: Int(packed.turn),
                          parent: packed.parent == 0 ? nil : Int(packed.parent),
                          cause: packed.cause == 0 ? nil : Int(packed.cause))
    }

    private func unpack(_ kind: UInt8, _ payload: UInt32) -> ArgumentValue? {
        switch PackedEvent.ArgumentKind(rawValue: kind) ?? .absent {
        case .absent: return nil
        case .none: return ArgumentValue.none
        case .isFalse: return .bool(false)
        case .isTrue: return .bool(true)
        case .object: return .object(ObjectID(Int(payload)))
        case .number: return .number(numbers[Int(payload)])
        case .side: preconditionFailure("side arguments are unpacked whole")
        }
    }
}
