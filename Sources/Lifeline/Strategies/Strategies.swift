/// The built-in strategies: the three ways a controller's view gets loaded (the view-loading
/// article), with `loadViewIfNeeded()` and the disappearing transition as variants; then the
/// transitions (navigation, containment), each of which marks where its operation begins.
public enum Strategies {
    public static let all: [Strategy] = loadPaths + navigation + presentation + containment + tabs

    static let loadPaths: [Strategy] = [rootWindow, directViewAccess, loadViewIfNeeded,
                                        appearanceTransition, appearanceTransitionDisappear]

    public static func named(_ name: String) -> Strategy? {
        all.first { $0.name == name }
    }

    public static let rootWindow = Strategy(
        name: "root-window",
        summary: "window.rootViewController = vc; window.makeKeyAndVisible(), then run until idle"
    ) { session in
        let window = Window()
        let controller = DemoViewController(name: "vc")
        window.rootViewController = controller
        window.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
    }

    public static let directViewAccess = Strategy(
        name: "direct-view-access",
        summary: "_ = vc.view with no window, then run until idle"
    ) { session in
        let controller = DemoViewController(name: "vc")
        _ = controller.view
        session.runLoop.runUntilIdle()
    }

    public static let loadViewIfNeeded = Strategy(
        name: "load-view-if-needed",
        summary: "vc.loadViewIfNeeded() with no window, then run until idle"
    ) { session in
        let controller = DemoViewController(name: "vc")
        controller.loadViewIfNeeded()
        session.runLoop.runUntilIdle()
    }

    public static let appearanceTransition = Strategy(
        name: "appearance-transition",
        summary: "vc.beginAppearanceTransition(true, animated: false); vc.endAppearanceTransition()"
    ) { session in
        let controller = DemoViewController(name: "vc")
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        session.runLoop.runUntilIdle()
    }

    public static let appearanceTransitionDisappear = Strategy(
        name: "appearance-transition-disappear",
        summary: "appear with begin/endAppearanceTransition(true), then disappear with (false)"
    ) { session in
        let controller = DemoViewController(name: "vc")
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        session.runLoop.runUntilIdle()
    }
}
