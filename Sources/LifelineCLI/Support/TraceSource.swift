import ArgumentParser
import Foundation
import Lifeline

/// What `diff` compares: a saved trace file, or anything `trace` runs (a strategy name or a
/// scenario file). A saved trace is read as it is; the others run with the model options.
enum TraceSource {
    /// Extensions of files that hold a trace rather than something to run.
    static let traceExtensions: Set<String> = ["trace", "txt"]

    /// The trace `argument` stands for, with the label a diff header shows for it.
    static func trace(for argument: String, model: ModelOptions) throws -> (label: String, trace: Trace) {
        if isSavedTrace(argument) {
            return (argument, try RenderCommand.readTrace(at: argument))
        }
        let runnable = try StrategyLookup.resolve(argument)
        try model.validate(runnable)
        let trace = try MainActor.assumeIsolated { try model.run(runnable) }
        return (argument, trace)
    }

    /// A `.trace` or `.txt` file, or a JSON file written by `lifeline trace --format json`
    /// (recognised by its `format` key, so that a JSON scenario is not mistaken for one).
    static func isSavedTrace(_ argument: String) -> Bool {
        let url = URL(fileURLWithPath: argument)
        let ext = url.pathExtension.lowercased()
        if traceExtensions.contains(ext) { return true }
        // The key comes first in a written trace: its opening is enough to tell, not the whole file.
        guard ext == "json", let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let opening = String(decoding: (try? handle.read(upToCount: 200)) ?? Data(), as: UTF8.self)
        return opening.contains("\"format\" : \"lifeline-trace\"") || opening.contains("\"format\":\"lifeline-trace\"")
    }
}
