import Lifeline

/// Item 2's two operations on a hierarchy of a given size, shared by the timed runs and the
/// peak-memory child processes so both measure the same thing.
@MainActor
enum ScaleScenarios {
    /// The root-window load: the controller becomes a window's root, the window key and visible,
    /// and the run loop turns until idle (load, appearance, window moves, layout, viewDidAppear).
    static func rootWindowLoad(views: Int) -> Trace {
        Session.record(scenario: "root-window \(views) views") { session in
            let window = Window()
            window.rootViewController = WideViewController(name: "wide", viewCount: views)
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
    }

    /// A navigation controller on screen and idle, showing a small controller; what happens next
    /// is what `pushOnVisibleNavigation` times.
    static func visibleNavigation(_ session: Session) -> (Window, NavigationController) {
        let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
        let window = Window()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
        return (window, nav)
    }

    /// An animated push of a controller whose view has `views` views, until idle (the view loads
    /// during the push).
    static func push(views: Int, onto nav: NavigationController, _ session: Session) {
        nav.pushViewController(WideViewController(name: "wide", viewCount: views), animated: true)
        session.runLoop.runUntilIdle()
    }
}
