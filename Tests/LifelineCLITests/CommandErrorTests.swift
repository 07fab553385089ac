import Foundation
import Testing

/// Every way to call the tool wrongly: non-zero exit, a message on stderr, nothing on stdout,
/// and no output file, even when `--output` was given.
struct CommandErrorTests {
    static let validStrategies =
        "Valid strategies: root-window, direct-view-access, load-view-if-needed, "
        + "appearance-transition, appearance-transition-disappear, push, push-animated, pop, pop-to-root, "
        + "set-view-controllers, interactive-pop-cancelled, interactive-pop-finished, present-full-screen, "
        + "present-page-sheet, dismiss-full-screen, dismiss-page-sheet, child-embed, child-remove, tab-switch, dark-mode, rotate, rotate-with-children, ipad-resize, ipad-form-sheet, background-foreground, hooks, observer, sheet-swipe-finished, sheet-swipe-cancelled, sheet-modal-attempt, popover-adaptive, custom-present, custom-present-keeps-presenter, custom-interactive-dismiss-cancelled, current-context, "
        + "page-swipe, page-set-animated, split-collapse, split-show-detail, pop-and-free, leaky-pop, storyboard-show-segue, storyboard-embed, unwind, custom-push, "
        + "split-collapse-iphone, split-collapse-classic, custom-interactive-pop, custom-presentation-controller."
    static let supportedVersions = "Supported versions: 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 (versions after 17 behave as 17)."

    /// Runs `arguments` with `--output out.txt` appended and checks the common failure contract.
    /// Returns stderr for the caller's message checks.
    func failure(_ arguments: [String]) throws -> String {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(arguments + ["--output", "out.txt"], in: directory.url)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(try directory.contents().isEmpty, "no output file is created")
        return result.stderr
    }

    @Test func unknownStrategyListsTheValidOnes() throws {
        let stderr = try failure(["trace", "x"])
        #expect(stderr.hasPrefix("error: unknown strategy 'x'. \(Self.validStrategies)\n"))
        #expect(!stderr.contains("Did you mean"))
    }

    @Test func unknownStrategySuggestsTheNearestName() throws {
        let stderr = try failure(["trace", "root-windw"])
        #expect(stderr.hasPrefix(
            "error: unknown strategy 'root-windw'. \(Self.validStrategies) Did you mean 'root-window'?\n"
        ))
    }

    @Test(arguments: [
        ("Root-Window", "root-window"),
        ("direct-view-acess", "direct-view-access"),
        ("appearance-transition-dissapear", "appearance-transition-disappear"),
        ("load-view-if-neded", "load-view-if-needed"),
    ])
    func suggestionsCoverCommonTypos(typed: String, suggested: String) throws {
        let stderr = try failure(["trace", typed])
        #expect(stderr.contains("Did you mean '\(suggested)'?"))
    }

    @Test func unknownStrategyInCompareFails() throws {
        let stderr = try failure(["compare", "root-window", "nope"])
        #expect(stderr.hasPrefix("error: unknown strategy 'nope'. \(Self.validStrategies)"))
    }

    @Test func compareNeedsTwoStrategies() throws {
        let stderr = try failure(["compare", "root-window"])
        #expect(stderr.hasPrefix("error: compare needs at least two strategies, got 1 (or one flow and several versions: --ios 12,16,26).\n"))
    }

    @Test func compareNeedsAStrategyAtAll() throws {
        let stderr = try failure(["compare"])
        #expect(stderr.contains("<strategy>"))
    }

    @Test func compareRejectsARepeatedStrategy() throws {
        let stderr = try failure(["compare", "root-window", "direct-view-access", "root-window"])
        #expect(stderr.hasPrefix("error: strategy 'root-window' is listed more than once.\n"))
    }

    @Test(arguments: ["19", "8", "27", "17.0", "latest"])
    func unsupportedIOSVersionListsTheSupportedOnes(version: String) throws {
        let stderr = try failure(["trace", "root-window", "--ios", version])
        #expect(stderr.hasPrefix(
            "error: The value '\(version)' is invalid for '--ios <version>': not a supported iOS version. "
                + Self.supportedVersions + "\n"
        ))
    }

    /// `--device` is shared by every command that runs a flow, as `--ios` is.
    @Test(arguments: [["trace", "dark-mode"], ["compare", "dark-mode", "root-window"], ["diff", "dark-mode", "root-window"]])
    func unsupportedDeviceListsTheSupportedOnes(command: [String]) throws {
        let stderr = try failure(command + ["--device", "android"])
        #expect(stderr.hasPrefix(
            "error: The value 'android' is invalid for '--device <device>': not a supported device. "
                + "Supported devices: iphone, ipad.\n"
        ))
    }

    @Test func unsupportedIOSVersionFailsCompareToo() throws {
        let stderr = try failure(["compare", "root-window", "direct-view-access", "--ios", "19"])
        #expect(stderr.contains(Self.supportedVersions))
    }

    @Test(arguments: [
        (["trace", "root-window"], "the following:\n  - text\n  - json\n  - dot\n  - svg\n  - mermaid\n  - html\n  - chrome-trace\n"),
        (["compare", "root-window", "direct-view-access"], "'text', 'json', 'dot', 'svg' or 'html'.\n"),
    ])
    func unknownFormatListsTheValidOnes(command: [String], formats: String) throws {
        let stderr = try failure(command + ["--format", "xml"])
        #expect(stderr.hasPrefix("error: The value 'xml' is invalid for '--format <format>'. Please provide one of \(formats)"))
    }

    @Test func anOutputExtensionTheCommandCannotWriteIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["compare", "root-window", "push", "-o", "table.mmd"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: this command cannot write mermaid ('table.mmd'); formats: text, json, dot, svg, html.\n"))
        #expect(try directory.contents().isEmpty)
    }

    @Test func unknownSubcommandFails() throws {
        let result = try LifelineBinary.run(["frobnicate"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
    }
}
