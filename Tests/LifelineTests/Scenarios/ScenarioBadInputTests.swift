import Foundation
import Testing
import LifelineScenarios

/// Input a user meets by mistake (issue 19, "Bad input a user meets"): each gets one clear error,
/// at the right place, with the exact message.
@MainActor
@Suite("Scenario bad input")
struct ScenarioBadInputTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func loadError(_ path: String) -> ScenarioError? {
        do {
            _ = try Scenario.load(contentsOfFile: path)
            return nil
        } catch {
            return error
        }
    }

    /// A directory or a missing path is a problem with the path, not with a line of a file.
    @Test func directoryAndMissingFileSayWhatThePathIs() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let asFile = directory.appendingPathComponent("flow.yaml")
        try FileManager.default.createDirectory(at: asFile, withIntermediateDirectories: true)
        let error = try #require(loadError(asFile.path))
        #expect(error == ScenarioError(file: asFile.path, line: 0, column: 0, message: "is a directory"))
        #expect(error.description == "\(asFile.path): is a directory")

        let missing = directory.appendingPathComponent("gone.yaml").path
        #expect(loadError(missing)?.description == "\(missing): no such file")
    }

    /// The limit is checked before anything is parsed: a log file saved as `.yaml` is refused by
    /// its size, not by whatever its first repeated line looks like to the YAML parser.
    @Test func inputOverTheSizeLimitIsRefusedBeforeParsing() throws {
        #expect(Scenario.maximumSize == 1_048_576)
        let line = "2026-11-23 12:00:00 INFO: request served\n"
        let log = String(repeating: line, count: Scenario.maximumSize / line.utf8.count + 1)
        let message = "larger than 1 MiB (1,048,576 bytes), the limit for a scenario file"
        expectScenarioError(log, file: "server.yaml", 0, 0, message)

        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.yaml").path
        try log.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(loadError(path)?.description == "\(path): \(message)")
        // At the limit exactly, the file is read and parsed (and is no scenario).
        let atLimit = "#" + String(repeating: " ", count: Scenario.maximumSize - 2) + "\n"
        expectScenarioError(atLimit, 1, 1, "the file is empty; expected a mapping with 'steps' (and 'controllers')")
    }

    @Test func tabInIndentationIsNamed() {
        expectScenarioError("steps:\n\t- runUntilIdle\n", 2, 1,
                            "invalid YAML: a tab indents this line; YAML indents with spaces only")
        expectScenarioError("controllers:\n  a: {}\n \tb: {}\nsteps: []\n", 3, 2,
                            "invalid YAML: a tab indents this line; YAML indents with spaces only")
    }

    @Test func duplicateKeyIsReportedAtTheRepeat() {
        expectScenarioError("steps: [runUntilIdle]\nsteps: []\n", 2, 1,
                            "'steps' appears again in this mapping (first at 1:1); a key appears once")
        expectScenarioError("controllers:\n  a: {}\n  b: { type: navigation, root: a, type: tab }\nsteps: []\n", 3, 35,
                            "'type' appears again in this mapping (first at 3:8); a key appears once")
        // Two repeated keys: the first repeat in the file is reported.
        expectScenarioError("steps: []\nviews: [a]\nviews: [b]\nsteps: []\n", 3, 1,
                            "'views' appears again in this mapping (first at 2:1); a key appears once")
    }

    /// A `.json` file is JSON: what only YAML's flow syntax allows is an error at its position.
    @Test func jsonIsCheckedStrictly() {
        expectScenarioError("{\n  \"steps\": [\"runUntilIdle\",]\n}\n", file: "flow.json", 2, 28,
                            "invalid JSON: expected a JSON value, found `]`")
        expectScenarioError("{ steps: [] }\n", file: "flow.json", 1, 3,
                            "invalid JSON: expected a string key, found `s`")
        // The same text is fine YAML.
        #expect((try? Scenario.parse("{\n  \"steps\": [\"runUntilIdle\",]\n}\n", file: "flow.yaml")) != nil)
    }

    static let nameRule = "a name cannot contain '.' (kept for 'controller.view'), white space (U+0009 to U+000D, "
        + "U+0020, U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000) or a Unicode "
        + "noncharacter (U+FDD0 to U+FDEF, and the last two code points of every plane, U+FFFE and U+FFFF among them)"

    @Test func invalidNameSaysExactlyWhatIsRejected() {
        expectScenarioError("controllers:\n  \"a\\u001B]0;x\\u0007 b\": {}\nsteps: []\n", 2, 3,
                            "'a\\u{1B}]0;x\\u{07} b' is not a valid name: it contains U+0020, white space; \(Self.nameRule)")
        expectScenarioError("views: [\"tab\\u3000bar\"]\nsteps: []\n", 1, 9,
                            "'tab\u{3000}bar' is not a valid name: it contains U+3000, white space; \(Self.nameRule)")
        expectScenarioError("controllers:\n  a.b: {}\nsteps: []\n", 2, 3,
                            "'a.b' is not a valid name: it contains '.'; \(Self.nameRule)")
    }


    /// The name is quoted with its noncharacter made visible, as every scalar that would be
    /// invisible on a terminal is (`TraceNameSyntax.visible`).
    @Test func noncharactersAreRejectedAtLoad() {
        expectScenarioError("controllers:\n  \"a\\uFFFE\": {}\nsteps: []\n", 2, 3,
                            "'a\\u{FFFE}' is not a valid name: it contains U+FFFE, a noncharacter, which no SVG can show; "
                                + Self.nameRule)
        expectScenarioError("views: [\"\\U0010FFFF\"]\nsteps: []\n", 1, 9,
                            "'\\u{10FFFF}' is not a valid name: it contains U+10FFFF, a noncharacter, which no SVG can show; "
                                + Self.nameRule)
        // A marker is free text, but lands in every trace and diagram too.
        expectScenarioError("steps:\n  - mark: \"step 1 \\uFFFF\"\n", 2, 11,
                            "'step 1 \\u{FFFF}' is not a valid marker: it contains U+FFFF, a noncharacter, "
                                + "which no SVG can show")
        expectScenarioError("controllers:\n  a: { content: x }\nsteps: []\n", 2, 8,
                            "'content' applies to hosting controllers, and 'a' is plain (add 'type: hosting')")
        expectScenarioError("controllers:\n  h: { type: hosting, content: { \"\\uFDD0\": {} } }\nsteps: []\n", 2, 34,
                            "'\\u{FDD0}' is not a valid name: it contains U+FDD0, a noncharacter, which no SVG can show; "
                                + Self.nameRule)
    }

    /// The rule's white space is Unicode's White_Space, exactly the scalars the message lists.
    @Test func theListedWhiteSpaceIsUnicodesWhiteSpace() {
        let listed: [ClosedRange<UInt32>] = [0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680,
                                             0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F,
                                             0x3000...0x3000]
        let whiteSpace = (0...0x10FFFF as ClosedRange<UInt32>).compactMap(Unicode.Scalar.init)
            .filter(\.properties.isWhitespace).map(\.value)
        #expect(whiteSpace == listed.flatMap { Array($0) })
    }

    /// libyaml breaks lines at CR, NEL, U+2028 and U+2029 too; every position the loader reports
    /// counts lines at LF only, as the step positions and editors do.
    @Test func positionsCountLinesAtLineFeedsOnly() {
        // A raw U+2028 and NEL inside a quoted summary do not start lines.
        expectScenarioError("summary: \"a\u{2028}b\u{85}c\"\nsteps: [pusj]\n", 2, 9,
                            "unknown operation 'pusj'; expected one of \(ScenarioLoaderTests.operations); did you mean 'push'?")
        // Nor does a lone CR, before a syntax error.
        expectScenarioError("summary: \"a\rb\"\nsteps: [runOnce\n", 3, 1,
                            "invalid YAML: while parsing a flow sequence did not find expected ',' or ']'")
        // libyaml puts the end of a text without a final line break on a line after it; it is
        // reported at the end of the last line, inside the text.
        expectScenarioError("steps: [runOnce", 1, 16,
                            "invalid YAML: while parsing a flow sequence did not find expected ',' or ']'")
        expectScenarioError("summary: \"a\u{2028}b\"\nsteps: [runOnce", 2, 16,
                            "invalid YAML: while parsing a flow sequence did not find expected ',' or ']'")
        // CR LF ends a line once.
        expectScenarioError("summary: x\r\nsteps: [pusj]\r\n", 2, 9,
                            "unknown operation 'pusj'; expected one of \(ScenarioLoaderTests.operations); did you mean 'push'?")
    }

    /// A scenario whose steps never let the run loop go idle ends with an error at the step.
    @Test func runThatNeverGoesIdleEndsWithAnError() throws {
        let scenario = try Scenario.parse("""
            controllers:
              nav: { type: navigation, root: a }
              a: {}
              b: {}
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - push: { controller: b, on: nav, animated: true }
              - runUntilIdle
            """, file: "busy.yaml")
        #expect(throws: ScenarioError(file: "busy.yaml", line: 9, column: 5,
                                      message: "'runUntilIdle' stopped after 3 turns (maxTurns) with work still "
                                        + "pending; the run loop never went idle")) {
            _ = try scenario.run(maxTurns: 3)
        }
        #expect(try scenario.run(maxTurns: 100).events.count > 0)
    }
}
