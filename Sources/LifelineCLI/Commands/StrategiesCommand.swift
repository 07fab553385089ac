import ArgumentParser
import LifelineScenarios

/// `lifeline strategies`: what can be passed to `trace` and `compare`; with `--source <name>`,
/// one strategy as a scenario file to copy and edit.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List the built-in strategies, or print one as a scenario file (--source)."
    )

    @Option(help: ArgumentHelp("Print this strategy as a scenario file (YAML) that traces the same.",
                               valueName: "strategy"),
            completion: .list(StrategyLookup.names))
    var source: String?

    func validate() throws {
        if let source { _ = try StrategyLookup.strategy(named: source) }
    }

    func run() throws {
        if let source {
            print(try StrategyLookup.strategy(named: source).source, terminator: "")
            return
        }
        let width = Strategies.all.map(\.name.count).max() ?? 0
        for strategy in Strategies.all {
            let padding = String(repeating: " ", count: width - strategy.name.count)
            print("\(strategy.name)\(padding)  \(strategy.summary)")
        }
    }
}
