import ArgumentParser
import Lifeline

/// Resolves the strategy names users type. Unknown names fail with the list of valid ones and,
/// for a likely typo, the nearest name.
enum StrategyLookup {
    static var names: [String] { Strategies.all.map(\.name) }

    static func strategy(named name: String) throws -> Strategy {
        if let strategy = Strategies.named(name) { return strategy }
        var message = "unknown strategy '\(name)'. Valid strategies: \(names.joined(separator: ", "))."
        if let suggestion = suggestion(for: name) {
            message += " Did you mean '\(suggestion)'?"
        }
        throw ValidationError(message)
    }

    /// The nearest valid name, if it is close enough to be a typo. Strategy names are lowercase,
    /// so the typed name is compared lowercased.
    static func suggestion(for name: String) -> String? {
        NameSuggestion.nearest(to: name.lowercased(), among: names)
    }
}
