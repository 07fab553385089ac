import Foundation
import Testing

/// Golden files: expected output stored under `__Goldens__` next to the tests and found
/// through `#filePath`, so they are plain files in the repository rather than bundle resources.
///
/// With `LIFELINE_RECORD=1` in the environment the actual output is written instead of
/// compared, and the test fails to remind that a recording run proves nothing.
enum Golden {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()      // Support
        .deletingLastPathComponent()      // LifelineDiagramsTests
        .appendingPathComponent("__Goldens__")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["LIFELINE_RECORD"] == "1"
    }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded \(name); run again without LIFELINE_RECORD=1 to compare", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); record it with LIFELINE_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if let difference = firstDifference(expected: expected, actual: actual) {
            Issue.record("\(name) differs from its golden (LIFELINE_RECORD=1 re-records):\n\(difference)",
                         sourceLocation: sourceLocation)
        }
    }

    /// The first differing line with two lines of context, or nil when equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let count = max(expectedLines.count, actualLines.count)
        var index = 0
        while index < count, index < expectedLines.count, index < actualLines.count,
              expectedLines[index] == actualLines[index] {
            index += 1
        }
        var lines: [String] = []
        for context in max(0, index - 2)..<index { lines.append("    \(context + 1)  \(expectedLines[context])") }
        lines.append("  - \(index + 1)  " + (index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"))
        lines.append("  + \(index + 1)  " + (index < actualLines.count ? String(actualLines[index]) : "<end of file>"))
        lines.append("  (expected \(expectedLines.count) lines, got \(actualLines.count))")
        return lines.joined(separator: "\n")
    }
}
