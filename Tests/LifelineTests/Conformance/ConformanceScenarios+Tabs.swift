import Lifeline

/// S7 tab bar scenarios: a tab bar controller as the launch root, then a user tap.
extension ConformanceScenarios {
    /// A storyboard-style launch of a tab bar controller with `message` (tab 0) and `contact`
    /// (tab 1) as the window root, idle; then the user taps the Contact tab. The log starts at
    /// launch, so the whole run is observed.
    static func s7_01(_ context: ConformanceScenarioContext) {
        let tabs = TabBarController(name: "tabs")
        tabs.viewControllers = [ViewController(name: "message"), ViewController(name: "contact")]
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        context.runUntilIdle()
        tabs.tapTab(at: 1)
        context.runUntilIdle()
    }
}
