import Lifeline

/// S13 app and scene lifecycle: a visible root controller `vc` while the user sends the app to
/// the background and brings it back (S13-02 on iOS 12, S13-03 and S13-08 with a scene delegate;
/// S12-01 in dark mode, switching to light in Settings meanwhile).
extension ConformanceScenarios {
    static let appLifecycle: [String: Body] = ["S13-02": s13_02, "S13-03": s13_03, "S13-08": s13_08, "S12-01": s12_01]

    /// In dark mode: Home (the app switcher's snapshots), then light in Settings, then back to the app.
    static func s12_01(_ context: ConformanceScenarioContext) {
        let window = rootShownWithDelegates(context)
        window.setUserInterfaceStyle(.dark)
        context.runUntilIdle()
        context.beginObservation()
        context.checkpoint("@homeButton")
        window.background()
        context.runUntilIdle()
        context.checkpoint("@appearanceChangedInSettings")
        window.setUserInterfaceStyle(.light)
        window.foreground()
        context.runUntilIdle()
    }

    /// Home while `vc` is shown (iOS 12: the app delegate), then back to the app.
    static func s13_02(_ context: ConformanceScenarioContext) {
        let window = rootShownWithDelegates(context)
        context.beginObservation()
        context.checkpoint("@homeButton")
        window.background()
        window.foreground()
        context.runUntilIdle()
    }

    /// Swipe up to the background, then tap on the app (iOS 13+: the scene delegate).
    static func s13_03(_ context: ConformanceScenarioContext) {
        let window = rootShownWithDelegates(context)
        context.beginObservation()
        context.checkpoint("@swipeUp")
        window.background()
        context.runUntilIdle()
        context.checkpoint("@tapOnApp")
        window.foreground()
        context.runUntilIdle()
    }

    /// The app in the background, then back (S13-08: the return only).
    static func s13_08(_ context: ConformanceScenarioContext) {
        let window = rootShownWithDelegates(context)
        window.background()
        context.runUntilIdle()
        context.beginObservation()
        window.foreground()
        context.runUntilIdle()
    }

    private static func rootShownWithDelegates(_ context: ConformanceScenarioContext) -> Window {
        let app = ApplicationDelegate(name: "appDelegate")
        let scene = SceneDelegate(name: "sceneDelegate")
        context.keep(app)
        context.keep(scene)
        let window = Window(name: "window")
        context.keep(window)
        Session.current.applicationDelegate = app
        Session.current.sceneDelegate = scene
        window.rootViewController = ViewController(name: "vc")
        window.makeKeyAndVisible()
        context.runUntilIdle()
        return window
    }
}
