import Lifeline
import LifelineScenarios

/// Runs a scenario document at `ios` (on `device`) and returns its events from the marker on,
/// as the text trace writes them: the whole sequence the tests compare.
@MainActor
func eventsFromMarker(_ source: String, ios: Int, device: Device? = nil) throws -> String {
    let scenario = try Scenario.parse(source, file: "test.yaml")
    return eventLines(try scenario.run(ios: IOSVersion(major: ios)!, device: device, fromMarker: true))
}

/// A scenario where `home` presents `form` in `style` (animated) with `presentation` declared on
/// `form`, then, after the marker, `steps`.
func sheetScenario(style: String = "pageSheet", presentation: String = "{ delegate: watcher }",
                   device: String? = nil, steps: [String]) -> String {
    """
    \(device.map { "device: \($0)\n" } ?? "")controllers:
      home: {}
      form: { style: \(style), presentation: \(presentation) }
    steps:
      - window.rootViewController: home
      - window.makeKeyAndVisible
      - runUntilIdle
      - present: { controller: form, on: home, animated: true }
      - runUntilIdle
      - mark: swipe
    \(steps.map { "  - \($0)" }.joined(separator: "\n"))
    """
}
