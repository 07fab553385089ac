/// Built-in strategies for the navigation controller. Each starts the way an app does: a
/// navigation controller as the root of a key window, on screen and idle, showing its stack;
/// then it marks the operation and runs until idle.
extension Strategies {
    static let navigation: [Strategy] = [push, pushAnimated, pop, popToRoot, setViewControllers,
                                         interactivePopCancelled, interactivePopFinished]

    /// A key window whose root is a navigation controller holding `stack`, after its first
    /// display has finished; returns the window, which the caller keeps alive as an app does.
    @MainActor
    static func visibleNavigation(_ session: Session, stack names: [String]) -> (Window, NavigationController) {
        let nav = NavigationController(name: "nav")
        nav.setViewControllers(names.map { ViewController(name: $0) }, animated: false)
        return (keyWindow(showing: nav, session), nav)
    }

    public static let push = Strategy(
        name: "push",
        summary: "navigation showing a: nav.pushViewController(b, animated: false)",
        marker: "push"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a"])
        operate(session, marker: "push") {
            nav.pushViewController(ViewController(name: "b"), animated: false)
        }
        _ = window
    }

    public static let pushAnimated = Strategy(
        name: "push-animated",
        summary: "navigation showing a: nav.pushViewController(b, animated: true), until the animation ends",
        marker: "push"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a"])
        operate(session, marker: "push") {
            nav.pushViewController(ViewController(name: "b"), animated: true)
        }
        _ = window
    }

    public static let pop = Strategy(
        name: "pop",
        summary: "navigation showing [a, b]: nav.popViewController(animated: true), as the back button does",
        marker: "pop"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a", "b"])
        operate(session, marker: "pop") {
            nav.popViewController(animated: true)
        }
        _ = window
    }

    public static let popToRoot = Strategy(
        name: "pop-to-root",
        summary: "navigation showing [a, b, c]: nav.popToRootViewController(animated: true)",
        marker: "pop-to-root"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a", "b", "c"])
        operate(session, marker: "pop-to-root") {
            nav.popToRootViewController(animated: true)
        }
        _ = window
    }

    public static let setViewControllers = Strategy(
        name: "set-view-controllers",
        summary: "navigation showing a: nav.setViewControllers([b], animated: false), a new root",
        marker: "set-view-controllers"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a"])
        operate(session, marker: "set-view-controllers") {
            nav.setViewControllers([ViewController(name: "b")], animated: false)
        }
        _ = window
    }

    public static let interactivePopCancelled = Strategy(
        name: "interactive-pop-cancelled",
        summary: "navigation showing [a, b]: the user swipes back 40% of the way and lets go (cancelled)",
        marker: "swipe"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a", "b"])
        operate(session, marker: "swipe") {
            let swipe = nav.beginInteractivePop()
            swipe?.update(percentComplete: 0.4)
            swipe?.cancel()
        }
        _ = window
    }

    public static let interactivePopFinished = Strategy(
        name: "interactive-pop-finished",
        summary: "navigation showing [a, b]: the user swipes back 60% of the way and lets go (finished)",
        marker: "swipe"
    ) { session in
        let (window, nav) = visibleNavigation(session, stack: ["a", "b"])
        operate(session, marker: "swipe") {
            let swipe = nav.beginInteractivePop()
            swipe?.update(percentComplete: 0.6)
            swipe?.finish()
        }
        _ = window
    }
}
