import ArgumentParser
import Foundation
import Lifeline

/// What `diff` and `compare` take: a saved trace file (or `-`, a trace on standard input), or
/// anything `trace` runs (a strategy name or a scenario file). A saved trace is read as it is; the
/// others run with the model options. Also the one reader of saved traces, for `render` too, and
/// the one place that tells a saved trace from something to run.
enum TraceSource {
    /// Extensions of files that hold a trace rather than something to run.
    static let traceExtensions: Set<String> = ["trace", "txt"]

    /// What an argument holds once read: a saved trace, or a strategy or scenario file to run.
    enum Content {
        case saved(Trace)
        case runnable(RunnableScenario)
    }

    /// Reads what `argument` names, once: standard input and `.trace`/`.txt` files are saved
    /// traces; any other path is a saved trace if its bytes say so (`TraceFile.detectFormat`),
    /// else a scenario file; anything else is a strategy's name.
    static func content(of argument: String) throws -> Content {
        if isNamedAsTrace(argument) { return .saved(try readTrace(at: argument)) }
        guard StrategyLookup.isPath(argument) else { return .runnable(try StrategyLookup.resolve(argument)) }
        if InputFile.isRegularFile(argument) {
            // Looked at where it lies (detection stops at the `format` member), then read by the
            // mapped reader: a big JSON trace is never copied whole (Profiling.md, section 17).
            return try savedTraceFormat(at: argument) != nil ? .saved(readTrace(at: argument))
                                                             : .runnable(StrategyLookup.resolve(argument))
        }
        // A pipe (`<(lifeline trace push --format json)`) can be read only once: read, then decide.
        let bytes = try InputFile.bytes(at: argument)
        if TraceFile.detectFormat(bytes) != nil {
            return .saved(try decodeTrace(InputFile.checkedUTF8([UInt8](bytes), at: argument, kind: "trace"), from: argument))
        }
        return .runnable(try StrategyLookup.scenario(fromText: InputFile.text(of: bytes, at: argument, kind: "scenario"),
                                                     file: argument))
    }

    /// The trace `argument` stands for, with the label a diff header shows for it.
    static func trace(for argument: String, model: ModelOptions) throws -> (label: String, trace: Trace) {
        (InputFile.displayName(argument), try trace(of: content(of: argument), model: model))
    }

    /// The trace of what an argument held: a saved trace as it is, anything else run with
    /// `model`. `diff --vs-ios` runs one argument's content twice, so that a pipe is read once.
    static func trace(of content: Content, model: ModelOptions) throws -> Trace {
        switch content {
        case .saved(let trace):
            return trace
        case .runnable(let runnable):
            try model.validate(runnable)
            return try MainActor.assumeIsolated { try model.run(runnable) }
        }
    }

    /// Whether `argument` is read as a saved trace rather than run, decided before reading it:
    /// standard input, a `.trace` or `.txt` file, or a regular file whose bytes say it is a saved
    /// trace. A pipe or device is not looked at (that would consume it): `content(of:)` decides
    /// once it has read it.
    static func isSavedTrace(_ argument: String) -> Bool {
        if isNamedAsTrace(argument) { return true }
        guard StrategyLookup.isPath(argument), InputFile.isRegularFile(argument) else { return false }
        return (try? savedTraceFormat(at: argument)) != nil
    }

    /// The format the regular file at `path` claims, looked at where it lies.
    /// Standard input, or a file with a trace's extension: read as a trace, whatever it holds.
    private static func isNamedAsTrace(_ argument: String) -> Bool {
        argument == InputFile.standardInput || traceExtensions.contains(fileExtension(argument))
    }

    private static func savedTraceFormat(at path: String) throws -> TraceFileFormat? {
        try InputFile.withMappedBytes(at: path) { TraceFile.detectFormat(inPlace: $0) }
    }

    /// Reads and decodes a saved trace (text or JSON); an error names the file, line and column.
    static func readTrace(at path: String) throws -> Trace {
        try InputFile.withUTF8Bytes(at: path, kind: "trace") { bytes, release in
            try decodeTrace(from: path) { () throws(TraceDecodingError) in try TraceFile.decode(utf8Buffer: bytes, releasing: release) }
        }
    }

    /// Whether the file at `path` is a saved JSON trace rather than a JSON scenario, decided by
    /// parsing (`TraceFile.detectFormat`), so any layout or key order is recognised.
    static func isSavedJSONTrace(_ path: String) -> Bool {
        guard fileExtension(path) == "json", InputFile.isRegularFile(path) else { return false }
        return (try? savedTraceFormat(at: path)) == .json
    }

    /// `bytes` are well-formed UTF-8: the readers work on them where they lie.
    private static func decodeTrace(_ bytes: [UInt8], from path: String) throws -> Trace {
        try decodeTrace(from: path) { () throws(TraceDecodingError) in try TraceFile.decode(utf8: bytes) }
    }

    /// The trace `decode` reads, its error positioned in the file `path`.
    private static func decodeTrace(from path: String, _ decode: () throws(TraceDecodingError) -> Trace) throws -> Trace {
        do {
            return try decode()
        } catch {
            throw CommandFailure("\(InputFile.displayName(path)):\(error.line):\(error.column): \(error.message)")
        }
    }

    private static func fileExtension(_ path: String) -> String {
        URL(fileURLWithPath: path).pathExtension.lowercased()
    }
}
