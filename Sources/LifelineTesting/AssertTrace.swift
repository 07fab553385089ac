import Foundation
import Lifeline

/// Asserts that a trace matches its golden file, stored beside the test file at
/// `<folder of the test file>/__Traces__/<TestFile>/<testName>.<name>.<extension>`: a text trace
/// (`.trace`) by default, or any other `GoldenFormat` of a trace (`.json`, `.dot`, `.mermaid`).
///
/// The trace is encoded by the format and compared with the golden by the format's rule. On a
/// mismatch the test fails (through Swift Testing inside a `@Test`, XCTest otherwise) with a
/// message that names the golden and the actual text, written to
/// `<temporary directory>/lifeline-actual/<TestFile>/…` for inspection, and shows the diff
/// from one to the other. A missing golden fails too, unless recording was asked for: see
/// `TraceRecordMode` (`record:`, `withTraceTesting(record:)`, or `LIFELINE_RECORD`).
///
/// ```swift
/// @Test func push() {
///     assertTrace(of: trace, matches: "push")                 // __Traces__/NavigationTests/push.push.trace
///     assertTrace(of: trace, as: .mermaid, matches: "push")   // __Traces__/NavigationTests/push.push.mmd
/// }
/// ```
///
/// - Parameters:
///   - trace: the trace to check.
///   - format: how the trace is stored and compared; `.text` by default.
///   - name: names this golden among the test's goldens; part of the file name.
///   - record: the record mode for this assertion; nil defers to `withTraceTesting(record:)`, then
///     to `LIFELINE_RECORD`, then to `.never`.
public func assertTrace(of trace: Trace, as format: GoldenFormat<Trace> = .text, matches name: String,
                        record: TraceRecordMode? = nil,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        function: String = #function, line: UInt = #line, column: UInt = #column) {
    assertGolden(of: trace, as: format, matches: name, record: record, fileID: fileID, filePath: filePath,
                 function: function, line: line, column: column)
}

/// Records a session and asserts that its trace matches its golden: `Session.record(ios:scenario:_:)`
/// then `assertTrace(of:as:matches:record:…)`.
///
/// ```swift
/// @MainActor @Test func firstDisplay() {
///     assertTrace(ios: IOSVersion.iOS16, matches: "root-window") { session in
///         let window = Window()
///         window.rootViewController = ProfileViewController(name: "profile")
///         window.makeKeyAndVisible()
///         session.runLoop.runUntilIdle()
///     }
/// }
/// ```
@MainActor
public func assertTrace(ios: IOSVersion = .default, scenario: String? = nil, as format: GoldenFormat<Trace> = .text,
                        matches name: String, record: TraceRecordMode? = nil,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        function: String = #function, line: UInt = #line, column: UInt = #column,
                        _ body: (Session) throws -> Void) rethrows {
    let trace = try Session.record(ios: ios, scenario: scenario, body)
    assertTrace(of: trace, as: format, matches: name, record: record, fileID: fileID, filePath: filePath,
                function: function, line: line, column: column)
}

/// Asserts that any value matches its golden in `format`, at the place `assertTrace` uses:
/// `<folder of the test file>/__Traces__/<TestFile>/<testName>.<name>.<extension>`. For values
/// other than traces, such as a diagram's graph (`GoldenFormat<Graph>.dot`).
public func assertGolden<Value>(of value: Value, as format: GoldenFormat<Value>, matches name: String,
                                record: TraceRecordMode? = nil,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                function: String = #function, line: UInt = #line, column: UInt = #column) {
    let location = TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let message = verifyGolden(of: value, as: format, matches: name, record: record,
                                  filePath: location.filePath, function: function) {
        FailureReporter.report(message, at: location)
    }
}

/// Asserts that a value matches the golden file at `path`, wherever it is: a golden shared with
/// something other than the test, such as a sample's trace that `lifeline verify` checks too. The
/// actual text of a failure goes to `<temporary directory>/lifeline-actual/<file name>`.
///
/// ```swift
/// assertGolden(of: Strategies.push.run(), as: .text, atPath: repository + "/Samples/scenarios/push.trace")
/// ```
public func assertGolden<Value>(of value: Value, as format: GoldenFormat<Value>, atPath path: String,
                                record: TraceRecordMode? = nil,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
    if let message = verifyGolden(of: value, as: format, atPath: path, record: record) {
        FailureReporter.report(message, at: TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The check behind `assertTrace`, returning its failure message instead of reporting it: nil when
/// the trace matches its golden. Writes what the record mode asks for (the golden) and, on a
/// failure, the actual text to its temporary path. For building other assertions on the kit.
///
/// - Parameters:
///   - filePath: the test file's path (`#filePath`), which places the goldens.
///   - function: the test's name (`#function`), which starts the golden's file name.
public func verifyTrace(of trace: Trace, as format: GoldenFormat<Trace> = .text, matches name: String,
                        record: TraceRecordMode? = nil, filePath: String, function: String) -> String? {
    verifyGolden(of: trace, as: format, matches: name, record: record, filePath: filePath, function: function)
}

/// `verifyTrace(of:as:matches:record:filePath:function:)` for any value and format.
public func verifyGolden<Value>(of value: Value, as format: GoldenFormat<Value>, matches name: String,
                                record: TraceRecordMode? = nil, filePath: String, function: String) -> String? {
    if let refusal = format.refusal(of: value, name: name) { return refusal }
    let configuration = TraceTestingConfiguration.current
    let store = GoldenStore(filePath: filePath, function: function, configuration: configuration)
    return GoldenRun(name: name, goldenPath: store.goldenPath(for: name, pathExtension: format.pathExtension),
                     actualPath: store.actualPath(for: name, pathExtension: format.pathExtension),
                     configuration: configuration)
        .verify(format.encode(value), diffing: format.diffing, record: record)
}

/// `assertGolden(of:as:atPath:record:…)`'s check, returning its failure message (nil on a match)
/// instead of reporting it. The golden is named in messages by its file name.
public func verifyGolden<Value>(of value: Value, as format: GoldenFormat<Value>, atPath path: String,
                                record: TraceRecordMode? = nil) -> String? {
    let fileName = URL(fileURLWithPath: path).lastPathComponent
    if let refusal = format.refusal(of: value, name: fileName) { return refusal }
    let configuration = TraceTestingConfiguration.current
    return GoldenRun(name: fileName, goldenPath: path, actualPath: "\(configuration.resolvedActualDirectory)/\(fileName)",
                     configuration: configuration)
        .verify(format.encode(value), diffing: format.diffing, record: record)
}

/// One golden check with its files: the record mode resolved, the golden read, the pure decision
/// (`GoldenCheck`), and the files it asks for written.
private struct GoldenRun {
    let name: String
    let goldenPath: String
    let actualPath: String
    let configuration: TraceTestingConfiguration

    func verify(_ actual: String, diffing: GoldenDiffing, record: TraceRecordMode?) -> String? {
        let mode: TraceRecordMode
        switch TraceRecordMode.resolve(record ?? configuration.record, environment: configuration.resolvedEnvironment) {
        case .success(let resolved): mode = resolved
        case .failure(let invalid): return invalid.description
        }

        let check = GoldenCheck(name: name, mode: mode, goldenPath: goldenPath, actualPath: actualPath, diffing: diffing)
        let outcome = check.compare(actual: actual, golden: GoldenStore.read(goldenPath))

        if check.records(outcome) {
            do {
                try GoldenStore.writeAtomically(actual, to: goldenPath)
            } catch {
                return check.recordingFailure(error)
            }
            return check.recordingMessage(for: outcome, actual: actual)
        }
        guard outcome != .match else { return nil }
        // The actual text goes to a file too, so that it can be opened, diffed with other tools, or
        // copied over the golden by hand.
        var actualNote: String?
        do {
            try GoldenStore.writeAtomically(actual, to: actualPath)
        } catch {
            actualNote = "(not written: \(error))"
        }
        return check.failureMessage(for: outcome, actual: actual, actualNote: actualNote)
    }
}
