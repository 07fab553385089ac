@testable import LifelineTrace
import LifelineTestSupport
import Testing

/// `UnifiedDiff` numbers lines once (`LineNumbering`, by bytes for ASCII texts) and diffs the
/// numbers (Benchmarks/Profiling.md, section 30). The numbers must be those of the lines as
/// Strings, which the diff compared before: equal Strings (canonical equivalence), equal numbers.
struct LineNumberingTests {
    /// Numbers by String equality, in the order first met: what the numbers must be.
    static func reference(_ texts: [String]) -> [[Int32]] {
        var numbers: [String: Int32] = [:]
        return texts.map { text in
            UnifiedDiff.lines(of: text).map { line in
                if let known = numbers[line] { return known }
                numbers[line] = Int32(numbers.count)
                return Int32(numbers.count - 1)
            }
        }
    }

    static func numbers(_ texts: [String]) -> [[Int32]] {
        let bytes = texts.map { Array($0.utf8) }
        func spans(_ index: Int, _ done: [LineSpans]) -> [[Int32]] {
            guard index < bytes.count else { return LineNumbering.numbers(of: done) }
            return bytes[index].withUnsafeBufferPointer { spans(index + 1, done + [LineSpans($0)]) }
        }
        return spans(0, [])
    }

    /// Random texts from a few lines (so most repeat), ASCII only and with lines that differ
    /// only in canonically equivalent spellings.
    @Test func numbersAreThoseOfTheLinesAsStrings() {
        var random = SplitMix64(seed: 0x11AE_5)
        let ascii = ["a", "b", "  turn 0", "vc.viewDidLoad()", "", "x\r", "\r", "[1] window.makeKeyAndVisible()", "#"]
        let unicode = ascii + ["caf\u{E9}", "cafe\u{301}", "\u{212A}", "K", "\u{37E}", ";", "日本", "👩‍👩‍👧", "e\u{301}\u{301}"]
        for round in 0..<300 {
            let pool = round % 2 == 0 ? ascii : unicode
            let texts = (0..<(1 + round % 3)).map { _ in
                (0..<random.below(40)).map { _ in random.pick(pool) + random.pick(["\n", "\n", "\r\n"]) }.joined()
                    + (random.percent(30) ? random.pick(pool) : "")
            }
            #expect(Self.numbers(texts) == Self.reference(texts), "round \(round): \(texts)")
        }
    }

    /// The diff numbers only the lines between the common ends; the edit script must be the
    /// one every line's own number gives, for texts that share long ends, none, or all, that
    /// are each other's beginning or end, and that differ by canonical equivalence only.
    @Test func numbersForTheDiffGiveTheSameEdits() {
        var random = SplitMix64(seed: 0xD1FF_E4D5)
        let pool = ["a", "b", "c", "  turn 0", "vc.viewDidLoad()", "", "x\r", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "K"]
        for round in 0..<400 {
            let lines = (0..<random.below(30)).map { _ in random.pick(round % 3 == 0 ? pool : Array(pool.prefix(7))) }
            var other = lines
            switch round % 4 {
            case 0: other = Array(lines.prefix(random.below(lines.count + 1)))
            case 1: other = Array(lines.suffix(random.below(lines.count + 1)))
            default:
                for _ in 0..<random.below(6) {
                    if random.percent(50), !other.isEmpty { other.remove(at: random.below(other.count)) } else {
                        other.insert(random.pick(pool), at: random.below(other.count + 1))
                    }
                }
            }
            let texts = [lines, other].map { $0.map { $0 + "\n" }.joined() }
            let all = Self.reference(texts)
            let bytes = texts.map { Array($0.utf8) }
            let forDiff = bytes[0].withUnsafeBufferPointer { old in
                bytes[1].withUnsafeBufferPointer { new in LineNumbering.numbersForDiff(LineSpans(old), LineSpans(new)) }
            }
            #expect(LineDiff.edits(from: forDiff.old, to: forDiff.new) == LineDiff.edits(from: all[0], to: all[1]),
                    "round \(round): \(texts)")
        }
    }

    /// Canonically equivalent lines are the same line, as they were when the diff held Strings:
    /// a golden that spells a name in another normal form shows no difference.
    @Test func canonicallyEquivalentLinesAreTheSame() {
        #expect(UnifiedDiff(old: "caf\u{E9}\nK\n", new: "cafe\u{301}\n\u{212A}\n").isEmpty)
        #expect(Self.numbers(["K\n\u{212A}\nk\n"]) == [[0, 0, 1]])
        #expect(Self.numbers(["a\r\nb\n", "a\r\nb"]) == [[0], [0]])
    }

    @Test func asciiIsFoundAtEveryOffset() {
        for length in 0..<40 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(bytes.withUnsafeBufferPointer(LineNumbering.isASCII))
            for index in 0..<length {
                bytes[index] = 0xC3
                #expect(!bytes.withUnsafeBufferPointer(LineNumbering.isASCII), "length \(length), at \(index)")
                bytes[index] = UInt8(ascii: "a")
            }
        }
    }
}
