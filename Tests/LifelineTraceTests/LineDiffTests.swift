@testable import LifelineTrace
import Testing
import LifelineTestSupport

/// `LineDiff`, the one edit script behind `lifeline diff`, the goldens, the viewer's marks and the
/// comparison's rows: the shortest one while the sequences differ in at most 2,000 lines, and past
/// that a common subsequence found part by part in bounded memory. Two 22,000-line traces that
/// differed on every line took 47 s and 4 GB before (`lifeline diff`), and longer ones ran out of
/// memory; the same diff now takes 0.1 s and 39 MB, with the same output.
@Suite("Line diff")
struct LineDiffTests {
    /// Every old line deleted or kept once, every new line inserted or kept once, both in order,
    /// and kept lines equal: a valid edit script.
    static func expectValid<Line: Equatable>(_ edits: [LineDiff.Edit], _ old: [Line], _ new: [Line],
                                             sourceLocation: SourceLocation = #_sourceLocation) {
        var nextOld = 0, nextNew = 0
        for edit in edits {
            switch edit {
            case .keep(let o, let n):
                #expect(o == nextOld && n == nextNew && old[o] == new[n], "\(edit)", sourceLocation: sourceLocation)
                nextOld += 1
                nextNew += 1
            case .delete(let o):
                #expect(o == nextOld, "\(edit)", sourceLocation: sourceLocation)
                nextOld += 1
            case .insert(let n):
                #expect(n == nextNew, "\(edit)", sourceLocation: sourceLocation)
                nextNew += 1
            }
        }
        #expect(nextOld == old.count && nextNew == new.count, sourceLocation: sourceLocation)
    }

    static func keeps(_ edits: [LineDiff.Edit]) -> [Int] {
        edits.compactMap { if case .keep(let o, _) = $0 { o } else { nil } }
    }

    /// The length of a longest common subsequence, by the textbook table.
    static func longestCommon<Line: Equatable>(_ old: [Line], _ new: [Line]) -> Int {
        var row = [Int](repeating: 0, count: new.count + 1)
        for line in old {
            var diagonal = 0
            for j in new.indices {
                let above = row[j + 1]
                row[j + 1] = line == new[j] ? diagonal + 1 : max(row[j], above)
                diagonal = above
            }
        }
        return row[new.count]
    }

    /// Myers' own example: the shortest script has 5 edits, and keeps 4 lines.
    @Test func shortestScriptOfTheClassicExample() {
        let old = Array("ABCABBA").map(String.init), new = Array("CBABAC").map(String.init)
        let edits = LineDiff.edits(from: old, to: new)
        Self.expectValid(edits, old, new)
        #expect(Self.keeps(edits).count == 4)
        #expect(edits.count == 9)
    }

    /// Random sequences over a small alphabet, differing in far fewer than 2,000 lines: the
    /// script is a longest common subsequence, from either overload.
    @Test func smallDifferencesGiveALongestCommonSubsequence() {
        var random = SplitMix64(seed: 0x1D1F_F001)
        for _ in 0..<200 {
            let old = (0..<random.below(60)).map { _ in Int32(random.below(6)) }
            var new = old
            for _ in 0..<random.below(12) {
                if !new.isEmpty, random.percent(50) { new.remove(at: random.below(new.count)) } else {
                    new.insert(Int32(random.below(6)), at: random.below(new.count + 1))
                }
            }
            let numbered = LineDiff.edits(from: old, to: new)
            let generic = LineDiff.edits(from: old.map(String.init), to: new.map(String.init))
            Self.expectValid(numbered, old, new)
            #expect(numbered == generic)
            #expect(Self.keeps(numbered).count == Self.longestCommon(old, new))
        }
    }

    /// 3,000 differences (every other line replaced): past the exact search, the lines each side
    /// has once anchor it, and every common line is kept.
    @Test func manyDifferencesAreAnchoredOnLinesEachSideHasOnce() {
        let old = (0..<6_000).map { "a\($0)" }
        let new = old.enumerated().map { $0.offset % 2 == 0 ? $0.element : "b\($0.offset)" }
        for edits in [LineDiff.edits(from: old, to: new),
                      LineDiff.edits(from: Self.numbered(old, new).old, to: Self.numbered(old, new).new)] {
            Self.expectValid(edits, old, new)
            #expect(Self.keeps(edits) == Array(stride(from: 0, to: 6_000, by: 2)))
        }
        #expect(LineDiff.boundedEdits(from: old, to: new, maxDistance: LineDiff.exactDistance) == nil)
    }

    /// Nothing in common and too long for the table: every line deleted, then every line
    /// inserted, at once (this was the 47-second, 4 GB case).
    @Test func unrelatedLongSequencesAreReplacedWhole() {
        let old = (0..<20_000).map { "a\($0)" }, new = (0..<20_000).map { "b\($0)" }
        let expected = old.indices.map { LineDiff.Edit.delete(old: $0) } + new.indices.map { LineDiff.Edit.insert(new: $0) }
        #expect(LineDiff.edits(from: old, to: new) == expected)
        let numbers = Self.numbered(old, new)
        #expect(LineDiff.edits(from: numbers.old, to: numbers.new) == expected)
    }

    /// Without lines either side has once, a part small enough for the table is still matched
    /// exactly: 2,400 differences between lines that all repeat.
    @Test func partsWithoutAnchorsUseTheTableWhenSmall() {
        let old = Array(repeating: "x", count: 1_200) + Array(repeating: "y", count: 1_200)
        let new = Array(repeating: "y", count: 1_200) + Array(repeating: "x", count: 1_200)
        #expect(LineDiff.boundedEdits(from: old, to: new, maxDistance: LineDiff.exactDistance) == nil)
        let edits = LineDiff.edits(from: old, to: new)
        Self.expectValid(edits, old, new)
        #expect(Self.keeps(edits).count == 1_200)
    }

    /// Random long sequences with many differences, some lines unique and some repeated: always
    /// a valid script, the same from both overloads.
    @Test func longRandomSequencesGiveValidScripts() {
        var random = SplitMix64(seed: 0x1D1F_F002)
        for _ in 0..<6 {
            let old = (0..<8_000).map { _ in random.percent(30) ? "r\(random.below(20))" : "u\(random.below(1_000_000))" }
            var new = old
            for _ in 0..<3_000 {
                if random.percent(50) { new.remove(at: random.below(new.count)) } else {
                    new.insert("n\(random.below(50))", at: random.below(new.count + 1))
                }
            }
            let edits = LineDiff.edits(from: old, to: new)
            Self.expectValid(edits, old, new)
            let numbers = Self.numbered(old, new)
            #expect(LineDiff.edits(from: numbers.old, to: numbers.new) == edits)
        }
    }

    /// Lines numbered as the comparison numbers callbacks: equal lines, equal numbers from 0.
    static func numbered(_ old: [String], _ new: [String]) -> (old: [Int32], new: [Int32]) {
        var numbers: [String: Int32] = [:]
        func number(_ line: String) -> Int32 {
            if let known = numbers[line] { return known }
            numbers[line] = Int32(numbers.count)
            return Int32(numbers.count - 1)
        }
        return (old.map(number), new.map(number))
    }
}
