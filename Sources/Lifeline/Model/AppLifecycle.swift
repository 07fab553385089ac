/// The app's state as `UIApplication.applicationState` reports it.
public enum ApplicationState: String, Sendable, CaseIterable {
    case active
    case inactive
    case background
}

/// A traced stand-in for the app's `UIApplicationDelegate`: the model calls it when the app's
/// state changes, before iOS 13 and, from iOS 13, in an app without a scene delegate (UIKit calls
/// the scene delegate instead when the app uses scenes). Set it as `Session.applicationDelegate`;
/// the session holds it weakly, as `UIApplication` holds its delegate: keep it alive yourself.
open class ApplicationDelegate: Responder {
    /// A delegate named `name` in traces (`appDelegate` when nil).
    public init(name: String? = nil) {
        // A delegate is recorded with the controllers' role, as TracedDelegate is: traces have no
        // role of their own for app objects, and adding one would change the trace format.
        super.init(name: name, defaultName: "appDelegate", role: .viewController)
    }

    /// The app has launched (`application(_:didFinishLaunchingWithOptions:)`): before iOS 13,
    /// or without scenes, app code shows its window here (AppLaunch.swift).
    open func applicationDidFinishLaunching() {}
    /// The app is about to be terminated while running (swiped away in the app switcher).
    open func applicationWillTerminate() {}
    /// The app is about to leave the active state (Home, lock, an interruption).
    open func applicationWillResignActive() {}
    /// The app is now in the background.
    open func applicationDidEnterBackground() {}
    /// The app is about to come back from the background.
    open func applicationWillEnterForeground() {}
    /// The app is active again.
    open func applicationDidBecomeActive() {}

    /// The app delegate's state callbacks, which `react(to:)` can name.
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
         .applicationDidBecomeActive, .applicationDidFinishLaunching, .applicationWillTerminate]
    }
}

/// A traced stand-in for a window scene's `UISceneDelegate` (iOS 13+): when the session has one,
/// UIKit calls it, not the app delegate, as the scene changes state. Set it as
/// `Session.sceneDelegate`; held weakly: keep it alive yourself.
open class SceneDelegate: Responder {
    /// A delegate named `name` in traces (`sceneDelegate` when nil).
    public init(name: String? = nil) {
        super.init(name: name, defaultName: "sceneDelegate", role: .viewController)
    }

    /// The scene connects at launch (`scene(_:willConnectTo:options:)`): app code shows its
    /// window here (AppLaunch.swift).
    open func sceneWillConnect() {}
    /// The scene is disconnected (the app is terminated).
    open func sceneDidDisconnect() {}
    /// The scene is about to leave the active state.
    open func sceneWillResignActive() {}
    /// The scene is now in the background.
    open func sceneDidEnterBackground() {}
    /// The scene is about to come back to the foreground; always followed by `sceneDidBecomeActive` (S13-08).
    open func sceneWillEnterForeground() {}
    /// The scene is active again.
    open func sceneDidBecomeActive() {}

    /// The scene delegate's state callbacks, which `react(to:)` can name.
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
         .sceneWillConnect, .sceneDidDisconnect]
    }
}

/// The app leaving and returning to the foreground, as the user makes it: Home or the app
/// switcher (`background`), the device's lock (`lock`), an interruption (`interrupt`).
///
/// Evidence (Tests/LifelineTests/Fixtures/conformance.json):
/// - NO appearance callback (viewWillDisappear, viewWillAppear, ...) on any of these: S13-02
///   (observed, iOS 12.2: "none of the callbacks is called"), S13-03 (observed, scenes);
/// - scene order resign-active -> did-enter-background, will-enter-foreground -> did-become-active:
///   S13-01 (observed, iOS 13), S13-03, S13-08 (Apple: "invariably followed by sceneDidBecomeActive");
/// - from iOS 13, after entering the background, the app switcher's snapshots: the traits switch
///   to the other appearance and back, each object hearing `traitCollectionDidChange(_:)` twice with
///   its real previous collection, while the app is already in the background: S12-01 (observed);
/// - an appearance switched while in the background is delivered on the return, while the app is
///   inactive (S12-01: "DARK -> LIGHT. INACTIVE") and before the delegate hears it will enter the
///   foreground (S13-07, observed on iOS 11 for a rotation: willTransitionToTraitCollection =>
///   applicationWillEnterForeground).
///
/// Without evidence (docs/model.md, fidelity):
/// - the app delegate's order (before iOS 13, or without scenes) is taken to be the scene's;
/// - S13-03 shows one layout pass after `sceneDidEnterBackground`; no source places it against the
///   snapshots' trait changes, and the model runs no layout pass there;
/// - `lock`/`unlock` are modelled as `background`/`foreground` (no log separates them);
/// - `interrupt` resigns and regains the active state in one step (resign, become active), with
///   no snapshot, following Apple's app-lifecycle documentation, which no fixture entry quotes;
/// - the `UIApplication` notifications come after the delegate's callback for the same change
///   (S13-20, observed for the app delegate on iOS 12; no source orders them against the scene
///   delegate's, the model keeps the same rule there);
/// - a rotation made in the background is held and made as the app returns, before the
///   foreground callbacks (S13-07); NO evidence orders it against an appearance switch held
///   too: the model rotates first, then switches the appearance.
extension Window {
    /// The user sends the app to the background (Home, app switcher). Ignored, with the
    /// `alreadyInBackground` diagnostic, when the app is already there.
    public func background() { leaveForeground(.background) }

    /// The user returns to the app. Ignored, with the `alreadyInForeground` diagnostic, when the app
    /// is already in the foreground.
    public func foreground() { returnToForeground(.foreground) }

    /// The user locks the device: as `background()`.
    public func lock() { leaveForeground(.lock) }

    /// The user unlocks the device and sees the app again: as `foreground()`.
    public func unlock() { returnToForeground(.unlock) }

    /// A call or Control Center makes the app inactive for a while and leaves it: it resigns and
    /// regains the active state without going to the background. Ignored, with the
    /// `alreadyInBackground` diagnostic, in the background.
    public func interrupt() {
        emit(.interrupt) {
            guard session.launchPhase != .terminated else { return diagnose(.appNotRunning) }
            guard session.applicationState == .active else { return diagnose(.alreadyInBackground) }
            resignActive()
            becomeActive()
        }
    }

    private func leaveForeground(_ step: EventName) {
        emit(step) {
            guard session.launchPhase != .terminated else { return diagnose(.appNotRunning) }
            guard session.applicationState == .active else { return diagnose(.alreadyInBackground) }
            resignActive()
            session.applicationState = .background
            announce(.didEnterBackground)
            takeSnapshots()
        }
    }

    private func returnToForeground(_ step: EventName) {
        emit(step) {
            guard session.launchPhase != .terminated else { return diagnose(.appNotRunning) }
            guard session.applicationState == .background else { return diagnose(.alreadyInForeground) }
            session.applicationState = .inactive
            deliverRotationHeldInBackground()
            deliverResizeHeldInBackground()
            deliverStyleHeldInBackground()
            announce(.willEnterForeground)
            becomeActive()
        }
    }

    private func resignActive() {
        announce(.willResignActive)
        session.applicationState = .inactive
    }

    private func becomeActive() {
        session.applicationState = .active
        announce(.didBecomeActive)
    }

    /// Tells the app of a state change: the scene delegate (iOS 13+, when there is one), else the
    /// app delegate, then `UIApplication`'s notification to its observers (S13-20: the delegate
    /// first; ApplicationNotifications.swift).
    private func announce(_ change: ApplicationNotification) {
        if let scene = session.scenes {
            switch change {
            case .willResignActive: scene.emit(.sceneWillResignActive) { scene.sceneWillResignActive() }
            case .didEnterBackground: scene.emit(.sceneDidEnterBackground) { scene.sceneDidEnterBackground() }
            case .willEnterForeground: scene.emit(.sceneWillEnterForeground) { scene.sceneWillEnterForeground() }
            case .didBecomeActive: scene.emit(.sceneDidBecomeActive) { scene.sceneDidBecomeActive() }
            case .didFinishLaunching, .willTerminate: break
            }
        } else if let app = session.applicationDelegate {
            switch change {
            case .willResignActive: app.emit(.applicationWillResignActive) { app.applicationWillResignActive() }
            case .didEnterBackground: app.emit(.applicationDidEnterBackground) { app.applicationDidEnterBackground() }
            case .willEnterForeground: app.emit(.applicationWillEnterForeground) { app.applicationWillEnterForeground() }
            case .didBecomeActive: app.emit(.applicationDidBecomeActive) { app.applicationDidBecomeActive() }
            case .didFinishLaunching, .willTerminate: break
            }
        }
        session.post(change)
    }

    /// S13-07: the device turned while the app was in the background; the window rotates now, as
    /// the app returns, before the delegate hears it will enter the foreground.
    private func deliverRotationHeldInBackground() {
        guard let orientation = session.orientationHeldInBackground else { return }
        session.orientationHeldInBackground = nil
        rotateNow(to: orientation)
    }

    /// An iPad window resized while the app was in the background takes its size now, after a
    /// held rotation (issue 14: as S13-07's rotation; no log orders the two, nor shows a resize
    /// made in the background).
    private func deliverResizeHeldInBackground() {
        guard let size = session.windowSizeHeldInBackground else { return }
        session.windowSizeHeldInBackground = nil
        resizeNow(to: size)
    }

    /// S12-01, S13-07: the appearance the user switched to in the background, now the app returns.
    private func deliverStyleHeldInBackground() {
        guard let style = userInterfaceStyleHeldInBackground else { return }
        userInterfaceStyleHeldInBackground = nil
        changeTraits { sceneUserInterfaceStyle = style }
    }

    /// S12-01: from iOS 13 the app switcher snapshots the window in both appearances, the other
    /// one first, then restores the user's; every object whose traits change hears both changes.
    private func takeSnapshots() {
        guard rules.hasDarkMode else { return }
        let shown = sceneUserInterfaceStyle
        let other: UserInterfaceStyle = shown == .dark ? .light : .dark
        changeTraits { sceneUserInterfaceStyle = other }
        changeTraits { sceneUserInterfaceStyle = shown }
    }
}

extension Session {
    /// The scene delegate UIKit calls: the session's, from iOS 13 only (before, apps have no scenes).
    var scenes: SceneDelegate? { rules.hasDarkMode ? sceneDelegate : nil }
}
