import Foundation
import Testing

/// `lifeline diff`, run as a user would: diff(1)'s exit statuses and the unified text.
struct DiffCommandTests {
    static let old = """
        lifeline-trace 3
        ios: 26
        objects:
          vc = ViewController [viewController]
        events:
        turn 0
          [1] vc.view
            vc.loadView()
            vc.viewDidLoad()

        """

    @Test func identicalTracesExitZeroAndPrintNothing() throws {
        let directory = try TemporaryDirectory()
        try Self.old.write(to: directory.url.appendingPathComponent("a.trace"), atomically: true, encoding: .utf8)
        let result = try LifelineBinary.run(["diff", "a.trace", "a.trace"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test func differingTracesPrintTheUnifiedDiffAndExitOne() throws {
        let directory = try TemporaryDirectory()
        let new = Self.old.replacingOccurrences(of: "    vc.viewDidLoad()\n", with: "    vc.viewDidLoad()\n    vc.viewWillAppear(false)\n")
        try Self.old.write(to: directory.url.appendingPathComponent("old.trace"), atomically: true, encoding: .utf8)
        try new.write(to: directory.url.appendingPathComponent("new.trace"), atomically: true, encoding: .utf8)
        let result = try LifelineBinary.run(["diff", "old.trace", "new.trace"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            --- old.trace
            +++ new.trace
            @@ -7,3 +7,4 @@
               [1] vc.view
                 vc.loadView()
                 vc.viewDidLoad()
            +    vc.viewWillAppear(false)

            """)
        let colored = try LifelineBinary.run(["diff", "old.trace", "new.trace", "--color", "always"], in: directory.url)
        #expect(colored.stdout.contains("\u{1B}[32m+    vc.viewWillAppear(false)\u{1B}[0m"))
    }

    @Test func aSavedTraceMatchesTheStrategyThatWroteIt() throws {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "push", "-o", "push.trace"], in: directory.url).status == 0)
        #expect(try LifelineBinary.run(["trace", "push", "--format", "json", "-o", "push.json"], in: directory.url).status == 0)
        #expect(try LifelineBinary.run(["diff", "push.trace", "push"], in: directory.url).status == 0)
        #expect(try LifelineBinary.run(["diff", "push.json", "push.trace"], in: directory.url).status == 0)
        let other = try LifelineBinary.run(["diff", "push.trace", "push", "--ios", "12"], in: directory.url)
        #expect(other.status == 1)
        #expect(other.stdout.contains("-ios: 26\n+ios: 12\n"))
    }

    @Test func unreadableFilesExitTwoAndUnknownStrategiesAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        try "lifeline-trace 2\nios: x\n".write(to: directory.url.appendingPathComponent("bad.trace"), atomically: true, encoding: .utf8)
        let bad = try LifelineBinary.run(["diff", "bad.trace", "push"], in: directory.url)
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr == "error: bad.trace:2:6: expected an iOS major version, found `x`\n")
        let missing = try LifelineBinary.run(["diff", "missing.trace", "push"], in: directory.url)
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: missing.trace: no such file\n")
        let unknown = try LifelineBinary.run(["diff", "pussh", "push"], in: directory.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Did you mean 'push'?"))
    }

    // MARK: One flow across versions (issue 18)

    /// `diff FLOW --ios A --vs-ios B`: the flow on two versions, the headers saying which is which.
    @Test func oneFlowOnTwoVersions() throws {
        let result = try LifelineBinary.run(["diff", "root-window", "--ios", "12", "--vs-ios", "26"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            --- root-window (iOS 12)
            +++ root-window (iOS 26)
            @@ -1,5 +1,5 @@
             lifeline-trace 3
            -ios: 12
            +ios: 26
             scenario: root-window
             objects:
               window = Window [window]
            @@ -24,7 +24,6 @@
                 label.willMove(toWindow: window)
                 vc.view.didMoveToWindow()
                 label.didMoveToWindow()
            -    vc.traitCollectionDidChange(nil)
                 vc.view.layoutMarginsDidChange()
                 vc.viewLayoutMarginsDidChange()
                 vc.view.safeAreaInsetsDidChange()
            @@ -35,6 +34,7 @@
                   vc.view.updateConstraints()
                 window.updateConstraints()
                 window.layoutSubviews()
            +    vc.viewIsAppearing(false)
                 vc.viewWillLayoutSubviews()
                 vc.view.layoutSubviews()
                 vc.viewDidLayoutSubviews()

            """)
        // Versions that behave alike differ only in the header's version.
        let alike = try LifelineBinary.run(["diff", "root-window", "--ios", "17", "--vs-ios", "26"])
        #expect(alike.status == 1)
        #expect(alike.stdout == "--- root-window (iOS 17)\n+++ root-window (iOS 26)\n@@ -1,5 +1,5 @@\n lifeline-trace 3\n"
            + "-ios: 17\n+ios: 26\n scenario: root-window\n objects:\n   window = Window [window]\n")
    }

    /// A flow from a pipe is read once and run on both versions: it was read twice, and the
    /// second read found the pipe empty ("the file is empty", exit 2). A scenario without a
    /// `name` is named after its file, here standard input.
    @Test func oneFlowFromAPipeOnTwoVersions() throws {
        let piped = try LifelineBinary.shell(#""$0" strategies --source root-window | "$0" diff /dev/stdin --ios 17 --vs-ios 26"#)
        #expect(piped.stderr.isEmpty)
        #expect(piped.status == 1)
        #expect(piped.stdout == "--- /dev/stdin (iOS 17)\n+++ /dev/stdin (iOS 26)\n@@ -1,5 +1,5 @@\n lifeline-trace 3\n"
            + "-ios: 17\n+ios: 26\n scenario: stdin\n objects:\n   window = Window [window]\n")
    }

    /// A saved trace is refused with --vs-ios whether it comes from a file or, known only once
    /// read, a pipe.
    @Test func aSavedTraceFromAPipeIsRefusedAcrossVersions() throws {
        let saved = try LifelineBinary.shell(#""$0" trace push | "$0" diff /dev/stdin --vs-ios 12"#)
        #expect(saved.status == 64)
        #expect(saved.stdout.isEmpty)
        #expect(saved.stderr.hasPrefix("error: --vs-ios runs a flow on another version, but '/dev/stdin' is a saved trace; give a strategy or a scenario file.\n"))
    }

    @Test(arguments: [
        (["diff", "push"], "error: diff needs a second trace, or --vs-ios to run the first on another iOS version.\n"),
        (["diff", "saved.trace", "--vs-ios", "12"],
         "error: --vs-ios runs a flow on another version, but 'saved.trace' is a saved trace; give a strategy or a scenario file.\n"),
        (["diff", "push", "pop", "--ios", "12,13"],
         "error: --ios takes one version here; 'lifeline compare FLOW --ios 12,13' compares a flow across versions.\n"),
    ])
    func versionDiffErrors(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        try Self.old.write(to: directory.url.appendingPathComponent("saved.trace"), atomically: true, encoding: .utf8)
        let result = try LifelineBinary.run(arguments, in: directory.url)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message))
    }
}
