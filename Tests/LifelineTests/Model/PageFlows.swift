import Lifeline
import LifelineScenarios

/// Page view controller flows: `pages` showing page a of [a, b, c] as a window root, with a
/// traced data source `source` and delegate `delegate`.
@MainActor
enum PageFlows {
    /// The visible page controller, until idle, then `body`.
    static func run(style: PageViewController.TransitionStyle = .scroll, ios: Int = 26,
                    _ body: @MainActor (Session, PageViewController, [ViewController]) -> Void) -> Trace {
        let source = TracedPageDataSource(name: "source")
        let delegate = TracedDelegate(name: "delegate")
        var pages: [ViewController] = []
        let trace = recordWithVisibleRoot(ios: ios, { () -> PageViewController in
            pages = ["a", "b", "c"].map { ViewController(name: $0) }
            source.pages = pages
            let controller = PageViewController(transitionStyle: style, name: "pages")
            controller.dataSource = source
            controller.delegate = delegate
            controller.setViewControllers([pages[0]], direction: .forward, animated: false)
            return controller
        }) { session, controller in
            body(session, controller, pages)
        }
        _ = (source, delegate)
        return trace
    }

    /// A swipe forward from a, to 40 %, lifted (`cancel` or finish) a turn later, until idle.
    static func swipe(style: PageViewController.TransitionStyle = .scroll, cancel: Bool) -> Trace {
        run(style: style) { session, controller, _ in
            let swipe = controller.beginPageSwipe(.forward)
            swipe?.update(percentComplete: 0.4)
            session.runLoop.runOnce()
            if cancel { swipe?.cancel() } else { swipe?.finish() }
            session.runLoop.runUntilIdle()
        }
    }
}

extension PageFlows {
    /// From a, `setViewControllers([c], .forward, animated:)` with a completion that logs its
    /// flag, until idle; then the user starts a swipe back.
    static func setThenSwipeBack(animated: Bool) -> Trace {
        run { session, controller, pages in
            controller.setViewControllers([pages[2]], direction: .forward, animated: animated) { finished in
                session.log("completion(\(finished))")
            }
            session.runLoop.runUntilIdle()
            controller.beginPageSwipe(.reverse)
        }
    }
}
