import Lifeline

/// S12 trait scenarios: a root controller's first display on iOS 15 (S12-03), and the user's
/// appearance switch over a parent with a child controller (S12-07 before iOS 17, S12-08 with
/// iOS 17 registration). Observation of the switch starts once the window is idle.
extension ConformanceScenarios {
    static let traits: [String: Body] = ["S12-03": s12_03, "S12-07": s12_07, "S12-08": s12_08]

    /// A storyboard app's launch into portrait: the root controller's first display.
    static func s12_03(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = ViewController(name: "vc")
        window.makeKeyAndVisible()
        context.runUntilIdle()
    }

    /// A parent with an embedded child, shown and idle; then the user switches to dark mode.
    static func s12_07(_ context: ConformanceScenarioContext) {
        let window = parentWithChildShown(context)
        context.beginObservation()
        window.setUserInterfaceStyle(.dark)
        context.runUntilIdle()
    }

    /// As S12-07, with both controllers registered for appearance changes (iOS 17).
    static func s12_08(_ context: ConformanceScenarioContext) {
        let window = parentWithChildShown(context)
        let parent = window.rootViewController!
        parent.registerForTraitChanges([.userInterfaceStyle]) { _, _ in }
        parent.children[0].registerForTraitChanges([.userInterfaceStyle]) { _, _ in }
        context.beginObservation()
        window.setUserInterfaceStyle(.dark)
        context.runUntilIdle()
    }

    private static func parentWithChildShown(_ context: ConformanceScenarioContext) -> Window {
        let parent = ViewController(name: "parent")
        let child = ViewController(name: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        context.runUntilIdle()
        return window
    }
}
