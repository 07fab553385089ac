import LifelineScenarios

/// The event lines of a trace's text encoding (everything after `events:`), so that a test can
/// state a whole sequence without repeating the header and object table.
///
/// Written with the run loop's clock at 0: these tests state orders, nesting, turns and causes,
/// and the clock (format 4's `turn 4 at 0.35s`) has tests of its own (`VirtualTimeTests`,
/// `VirtualTimeModelTests`, and the strategy goldens in `__Traces__`), so that a change of
/// timing shows there once rather than in every excerpt.
func eventLines(_ trace: Trace) -> String {
    var untimed = trace
    if trace.events.contains(where: { $0.virtualTime != 0 }) {
        untimed.events = TraceEvents(trace.events.map { event in
            var event = event
            event.virtualTime = 0
            return event
        })
    }
    let text = TextTraceFormat.encode(untimed)
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
