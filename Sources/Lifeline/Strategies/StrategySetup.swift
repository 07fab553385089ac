/// The starting state every transition strategy shares: its root controller in a key window, the
/// first display finished; then the operation after a marker, until the run loop is idle.
extension Strategies {
    /// Shows `root` in a key window and runs until idle. Returns the window, which the scenario
    /// keeps alive as an app keeps its `window` (views hold their window weakly).
    @MainActor
    static func keyWindow(showing root: ViewController, _ session: Session) -> Window {
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
        return window
    }

    /// Marks `marker`, runs `operation` and lets the run loop settle, animations included.
    @MainActor
    static func operate(_ session: Session, marker: String, _ operation: () -> Void) {
        session.mark(marker)
        operation()
        session.runLoop.runUntilIdle()
    }
}
