import LifelineScenarios
import LifelineTrace

/// The scenario loader's invariants: a rejected file is reported inside itself; an accepted one
/// is written back by `ScenarioWriter` as text that loads to the same scenario, and runs (with a
/// turn bound) to a trace that both trace formats carry.
enum ScenarioChecks {
    /// Turns per `runUntilIdle`: enough for every sample, small enough that a scenario that keeps
    /// the run loop busy ends quickly.
    static let maxTurns = 1_000

    @MainActor
    static func check(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes) else { return }
        // The loader may hold JSON files to JSON's rules: name the file as a user would.
        let first = input.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        let file = first == "{" ? "fuzz.json" : "fuzz.yaml"
        let scenario: Scenario
        do {
            scenario = try Scenario.parse(input, file: file)
        } catch {
            try require(error.file == file, "error names the file '\(error.file)', not '\(file)': \(error)")
            try ErrorPosition.check(line: error.line, column: error.column, in: input, error: "\(error)")
            return
        }
        let written = ScenarioWriter.yaml(scenario)
        let reloaded: Scenario
        do {
            reloaded = try Scenario.parse(written, file: "fuzz.yaml")
        } catch {
            throw InvariantViolation("ScenarioWriter's text does not load (\(error)):\n\(written)")
        }
        try require(reloaded == scenario, "ScenarioWriter's text loads to another scenario:\n\(written)")
        let trace: Trace
        do {
            trace = try scenario.run(maxTurns: maxTurns)
        } catch {
            // A run stopped at a step (a run loop still busy past the bound) says which step.
            try require(error.file == file, "run error names the file '\(error.file)', not '\(file)': \(error)")
            try ErrorPosition.check(line: error.line, column: error.column, in: input, error: "\(error)")
            return
        }
        try TraceChecks.roundTrip(trace, readAs: "the scenario's run")
    }
}
