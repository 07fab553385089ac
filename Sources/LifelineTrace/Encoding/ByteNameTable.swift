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
    private var slots: [Int] = Array(repeating: -1, count: 8)

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
    func value(for key: some Collection<UInt8>) -> Value? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let index = slots[slot]
            guard index >= 0 else { return nil }
            if matches(entries[index], key) { return entries[index].value }
            slot = (slot + 1) & mask
        }
    }

    private mutating func insert(_ key: ArraySlice<UInt8>, _ value: Value) {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] >= 0 {
            if matches(entries[slots[slot]], key) {
                entries[slots[slot]].value = value
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = entries.count
        entries.append(Entry(keyStart: keyBytes.count, keyCount: key.count, value: value))
        keyBytes.append(contentsOf: key)
        if entries.count * 2 > slots.count {
            rehash(capacity: slots.count * 2)
        }
    }

    private mutating func rehash(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        let mask = capacity - 1
        for (index, entry) in entries.enumerated() {
            var slot = Self.hash(keyBytes[entry.keyStart..<entry.keyStart + entry.keyCount]) & mask
            while slots[slot] >= 0 {
                slot = (slot + 1) & mask
            }
            slots[slot] = index
        }
    }

    private func matches(_ entry: Entry, _ key: some Collection<UInt8>) -> Bool {
        guard entry.keyCount == key.count else { return false }
        var stored = entry.keyStart
        for byte in key {
            guard keyBytes[stored] == byte else { return false }
            stored += 1
        }
        return true
    }

    /// Swift's seeded hash, as `Dictionary` uses: object names come from the file, and a fixed
    /// hash would let a crafted file make every lookup probe every name. The bytes are only
    /// read by `Hasher`, for the duration of the call. Not private, so that tests can make keys
    /// that collide.
    static func hash(_ key: some Collection<UInt8>) -> Int {
        var hasher = Hasher()
        // The same bytes hash alike whatever holds them (an array, a mapped file).
        if key.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            Array(key).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        return hasher.finalize()
    }
}

extension ByteNameTable: Sendable where Value: Sendable {}

extension ByteNameTable.Entry: Sendable where Value: Sendable {}
