import LifelineTrace
import Testing
import LifelineTestSupport

/// The unified diff: exact output on hand-made cases, and on random ones, that it is a shortest
/// edit script (checked against a longest-common-subsequence table) that rebuilds the new text.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoHunks() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.render() == "")
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.split(separator: "\n").map { $0 == "line 5" ? "line five" : String($0) }.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff(old: old, new: new, oldName: "a.trace", newName: "b.trace").render() == """
            --- a.trace
            +++ b.trace
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesOne() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var lines = old.split(separator: "\n").map(String.init)
        lines[1] = "two"
        lines[17] = "eighteen"
        let twoHunks = UnifiedDiff(old: old, new: lines.joined(separator: "\n"), context: 2)
        #expect(twoHunks.hunks.map { [$0.oldStart, $0.oldCount, $0.newStart, $0.newCount] } == [[1, 4, 1, 4], [16, 5, 16, 5]])
        lines[17] = "18"
        lines[5] = "six"
        let merged = UnifiedDiff(old: old, new: lines.joined(separator: "\n"), context: 2)
        #expect(merged.hunks.map { [$0.oldStart, $0.oldCount] } == [[1, 8]])
    }

    @Test func emptySidesUseTheLineBeforeAsStart() {
        #expect(UnifiedDiff(old: "", new: "a\nb\n").render() == "--- expected\n+++ actual\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(UnifiedDiff(old: "a\n", new: "").render() == "--- expected\n+++ actual\n@@ -1 +0,0 @@\n-a\n")
        #expect(UnifiedDiff(old: "a\nc\n", new: "a\nb\nc\n", context: 0).render()
                == "--- expected\n+++ actual\n@@ -1,0 +2 @@\n+b\n")
    }

    @Test func colouredOutputWrapsEachKindOfLine() {
        let text = UnifiedDiff(old: "a\n", new: "b\n").render(colored: true)
        #expect(text == "\u{1B}[1m--- expected\u{1B}[0m\n\u{1B}[1m+++ actual\u{1B}[0m\n\u{1B}[36m@@ -1 +1 @@\u{1B}[0m\n"
                + "\u{1B}[31m-a\u{1B}[0m\n\u{1B}[32m+b\u{1B}[0m\n")
    }

    @Test func randomDiffsAreShortestAndRebuildTheNewText() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let old = (0..<random.below(12)).map { _ in String(random.pick(["a", "b", "c", "d"])) }
            let new = (0..<random.below(12)).map { _ in String(random.pick(["a", "b", "c", "d"])) }
            let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), context: 100)
            var rebuilt: [String] = [], removed = 0, added = 0
            for line in diff.hunks.flatMap(\.lines) {
                switch line {
                case .context(let text): rebuilt.append(text)
                case .added(let text): rebuilt.append(text); added += 1
                case .removed: removed += 1
                }
            }
            if diff.isEmpty { rebuilt = new }
            #expect(rebuilt == new)
            let common = Self.longestCommonSubsequence(old, new)
            #expect(removed == old.count - common && added == new.count - common, "\(old) -> \(new)")
        }
    }

    private static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
