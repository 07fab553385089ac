import ArgumentParser
import Lifeline

/// `lifeline strategies`: what can be passed to `trace` and `compare`.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List the built-in strategies: load paths and transitions."
    )

    func run() {
        let width = Strategies.all.map(\.name.count).max() ?? 0
        for strategy in Strategies.all {
            let padding = String(repeating: " ", count: width - strategy.name.count)
            print("\(strategy.name)\(padding)  \(strategy.summary)")
        }
    }
}
