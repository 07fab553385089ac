@testable import LifelineTrace
import Testing

/// `ByteNameTable` is an open-addressing hash table queried with bytes still in the input.
@Suite("Byte name table")
struct ByteNameTableTests {
    /// `count` keys whose hashes agree in their low 10 bits, so that they share a slot, or probe
    /// past each other, in any table of up to 1024 slots.
    static func collidingKeys(_ count: Int) -> [String] {
        let mask = 1023
        var byLowBits: [Int: [String]] = [:]
        var candidate = 0
        while true {
            let key = "c\(candidate)"
            candidate += 1
            let bits = ByteNameTable<Int>.hash(Array(key.utf8)[...]) & mask
            byLowBits[bits, default: []].append(key)
            if byLowBits[bits]!.count == count { return byLowBits[bits]! }
        }
    }

    /// Colliding keys first, while the table has its initial 8 slots, then enough others to make
    /// it grow several times; every key is still found, and keys that are not there are not.
    @Test func findsEveryKeyThroughCollisionsAndRehashing() {
        let colliding = Self.collidingKeys(5)
        let inserted = Array(colliding.dropLast()) + (0..<300).map { "k\($0)" }
        var table = ByteNameTable<Int>()
        for (offset, key) in inserted.enumerated() {
            table[key] = offset
            #expect(table[key] == offset)
        }
        for (offset, key) in inserted.enumerated() {
            #expect(table[key] == offset, "\(key)")
            #expect(table.value(for: Array(key.utf8)[...]) == offset, "\(key)")
        }
        // Shares its slot with the first four, but was never inserted.
        #expect(table[colliding[4]] == nil)
        #expect(table["k300"] == nil)
        #expect(table["k"] == nil)
        #expect(table[""] == nil)
    }

    @Test func emptyAndPrefixKeys() {
        var table = ByteNameTable<String>()
        table["a"] = "a"
        #expect(table["ab"] == nil)
        #expect(table[""] == nil)
        table["ab"] = "ab"
        table[""] = "empty"
        #expect(table["a"] == "a")
        #expect(table["ab"] == "ab")
        #expect(table[""] == "empty")
        #expect(table["abc"] == nil)
        #expect(table["b"] == nil)
        #expect(table["A"] == nil)
    }

    /// A lookup reads the key where it lies, in a slice of a larger buffer.
    @Test func looksUpSlicesOfALargerBuffer() {
        let table = ByteNameTable([(key: "ab", value: 1), (key: "", value: 2), (key: "b", value: 3)])
        let bytes = Array("xabyb".utf8)
        #expect(table.value(for: bytes[1..<3]) == 1)
        #expect(table.value(for: bytes[2..<2]) == 2)
        #expect(table.value(for: bytes[4..<5]) == 3)
        #expect(table.value(for: bytes[1..<2]) == nil)
        #expect(table.value(for: bytes[1..<4]) == nil)
    }

    /// Setting a key again replaces its value, as a `Dictionary` does.
    @Test func settingAKeyAgainReplacesItsValue() {
        var table = ByteNameTable<Int>()
        table["a"] = 1
        table["a"] = 2
        table["ab"] = 3
        table["ab"] = 4
        #expect(table["a"] == 2)
        #expect(table["ab"] == 4)
        let table2 = ByteNameTable([(key: "x", value: 1), (key: "x", value: 2)])
        #expect(table2["x"] == 2)
    }

    /// Names are compared byte for byte: a canonically equal spelling is a miss here, which the
    /// readers then look up as a `String`.
    @Test func comparesBytesNotCanonicalEquivalence() {
        let table = ByteNameTable([(key: "caf\u{E9}", value: 1), (key: "\u{212A}", value: 2)])
        #expect(table["caf\u{E9}"] == 1)
        #expect(table["cafe\u{301}"] == nil)
        #expect(table["K"] == nil)
        #expect(table["\u{212A}"] == 2)
    }

    /// Keys made to share their slot under the fixed hash (a file could declare them) make a run
    /// of slots longer than `longestRun`; the table then hashes with the seeded `Hasher`, and
    /// finds every key as before. Ordinary keys, however many, keep the fixed hash.
    @Test func keysMadeToCollideSwitchTheTableToTheSeededHash() {
        let colliding = Self.collidingKeys(ByteNameTable<Int>.longestRun + 2)
        var table = ByteNameTable<Int>()
        for (offset, key) in colliding.enumerated() {
            table[key] = offset
        }
        #expect(table.isSeeded)
        for (offset, key) in colliding.enumerated() {
            #expect(table[key] == offset, "\(key)")
        }
        #expect(table["c"] == nil)
        #expect(table[""] == nil)

        var ordinary = ByteNameTable<Int>()
        for index in 0..<20_000 {
            ordinary["screen\(index).view"] = index
        }
        #expect(!ordinary.isSeeded)
        #expect(ordinary["screen19999.view"] == 19_999)
        #expect(ordinary["screen20000.view"] == nil)
    }

    /// Keys of every length the fixed hash reads differently (whole words, an overlapping last
    /// word, two overlapping halves, single bytes), differing only in their first or last byte,
    /// are all found, each with its own value.
    @Test func keysOfEveryLengthDifferingAtEitherEnd() {
        var table = ByteNameTable<Int>()
        var keys: [String] = []
        for length in 1...24 {
            let middle = String(repeating: "m", count: length - 1)
            keys += ["a" + middle, "b" + middle, middle + "z"]
        }
        keys = Array(Set(keys)).sorted()
        for (offset, key) in keys.enumerated() { table[key] = offset }
        for (offset, key) in keys.enumerated() {
            #expect(table[key] == offset, "\(key)")
            #expect(table.value(for: Array(("x" + key + "x").utf8)[1...key.utf8.count]) == offset, "\(key) in a slice")
        }
        #expect(table[String(repeating: "m", count: 25)] == nil)
    }
}
