import Lifeline

/// Issue 14, session 3 (Fixtures/conformance-environment.json): the safe area after a rotation
/// (S11-20), a rotation made in the background (S13-07), the app delegate against its
/// notifications (S13-20, S13-22) and the app delegate's background order (S13-25).
extension ConformanceScenarios {
    static let environment: [String: Body] = [
        "S11-20": s11_20, "S13-07": s13_07, "S13-20": s13_20, "S13-22": s13_20, "S13-25": s13_25,
    ]

    /// A controller shown on an iPhone, turned to landscape: its safe area changes (iOS 11).
    static func s11_20(_ context: ConformanceScenarioContext) {
        let window = shownWithAppDelegate(context)
        context.beginObservation()
        window.rotate(to: .landscapeLeft)
        context.runUntilIdle()
    }

    /// The app in the background (the app delegate, iOS 11), the device turned, the app reactivated.
    static func s13_07(_ context: ConformanceScenarioContext) {
        let window = shownWithAppDelegate(context)
        window.background()
        context.runUntilIdle()
        context.beginObservation()
        window.rotate(to: .landscapeLeft)
        window.foreground()
        context.runUntilIdle()
    }

    /// An observer of UIApplicationWillEnterForegroundNotification and the app delegate (iOS 12),
    /// as the app returns from the background.
    static func s13_20(_ context: ConformanceScenarioContext) {
        let window = shownWithAppDelegate(context)
        let observer = NotificationObserver(name: "observer")
        context.keep(observer)
        Session.current.addObserver(observer, for: [.willEnterForeground])
        window.background()
        context.runUntilIdle()
        context.beginObservation()
        window.foreground()
        context.runUntilIdle()
    }

    /// The app delegate (iOS 11) as the app goes to the background.
    static func s13_25(_ context: ConformanceScenarioContext) {
        let window = shownWithAppDelegate(context)
        context.beginObservation()
        window.background()
        context.runUntilIdle()
    }

    /// `vc` shown as the window's root, with an app delegate (no scene delegate: these entries are
    /// the app delegate's).
    private static func shownWithAppDelegate(_ context: ConformanceScenarioContext) -> Window {
        let app = ApplicationDelegate(name: "appDelegate")
        context.keep(app)
        Session.current.applicationDelegate = app
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = ViewController(name: "vc")
        window.makeKeyAndVisible()
        context.runUntilIdle()
        return window
    }
}
