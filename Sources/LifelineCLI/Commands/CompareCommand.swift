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
        help: ArgumentHelp("Two or more strategies to compare (see 'lifeline strategies').", valueName: "strategy"),
        completion: .list(StrategyLookup.names)
    )
    var strategies: [String]

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions

    static let formats: [OutputFormat] = [.text, .json, .dot, .svg]

    func validate() throws {
        guard strategies.count >= 2 else {
            throw ValidationError("compare needs at least two strategies, got \(strategies.count).")
        }
        for name in strategies { try model.validate(StrategyLookup.strategy(named: name)) }
        // Names label the columns and key the JSON, so a repeat would be ambiguous.
        var seen: Set<String> = []
        for name in strategies where !seen.insert(name).inserted {
            throw ValidationError("strategy '\(name)' is listed more than once.")
        }
        _ = try output.resolvedFormat(supported: Self.formats)
    }

    func run() throws {
        let selected = try strategies.map(StrategyLookup.strategy(named:))
        let model = model
        // ArgumentParser calls run() on the main thread, and the model is main-actor bound.
        let runs = MainActor.assumeIsolated {
            selected.map { (name: $0.name, trace: model.run($0)) }
        }
        try output.write(TraceRendering.render(comparing: runs, as: output.resolvedFormat(supported: Self.formats)))
    }
}
