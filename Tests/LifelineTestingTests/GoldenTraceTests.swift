import Foundation
import Lifeline
@testable import LifelineTesting
import Testing

/// `assertTrace` end to end, in a sandbox: each record mode against a golden that matches, differs,
/// is missing or is corrupted, with the exact messages and the files left behind.
@Suite("Golden traces")
struct GoldenTraceTests {
    let sandbox = Sandbox()

    // MARK: never (the default)

    @Test func matchingGoldenPasses() {
        let golden = sandbox.goldenPath("load")
        sandbox.write(Fixtures.smallText, to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.isEmpty)
        #expect(sandbox.files() == ["golden/GoldenTraceTests/matchingGoldenPasses.load.trace"])
    }

    @Test func missingGoldenFailsByDefault() {
        let golden = sandbox.goldenPath("load"), actual = sandbox.actualPath("load")
        let line = #line + 1
        let failures = sandbox.run { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.map(\.message) == ["""
            No golden trace for "load" (record mode: never).
            golden: \(golden) (missing)
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -0,0 +1,7 @@
            +lifeline-trace 2
            +ios: 16
            +objects:
            +  a = ViewController [viewController]
            +events:
            +turn 0
            +  a.viewDidLoad()
            To record it: LIFELINE_RECORD=missing swift test, then review and commit the golden file.
            """])
        #expect(failures.first?.location.line == line)
        #expect(failures.first?.location.fileID == "LifelineTestingTests/GoldenTraceTests.swift")
        // Nothing recorded; the actual trace is there to inspect.
        #expect(sandbox.read(golden) == nil)
        #expect(sandbox.read(actual) == Fixtures.smallText)
    }

    /// A hand-built trace no reader would accept is refused before any file is written, in every
    /// record mode, with the rule it breaks.
    @Test func aTraceThatBreaksTheReadersRulesIsRefusedAndNothingIsWritten() {
        let broken = Trace(iosVersion: 16, objects: [TraceObject(id: ObjectID(1), name: "a", className: "VC", role: .viewController)],
                           events: [TraceEvent(name: .viewDidLoad, object: ObjectID(2), turn: 0)])
        for mode in [TraceRecordMode.never, .missing, .all] {
            let failures = sandbox.run(record: mode) { assertTrace(of: broken, matches: "load") }
            #expect(failures.map(\.message) == [
                "Trace for \"load\" cannot be stored as a golden: cannot write the trace: event 1: object id 2 names no declared object",
            ])
        }
        #expect(sandbox.files() == [])
    }

    @Test func differingGoldenFailsWithTheDiff() {
        let golden = sandbox.goldenPath("load"), actual = sandbox.actualPath("load")
        sandbox.write(Fixtures.smallText, to: golden)
        let failures = sandbox.run(record: .never) { assertTrace(of: Fixtures.larger, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Trace "load" differs from its golden (record mode: never).
            golden: \(golden)
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -5,3 +5,4 @@
             events:
             turn 0
               a.viewDidLoad()
            +  a.viewWillAppear(false)
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """])
        #expect(sandbox.read(golden) == Fixtures.smallText)
        #expect(sandbox.read(actual) == Fixtures.largerText)
    }

    @Test func corruptedGoldenNamesTheLineAndColumn() {
        let golden = sandbox.goldenPath("load"), actual = sandbox.actualPath("load")
        let corrupted = Fixtures.smallText.replacingOccurrences(of: "viewDidLoad", with: "viewDidLod")
        sandbox.write(corrupted, to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Golden trace for "load" is corrupted (record mode: never).
            golden: \(golden):7:5: unknown callback `viewDidLod`; did you mean `viewDidLoad()`?
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -4,4 +4,4 @@
               a = ViewController [viewController]
             events:
             turn 0
            -  a.viewDidLod()
            +  a.viewDidLoad()
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """])
        #expect(sandbox.read(golden) == corrupted)
    }

    @Test func goldenThatIsNotTextCannotBeRead() {
        let golden = sandbox.goldenPath("load")
        try! FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: golden))
        let failures = sandbox.run { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("""
            Golden trace for "load" cannot be read (record mode: never).
            golden: \(golden): is not UTF-8 text
            """) == true)
    }

    /// A golden written by format version 1 decodes to the same trace: it still matches, so
    /// upgrading the format does not fail every golden.
    @Test func versionOneGoldenStillMatches() {
        let golden = sandbox.goldenPath("load")
        sandbox.write(Fixtures.smallText.replacingOccurrences(of: "lifeline-trace 2", with: "lifeline-trace 1"), to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.isEmpty)
    }

    // MARK: missing

    @Test func missingModeRecordsAMissingGolden() {
        let golden = sandbox.goldenPath("load")
        let failures = sandbox.run(record: .missing) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Recorded golden trace for "load" (record mode: missing): there was none.
            wrote: \(golden)
            --- \(golden)
            +++ \(golden) (recorded)
            @@ -0,0 +1,7 @@
            +lifeline-trace 2
            +ios: 16
            +objects:
            +  a = ViewController [viewController]
            +events:
            +turn 0
            +  a.viewDidLoad()
            Recording checks nothing: review the golden file, commit it and run again without recording.
            """])
        #expect(sandbox.read(golden) == Fixtures.smallText)
        // Written whole, through a temporary file that is gone; no actual trace for a recording.
        #expect(sandbox.files() == ["golden/GoldenTraceTests/missingModeRecordsAMissingGolden.load.trace"])
        // The next run compares against it.
        #expect(sandbox.run(record: .missing) { assertTrace(of: Fixtures.small, matches: "load") }.isEmpty)
    }

    @Test func missingModeStillFailsOnADifference() {
        let golden = sandbox.goldenPath("load")
        sandbox.write(Fixtures.smallText, to: golden)
        let failures = sandbox.run(record: .missing) { assertTrace(of: Fixtures.larger, matches: "load") }
        #expect(failures.first?.message.hasPrefix("Trace \"load\" differs from its golden (record mode: missing).\n") == true)
        #expect(sandbox.read(golden) == Fixtures.smallText)
    }

    @Test func missingModeDoesNotOverwriteACorruptedGolden() {
        let golden = sandbox.goldenPath("load")
        sandbox.write("lifeline-trace 2\nios: sixteen\n", to: golden)
        let failures = sandbox.run(record: .missing) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.first?.message.hasPrefix("""
            Golden trace for "load" is corrupted (record mode: missing).
            golden: \(golden):2:6: expected an iOS major version, found `sixteen`
            """) == true)
        #expect(sandbox.read(golden) == "lifeline-trace 2\nios: sixteen\n")
    }

    // MARK: failed

    @Test func failedModeRewritesADifferingGoldenAndSaysSo() {
        let golden = sandbox.goldenPath("load")
        sandbox.write(Fixtures.smallText, to: golden)
        let failures = sandbox.run(record: .failed) { assertTrace(of: Fixtures.larger, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Recorded golden trace for "load" (record mode: failed): it differed.
            wrote: \(golden)
            --- \(golden)
            +++ \(golden) (recorded)
            @@ -5,3 +5,4 @@
             events:
             turn 0
               a.viewDidLoad()
            +  a.viewWillAppear(false)
            Recording checks nothing: review the golden file, commit it and run again without recording.
            """])
        #expect(sandbox.read(golden) == Fixtures.largerText)
    }

    @Test func failedModeLeavesAMatchingGoldenAlone() {
        let golden = sandbox.goldenPath("load")
        let versionOne = Fixtures.smallText.replacingOccurrences(of: "lifeline-trace 2", with: "lifeline-trace 1")
        sandbox.write(versionOne, to: golden)
        let failures = sandbox.run(record: .failed) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.isEmpty)
        #expect(sandbox.read(golden) == versionOne)
    }

    @Test func failedModeReplacesACorruptedGolden() {
        let golden = sandbox.goldenPath("load")
        sandbox.write("lifeline-trace 2\nios: sixteen\n", to: golden)
        let failures = sandbox.run(record: .failed) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.first?.message.hasPrefix("""
            Recorded golden trace for "load" (record mode: failed): it was corrupted \
            (line 2, column 6: expected an iOS major version, found `sixteen`).
            """) == true)
        #expect(sandbox.read(golden) == Fixtures.smallText)
    }

    @Test func failedModeRecordsAMissingGolden() {
        let golden = sandbox.goldenPath("load")
        let failures = sandbox.run(record: .failed) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.first?.message.hasPrefix("Recorded golden trace for \"load\" (record mode: failed): there was none.\n") == true)
        #expect(sandbox.read(golden) == Fixtures.smallText)
    }

    // MARK: all

    @Test func allModeRewritesEvenAMatchingGolden() {
        let golden = sandbox.goldenPath("load")
        // Equal as a trace, different as text: the rewrite shows in the file.
        sandbox.write(Fixtures.smallText.replacingOccurrences(of: "lifeline-trace 2", with: "lifeline-trace 1"), to: golden)
        let failures = sandbox.run(record: .all) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Recorded golden trace for "load" (record mode: all): unchanged.
            wrote: \(golden)
            Recording checks nothing: review the golden file, commit it and run again without recording.
            """])
        #expect(sandbox.read(golden) == Fixtures.smallText)
    }

    @Test func allModeRewritesADifferingGolden() {
        let golden = sandbox.goldenPath("load")
        sandbox.write(Fixtures.largerText, to: golden)
        let failures = sandbox.run(record: .all) { assertTrace(of: Fixtures.small, matches: "load") }
        #expect(failures.first?.message.hasPrefix("Recorded golden trace for \"load\" (record mode: all): it differed.\n") == true)
        #expect(sandbox.read(golden) == Fixtures.smallText)
    }

    // MARK: Choosing the mode

    @Test func environmentVariableChoosesTheMode() {
        let golden = sandbox.goldenPath("load")
        let failures = sandbox.run(environment: ["LIFELINE_RECORD": "missing"]) {
            assertTrace(of: Fixtures.small, matches: "load")
        }
        #expect(failures.first?.message.hasPrefix("Recorded golden trace for \"load\" (record mode: missing)") == true)
        #expect(sandbox.read(golden) == Fixtures.smallText)
    }

    @Test func modeInCodeWinsOverTheEnvironment() {
        let golden = sandbox.goldenPath("load")
        let failures = sandbox.run(environment: ["LIFELINE_RECORD": "all"]) {
            assertTrace(of: Fixtures.small, matches: "load", record: .never)
        }
        #expect(failures.first?.message.hasPrefix("No golden trace for \"load\" (record mode: never).\n") == true)
        #expect(sandbox.read(golden) == nil)
    }

    @Test func withTraceTestingSetsTheModeForItsAssertions() {
        let failures = sandbox.run(environment: ["LIFELINE_RECORD": "never"]) {
            withTraceTesting(record: .missing) {
                assertTrace(of: Fixtures.small, matches: "load")
            }
        }
        #expect(failures.first?.message.hasPrefix("Recorded golden trace for \"load\" (record mode: missing)") == true)
    }

    @Test func unknownEnvironmentValueFailsInsteadOfFallingBack() {
        let failures = sandbox.run(environment: ["LIFELINE_RECORD": "sometimes"]) {
            assertTrace(of: Fixtures.small, matches: "load")
        }
        #expect(failures.map(\.message) == ["LIFELINE_RECORD=sometimes is not a record mode: use never, missing, failed or all"])
        #expect(sandbox.files().isEmpty)
    }

    @Test func recordModeResolution() {
        #expect(TraceRecordMode.resolve(nil, environment: [:]) == .success(.never))
        #expect(TraceRecordMode.resolve(nil, environment: ["LIFELINE_RECORD": ""]) == .success(.never))
        #expect(TraceRecordMode.resolve(nil, environment: ["LIFELINE_RECORD": "failed"]) == .success(.failed))
        #expect(TraceRecordMode.resolve(nil, environment: ["LIFELINE_RECORD": "ALL"]) == .success(.all))
        #expect(TraceRecordMode.resolve(nil, environment: ["LIFELINE_RECORD": "1"]) == .success(.all))
        #expect(TraceRecordMode.resolve(.never, environment: ["LIFELINE_RECORD": "all"]) == .success(.never))
        #expect(TraceRecordMode.resolve(.missing, environment: ["LIFELINE_RECORD": "bogus"]) == .success(.missing))
        #expect(TraceRecordMode.resolve(nil, environment: ["LIFELINE_RECORD": "bogus"])
                == .failure(TraceRecordMode.InvalidValue(value: "bogus")))
    }

    // MARK: Files

    @Test func goldenPathsFollowTheTestFileAndTestName() {
        let store = GoldenStore(filePath: "/repo/Tests/AppTests/NavigationTests.swift", function: "testPush(animated:)",
                                configuration: TraceTestingConfiguration(actualDirectory: "/tmp/actual"))
        #expect(store.goldenPath(for: "push") == "/repo/Tests/AppTests/__Traces__/NavigationTests/testPush.push.trace")
        #expect(store.actualPath(for: "push") == "/tmp/actual/NavigationTests/testPush.push.trace")
        // A name stays one file name, whatever it holds.
        #expect(store.goldenPath(for: "../a b/c") == "/repo/Tests/AppTests/__Traces__/NavigationTests/testPush..._a_b_c.trace")
        #expect(GoldenStore.testName(from: "firstDisplay()") == "firstDisplay")
        #expect(GoldenStore.sanitized("..") == "_..")
    }

    @Test func actualTracesGoToTheTemporaryDirectoryByDefault() {
        let store = GoldenStore(filePath: "/repo/Tests/T/KitTests.swift", function: "test()", configuration: TraceTestingConfiguration())
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-actual").path
        #expect(store.actualPath(for: "x") == "\(temporary)/KitTests/test.x.trace")
    }

    @Test func unwritableGoldenIsReported() {
        // A golden folder below a regular file cannot be created, whoever runs the tests.
        sandbox.write("not a folder", to: sandbox.root + "/file")
        let failures = withTraceTesting(configuring: { $0.goldenDirectory = sandbox.root + "/file"; $0.environment = [:] }) {
            withFailureCapture { assertTrace(of: Fixtures.small, matches: "load", record: .missing) }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("""
            Could not record golden trace for "load" (record mode: missing): \
            cannot write \(sandbox.root)/file/GoldenTraceTests/unwritableGoldenIsReported.load.trace: cannot create
            """) == true)
    }

    @Test func verifyTraceReturnsTheMessageInsteadOfReporting() {
        let golden = sandbox.goldenPath("load")
        sandbox.write(Fixtures.smallText, to: golden)
        var results: [String?] = []
        let failures = sandbox.run {
            results.append(verifyTrace(of: Fixtures.small, matches: "load", filePath: #filePath, function: #function))
            results.append(verifyTrace(of: Fixtures.larger, matches: "load", filePath: #filePath, function: #function))
        }
        #expect(failures.isEmpty)
        #expect(results.first == .some(nil))
        #expect(results.last??.hasPrefix("Trace \"load\" differs from its golden") == true)
    }

    @MainActor @Test func sessionClosureRecordsAndCompares() {
        let golden = sandbox.goldenPath("first-display")
        let display: (Session) -> Void = { session in
            let window = Window()
            window.rootViewController = ViewController(name: "a")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        let recorded = sandbox.run(record: .missing) {
            assertTrace(ios: IOSVersion.iOS16, matches: "first-display", display)
        }
        #expect(recorded.count == 1)
        let expected = Session.record(ios: IOSVersion.iOS16, display)
        #expect(sandbox.read(golden) == TextTraceFormat.encode(expected))
        #expect(sandbox.run { assertTrace(ios: IOSVersion.iOS16, matches: "first-display", display) }.isEmpty)
        // On iOS 12 the same code gives another trace: a failure.
        let other = sandbox.run { assertTrace(ios: IOSVersion.iOS12, matches: "first-display", display) }
        #expect(other.first?.message.hasPrefix("Trace \"first-display\" differs from its golden") == true)
    }
}

/// The message building alone, with no files.
@Suite("Golden check messages")
struct GoldenCheckTests {
    let check = GoldenCheck(name: "n", mode: .never, goldenPath: "/g/n.trace", actualPath: "/a/n.trace")

    @Test func outcomes() {
        #expect(check.compare(actual: "x", golden: .missing) == .missing)
        #expect(check.compare(actual: Fixtures.smallText, golden: .text(Fixtures.smallText)) == .match)
        #expect(check.compare(actual: Fixtures.largerText, golden: .text(Fixtures.smallText))
                == .differs(golden: Fixtures.smallText))
        #expect(check.compare(actual: "x", golden: .unreadable(reason: "r")) == .unreadable(reason: "r"))
        #expect(check.compare(actual: Fixtures.smallText, golden: .text("nonsense"))
                == .corrupted(golden: "nonsense", error: TraceDecodingError(line: 1, column: 1,
                    message: "expected `lifeline-trace <version>` on the first line, found `nonsense`")))
    }

    @Test func whatEachModeRecords() {
        let outcomes: [GoldenCheck.Outcome] = [.match, .missing, .differs(golden: ""), .unreadable(reason: "")]
        func recorded(_ mode: TraceRecordMode) -> [Bool] {
            var check = check
            check.mode = mode
            return outcomes.map(check.records)
        }
        #expect(recorded(.never) == [false, false, false, false])
        #expect(recorded(.missing) == [false, true, false, false])
        #expect(recorded(.failed) == [false, true, true, true])
        #expect(recorded(.all) == [true, true, true, true])
    }

    @Test func matchHasNoMessage() {
        #expect(check.failureMessage(for: .match, actual: "") == nil)
    }

    @Test func unwrittenActualIsSaidInsteadOfItsPath() {
        let message = check.failureMessage(for: .differs(golden: "a\n"), actual: "b\n", actualNote: "(not written: disk full)")
        #expect(message == """
            Trace "n" differs from its golden (record mode: never).
            golden: /g/n.trace
            actual: (not written: disk full)
            --- /g/n.trace
            +++ /a/n.trace
            @@ -1 +1 @@
            -a
            +b
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """)
    }
}
