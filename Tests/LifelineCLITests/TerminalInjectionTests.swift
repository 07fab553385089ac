import Foundation
import Testing

/// User text never reaches a terminal raw (issue 19, defect 5): a name that sets the window title
/// and clears the screen (`ESC ] 0 ; title BEL ESC [ 2 J`) is printed with its control characters
/// spelled out, as the text trace format spells them, by every command and in every error.
struct TerminalInjectionTests {
    /// Sets the terminal's title to "title", then clears the screen.
    static let hostile = "\u{1B}]0;title\u{07}\u{1B}[2J"
    /// How it must appear instead: each control character as `\u{XX}`.
    static let visible = #"\u{1B}]0;title\u{07}\u{1B}[2J"#
    static let fileStem = "x" + hostile

    static let scenario = """
        controllers:
          "vc\\e]0;title\\a\\e[2J": {}
        steps:
          - create: window
          - window.rootViewController: "vc\\e]0;title\\a\\e[2J"
          - window.makeKeyAndVisible
          - runUntilIdle
        """

    /// Neither output holds an escape or a bell byte.
    func expectNoControls(_ result: LifelineBinary.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let controls = text.unicodeScalars.filter { $0 == "\u{1B}" || $0 == "\u{07}" }
            #expect(controls.isEmpty, "\(name) holds \(controls.count) control characters", sourceLocation: sourceLocation)
        }
    }

    func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: directory.file(name)) }
        return directory
    }

    @Test func anUnknownStrategyNameIsShownVisibly() throws {
        for command in [["trace"], ["compare", "root-window"], ["strategies", "--source"], ["diff", "push"]] {
            let result = try LifelineBinary.run(command + [Self.fileStem])
            #expect(result.status == 64, "\(command)")
            expectNoControls(result)
            #expect(result.stderr.hasPrefix("error: unknown strategy 'x\(Self.visible)'. Valid strategies: "), "\(command)")
        }
    }

    @Test func argumentParserErrorsShowTheValueVisibly() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "--format", Self.fileStem])
        #expect(result.status == 64)
        expectNoControls(result)
        #expect(result.stderr.hasPrefix("error: The value 'x\(Self.visible)' is invalid for '--format <format>'."))
    }

    @Test func compareShowsNamesVisiblyInItsTable() throws {
        let directory = try folder([Self.fileStem + ".yaml": Self.scenario])
        let result = try LifelineBinary.run(["compare", Self.fileStem + ".yaml", "root-window"], in: directory.url)
        #expect(result.status == 0)
        expectNoControls(result)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasSuffix("x\(Self.visible)  root-window") == true)
        #expect(lines.contains { $0.hasPrefix("vc\(Self.visible).loadView()  ") })
        #expect(lines.contains { $0.hasPrefix("x\(Self.visible) skips ") })
        // The same bytes in a file, so that `cat` of the file is as safe as the terminal was.
        let written = try LifelineBinary.run(["compare", Self.fileStem + ".yaml", "root-window", "-o", "table.txt"],
                                             in: directory.url)
        #expect(written.status == 0)
        #expect(try Data(contentsOf: directory.file("table.txt")) == result.stdoutData)
    }

    @Test func scenarioErrorsShowTheFileAndNamesVisibly() throws {
        let broken = Self.scenario.replacingOccurrences(of: "runUntilIdle", with: "accessView: \"b\\e[2J\"")
        let directory = try folder([Self.fileStem + ".yaml": broken])
        let result = try LifelineBinary.run(["trace", Self.fileStem + ".yaml"], in: directory.url)
        #expect(result.status == 1)
        expectNoControls(result)
        #expect(result.stderr.hasPrefix("error: x\(Self.visible).yaml:7:"))
        #expect(result.stderr.contains(#"b\u{1B}[2J"#))
    }

    @Test func missingFilesAreNamedVisibly() throws {
        for (command, file) in [(["render"], Self.fileStem + ".trace"), (["diff", "push"], Self.fileStem + ".trace"),
                                (["trace"], Self.fileStem + ".yaml")] {
            let result = try LifelineBinary.run(command + [file])
            #expect(result.status != 0)
            expectNoControls(result)
            #expect(result.stderr == "error: \(file.replacingOccurrences(of: Self.hostile, with: Self.visible)): no such file\n",
                    "\(command)")
        }
    }

    @Test func diffShowsFileNamesVisibly() throws {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "push", "-o", "push.trace"], in: directory.url).status == 0)
        try FileManager.default.copyItem(at: directory.file("push.trace"), to: directory.file(Self.fileStem + ".trace"))
        let result = try LifelineBinary.run(["diff", Self.fileStem + ".trace", "push", "--ios", "12", "--color", "always"],
                                            in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("\u{1B}[1m--- x\(Self.visible).trace\u{1B}[0m\n\u{1B}[1m+++ push\u{1B}[0m\n"),
                "the diff's own colours stay, the name's escapes do not")
        #expect(!result.stdout.contains("\u{07}") && !result.stdout.contains("\u{1B}]0"))
    }

    @Test func verifyShowsFileNamesVisibly() throws {
        let directory = try folder([Self.fileStem + ".yaml": Self.scenario])
        let result = try LifelineBinary.run(["verify", ".", "--progress"], in: directory.url)
        #expect(result.status == 1)
        expectNoControls(result)
        #expect(result.stdout == """
            MISSING   x\(Self.visible).yaml: no golden x\(Self.visible).trace
            1 scenario: 0 ok, 1 missing

            """)
        #expect(result.stderr == "[1/1] x\(Self.visible).yaml\n")
    }

    /// A golden may hold raw control characters in quoted names (the reader accepts them); its
    /// lines in verify's diff are shown visibly like everything else.
    @Test func verifyShowsAGoldensRawControlsVisibly() throws {
        let directory = try folder(["flow.yaml": Self.scenario])
        #expect(try LifelineBinary.run(["trace", "flow.yaml", "-o", "flow.trace"], in: directory.url).status == 0)
        let golden = try String(contentsOf: directory.file("flow.trace"), encoding: .utf8)
            .replacingOccurrences(of: Self.visible, with: Self.hostile)
            .replacingOccurrences(of: "= ViewController", with: "= DemoViewController")
        try Data(golden.utf8).write(to: directory.file("flow.trace"))
        let result = try LifelineBinary.run(["verify", ".", "--color", "always"], in: directory.url)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{07}") && !result.stdout.contains("\u{1B}]0"))
        #expect(result.stdout.contains("\n\u{1B}[31m-  \"vc\(Self.visible)\" = DemoViewController [viewController]\u{1B}[0m\n"))
    }

    /// The trace encodings carry their own escaping; nothing raw reaches the terminal either.
    @Test(arguments: ["text", "json", "dot", "mermaid", "svg"])
    func traceOutputHasNoRawControls(format: String) throws {
        let directory = try folder([Self.fileStem + ".yaml": Self.scenario])
        let result = try LifelineBinary.run(["trace", Self.fileStem + ".yaml", "--format", format], in: directory.url)
        #expect(result.status == 0)
        expectNoControls(result)
    }
}
