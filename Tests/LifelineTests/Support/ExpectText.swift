import Testing

/// Compares two multi-line texts and, when they differ, reports the first differing line with
/// its neighbours, so a failing golden shows where it broke rather than two walls of text.
func expectText(_ actual: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let window = max(0, firstDifference - 3)..<(firstDifference + 4)
    func excerpt(_ lines: [Substring]) -> String {
        window.filter { $0 < lines.count }.map { "\($0 + 1): \(lines[$0])" }.joined(separator: "\n")
    }
    Issue.record("""
        Texts differ at line \(firstDifference + 1).
        expected:
        \(excerpt(expectedLines))
        actual:
        \(excerpt(actualLines))
        """, sourceLocation: sourceLocation)
}
