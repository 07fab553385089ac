import ArgumentParser
import Lifeline

/// `lifeline trace <strategy>`: runs one strategy through the model and writes its trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a strategy and write the trace of every event it caused."
    )

    @Argument(
        help: ArgumentHelp("The strategy to run (see 'lifeline strategies').", valueName: "strategy"),
        completion: .list(StrategyLookup.names)
    )
    var strategy: String

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        // Checked here, not in run(), so the error carries the usage line and nothing runs.
        _ = try StrategyLookup.strategy(named: strategy)
    }

    func run() throws {
        let strategy = try StrategyLookup.strategy(named: strategy)
        let ios = model.ios
        // ArgumentParser calls run() on the main thread, and the model is main-actor bound.
        let trace = MainActor.assumeIsolated { strategy.run(ios: ios) }
        try output.write(output.format.render(trace))
    }
}
