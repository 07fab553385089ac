import Testing
@testable import Lifeline

/// An observer that logs the notifications it receives, with the app's state when it does: still
/// active in willResignActive, as `applicationState` reports in UIKit's own callback.
final class StateLoggingObserver: NotificationObserver {
    var seen: [String] = []
    override func didReceive(_ notification: ApplicationNotification) {
        seen.append("\(notification.rawValue) \(session.applicationState.rawValue)")
    }
}

/// `UIApplication`'s notifications (ApplicationNotifications.swift): an observer registered with
/// the notification center hears each state change just after the delegate does (S13-20, observed
/// for applicationWillEnterForeground on iOS 12), with scenes too (S13-21).
@MainActor
@Suite("Application notifications")
struct ApplicationNotificationTests {
    @Test func withTheAppDelegateOnIOS12() {
        var seen: [String] = []
        let observer = StateLoggingObserver(name: "observer")
        let trace = AppLifecycleTests.record(ios: 12) { window in
            Session.current.addObserver(observer)
            window.background()
            window.foreground()
            window.interrupt()
            seen = observer.seen
        }
        #expect(seen == [
            "willResignActive active", "didEnterBackground background",
            "willEnterForeground inactive", "didBecomeActive active",
            "willResignActive active", "didBecomeActive active",
        ])
        expectText(eventLines(trace.since(marker: "app")!), equals: """
            turn 1
              --- app
              [1] window.background()
                appDelegate.applicationWillResignActive()
                observer.willResignActiveNotification()
                appDelegate.applicationDidEnterBackground()
                observer.didEnterBackgroundNotification()
              [2] window.foreground()
                appDelegate.applicationWillEnterForeground()
                observer.willEnterForegroundNotification()
                appDelegate.applicationDidBecomeActive()
                observer.didBecomeActiveNotification()
              [3] window.interrupt()
                appDelegate.applicationWillResignActive()
                observer.willResignActiveNotification()
                appDelegate.applicationDidBecomeActive()
                observer.didBecomeActiveNotification()

            """)
    }

    /// From iOS 13 with a scene delegate, the notifications still come (S13-21), after the scene
    /// delegate's callbacks (no evidence for this order; the app delegate's rule, S13-20); the
    /// snapshots' trait changes follow didEnterBackground's notification. An observer registered
    /// for one notification hears only that one; a removed observer hears nothing.
    @Test func withAScenesDelegateOnIOS16() {
        let observer = StateLoggingObserver(name: "observer")
        let activeOnly = StateLoggingObserver(name: "activeOnly")
        let removed = StateLoggingObserver(name: "removed")
        let trace = AppLifecycleTests.record(ios: 16) { window in
            Session.current.addObserver(observer)
            Session.current.addObserver(activeOnly, for: [.didBecomeActive])
            Session.current.addObserver(removed)
            Session.current.removeObserver(removed)
            window.background()
            window.foreground()
        }
        expectText(eventLines(trace.since(marker: "app")!), equals: """
            turn 1
              --- app
              [1] window.background()
                sceneDelegate.sceneWillResignActive()
                observer.willResignActiveNotification()
                sceneDelegate.sceneDidEnterBackground()
                observer.didEnterBackgroundNotification()
                window.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                window.traitCollectionDidChange("userInterfaceStyle: dark")
                home.traitCollectionDidChange("userInterfaceStyle: dark")
                home.view.traitCollectionDidChange("userInterfaceStyle: dark")
              [2] window.foreground()
                sceneDelegate.sceneWillEnterForeground()
                observer.willEnterForegroundNotification()
                sceneDelegate.sceneDidBecomeActive()
                observer.didBecomeActiveNotification()
                activeOnly.didBecomeActiveNotification()

            """)
        withExtendedLifetime((observer, activeOnly, removed)) {}
    }

    /// An ignored step (foreground while in the foreground) posts nothing.
    @Test func anIgnoredStepPostsNothing() {
        let observer = StateLoggingObserver(name: "observer")
        let trace = AppLifecycleTests.record(ios: 16) { window in
            Session.current.addObserver(observer)
            window.foreground()
        }
        #expect(lines(of: trace.since(marker: "app")!, containing: ["window.", "observer."]) == [
            "[1] window.foreground()",
            "! window.alreadyInForeground()  # The app is already in the foreground: window's scene changes no state (UIKit does nothing).",
        ])
        withExtendedLifetime(observer) {}
    }
}
