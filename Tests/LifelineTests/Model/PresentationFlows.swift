import Lifeline

/// Flows the presentation tests record: a root controller `a` (or a navigation controller) in a
/// key window, shown and idle, then whatever the test does.
@MainActor
enum PresentationFlows {
    /// Records `body` after a key window has shown `makeRoot()` and gone idle; returns the event
    /// lines from turn `fromTurn` on.
    static func withVisibleRoot<Root: ViewController>(ios: Int = 26, fromTurn: Int = 1,
                                                       _ makeRoot: @MainActor () -> Root,
                                                       _ body: @MainActor (Session, Root) -> Void) -> String {
        NavigationFlows.from(turn: fromTurn, eventLines(recordWithVisibleRoot(ios: ios, makeRoot, body)))
    }

    /// `a` presents `b` with `style`, then `b` dismisses itself, each call followed by one turn and
    /// the transition's duration; with `completions`, each call gets an empty completion.
    static func roundTrip(ios: Int = 26, style: ModalPresentationStyle = .fullScreen, animated: Bool,
                          completions: Bool = false) -> Trace {
        recordWithVisibleRoot(ios: ios, { root() }) { s, a in
            a.present(modal(style: style), animated: animated, completion: completions ? {} : nil)
            s.runLoop.runOnce()
            s.runLoop.advance(by: ViewController.modalTransitionDuration)
            a.presentedViewController?.dismiss(animated: animated, completion: completions ? {} : nil)
            s.runLoop.runOnce()
            s.runLoop.advance(by: ViewController.modalTransitionDuration)
        }
    }

    /// A plain root controller named `a`.
    static func root() -> ViewController { ViewController(name: "a") }

    /// A controller named `name` presented with `style`.
    static func modal(_ name: String = "b", style: ModalPresentationStyle = .fullScreen) -> ViewController {
        let controller = ViewController(name: name)
        controller.modalPresentationStyle = style
        return controller
    }
}

/// Notes `isBeingPresented` / `isBeingDismissed` in each appearance callback, and the
/// presentation links, so that tests can state them per callback.
final class PresentationFlagController: ViewController {
    var notes: [String] = []

    private func note(_ callback: String) {
        notes.append("\(callback) presented=\(isBeingPresented) dismissed=\(isBeingDismissed) "
            + "presenting=\(presentingViewController?.traceName ?? "nil")")
    }

    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }

    /// A completion block that notes the same flags.
    func completionNote(_ label: String) -> () -> Void {
        { [unowned self] in self.note(label) }
    }
}
