/// An event as `TraceRecorder` stores it while recording: 28 bytes of plain integers instead of
/// `TraceEvent`'s 96 bytes of optionals, so that recording writes little memory and never copies
/// what it has written (see `PackedEventStore`). `TraceEvent`s are made from these when the trace
/// is read, one at a time (`PackedEventSnapshot`).
@usableFromInline
struct PackedEvent {
    /// The `EventName` case's tag (`EventName.packed`).
    @usableFromInline var name: UInt8
    /// Each argument's kind in four bits, the first argument in the low bits (`ArgumentKind`).
    @usableFromInline var argumentKinds: UInt8
    /// 0 for none; sequence numbers and object ids start at 1.
    @usableFromInline var object: UInt32
    @usableFromInline var turn: UInt32
    @usableFromInline var parent: UInt32
    @usableFromInline var cause: UInt32
    /// An object id, or an index into the recorder's numbers or side arguments, by kind.
    @usableFromInline var argument0: UInt32
    @usableFromInline var argument1: UInt32

    @inlinable
    init(name: UInt8, object: UInt32, turn: UInt32, parent: UInt32, cause: UInt32) {
        self.name = name
        argumentKinds = 0
        self.object = object
        self.turn = turn
        self.parent = parent
        self.cause = cause
        argument0 = 0
        argument1 = 0
    }

    /// How an argument is stored: its kind, and a payload for objects and numbers. `side` (in
    /// the low four bits, the high four empty) stands for all of an event's arguments, kept whole in
    /// the recorder's side table at index `argument0`: strings, lists and more than two values,
    /// which do not fit 32-bit payloads and which the model records rarely.
    @usableFromInline
    enum ArgumentKind: UInt8 {
        case absent = 0, none, isFalse, isTrue, object, number, side
    }
}

/// Where `TraceRecorder` keeps its packed events: fixed-size chunks that are never moved, so
/// appending costs a store into the current chunk (`RecordingHandle.append`, which also keeps the
/// count) and, every 4,096 events, a chunk from `PackedEventPool`; an array that
/// doubles would copy everything written so far each time it grows. Because written events never
/// move, a trace can read them in place (`PackedEventSnapshot`) while recording goes on.
@usableFromInline
struct PackedEventStore {
    @usableFromInline static let chunkShift = 12
    @usableFromInline static let chunkSize = 1 << chunkShift
    @usableFromInline var chunks: [UnsafeMutablePointer<PackedEvent>] = []
    /// Frees the chunks once neither the recorder nor any trace read from it needs them.
    @usableFromInline let owner = PackedEventChunkOwner()

    @usableFromInline init() {}

    /// Once every 4,096 events, out of line: the recorder writes its next 4,096 events into the
    /// chunk this returns.
    mutating func addChunk() -> UnsafeMutablePointer<PackedEvent> {
        let chunk = PackedEventPool.shared.take()
        chunks.append(chunk)
        owner.adopt(chunk)
        return chunk
    }

    @inlinable
    subscript(index: Int) -> PackedEvent {
        chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)]
    }

    /// The first `count` events, readable for as long as the snapshot lives.
    func snapshot(count: Int, numbers: [Double], sideArguments: [EventArguments]) -> PackedEventSnapshot {
        PackedEventSnapshot(store: self, count: count, numbers: numbers, sideArguments: sideArguments)
    }
}

extension EventName {
    /// The case's position in `allCases`, which is the tag Swift stores for it. Reading the tag
    /// directly keeps recording free of the string hashing a lookup table would need; a test
    /// checks that every case round-trips, and the size check below guards the layout.
    @inlinable
    var packed: UInt8 {
        unsafeBitCast(self, to: UInt8.self)
    }

    @inlinable
    init(packed: UInt8) {
        self = unsafeBitCast(packed, to: EventName.self)
    }
}
