@testable import LifelineTrace
import Testing

/// `UnifiedDiff` splits lines on bytes (issue 19, defect 2: splitting a large trace's text by
/// `Character` took most of `lifeline diff`'s time); the lines must be the ones it always gave.
struct UnifiedDiffLineTests {
    static let samples = [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\nb\n", "a\n\nb\n\n", "a\r\nb\r\n", "a\rb\n", "\r\n", "\r", "\n\r\n",
        "é\u{301}\nx", "👩‍👩‍👧\n\u{301}y\n", "  turn 0\n    \"q\\n\" \n",
    ]

    @Test(arguments: samples)
    func splitsAsCharacterSplittingDid(_ text: String) {
        var expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if expected.last == "" { expected.removeLast() }
        #expect(UnifiedDiff.lines(of: text) == expected)
    }
}
