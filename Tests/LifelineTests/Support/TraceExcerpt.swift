import LifelineScenarios

/// The event lines of a trace's text encoding (everything after `events:`), so that a test can
/// state a whole sequence without repeating the header and object table.
func eventLines(_ trace: Trace) -> String {
    let text = TextTraceFormat.encode(trace)
    guard let start = text.range(of: "events:\n") else { return text }
    return String(text[start.upperBound...])
}

/// Records `body` in a fresh session at `ios` and returns its event lines.
@MainActor
func recordEvents(ios major: Int = 26, _ body: (Session) -> Void) -> String {
    eventLines(Session.record(ios: IOSVersion(major: major)!, body))
}

/// A controller with a root view and one subview, made in `loadView()`, named `vc`, `vc.view`, `label`.
@MainActor
func makeController(_ name: String = "vc") -> DemoViewController {
    DemoViewController(name: name)
}
