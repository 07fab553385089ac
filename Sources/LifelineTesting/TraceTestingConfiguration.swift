import Foundation

/// Settings for the `assertTrace` calls made inside `withTraceTesting`, scoped to the current task
/// (so parallel tests keep their own).
struct TraceTestingConfiguration: Sendable {
    /// The record mode for assertions that do not pass one; nil defers to the environment.
    var record: TraceRecordMode?
    /// Replaces `<folder of the test file>/__Traces__` as the root of the goldens; the per-file
    /// folder and the file names stay as they are.
    var goldenDirectory: String?
    /// Where the actual trace of a failed comparison is written, instead of
    /// `<temporary directory>/lifeline-actual`.
    var actualDirectory: String?
    /// The environment `LIFELINE_RECORD` is read from; nil reads the process's. Internal: the
    /// kit's own tests set it so that their outcome does not depend on how `swift test` was run.
    var environment: [String: String]?

    @TaskLocal static var current = TraceTestingConfiguration()

    var resolvedEnvironment: [String: String] { environment ?? ProcessInfo.processInfo.environment }

    var resolvedActualDirectory: String {
        actualDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-actual").path
    }
}

/// Runs `operation` with settings for every `assertTrace` inside it, as a suite or a single test
/// may want: a record mode for the assertions that do not pass their own (it wins over
/// `LIFELINE_RECORD`), or goldens kept somewhere other than beside the test file.
///
/// - Parameters:
///   - record: the mode for assertions without a `record:` argument; nil keeps the enclosing one.
///   - goldenDirectory: the folder that replaces `<folder of the test file>/__Traces__`; goldens
///     are then `<goldenDirectory>/<TestFile>/<testName>.<name>.trace`. Nil keeps the enclosing one.
///   - actualDirectory: where the actual trace of a failure is written for inspection, instead of
///     `<temporary directory>/lifeline-actual`. Nil keeps the enclosing one.
public func withTraceTesting<Result>(record: TraceRecordMode? = nil, goldenDirectory: String? = nil,
                                     actualDirectory: String? = nil,
                                     operation: () throws -> Result) rethrows -> Result {
    try withTraceTesting(configuring: {
        $0.override(record: record, goldenDirectory: goldenDirectory, actualDirectory: actualDirectory)
    }, operation: operation)
}

/// The async form of `withTraceTesting(record:goldenDirectory:actualDirectory:operation:)`.
public func withTraceTesting<Result>(record: TraceRecordMode? = nil, goldenDirectory: String? = nil,
                                     actualDirectory: String? = nil,
                                     operation: () async throws -> Result) async rethrows -> Result {
    var configuration = TraceTestingConfiguration.current
    configuration.override(record: record, goldenDirectory: goldenDirectory, actualDirectory: actualDirectory)
    return try await TraceTestingConfiguration.$current.withValue(configuration) { try await operation() }
}

/// Changes the enclosing settings in any way, including the internal ones.
func withTraceTesting<Result>(configuring change: (inout TraceTestingConfiguration) -> Void,
                              operation: () throws -> Result) rethrows -> Result {
    var configuration = TraceTestingConfiguration.current
    change(&configuration)
    return try TraceTestingConfiguration.$current.withValue(configuration) { try operation() }
}

extension TraceTestingConfiguration {
    /// Takes each setting that is given; a nil one keeps the enclosing value.
    mutating func override(record: TraceRecordMode?, goldenDirectory: String?, actualDirectory: String?) {
        if let record { self.record = record }
        if let goldenDirectory { self.goldenDirectory = goldenDirectory }
        if let actualDirectory { self.actualDirectory = actualDirectory }
    }
}
