import Lifeline

/// Flows the navigation tests record: a navigation controller as the root of a key window.

/// Records the delegate calls with the `animated` flag the model passes.
final class RecordingNavigationDelegate: ViewController, NavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool) {
        calls.append("willShow \(viewController.traceName) \(animated)")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool) {
        calls.append("didShow \(viewController.traceName) \(animated)")
    }
}

@MainActor
enum NavigationFlows {
    /// Records `body` after a key window has shown `nav` (made by `makeNav`) and gone idle; with
    /// `fromMarker`, only what `body` adds is returned.
    static func withVisibleNav(ios: Int = 26, _ makeNav: @MainActor () -> NavigationController,
                               _ body: @MainActor (Session, NavigationController) -> Void) -> String {
        eventLines(recordWithVisibleRoot(ios: ios, makeNav, body))
    }

    /// `nav` showing [a] pushes `pushed`, then, unless `popAnimated` is nil, pops it; each call is
    /// followed by one turn and the transition's duration.
    static func pushThenPop(pushed: String = "b", pushAnimated: Bool, popAnimated: Bool?) -> Trace {
        recordWithVisibleRoot({ nav() }) { s, nav in
            nav.pushViewController(ViewController(name: pushed), animated: pushAnimated)
            s.runLoop.runOnce()
            s.runLoop.advance(by: NavigationController.transitionDuration)
            guard let popAnimated else { return }
            nav.popViewController(animated: popAnimated)
            s.runLoop.runOnce()
            s.runLoop.advance(by: NavigationController.transitionDuration)
        }
    }

    /// The event lines from the first line starting with `turn \(turn)` on.
    static func from(turn: Int, _ text: String) -> String {
        guard let range = text.range(of: "turn \(turn)\n") else { return text }
        return String(text[range.lowerBound...])
    }

    /// The event lines before the first line starting with `turn \(turn)`.
    static func upTo(turn: Int, _ text: String) -> String {
        guard let range = text.range(of: "turn \(turn)\n") else { return text }
        return String(text[..<range.lowerBound])
    }

    static func nav(root: String = "a") -> NavigationController {
        NavigationController(rootViewController: ViewController(name: root), name: "nav")
    }
}
