import LifelineScenarios
import Testing

/// Parses `text` as a scenario file named `file` and expects exactly this error: the message and
/// its line and column. Loading successfully is a failure too.
func expectScenarioError(_ text: String, file: String = "flow.yaml", _ line: Int, _ column: Int, _ message: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        _ = try Scenario.parse(text, file: file)
        Issue.record("loaded, expected \(line):\(column): \(message)", sourceLocation: sourceLocation)
    } catch {
        #expect(error == ScenarioError(file: file, line: line, column: column, message: message),
                sourceLocation: sourceLocation)
    }
}
