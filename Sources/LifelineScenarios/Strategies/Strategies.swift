/// The built-in strategies: the three ways a controller's view gets loaded (the view-loading
/// article), with `loadViewIfNeeded()` and the disappearing transition as variants; then the
/// transitions (navigation, presentation, containment, tabs), each of which marks where its
/// operation begins; then injected code (hooks, observers). Each is a scenario document (README,
/// "Scenario files").
public enum Strategies {
    public static let all: [Strategy] = loadPaths + navigation + presentation + containment + tabs + traits + sizeTransitions + devicePresentation + appLifecycle + injection
        + presentationInDepth
        // Page and split view controllers
        + containers
        // Deallocation
        + lifetime
        // Storyboards
        + storyboards
        // Custom navigation transitions
        + customNavigation
        // Split view collapsing into a navigation stack
        + splitStacks
        // Custom transitions, second part (issue 15)
        + customTransitions

    static let loadPaths: [Strategy] = [rootWindow, directViewAccess, loadViewIfNeeded,
                                        appearanceTransition, appearanceTransitionDisappear]

    public static func named(_ name: String) -> Strategy? {
        all.first { $0.name == name }
    }

    // `vc` is DemoViewController: a root view with a `label` subview added in loadView().
    // The window is created before the controller, as the article's code does.

    public static let rootWindow = Strategy(name: "root-window", source: """
        summary: "window.rootViewController = vc; window.makeKeyAndVisible(), then run until idle"
        controllers:
          vc: { subviews: [label] }
        steps:
          - create: window
          - window.rootViewController: vc
          - window.makeKeyAndVisible
          - runUntilIdle
        """)

    public static let directViewAccess = Strategy(name: "direct-view-access", source: """
        summary: "_ = vc.view with no window, then run until idle"
        controllers:
          vc: { subviews: [label] }
        steps:
          - accessView: vc
          - runUntilIdle
        """)

    public static let loadViewIfNeeded = Strategy(name: "load-view-if-needed", source: """
        summary: "vc.loadViewIfNeeded() with no window, then run until idle"
        controllers:
          vc: { subviews: [label] }
        steps:
          - loadViewIfNeeded: vc
          - runUntilIdle
        """)

    public static let appearanceTransition = Strategy(name: "appearance-transition", source: """
        summary: "vc.beginAppearanceTransition(true, animated: false); vc.endAppearanceTransition()"
        controllers:
          vc: { subviews: [label] }
        steps:
          - beginAppearanceTransition: { on: vc, appearing: true, animated: false }
          - endAppearanceTransition: vc
          - runUntilIdle
        """)

    public static let appearanceTransitionDisappear = Strategy(name: "appearance-transition-disappear", source: """
        summary: "appear with begin/endAppearanceTransition(true), then disappear with (false)"
        controllers:
          vc: { subviews: [label] }
        steps:
          - beginAppearanceTransition: { on: vc, appearing: true, animated: false }
          - endAppearanceTransition: vc
          - beginAppearanceTransition: { on: vc, appearing: false, animated: false }
          - endAppearanceTransition: vc
          - runUntilIdle
        """)
}
