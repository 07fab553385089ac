import ArgumentParser
import Lifeline

/// `lifeline compare <strategy> <strategy>...`: runs several strategies and lines up the
/// callbacks each one causes, to show what each load path skips or reorders. Saved traces (as
/// `trace` writes them, text or JSON) are read instead of run, beside strategies or alone.
/// `lifeline compare <flow> --ios 12,13,16,17,26`: runs one flow on several iOS versions, a
/// version matrix (a column per version) headed by the versions where the callbacks change.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare the callbacks of several strategies, scenario files or saved traces, or of one flow on several iOS versions.",
        discussion: "Rows match on object, callback and arguments, aligned in each trace's order. "
            + "A saved trace (.trace, .txt, or JSON as 'lifeline trace' writes it) is read, not run: its column is "
            + "named after its scenario (or, without one or when another column has that name, after the file), and it "
            + "keeps the iOS version, device and events it was recorded with, so --ios, --device and --from-marker apply "
            + "only to the strategies and scenario files beside it (and are refused when every argument is a saved trace). "
            + "With one flow and '--ios 12,13,16,17,26' each column is a version, and the text names every version "
            + "where the callbacks change."
    )

    @Argument(
        help: ArgumentHelp("Two or more strategies (see 'lifeline strategies'), scenario files or saved trace files "
                            + "('-' for a trace on standard input) to compare, or one flow with several versions in --ios.",
                           valueName: "strategy"),
        completion: .list(StrategyLookup.names)
    )
    var strategies: [String]

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions<Formats>
    @OptionGroup var filter: FilterOptions

    /// The table, its JSON, or the comparison diagram; Mermaid has no comparison diagram.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.text, .json, .dot, .svg, .html]
        static let fallback = OutputFormat.text
    }

    /// Several versions of one flow rather than several strategies.
    private var versions: [IOSVersion]? {
        guard let versions = model.iosVersions, versions.count > 1 else { return nil }
        return versions
    }

    private static func savedTraceAcrossVersions(_ argument: String, _ versions: [IOSVersion]) -> ValidationError {
        ValidationError("--ios \(versions.map { String($0.major) }.joined(separator: ",")) runs one flow on several "
            + "versions, but '\(argument)' is a saved trace, recorded on one; give a strategy or a scenario file.")
    }

    func validate() throws {
        if let versions {
            guard strategies.count == 1 else {
                throw ValidationError("compare runs either several strategies on one iOS version or one flow on "
                    + "several versions; got \(strategies.count) strategies and --ios "
                    + versions.map { String($0.major) }.joined(separator: ",") + ".")
            }
            if TraceSource.isSavedTrace(strategies[0]) {
                throw Self.savedTraceAcrossVersions(strategies[0], versions)
            }
        } else {
            guard strategies.count >= 2 else {
                throw ValidationError("compare needs at least two strategies, got \(strategies.count) "
                    + "(or one flow and several versions: --ios 12,16,26).")
            }
        }
        // Names label the columns and key the JSON, so a repeat would be ambiguous.
        var seen: Set<String> = []
        for name in strategies where !seen.insert(name).inserted {
            throw ValidationError("strategy '\(name)' is listed more than once.")
        }
        // Saved traces are only recognised here (their bytes are read in run()); what runs is
        // resolved and checked, so that a typo fails with the usage line before anything is read.
        let runnable = strategies.filter { !TraceSource.isSavedTrace($0) }
        if runnable.isEmpty, let option = model.givenOption {
            throw ValidationError("\(option) applies to strategies and scenario files, but every argument is a saved "
                + "trace, which keeps what it was recorded with.")
        }
        var columns: Set<String> = []
        for argument in runnable where InputFile.isRegularFile(argument) || !StrategyLookup.isPath(argument) {
            let runnable = try StrategyLookup.resolve(argument)
            try model.validate(runnable)
            guard columns.insert(runnable.name).inserted else {
                throw ValidationError("two of the strategies and files are named '\(runnable.name)'; rename a file.")
            }
        }
        _ = try output.resolvedFormat()
    }

    func run() throws {
        let model = model
        let format = try output.resolvedFormat()
        if let versions {
            // Read once: a pipe is only known to hold a saved trace once read (files are refused in validate()).
            guard case .runnable(let flow) = try TraceSource.content(of: strategies[0]) else {
                throw Self.savedTraceAcrossVersions(strategies[0], versions)
            }
            // ArgumentParser calls run() on the main thread, and the model is main-actor bound.
            let runs = try MainActor.assumeIsolated {
                try versions.map { (name: "iOS \($0.major)", trace: try model.with(ios: $0).run(flow)) }
            }.map { (name: $0.name, trace: try filter.apply(to: $0.trace, label: "\(flow.name) on \($0.name)")) }
            try output.write(TraceRendering.render(versionsOf: flow.name, runs, as: format))
            return
        }
        // One trace at a time, each filtered as soon as it is read or run and then numbered
        // (`TraceComparison.Builder`) and let go: two million-event traces are never held at
        // once (Benchmarks/Profiling.md). Only the viewer's page, which shows them, keeps them.
        FreedMemory.returnLargeBlocksWhenFreed()
        var columns: [CompareColumn] = []
        var builder = TraceComparison.Builder()
        var kept: [Trace] = []
        var iosVersions: [Int] = []
        for argument in strategies {
            // Let go at the end of each turn, unless the page needs it.
            let trace = try read(argument, into: &columns)
            iosVersions.append(trace.iosVersion)
            if format == .html { kept.append(trace) } else { builder.add(trace) }
        }
        let titles = try CompareColumn.titles(columns)
        if format == .html {
            try output.write(TraceRendering.render(comparing: Array(zip(titles, kept)).map { (name: $0, trace: $1) }, as: format))
        } else {
            try output.write(TraceRendering.render(builder.comparison(names: titles), iosVersions: iosVersions, as: format))
        }
    }

    /// The trace `argument` names, read or run, filtered, its column's name appended to `columns`.
    private func read(_ argument: String, into columns: inout [CompareColumn]) throws -> Trace {
        switch try TraceSource.content(of: argument) {
        case .saved(let saved):
            let trace = try filter.apply(to: saved, label: InputFile.displayName(argument))
            columns.append(CompareColumn(savedTrace: trace, file: argument))
            return trace
        case .runnable(let runnable):
            try model.validate(runnable)
            let model = model
            let run = try MainActor.assumeIsolated { try model.run(runnable) }
            columns.append(CompareColumn(name: runnable.name))
            return try filter.apply(to: run, label: runnable.name)
        }
    }

}
