/// The numbers `CallbackTable` gives callbacks whose key fits in two 64-bit words (a receiver,
/// a callback and at most two arguments, each `nil`, a flag or an object: nearly every callback
/// the model records), found without `Hasher`: an open-addressing table of callback numbers
/// probed linearly, the keys themselves kept once per number. For two traces of a million
/// events, numbering through `Dictionary` with a hashed key spent about a third of the command in
/// `Hasher` and in growing the dictionary (Benchmarks/Profiling.md, the comparison of saved traces).
struct PackedCallbackKeys: Sendable {
    /// Per slot: the callback number plus one, 0 for an empty slot. A power of two long.
    private var slots = [Int32](repeating: 0, count: 1 << 12)
    /// Per callback number: its key (two words), or zeros for a number given out elsewhere.
    private var keys: [UInt64] = []
    private var used = 0

    /// The key of a callback, if it fits: `receiver` and argument codes from `code(of:)`.
    /// `legacySpelling`: the callback is spelled as formats before 3 spell it (an argument that
    /// names a quoted object has no `@`), so it is not the same row as the later spelling.
    static func key(receiver: Int32, name: EventName, arguments: (UInt32, UInt32), legacySpelling: Bool) -> (UInt64, UInt64) {
        // The low bit is always set, so the first word is never 0, which marks numbers given to
        // callbacks that do not fit.
        ((UInt64(UInt32(bitPattern: receiver)) << 32) | (UInt64(name.packed) << 8) | (legacySpelling ? 2 : 0) | 1,
         (UInt64(arguments.0) << 32) | UInt64(arguments.1))
    }

    /// An argument as 32 bits: 0 when absent, 1 `nil`, 2 `false`, 3 `true`, 4 and up an object's
    /// name number; `nil` for a value that does not fit (a number, a string, a list, an object
    /// `objectName` does not know).
    static func code(of value: ArgumentValue?, objectName: (ObjectID) -> Int32?) -> UInt32? {
        switch value {
        case nil: return 0
        case .none?: return 1
        case .bool(let flag)?: return flag ? 3 : 2
        case .object(let id)?: return objectName(id).map { UInt32($0) + 4 }
        case .number?, .string?, .list?: return nil
        }
    }

    /// What `key(receiver:name:arguments:)` packed for callback `number`.
    func parts(of number: Int32) -> (receiver: Int32, name: EventName, arguments: (UInt32, UInt32)) {
        let first = keys[2 * Int(number)], second = keys[2 * Int(number) + 1]
        return (Int32(bitPattern: UInt32(first >> 32)), EventName(packed: UInt8(truncatingIfNeeded: first >> 8)),
                (UInt32(second >> 32), UInt32(truncatingIfNeeded: second)))
    }

    /// Makes room for `count` more keys at once, so that the table does not grow (rehashing
    /// every key) again and again while a first trace is numbered.
    mutating func reserve(_ count: Int) {
        var capacity = slots.count
        while (used + count) * 4 >= capacity * 3 { capacity *= 2 }
        if capacity > slots.count { rehash(capacity: capacity) }
        // And the keys: room that stays unwritten takes no memory.
        keys.reserveCapacity(keys.count + 2 * count)
    }

    /// Reads the slot where each of `keys` starts probing, all before any is looked up, and
    /// answers a value made of them (for the caller to keep, so that the reads are not left out).
    /// A slot of a table of millions is a cache miss; looked up one after the other, each miss
    /// waited for the last (about a tenth of comparing two million-event traces); read together,
    /// they overlap. Keys whose first word is 0 are not keys and are passed over.
    func prefetch(_ keys: UnsafeBufferPointer<(UInt64, UInt64)>) -> Int32 {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var sink: Int32 = 0
            for key in keys where key.0 != 0 {
                sink |= slots[Self.hash(key) & mask]
            }
            return sink
        }
    }

    /// The number of the callback `key`, or `next` after recording it as the number of `key`.
    mutating func number(of key: (UInt64, UInt64), next: Int32) -> Int32 {
        if used * 4 >= slots.count * 3 { grow() }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 {
                slots[slot] = next + 1
                used += 1
                record(key, as: next)
                return next
            }
            let number = Int(stored - 1)
            if keys[2 * number] == key.0, keys[2 * number + 1] == key.1 { return Int32(number) }
            slot = (slot + 1) & mask
        }
    }

    /// Frees the table of slots; `parts(of:)` still answers, `number(of:next:)` may not be called again.
    mutating func finishNumbering() {
        slots = []
    }

    /// Notes that `number` went to a callback whose key does not fit, so numbers stay indices.
    mutating func skip(_ number: Int32) {
        record((0, 0), as: number)
    }

    private mutating func record(_ key: (UInt64, UInt64), as number: Int32) {
        // Numbers come in order, one at a time.
        precondition(keys.count == 2 * Int(number), "callback numbers out of order")
        keys.append(key.0)
        keys.append(key.1)
    }

    private mutating func grow() {
        rehash(capacity: slots.count * 2)
    }

    private mutating func rehash(capacity: Int) {
        var larger = [Int32](repeating: 0, count: capacity)
        let mask = larger.count - 1
        for stored in slots where stored != 0 {
            let number = Int(stored - 1)
            var slot = Self.hash((keys[2 * number], keys[2 * number + 1])) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = stored
        }
        slots = larger
    }

    /// A fixed mix of both words (splitmix64's finaliser): the numbers do not depend on it,
    /// only how fast they are found.
    private static func hash(_ key: (UInt64, UInt64)) -> Int {
        Int(truncatingIfNeeded: splitMix64Finalized(key.0 &* 0x9E37_79B9_7F4A_7C15 ^ key.1))
    }
}
