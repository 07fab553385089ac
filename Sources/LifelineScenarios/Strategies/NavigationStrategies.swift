/// Built-in strategies for the navigation controller. Each starts the way an app does: a
/// navigation controller as the root of a key window, on screen and idle, showing its stack;
/// then it marks the operation and runs until idle.
extension Strategies {
    static let navigation: [Strategy] = [push, pushAnimated, pop, popToRoot, setViewControllers,
                                         interactivePopCancelled, interactivePopFinished]

    public static let push = Strategy(name: "push", source: """
        summary: "navigation showing a: nav.pushViewController(b, animated: false)"
        controllers:
          nav: { type: navigation, root: a }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: push
          - push: { controller: b, on: nav, animated: false }
          - runUntilIdle
        """)

    public static let pushAnimated = Strategy(name: "push-animated", source: """
        summary: "navigation showing a: nav.pushViewController(b, animated: true), until the animation ends"
        controllers:
          nav: { type: navigation, root: a }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: push
          - push: { controller: b, on: nav, animated: true }
          - runUntilIdle
        """)

    public static let pop = Strategy(name: "pop", source: """
        summary: "navigation showing [a, b]: nav.popViewController(animated: true), as the back button does"
        controllers:
          nav: { type: navigation, stack: [a, b] }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: pop
          - pop: { on: nav, animated: true }
          - runUntilIdle
        """)

    public static let popToRoot = Strategy(name: "pop-to-root", source: """
        summary: "navigation showing [a, b, c]: nav.popToRootViewController(animated: true)"
        controllers:
          nav: { type: navigation, stack: [a, b, c] }
          a: {}
          b: {}
          c: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: pop-to-root
          - popToRoot: { on: nav, animated: true }
          - runUntilIdle
        """)

    public static let setViewControllers = Strategy(name: "set-view-controllers", source: """
        summary: "navigation showing a: nav.setViewControllers([b], animated: false), a new root"
        controllers:
          nav: { type: navigation, root: a }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: set-view-controllers
          - setViewControllers: { controllers: [b], on: nav, animated: false }
          - runUntilIdle
        """)

    public static let interactivePopCancelled = Strategy(name: "interactive-pop-cancelled", source: """
        summary: "navigation showing [a, b]: the user swipes back 40% of the way and lets go (cancelled)"
        controllers:
          nav: { type: navigation, stack: [a, b] }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: swipe
          - beginInteractivePop: nav
          - updateInteractivePop: { on: nav, percentComplete: 0.4 }
          - cancelInteractivePop: nav
          - runUntilIdle
        """)

    public static let interactivePopFinished = Strategy(name: "interactive-pop-finished", source: """
        summary: "navigation showing [a, b]: the user swipes back 60% of the way and lets go (finished)"
        controllers:
          nav: { type: navigation, stack: [a, b] }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: swipe
          - beginInteractivePop: nav
          - updateInteractivePop: { on: nav, percentComplete: 0.6 }
          - finishInteractivePop: nav
          - runUntilIdle
        """)
}
