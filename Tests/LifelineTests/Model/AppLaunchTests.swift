import Testing
@testable import Lifeline

/// Launch and termination (AppLaunch.swift): S13-01 (observed, iOS 13) and S13-09 (claimed) for
/// the scene order at launch, S13-24 and S13-25 (iOS 12.1, iOS 11) and S13-10 for the app
/// delegate's, S13-23 (observed) for termination while active.
@MainActor
@Suite("App launch")
struct AppLaunchTests {
    /// Launches the app with an app delegate (and, given, a scene delegate) whose app code shows
    /// `home` in a window, then runs `body`; returns the whole trace.
    static func launch(ios: Int, scenes: Bool, observer: NotificationObserver? = nil,
                       _ body: @MainActor (ApplicationDelegate, Window) -> Void = { _, _ in }) -> Trace {
        let app = ApplicationDelegate()
        let scene = SceneDelegate()
        var window: Window?
        let trace = recordTrace(ios: ios) { session in
            session.applicationDelegate = app
            if scenes { session.sceneDelegate = scene }
            if let observer { session.addObserver(observer) }
            app.launch {
                window = Window(name: "window")
                window?.rootViewController = ViewController(name: "home")
                window?.makeKeyAndVisible()
            }
            session.runLoop.runUntilIdle()
            body(app, window!)
            session.runLoop.runUntilIdle()
        }
        withExtendedLifetime((app, scene, window)) {}
        return trace
    }

    @Test func aSceneBasedLaunchConnectsTheSceneThenEntersTheForeground() {
        let trace = Self.launch(ios: 16, scenes: true)
        expectText(eventLines(trace), equals: """
            turn 0
              [1] appDelegate.launch()
                appDelegate.applicationDidFinishLaunching()
                sceneDelegate.sceneWillConnect()
                  [2] window.rootViewController = home
                  [3] window.makeKeyAndVisible()
                    home.loadView()
                    home.viewDidLoad()
                    home.viewWillAppear(false)
                    home.view.willMove(toSuperview: window)
                    home.view.didMoveToSuperview()
                    window.didAddSubview(home.view)
                    home.view.willMove(toWindow: window)
                    home.view.didMoveToWindow()
                    home.view.layoutMarginsDidChange()
                    home.viewLayoutMarginsDidChange()
                    home.view.safeAreaInsetsDidChange()
                    home.viewSafeAreaInsetsDidChange()
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()
              ~ window: layout pass <- [3]
                home.updateViewConstraints()
                  home.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                home.viewIsAppearing(false)
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [3]
                home.viewDidAppear(false)

            """)
        // The controller's first display, against the scene's callbacks (S13-01, S13-09).
        #expect(lines(of: trace, containing: ["sceneDelegate.", "home.view", "home."]).filter {
            [".sceneWill", ".sceneDid", "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear"].contains(where: $0.contains)
        } == [
            "sceneDelegate.sceneWillConnect()",
            "home.viewDidLoad()",
            "home.viewWillAppear(false)",
            "sceneDelegate.sceneWillEnterForeground()",
            "sceneDelegate.sceneDidBecomeActive()",
            "home.viewDidAppear(false)",
        ])
    }

    /// Before iOS 13 (S13-24, S13-25, S13-10): didFinishLaunching shows the window, then
    /// applicationDidBecomeActive, with no applicationWillEnterForeground; the notifications
    /// follow their delegate callbacks (S13-20), and no willEnterForeground notification comes.
    @Test func anAppDelegateLaunchOnIOS12() {
        let observer = NotificationObserver(name: "observer")
        let trace = Self.launch(ios: 12, scenes: true, observer: observer)
        #expect(lines(of: trace, containing: ["Delegate.", "observer.", "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear"]) == [
            "[1] appDelegate.launch()",
            "appDelegate.applicationDidFinishLaunching()",
            "home.viewDidLoad()",
            "home.viewWillAppear(false)",
            "observer.didFinishLaunchingNotification()",
            "appDelegate.applicationDidBecomeActive()",
            "observer.didBecomeActiveNotification()",
            "home.viewDidAppear(false)",
        ])
        withExtendedLifetime(observer) {}
    }

    /// Swiped away while active (S13-23): resign, disconnect, then applicationWillTerminate; no
    /// controller callback. Later steps do nothing, with a diagnostic.
    @Test func terminatingAnActiveSceneBasedApp() {
        let observer = NotificationObserver(name: "observer")
        let trace = Self.launch(ios: 17, scenes: true, observer: observer) { app, window in
            window.session.mark("terminate")
            app.terminate()
            window.foreground()
            app.terminate()
            app.launch()
        }
        let twice = Self.launch(ios: 17, scenes: true) { app, _ in app.launch() }
        #expect(lines(of: twice, containing: ["alreadyLaunched"]) == [
            "! appDelegate.alreadyLaunched()  # The app is already running: appDelegate launches it once (the launch is ignored).",
        ])
        expectText(eventLines(trace.since(marker: "terminate")!), equals: """
            turn 1
              --- terminate
              [1] appDelegate.terminate()
                sceneDelegate.sceneWillResignActive()
                observer.willResignActiveNotification()
                sceneDelegate.sceneDidDisconnect()
                appDelegate.applicationWillTerminate()
                observer.willTerminateNotification()
              [2] window.foreground()
                ! window.appNotRunning()  # The app was terminated: window changes nothing until a new session launches it again.
              [3] appDelegate.terminate()
                ! appDelegate.appNotRunning()  # The app was terminated: appDelegate changes nothing until a new session launches it again.
              [4] appDelegate.launch()
                ! appDelegate.appNotRunning()  # The app was terminated: appDelegate changes nothing until a new session launches it again.

            """)
        withExtendedLifetime(observer) {}
    }

    /// From the background (S13-01's end): the scene disconnects without resigning again.
    @Test func terminatingFromTheBackground() {
        let trace = Self.launch(ios: 13, scenes: true) { app, window in
            window.background()
            window.session.mark("terminate")
            app.terminate()
        }
        #expect(lines(of: trace.since(marker: "terminate")!, containing: ["Delegate."]) == [
            "[1] appDelegate.terminate()",
            "sceneDelegate.sceneDidDisconnect()",
            "appDelegate.applicationWillTerminate()",
        ])
    }
}
