import Lifeline

/// Issue 14, session 3 (Fixtures/conformance-environment.json): the safe area after a rotation
/// (S11-20), a rotation made in the background (S13-07), the app delegate against its
/// notifications (S13-20, S13-22), the app delegate's background order (S13-25), launch and
/// termination (S13-01, S13-04, S13-09, S13-10, S13-23, S13-24).
extension ConformanceScenarios {
    static let environment: [String: Body] = [
        "S11-20": s11_20, "S13-07": s13_07, "S13-20": s13_20, "S13-22": s13_20, "S13-25": s13_25,
        "S13-01": s13_01, "S13-04": s13_launch, "S13-09": s13_launch, "S13-10": s13_launch, "S13-23": s13_23,
        "S13-24": s13_24, "S11-01": s11_01,
    ]

    /// A root controller that supports only landscape, shown at launch while the device is held in
    /// portrait (S11-01, iOS 15).
    static func s11_01(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = LandscapeOnlyController(name: "vc")
        window.makeKeyAndVisible()
        context.runUntilIdle()
    }

    /// Launch (the scene's connection shows `vc`), Home, return, terminate (S13-01).
    static func s13_01(_ context: ConformanceScenarioContext) {
        let (app, window) = launched(context)
        context.checkpoint("@background")
        window.background()
        context.runUntilIdle()
        context.checkpoint("@foreground")
        window.foreground()
        context.runUntilIdle()
        context.checkpoint("@terminate")
        app.terminate()
        context.runUntilIdle()
    }

    /// The launch alone: the app's code shows `vc` (S13-04, S13-09, S13-10).
    static func s13_launch(_ context: ConformanceScenarioContext) {
        _ = launched(context)
    }

    /// Launch, then the app swiped away while active (S13-23).
    static func s13_23(_ context: ConformanceScenarioContext) {
        let (app, _) = launched(context)
        context.checkpoint("@terminate")
        app.terminate()
        context.runUntilIdle()
    }

    /// Launch, Home, then open again (S13-24, iOS 12.1: the app delegate).
    static func s13_24(_ context: ConformanceScenarioContext) {
        let (_, window) = launched(context)
        window.background()
        context.runUntilIdle()
        context.checkpoint("@open")
        window.foreground()
        context.runUntilIdle()
    }

    /// The app launched with an app delegate and a scene delegate (which UIKit uses from iOS 13),
    /// whose code shows `vc` as the window's root.
    private static func launched(_ context: ConformanceScenarioContext) -> (ApplicationDelegate, Window) {
        let app = ApplicationDelegate(name: "appDelegate")
        let scene = SceneDelegate(name: "sceneDelegate")
        let window = Window(name: "window")
        for object in [app, scene, window] as [AnyObject] { context.keep(object) }
        Session.current.applicationDelegate = app
        Session.current.sceneDelegate = scene
        app.launch {
            window.rootViewController = ViewController(name: "vc")
            window.makeKeyAndVisible()
        }
        context.runUntilIdle()
        return (app, window)
    }

    /// A controller shown on an iPhone, turned to landscape: its safe area changes (iOS 11).
    static func s11_20(_ context: ConformanceScenarioContext) {
        let window = shownWithAppDelegate(context)
        context.beginObservation()
        window.rotate(to: .landscapeLeft)
        context.runUntilIdle()
    }

    /// The app in the background (the app delegate, iOS 11), the device turned, the app
    /// reactivated: the log is what the reactivation shows, so the observation starts there.
    static func s13_07(_ context: ConformanceScenarioContext) {
        let window = shownWithAppDelegate(context)
        window.background()
        context.runUntilIdle()
        window.rotate(to: .landscapeLeft)
        context.beginObservation()
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

/// S11-01: a controller whose `supportedInterfaceOrientations` is `.landscape`.
final class LandscapeOnlyController: ViewController {
    override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }
}
