import Testing
@testable import Lifeline

/// The app's state (issue 14, AppLifecycle.swift): background, foreground, lock, unlock and
/// interruptions call the app or scene delegate and never an appearance callback (S13-02, S13-03);
/// from iOS 13 the app switcher's snapshots switch the appearance twice in the background (S12-01).
@MainActor
@Suite("App lifecycle")
struct AppLifecycleTests {
    /// A visible `home` controller with its app (and, given, scene) delegate, then `body`.
    static func record(ios: Int, scenes: Bool = true, _ body: @MainActor (Window) -> Void) -> Trace {
        let app = ApplicationDelegate()
        let scene = SceneDelegate()
        return recordWithVisibleRoot(ios: ios, { ViewController(name: "home") }) { session, _ in
            session.applicationDelegate = app
            if scenes { session.sceneDelegate = scene }
            session.mark("app")
            body(session.keyWindowForTests)
            session.runLoop.runUntilIdle()
            withExtendedLifetime((app, scene)) {}
        }
    }

    /// iOS 12 (S13-02, iOS 12.2): the app delegate only, no controller callback either way; a
    /// scene delegate, which iOS 12 has not, is never called.
    @Test func backgroundAndForegroundOnIOS12() {
        let trace = Self.record(ios: 12) { window in
            window.background()
            window.foreground()
        }
        expectText(eventLines(trace.since(marker: "app")!), equals: """
            turn 1
              --- app
              [1] window.background()
                appDelegate.applicationWillResignActive()
                appDelegate.applicationDidEnterBackground()
              [2] window.foreground()
                appDelegate.applicationWillEnterForeground()
                appDelegate.applicationDidBecomeActive()

            """)
    }

    /// iOS 13+ (S13-01, S13-03, S13-08, S12-01): the scene delegate in place of the app delegate;
    /// after sceneDidEnterBackground the snapshots switch the appearance to dark and back, each
    /// object hearing its real previous style; nothing on returning, no viewWillAppear.
    @Test func backgroundAndForegroundOnIOS16() {
        let trace = Self.record(ios: 16) { window in
            window.background()
            window.foreground()
        }
        expectText(eventLines(trace.since(marker: "app")!), equals: """
            turn 1
              --- app
              [1] window.background()
                sceneDelegate.sceneWillResignActive()
                sceneDelegate.sceneDidEnterBackground()
                window.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                window.traitCollectionDidChange("userInterfaceStyle: dark")
                home.traitCollectionDidChange("userInterfaceStyle: dark")
                home.view.traitCollectionDidChange("userInterfaceStyle: dark")
              [2] window.foreground()
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()

            """)
    }

    /// S12-01's own case: an app in dark mode snapshots light first, then dark again.
    @Test func aDarkAppSnapshotsLightFirst() {
        let trace = Self.record(ios: 16) { window in
            window.setUserInterfaceStyle(.dark)
            window.background()
        }
        #expect(lines(of: trace.since(marker: "app")!, containing: ["home.trait"]) == [
            "home.traitCollectionDidChange(\"userInterfaceStyle: light\")",
            "home.traitCollectionDidChange(\"userInterfaceStyle: dark\")",
            "home.traitCollectionDidChange(\"userInterfaceStyle: light\")",
        ])
    }

    /// S12-01 and S13-07: an appearance switched while the app is in the background is held; it is
    /// delivered on the return, while the app is inactive, before sceneWillEnterForeground.
    @Test func anAppearanceSwitchedInTheBackgroundIsDeliveredOnReturn() {
        let scene = SceneDelegate()
        var states: [ApplicationState] = []
        let trace = recordWithVisibleRoot(ios: 16, { StateRecordingController(name: "home") }) { session, home in
            session.sceneDelegate = scene
            let window = session.keyWindowForTests
            window.background()
            home.statesAtTraitChange.removeAll()
            session.mark("settings")
            window.setUserInterfaceStyle(.dark)
            window.foreground()
            session.runLoop.runUntilIdle()
            states = home.statesAtTraitChange
            withExtendedLifetime(scene) {}
        }
        expectText(eventLines(trace.since(marker: "settings")!), equals: """
            turn 1
              --- settings
              [1] window.setUserInterfaceStyle("dark")
              [2] window.foreground()
                window.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()

            """)
        #expect(states == [.inactive])
    }

    /// From iOS 13 an app without a scene delegate hears the app delegate's calls.
    @Test func withoutScenesTheAppDelegateIsCalledOnIOS13() {
        let trace = Self.record(ios: 13, scenes: false) { window in window.lock(); window.unlock() }
        #expect(lines(of: trace.since(marker: "app")!, containing: ["Delegate."]) == [
            "appDelegate.applicationWillResignActive()", "appDelegate.applicationDidEnterBackground()",
            "appDelegate.applicationWillEnterForeground()", "appDelegate.applicationDidBecomeActive()",
        ])
    }

    /// An interruption: inactive and back, never the background, no snapshot.
    @Test func anInterruptionResignsAndRegainsActiveOnly() {
        let trace = Self.record(ios: 16) { window in window.interrupt() }
        expectText(eventLines(trace.since(marker: "app")!), equals: """
            turn 1
              --- app
              [1] window.interrupt()
                sceneDelegate.sceneWillResignActive()
                sceneDelegate.sceneDidBecomeActive()

            """)
    }

    /// Asking for the state the app is in does nothing, as in UIKit, with a diagnostic; the state
    /// the session reports follows the steps.
    @Test func aStepToTheCurrentStateIsIgnoredWithADiagnostic() {
        var states: [ApplicationState] = []
        let trace = Self.record(ios: 16) { window in
            window.foreground()
            window.background()
            states.append(window.session.applicationState)
            window.background()
            window.interrupt()
            window.unlock()
            states.append(window.session.applicationState)
        }
        #expect(states == [.background, .active])
        #expect(lines(of: trace.since(marker: "app")!, containing: ["window.", "Delegate."]).filter { !$0.contains("trait") } == [
            "[1] window.foreground()",
            "! window.alreadyInForeground()  # The app is already in the foreground: window's scene changes no state (UIKit does nothing).",
            "[2] window.background()", "sceneDelegate.sceneWillResignActive()", "sceneDelegate.sceneDidEnterBackground()",
            "[3] window.background()",
            "! window.alreadyInBackground()  # The app is already in the background: window's scene changes no state (UIKit does nothing).",
            "[4] window.interrupt()",
            "! window.alreadyInBackground()  # The app is already in the background: window's scene changes no state (UIKit does nothing).",
            "[5] window.unlock()", "sceneDelegate.sceneWillEnterForeground()", "sceneDelegate.sceneDidBecomeActive()",
        ])
    }
}

extension AppLifecycleTests {
    /// S13-07 (observed, iOS 11): the device turned while the app is in the background; nothing
    /// happens until it returns, then the rotation's transition comes first, while the app is
    /// inactive, before applicationWillEnterForeground. Turning back before returning cancels it.
    @Test func aRotationInTheBackgroundIsMadeAsTheAppReturns() {
        let trace = Self.record(ios: 12) { window in
            window.background()
            window.session.rotate(to: .landscapeLeft)
            window.session.mark("return")
            window.foreground()
        }
        expectText(eventLines(trace.since(marker: "return")!), equals: """
            turn 1
              --- return
              [1] window.foreground()
                home.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                home.viewWillTransition(to: "852x393", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                home.traitCollectionDidChange("verticalSizeClass: regular")
                home.view.traitCollectionDidChange("verticalSizeClass: regular")
                window.layoutSubviews()
                home.view.layoutMarginsDidChange()
                home.viewLayoutMarginsDidChange()
                home.view.safeAreaInsetsDidChange()
                home.viewSafeAreaInsetsDidChange()
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
                appDelegate.applicationWillEnterForeground()
                appDelegate.applicationDidBecomeActive()

            """)
        #expect(lines(of: trace, containing: ["window.rotate(to: \"landscapeLeft\")"]).count == 1)
    }

    @Test func turningBackInTheBackgroundCancelsTheRotation() {
        let trace = Self.record(ios: 16) { window in
            window.background()
            window.session.rotate(to: .landscapeLeft)
            window.session.rotate(to: .portrait)
            window.session.mark("return")
            window.foreground()
        }
        expectText(eventLines(trace.since(marker: "return")!), equals: """
            turn 1
              --- return
              [1] window.foreground()
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()

            """)
    }
}

/// A controller that notes the app's state each time its traits change.
private final class StateRecordingController: ViewController {
    var statesAtTraitChange: [ApplicationState] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        statesAtTraitChange.append(session.applicationState)
    }
}
