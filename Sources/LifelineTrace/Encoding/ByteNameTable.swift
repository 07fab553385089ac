/// A lookup from names to values that is queried with UTF-8 bytes still in the input.
///
/// Decoding a large trace looks up an object and an event name on every line. Keying a
/// `Dictionary` by `String` meant building a `String` for every token first, which dominated
/// decoding (Benchmarks/Profiling.md); this table hashes and compares the bytes where they lie.
///
/// Keys are compared byte for byte. `String` equality is canonical equivalence (`"K"` equals
/// the Kelvin sign), so a miss here is not the final word where the readers used to compare
/// `String`s: they look a missed name up again as a `String` before calling it unknown.
struct ByteNameTable<Value> {
    fileprivate struct Entry {
        var keyStart: Int
        var keyCount: Int
        var value: Value
    }

    /// Every key's bytes, one after the other.
    private var keyBytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Open addressing: an index into `entries`, or -1 for an empty slot. The count is a power of
    /// two at least twice the number of entries, so probes stay short.
    private var slots: [Int32] = Array(repeating: -1, count: 8)
    /// Whether keys are hashed by Swift's seeded `Hasher` (`seededHash`) rather than the fixed
    /// `hash`: set for good once a run of occupied slots grows past `longestRun`.
    private(set) var isSeeded = false

    /// The longest run of occupied slots the fixed hash may make. A lookup probes at most one
    /// run, so this bounds every lookup, hit or miss, whatever keys a file declares. With random
    /// hashes at the table's load (at most half full) the longest run among 10^5 keys is about
    /// 60 slots, so only keys made to collide reach it.
    static var longestRun: Int { 128 }

    init() {}

    init(_ pairs: some Sequence<(key: String, value: Value)>) {
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// The value stored for `key`; setting replaces an existing value, as a `Dictionary` does.
    subscript(key: String) -> Value? {
        get {
            let bytes = Array(key.utf8)
            return value(for: bytes[...])
        }
        set {
            guard let newValue else { preconditionFailure("ByteNameTable does not remove keys") }
            insert(Array(key.utf8)[...], newValue)
        }
    }

    /// The value stored for the bytes of `key`.
    @inline(__always)
    func value(for key: some Collection<UInt8>) -> Value? {
        Self.withBytes(of: key) { value(forBytes: $0) }
    }

    /// The value stored for `key`, read where it lies: one hash of the bytes, then each probed
    /// entry compared by length, then byte for byte.
    private func value(forBytes key: UnsafeRawBufferPointer) -> Value? {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                keyBytes.withUnsafeBytes { stored in
                    let mask = slots.count - 1
                    var slot = hash(key) & mask
                    while true {
                        let index = Int(slots[slot])
                        guard index >= 0 else { return nil }
                        let entry = entries[index]
                        if entry.keyCount == key.count, Self.equal(key, stored, at: entry.keyStart) {
                            return entry.value
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether `key` is spelled by `stored` from `start` on (which holds at least as many bytes).
    @inline(__always)
    private static func equal(_ key: UnsafeRawBufferPointer, _ stored: UnsafeRawBufferPointer, at start: Int) -> Bool {
        var offset = 0
        while offset < key.count {
            guard key[offset] == stored[start + offset] else { return false }
            offset += 1
        }
        return true
    }

    private mutating func insert(_ key: ArraySlice<UInt8>, _ value: Value) {
        let mask = slots.count - 1
        var slot = hash(key) & mask
        while slots[slot] >= 0 {
            if matches(entries[Int(slots[slot])], key) {
                entries[Int(slots[slot])].value = value
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(keyStart: keyBytes.count, keyCount: key.count, value: value))
        keyBytes.append(contentsOf: key)
        if entries.count * 2 > slots.count {
            rehash(capacity: slots.count * 2)
        } else if !isSeeded, runLength(around: slot) > Self.longestRun {
            isSeeded = true
            rehash(capacity: slots.count)
        }
    }

    /// How many occupied slots there are in a row around the occupied `slot` (wrapping round).
    private func runLength(around slot: Int) -> Int {
        let mask = slots.count - 1
        var length = 1
        var before = (slot - 1) & mask
        while slots[before] >= 0, length < slots.count {
            length += 1
            before = (before - 1) & mask
        }
        var after = (slot + 1) & mask
        while slots[after] >= 0, length < slots.count {
            length += 1
            after = (after + 1) & mask
        }
        return length
    }

    private mutating func rehash(capacity: Int) {
        while true {
            slots = Array(repeating: -1, count: capacity)
            let mask = capacity - 1
            var longest = 0
            for (index, entry) in entries.enumerated() {
                var slot = hash(keyBytes[entry.keyStart..<entry.keyStart + entry.keyCount]) & mask
                while slots[slot] >= 0 {
                    slot = (slot + 1) & mask
                }
                slots[slot] = Int32(index)
                if !isSeeded { longest = max(longest, runLength(around: slot)) }
            }
            guard !isSeeded, longest > Self.longestRun else { return }
            isSeeded = true
        }
    }

    private func matches(_ entry: Entry, _ key: ArraySlice<UInt8>) -> Bool {
        entry.keyCount == key.count && keyBytes[entry.keyStart..<entry.keyStart + entry.keyCount].elementsEqual(key)
    }

    private func hash(_ key: some Collection<UInt8>) -> Int {
        Self.withBytes(of: key) { hash($0) }
    }

    private func hash(_ key: UnsafeRawBufferPointer) -> Int {
        isSeeded ? Self.seededHash(key) : Self.hash(key)
    }

    /// A fixed hash of the bytes, eight at a time: Swift's seeded `Hasher` cost a fifth of
    /// reading a large trace (Benchmarks/Profiling.md, section 24). A file could declare names
    /// made to collide under a fixed hash; the table then switches to `seededHash` (see
    /// `longestRun`), so lookups stay short whatever the file. The same bytes hash alike
    /// whatever holds them (an array, a mapped file). Not private, so that tests can make keys
    /// that collide.
    static func hash(_ key: some Collection<UInt8>) -> Int {
        withBytes(of: key) { hash($0) }
    }

    static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var state = 0x243F_6A88_85A3_08D3 ^ UInt64(key.count)
        let count = key.count
        var offset = 0
        while offset + 8 <= count {
            state = (state ^ UInt64(littleEndian: key.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0x9E37_79B9_7F4A_7C15
            state ^= state >> 32
            offset += 8
        }
        if offset < count {
            // The last bytes without a loop: the last eight, overlapping those already mixed in
            // (the length is mixed in too); or, for a shorter key, two overlapping halves of
            // four, or its bytes one by one below four.
            let tail: UInt64
            if count >= 8 {
                tail = UInt64(littleEndian: key.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            } else if count >= 4 {
                tail = UInt64(UInt32(littleEndian: key.loadUnaligned(as: UInt32.self))) << 32
                    | UInt64(UInt32(littleEndian: key.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            } else {
                var bytes: UInt64 = 0
                for index in 0..<count { bytes |= UInt64(key[index]) << UInt64(index * 8) }
                tail = bytes
            }
            state = (state ^ tail) &* 0x9E37_79B9_7F4A_7C15
        }
        // So that every bit of the key reaches the low bits the table uses.
        return Int(truncatingIfNeeded: splitMix64Finalized(state))
    }

    /// Swift's seeded hash, as `Dictionary` uses, for a table whose keys collide under `hash`.
    static func seededHash(_ key: some Collection<UInt8>) -> Int {
        withBytes(of: key) { seededHash($0) }
    }

    /// `body` given the bytes of `key` where they lie (an array, a slice of one, a mapped file),
    /// or a copy when they are not contiguous: the same bytes hash and compare alike whatever
    /// holds them.
    @inline(__always)
    private static func withBytes<Result>(of key: some Collection<UInt8>, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = key.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        return Array(key).withUnsafeBytes(body)
    }

    static func seededHash(_ key: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: key)
        return hasher.finalize()
    }
}

extension ByteNameTable: Sendable where Value: Sendable {}

extension ByteNameTable.Entry: Sendable where Value: Sendable {}
