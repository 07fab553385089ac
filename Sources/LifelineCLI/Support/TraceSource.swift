import ArgumentParser
import Foundation
import Lifeline

/// What `diff` compares: a saved trace file (or `-`, a trace on standard input), or anything
/// `trace` runs (a strategy name or a scenario file). A saved trace is read as it is; the others
/// run with the model options. Also the one reader of saved traces, for `render` too.
enum TraceSource {
    /// Extensions of files that hold a trace rather than something to run.
    static let traceExtensions: Set<String> = ["trace", "txt"]

    /// The trace `argument` stands for, with the label a diff header shows for it.
    static func trace(for argument: String, model: ModelOptions) throws -> (label: String, trace: Trace) {
        let label = InputFile.displayName(argument)
        if argument == InputFile.standardInput || traceExtensions.contains(fileExtension(argument)) {
            return (label, try readTrace(at: argument))
        }
        let runnable: RunnableScenario
        if StrategyLookup.isPath(argument) {
            // Read once: the bytes tell a saved JSON trace from a JSON scenario.
            let bytes = try InputFile.bytes(at: argument)
            if TraceFile.detectFormat(bytes) != nil {
                return (label, try decodeTrace(InputFile.checkedUTF8([UInt8](bytes), at: argument, kind: "trace"),
                                               from: argument))
            }
            runnable = try StrategyLookup.scenario(fromText: InputFile.text(of: bytes, at: argument, kind: "scenario"),
                                                     file: argument)
        } else {
            runnable = try StrategyLookup.resolve(argument)
        }
        try model.validate(runnable)
        let trace = try MainActor.assumeIsolated { try model.run(runnable) }
        return (label, trace)
    }

    /// Whether `argument` is read as a saved trace rather than run: standard input, a `.trace` or
    /// `.txt` file, or a saved JSON trace.
    static func isSavedTrace(_ argument: String) -> Bool {
        argument == InputFile.standardInput || traceExtensions.contains(fileExtension(argument)) || isSavedJSONTrace(argument)
    }

    /// Reads and decodes a saved trace (text or JSON); an error names the file, line and column.
    static func readTrace(at path: String) throws -> Trace {
        try decodeTrace(InputFile.utf8Bytes(at: path, kind: "trace"), from: path)
    }

    /// Whether the file at `path` is a saved JSON trace rather than a JSON scenario, decided by
    /// parsing (`TraceFile.detectFormat`), so any layout or key order is recognised.
    static func isSavedJSONTrace(_ path: String) -> Bool {
        guard fileExtension(path) == "json", let bytes = try? InputFile.bytes(at: path) else { return false }
        return TraceFile.detectFormat(bytes) == .json
    }

    /// `bytes` are well-formed UTF-8: the readers work on them where they lie.
    private static func decodeTrace(_ bytes: [UInt8], from path: String) throws -> Trace {
        do {
            return try TraceFile.decode(utf8: bytes)
        } catch {
            throw CommandFailure("\(InputFile.displayName(path)):\(error.line):\(error.column): \(error.message)")
        }
    }

    private static func fileExtension(_ path: String) -> String {
        URL(fileURLWithPath: path).pathExtension.lowercased()
    }
}
