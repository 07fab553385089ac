import LifelineScenarios

/// The event lines of a trace's text encoding (everything after `events:`), so that a test can
/// state a whole sequence without repeating the header and object table.
func eventLines(_ trace: Trace) -> String {
    let text = TextTraceFormat.encode(trace)
    guard let start = text.range(of: "events:\n") else { return text }
    return String(text[start.upperBound...])
}

/// Records `body` in a fresh session at `ios`.
@MainActor
func recordTrace(ios major: Int = 26, _ body: (Session) -> Void) -> Trace {
    Session.record(ios: IOSVersion(major: major)!, body)
}

/// Records `body` in a fresh session at `ios` and returns its event lines.
@MainActor
func recordEvents(ios major: Int = 26, _ body: (Session) -> Void) -> String {
    eventLines(recordTrace(ios: major, body))
}

/// Records `body` after a key window named `window` has shown `makeRoot()` and gone idle: the
/// starting point of every model flow. The window lives until the recording ends.
@MainActor
func recordWithVisibleRoot<Root: ViewController>(ios major: Int = 26, _ makeRoot: @MainActor () -> Root,
                                                 _ body: @MainActor (Session, Root) -> Void) -> Trace {
    var window: Window?
    let trace = recordTrace(ios: major) { session in
        let root = makeRoot()
        window = Window(name: "window")
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
        body(session, root)
    }
    _ = window
    return trace
}

/// A controller with a root view and one subview, made in `loadView()`, named `vc`, `vc.view`, `label`.
@MainActor
func makeController(_ name: String = "vc") -> DemoViewController {
    DemoViewController(name: name)
}
