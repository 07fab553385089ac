import Lifeline

/// Asserts that a trace matches its golden file, a text trace stored beside the test file at
/// `<folder of the test file>/__Traces__/<TestFile>/<testName>.<name>.trace`.
///
/// The trace is rendered with `TextTraceFormat.encode` and compared with the golden. On a
/// mismatch the test fails (through Swift Testing inside a `@Test`, XCTest otherwise) with a
/// message that names the golden and the actual trace, written to
/// `<temporary directory>/lifeline-actual/<TestFile>/…` for inspection, and shows the unified diff
/// from one to the other. A missing golden fails too, unless recording was asked for: see
/// `TraceRecordMode` (`record:`, `withTraceTesting(record:)`, or `LIFELINE_RECORD`).
///
/// ```swift
/// @Test func push() {
///     assertTrace(of: trace, matches: "push")   // __Traces__/NavigationTests/push.push.trace
/// }
/// ```
///
/// - Parameters:
///   - trace: the trace to check.
///   - name: names this golden among the test's goldens; part of the file name.
///   - record: the record mode for this assertion; nil defers to `withTraceTesting(record:)`, then
///     to `LIFELINE_RECORD`, then to `.never`.
public func assertTrace(of trace: Trace, matches name: String, record: TraceRecordMode? = nil,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        function: String = #function, line: UInt = #line, column: UInt = #column) {
    let location = TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let message = verifyTrace(of: trace, matches: name, record: record, filePath: location.filePath, function: function) {
        FailureReporter.report(message, at: location)
    }
}

/// Records a session and asserts that its trace matches its golden: `Session.record(ios:scenario:_:)`
/// then `assertTrace(of:matches:record:…)`.
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
public func assertTrace(ios: IOSVersion = .default, scenario: String? = nil, matches name: String,
                        record: TraceRecordMode? = nil,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        function: String = #function, line: UInt = #line, column: UInt = #column,
                        _ body: (Session) throws -> Void) rethrows {
    let trace = try Session.record(ios: ios, scenario: scenario, body)
    assertTrace(of: trace, matches: name, record: record, fileID: fileID, filePath: filePath,
                function: function, line: line, column: column)
}

/// The check behind `assertTrace`, returning its failure message instead of reporting it: nil when
/// the trace matches its golden. Writes what the record mode asks for (the golden) and, on a
/// failure, the actual trace to its temporary path. For building other assertions on the kit.
///
/// - Parameters:
///   - filePath: the test file's path (`#filePath`), which places the goldens.
///   - function: the test's name (`#function`), which starts the golden's file name.
public func verifyTrace(of trace: Trace, matches name: String, record: TraceRecordMode? = nil,
                        filePath: String, function: String) -> String? {
    let configuration = TraceTestingConfiguration.current
    let mode: TraceRecordMode
    switch TraceRecordMode.resolve(record ?? configuration.record, environment: configuration.resolvedEnvironment) {
    case .success(let resolved): mode = resolved
    case .failure(let invalid): return invalid.description
    }

    let store = GoldenStore(filePath: filePath, function: function, configuration: configuration)
    let check = GoldenCheck(name: name, mode: mode, goldenPath: store.goldenPath(for: name),
                            actualPath: store.actualPath(for: name))
    let actual = TextTraceFormat.encode(trace)
    let golden = GoldenStore.read(check.goldenPath)
    let outcome = GoldenCheck.compare(actual: actual, golden: golden)

    if check.records(outcome) {
        do {
            try GoldenStore.writeAtomically(actual, to: check.goldenPath)
        } catch {
            return check.recordingFailure(error)
        }
        return check.recordingMessage(for: outcome, actual: actual)
    }
    guard outcome != .match else { return nil }
    // The actual trace goes to a file too, so that it can be opened, diffed with other tools, or
    // copied over the golden by hand.
    var actualNote: String?
    do {
        try GoldenStore.writeAtomically(actual, to: check.actualPath)
    } catch {
        actualNote = "(not written: \(error))"
    }
    return check.failureMessage(for: outcome, actual: actual, actualNote: actualNote)
}
