/// The app's launch and termination, as the user makes them (tapping the icon, swiping the app
/// away in the app switcher): `ApplicationDelegate.launch(_:)` and `ApplicationDelegate.terminate()`.
///
/// Launch, in the order of the majority of the independent sources
/// (Tests/LifelineTests/Fixtures/conformance-environment.json):
/// - with a scene delegate (iOS 13+): `application(_:didFinishLaunchingWithOptions:)`, then
///   `scene(_:willConnectTo:options:)`, where app code makes the window key and visible (the
///   first controller's `viewDidLoad` and `viewWillAppear` run there), then
///   `sceneWillEnterForeground`, `sceneDidBecomeActive`, and the first layout pass and
///   `viewDidAppear` after them. S13-01 (observed, iOS 13: viewDidLoad between willConnectTo and
///   sceneWillEnterForeground) and S13-09 (claimed: also viewWillAppear before
///   sceneWillEnterForeground and viewDidAppear after sceneDidBecomeActive) against S13-04 (a
///   README of an unidentified repository, low weight: the scene callbacks before viewDidLoad);
///   the model follows S13-01 and S13-09, and S13-04 is a recorded mismatch. No source separates
///   iOS versions here, so the order is the same on every version from 13;
/// - with the app delegate only (before iOS 13, or without a scene delegate):
///   `application(_:didFinishLaunchingWithOptions:)`, where app code shows the window, then
///   `applicationDidBecomeActive`: S13-24 (iOS 12.1) and S13-25 (iOS 11), and S13-10 (claimed:
///   viewDidLoad and viewWillAppear before applicationDidBecomeActive, viewDidAppear after). No
///   `applicationWillEnterForeground` at launch (S13-25's launch list);
/// - `UIApplication.didFinishLaunchingNotification` after the delegate's method, as every
///   notification (S13-20); no `willEnterForegroundNotification` at launch (the app delegate's
///   rule; NO evidence for a scene-based app).
///
/// Termination (the app swiped away in the app switcher while it runs): S13-23 (observed,
/// scenes: sceneWillResignActive, then sceneDidDisconnect, no sceneDidEnterBackground) for an
/// active app; from the background, sceneDidDisconnect only (S13-01's end). Then
/// `applicationWillTerminate` and its notification: Apple documents it for an app terminated
/// while running (not suspended); NO evidence orders it against sceneDidDisconnect, the model
/// calls it last. `application(_:didDiscardSceneSessions:)` (S13-01, which UIKit calls on the
/// next launch) is not modelled. No controller hears anything.
extension ApplicationDelegate {
    /// The user launches the app: UIKit calls the app delegate, from iOS 13 connects the scene
    /// (when the session has a scene delegate), and makes the app active (see the notes above).
    /// `showUI` is the app's code in `application(_:didFinishLaunchingWithOptions:)` (before
    /// iOS 13 or without scenes) or in `scene(_:willConnectTo:options:)`: typically
    /// `window.rootViewController = ...; window.makeKeyAndVisible()`. A second launch is ignored
    /// with the `alreadyLaunched` diagnostic (`appNotRunning` once terminated: a session models
    /// one run of the app).
    public func launch(_ showUI: @MainActor () -> Void = {}) {
        emit(.launch) {
            guard session.launchPhase != .terminated else { return diagnose(.appNotRunning) }
            guard session.launchPhase == .implicit else { return diagnose(.alreadyLaunched) }
            session.launchPhase = .launched
            session.applicationState = .inactive
            let scene = session.scenes
            emit(.applicationDidFinishLaunching) {
                applicationDidFinishLaunching()
                if scene == nil { showUI() }
            }
            session.post(.didFinishLaunching)
            if let scene {
                scene.emit(.sceneWillConnect) {
                    scene.sceneWillConnect()
                    showUI()
                }
                scene.emit(.sceneWillEnterForeground) { scene.sceneWillEnterForeground() }
            }
            session.applicationState = .active
            if let scene {
                scene.emit(.sceneDidBecomeActive) { scene.sceneDidBecomeActive() }
            } else {
                emit(.applicationDidBecomeActive) { applicationDidBecomeActive() }
            }
            session.post(.didBecomeActive)
        }
    }

    /// The user swipes the app away in the app switcher while it runs: an active app resigns
    /// first; the scene disconnects (iOS 13+ with a scene delegate); the app delegate hears it
    /// will terminate. Nothing of the window changes. Ignored, with the `appNotRunning`
    /// diagnostic, once terminated.
    public func terminate() {
        emit(.terminate) {
            guard session.launchPhase != .terminated else { return diagnose(.appNotRunning) }
            let scene = session.scenes
            if session.applicationState == .active {
                if let scene {
                    scene.emit(.sceneWillResignActive) { scene.sceneWillResignActive() }
                } else {
                    emit(.applicationWillResignActive) { applicationWillResignActive() }
                }
                session.post(.willResignActive)
            }
            if let scene { scene.emit(.sceneDidDisconnect) { scene.sceneDidDisconnect() } }
            emit(.applicationWillTerminate) { applicationWillTerminate() }
            session.post(.willTerminate)
            session.launchPhase = .terminated
            session.applicationState = .background
        }
    }
}

/// Where the app is in its life: a session starts with the app running, as if launched before
/// the trace began (`implicit`), unless app code launches it; once terminated it runs no more.
enum LaunchPhase {
    case implicit
    case launched
    case terminated
}
