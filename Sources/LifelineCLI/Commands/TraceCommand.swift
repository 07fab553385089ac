import ArgumentParser
import Lifeline

/// `lifeline trace <strategy | scenario file>`: runs one strategy or scenario file through the
/// model and writes its trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a strategy and write its trace, or a diagram of it."
    )

    @Argument(
        help: ArgumentHelp("The strategy to run (see 'lifeline strategies'), or a scenario file (.yaml, .yml, .json).", valueName: "strategy"),
        completion: .list(StrategyLookup.names)
    )
    var strategy: String

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions<Formats>
    @OptionGroup var diagram: DiagramOptions
    @OptionGroup var leaks: LeakOptions
    @OptionGroup var filter: FilterOptions

    /// The trace in either encoding, or a diagram of it.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.text, .json, .dot, .svg, .mermaid, .html, .chromeTrace]
        static let fallback = OutputFormat.text
    }

    func validate() throws {
        // Checked here, not in run(), so the error carries the usage line and nothing runs.
        try model.requireOneVersion()
        try model.validate(StrategyLookup.resolve(strategy))
        _ = try diagram.kind(for: output.resolvedFormat())
    }

    func run() throws {
        let strategy = try StrategyLookup.resolve(strategy)
        let model = model
        if leaks.isRequested {
            return try MainActor.assumeIsolated { try leaks.report(strategy, model: model) }
        }
        // ArgumentParser calls run() on the main thread, and the model is main-actor bound.
        let trace = try filter.apply(to: MainActor.assumeIsolated { try model.run(strategy) })
        let format = try output.resolvedFormat()
        try output.write(TraceRendering.render(trace, as: format, diagram: diagram.kind(for: format)))
    }
}
