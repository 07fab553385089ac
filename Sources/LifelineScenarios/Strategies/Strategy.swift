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
    /// The scenario the strategy runs.
    public let scenario: Scenario

    /// Parses the built-in document `source`; the strategy is named after it. A built-in that does
    /// not load is a bug in this library, which the strategy tests catch at once.
    init(name: String, source: String) {
        do {
            scenario = try Scenario.parse(source, file: "\(name).yaml")
        } catch {
            preconditionFailure("built-in strategy \(name) does not load: \(error)")
        }
        self.name = name
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
