import ArgumentParser
import Foundation
import LifelineScenarios
import LifelineTrace

/// Something `trace` and `compare` can run: a built-in strategy or a scenario file, both a
/// `Scenario` underneath.
struct RunnableScenario {
    let scenario: Scenario
    /// True for a file, whose `ios` applies unless `--ios` is given.
    let isFile: Bool

    /// The strategy's name, or the file's base name: the trace's `scenario` and a comparison's
    /// column. A built-in's scenario is parsed as `<name>.yaml`, so it is the strategy's name.
    var name: String { scenario.name }
}

/// The one resolver for what users type where a strategy is expected: a built-in strategy's
/// name, or a scenario file's path (anything ending in .yaml, .yml or .json, or containing '/').
/// Unknown names fail with the list of valid ones and, for a likely typo, the nearest name; a
/// file that does not load fails with its file, line and column.
enum StrategyLookup {
    static var names: [String] { Strategies.all.map(\.name) }

    static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || [".yaml", ".yml", ".json"].contains { argument.lowercased().hasSuffix($0) }
    }

    /// Commands resolve their arguments in `validate()` (so that errors carry the usage line) and
    /// again in `run()`; a file is read and parsed only the first time (Benchmarks/Profiling.md,
    /// section 12). Errors are not kept: a failed resolve fails before `run()`.
    static func resolve(_ argument: String) throws -> RunnableScenario {
        if let resolved = resolvedFiles.withLock({ $0[argument] }) { return resolved }
        let resolved = try resolveUncached(argument)
        if resolved.isFile { resolvedFiles.withLock { $0[argument] = resolved } }
        return resolved
    }

    private static let resolvedFiles = LockedFiles()

    private static func resolveUncached(_ argument: String) throws -> RunnableScenario {
        if isPath(argument) {
            let bytes = try InputFile.bytes(at: argument)
            if TraceFile.detectFormat(bytes) != nil {
                throw CommandFailure("\(argument): a saved trace, not a scenario file; "
                    + "'lifeline render' draws it, and 'lifeline diff' and 'lifeline compare' compare it")
            }
            return try scenario(fromText: InputFile.text(of: bytes, at: argument, kind: "scenario"), file: argument)
        }
        let strategy = try strategy(named: argument)
        return RunnableScenario(scenario: strategy.scenario, isFile: false)
    }

    /// A scenario file's text, already read; `file` names it and its errors.
    static func scenario(fromText text: String, file: String) throws -> RunnableScenario {
        do {
            return RunnableScenario(scenario: try Scenario.parse(text, file: file), isFile: true)
        } catch {
            // Not a usage error: the usage line would only bury the position.
            throw CommandFailure(error.description)
        }
    }

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

/// The scenario files resolved so far in this process, by the argument that named them.
private final class LockedFiles: @unchecked Sendable {
    // @unchecked: `files` is only touched with `lock` held.
    private let lock = NSLock()
    private var files: [String: RunnableScenario] = [:]

    func withLock<Result>(_ body: (inout [String: RunnableScenario]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&files)
    }
}
