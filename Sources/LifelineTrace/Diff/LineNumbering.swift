/// Numbers the lines of several texts, from 0 in the order first met: equal lines, the same
/// number, in any of them. `LineDiff` then compares numbers (`edits(from: [Int32], to: [Int32])`),
/// and each line is hashed once rather than once for every part of the diff it falls in.
///
/// Lines are equal as Strings are, by canonical equivalence (`e\u{301}` is `é`, and even
/// `\u{212A}` KELVIN SIGN is `K`), which is what the golden checks' `==` and the lines' old
/// Strings decided. For texts that are all ASCII that is equality of bytes, and lines are
/// numbered by their bytes without a String each; other texts make a String of each line.
enum LineNumbering {
    /// The numbers of two texts for `LineDiff.edits`, hashing only the lines between their
    /// common first and last lines. `LineDiff` trims those ends first (greedily, the first lines
    /// then the last) and never looks at them again, so each pair of them only needs a number
    /// of its own, the same on both sides: `D + k` after the `D` numbers of the lines between.
    /// Two long texts that differ in a few lines then cost a comparison of bytes, not a hash,
    /// per line. `LineNumberingTests` checks that the edit script is the one all numbers give.
    static func numbersForDiff(_ old: LineSpans, _ new: LineSpans) -> (old: [Int32], new: [Int32]) {
        let ascii = isASCII(old.bytes) && isASCII(new.bytes)
        // Equal as the numbering's lines are equal: by bytes for ASCII texts, else as Strings.
        let equal = { (o: Int, n: Int) in ascii ? old[o].elementsEqual(new[n]) : old.string(o) == new.string(n) }
        var prefix = 0
        while prefix < old.count, prefix < new.count, equal(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, equal(old.count - 1 - suffix, new.count - 1 - suffix) {
            suffix += 1
        }
        let middle = numbers(of: [old.dropping(first: prefix, last: suffix), new.dropping(first: prefix, last: suffix)],
                             ascii: ascii)
        let distinct = Int32((middle.joined().max() ?? -1) + 1)
        let ends = { (numbers: [Int32]) -> [Int32] in
            (0..<Int32(prefix)).map { distinct + $0 } + numbers
                + (0..<Int32(suffix)).map { distinct + Int32(prefix) + $0 }
        }
        return (ends(middle[0]), ends(middle[1]))
    }

    /// One array of numbers per text, line by line; `ascii` says whether every text is ASCII
    /// when the caller already knows. O(bytes), in expected time.
    static func numbers(of texts: [LineSpans], ascii: Bool? = nil) -> [[Int32]] {
        guard ascii ?? texts.allSatisfy({ isASCII($0.bytes) }) else {
            var numbers: [String: Int32] = [:]
            return texts.map { text in
                (0..<text.count).map { line in
                    let string = text.string(line)
                    if let known = numbers[string] { return known }
                    let next = Int32(numbers.count)
                    numbers[string] = next
                    return next
                }
            }
        }
        return numbersByBytes(of: texts)
    }

    /// Whether every byte is below 0x80, read a word at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let words = bytes.count / 8
        var high: UInt64 = 0
        for word in 0..<words { high |= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) }
        for index in (words * 8)..<bytes.count { high |= UInt64(bytes[index]) }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// `numbers(of:)` for ASCII texts: an open-addressing table of line numbers, each line
    /// hashed and compared by its bytes.
    private static func numbersByBytes(of texts: [LineSpans]) -> [[Int32]] {
        let total = texts.reduce(0) { $0 + $1.count }
        // Open addressing, at most half full: a slot holds a line's number, or -1.
        var capacity = 16
        while capacity < 2 * total { capacity *= 2 }
        let mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        // Per number: its hash, and the text and line that first had it.
        var hashes: [Int] = [], firstText: [Int32] = [], firstLine: [Int32] = []
        return texts.enumerated().map { textIndex, text in
            var numbers: [Int32] = []
            numbers.reserveCapacity(text.count)
            for line in 0..<text.count {
                let bytes = text[line]
                var hasher = Hasher()
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
                let hash = hasher.finalize()
                var slot = hash & mask
                while true {
                    let number = slots[slot]
                    if number < 0 {
                        let next = Int32(hashes.count)
                        slots[slot] = next
                        hashes.append(hash)
                        firstText.append(Int32(textIndex))
                        firstLine.append(Int32(line))
                        numbers.append(next)
                        break
                    }
                    if hashes[Int(number)] == hash,
                       texts[Int(firstText[Int(number)])][Int(firstLine[Int(number)])].elementsEqual(bytes) {
                        numbers.append(number)
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
            return numbers
        }
    }
}
