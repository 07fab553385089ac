import ArgumentParser
import Lifeline

/// `lifeline compare <strategy> <strategy>...`: runs several strategies and lines up the
/// callbacks each one causes, to show what each load path skips or reorders.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run several strategies and compare the callbacks they cause."
    )

    @Argument(
        help: ArgumentHelp("Two or more strategies (see 'lifeline strategies') or scenario files to compare.", valueName: "strategy"),
        completion: .list(StrategyLookup.names)
    )
    var strategies: [String]

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions<Formats>

    /// The table, its JSON, or the comparison diagram; Mermaid has no comparison diagram.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.text, .json, .dot, .svg, .html]
        static let fallback = OutputFormat.text
    }

    func validate() throws {
        guard strategies.count >= 2 else {
            throw ValidationError("compare needs at least two strategies, got \(strategies.count).")
        }
        // Names label the columns and key the JSON, so a repeat would be ambiguous.
        var seen: Set<String> = []
        for name in strategies where !seen.insert(name).inserted {
            throw ValidationError("strategy '\(name)' is listed more than once.")
        }
        var columns: Set<String> = []
        for argument in strategies {
            let runnable = try StrategyLookup.resolve(argument)
            try model.validate(runnable)
            guard columns.insert(runnable.name).inserted else {
                throw ValidationError("two of the strategies and files are named '\(runnable.name)'; rename a file.")
            }
        }
        _ = try output.resolvedFormat()
    }

    func run() throws {
        let selected = try strategies.map(StrategyLookup.resolve)
        let model = model
        // ArgumentParser calls run() on the main thread, and the model is main-actor bound.
        let runs = try MainActor.assumeIsolated {
            try selected.map { (name: $0.name, trace: try model.run($0)) }
        }
        try output.write(TraceRendering.render(comparing: runs, as: output.resolvedFormat()))
    }
}
