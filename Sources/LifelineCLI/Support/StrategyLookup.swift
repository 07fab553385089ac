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

    /// The nearest valid name, if it is close enough to be a typo rather than a different word:
    /// at most 2 edits, or a third of the typed length for longer names. Ties go to the name
    /// listed first, so the suggestion is deterministic.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        let limit = max(2, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = EditDistance.between(lowered, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}
