import Foundation

/// A named, built-in way of driving the model: a scenario document embedded in the library,
/// interpreted by the same loader and runner as scenario files, so that `lifeline trace push` and
/// `lifeline trace push.yaml` (the `--source` output saved) are the same run.
public struct Strategy: Sendable {
    public let name: String
    /// One line for `lifeline strategies`: the scenario's `summary`.
    public var summary: String { scenario.summary ?? "" }
    /// The marker the scenario places where its operation begins, after the setup that brings
    /// the app to its starting state (its first `mark` step); nil when the whole run is the operation.
    public var marker: String? { scenario.marker }
    /// The scenario the strategy runs, parsed from its document on first use.
    public var scenario: Scenario { parsed.scenario }
    private let parsed: ParsedOnDemand

    /// Keeps the built-in document `source`, parsed the first time the scenario is asked for; the
    /// strategy is named after it. Parsing every built-in up front was 12 of the 29 ms of
    /// `lifeline trace root-window`, all of it spent at argument parsing (Benchmarks/Profiling.md,
    /// section 12). A built-in that does not load is a bug in this library, which the strategy
    /// tests catch at once.
    init(name: String, source: String) {
        self.name = name
        parsed = ParsedOnDemand(name: name, source: source)
    }

    /// Runs the scenario in a fresh session (on `device`, else the scenario's, else an iPhone) and
    /// returns its trace; with `fromMarker`, only what
    /// happens from the strategy's marker on. A built-in always goes idle (the strategy tests run
    /// every one), so it cannot fail.
    @MainActor
    public func run(ios: IOSVersion = .default, device: Device? = nil, fromMarker: Bool = false) -> Trace {
        do {
            return try scenario.run(ios: ios, device: device, fromMarker: fromMarker)
        } catch {
            preconditionFailure("built-in strategy \(name) did not finish: \(error)")
        }
    }

    /// The strategy as a scenario file a user can copy and edit (`lifeline strategies --source`).
    public var source: String { ScenarioWriter.yaml(scenario) }
}

/// A built-in document and, once asked for, its scenario. Strategies are shared static values
/// read from any thread, so the parse runs under a lock, once.
private final class ParsedOnDemand: @unchecked Sendable {
    // @unchecked: `parsed` is only read and written with `lock` held; `name` and `source` never change.
    private let name: String
    private let source: String
    private let lock = NSLock()
    private var parsed: Scenario?

    init(name: String, source: String) {
        self.name = name
        self.source = source
    }

    var scenario: Scenario {
        lock.lock()
        defer { lock.unlock() }
        if let parsed { return parsed }
        do {
            let scenario = try Scenario.parse(source, file: "\(name).yaml")
            parsed = scenario
            return scenario
        } catch {
            preconditionFailure("built-in strategy \(name) does not load: \(error)")
        }
    }
}
