/// One run of the model: the iOS version it reproduces, its main run loop and the recorder that
/// every callback goes through.
///
/// Objects join the session that is current when they are created, so UIKit-style code
/// (`let vc = MyViewController()`) needs no extra arguments. `Session.record` makes a fresh session
/// current for the duration of a closure and returns what it recorded.
@MainActor
public final class Session {
    /// The release whose behaviour this session reproduces.
    public let iosVersion: IOSVersion
    /// The hardware it models: an iPhone unless told otherwise.
    public let device: Device
    /// How the device is held. Sessions start in portrait; `rotate(to:)` turns them.
    public internal(set) var orientation = InterfaceOrientation.portrait {
        // The geometry a running layout pass assumed changes (Model/LayoutPass.swift).
        willSet { View.layoutWorkChangedDuringPass() }
    }
    /// Records every event of this session's objects.
    public let recorder: TraceRecorder
    /// The session's main run loop: turns, dispatched blocks, timers and layout passes.
    public private(set) lazy var runLoop = MainRunLoop(session: self)
    let rules: LifecycleRules
    /// The window that is key, as `UIApplication.keyWindow` would report it.
    weak var keyWindow: Window?
    /// Whether the app is active, inactive or in the background (AppLifecycle.swift); sessions start active.
    public internal(set) var applicationState = ApplicationState.active
    /// The app delegate the state changes call (AppLifecycle.swift); held weakly, as UIKit does.
    public weak var applicationDelegate: ApplicationDelegate?
    /// The scene delegate the state changes call from iOS 13, in place of the app delegate.
    public weak var sceneDelegate: SceneDelegate?
    /// The objects observing `UIApplication`'s notifications (ApplicationNotifications.swift).
    var notificationRegistrations: [NotificationRegistration] = []
    /// The orientation the device was turned to while the app was in the background, which UIKit
    /// delivers only as the app returns (S13-07, AppLifecycle.swift); nil when there is none.
    var orientationHeldInBackground: InterfaceOrientation?
    /// An iPad window size the user chose while the app was in the background, made on its return.
    var windowSizeHeldInBackground: ScreenSize?
    /// Whether app code launched the app, or it was terminated (AppLaunch.swift).
    var launchPhase = LaunchPhase.implicit

    /// The session new objects join, and the one objects made elsewhere move to when user code
    /// uses them (Responder.swift). Until the user makes one current it is the ambient session,
    /// which catches objects made outside any session of the user's.
    public static var current: Session {
        get { storedCurrent }
        set {
            storedCurrent.isCurrent = false
            newValue.isCurrent = true
            storedCurrent = newValue
        }
    }

    private static var storedCurrent: Session = {
        let ambient = Session(ambient: true)
        ambient.isCurrent = true
        return ambient
    }()

    /// True while this session is `Session.current`: kept beside the session, so that an object
    /// tells whether it records in the current session with one load (`Responder.emit`).
    @exclusivity(unchecked) private(set) var isCurrent = false
    /// True for the session that is current before the user makes any: objects made in it belong
    /// to no session of the user's and move, without a diagnostic, to the first one they are used in.
    let isAmbient: Bool
    /// True once `end()` was called: its objects may be used in another session without a diagnostic.
    private(set) var hasEnded = false

    /// A session reproducing `iosVersion` on `device`; `scenario` names its trace. Make it current
    /// with `run(_:)` so that objects join it, and `end()` it when you are done.
    public convenience init(iosVersion: IOSVersion = .default, device: Device = .default, scenario: String? = nil) {
        self.init(iosVersion: iosVersion, device: device, scenario: scenario, ambient: false)
    }

    private init(iosVersion: IOSVersion = .default, device: Device = .default, scenario: String? = nil, ambient: Bool) {
        isAmbient = ambient
        self.iosVersion = iosVersion
        self.device = device
        self.rules = LifecycleRules(version: iosVersion)
        self.recorder = TraceRecorder(iosVersion: iosVersion.major, scenario: scenario)
    }

    /// The controllers that left the screen, for the leak report (Lifetime/).
    public private(set) lazy var lifetimes = LifetimeTracker(session: self)

    /// What has been recorded so far.
    public var trace: Trace { recorder.trace }

    /// Records `message` as a line the app logged (a `print` in app code that is not an object's,
    /// a test's step), as the call `log("…")` with no object. The model calls nothing back.
    public func log(_ message: String) {
        recorder.record(.log, object: nil, arguments: EventArguments(.string(message)))
    }

    /// Places a marker before the next event: where the operation of interest begins, so that
    /// `Trace.since(marker:)` (and `lifeline trace --from-marker`) can leave out the setup.
    public func mark(_ name: String) {
        recorder.mark(name)
    }

    /// Runs `body` with this session current, then restores the previous one.
    public func run<Result>(_ body: (Session) throws -> Result) rethrows -> Result {
        let previous = Session.current
        Session.current = self
        defer { Session.current = previous }
        return try body(self)
    }

    /// Runs `body` in a new session on `device`, ends the session (`end()`) and returns its trace.
    public static func record(ios: IOSVersion = .default, device: Device = .default, scenario: String? = nil,
                              _ body: (Session) throws -> Void) rethrows -> Trace {
        let session = Session(iosVersion: ios, device: device, scenario: scenario)
        defer { session.end() }
        try session.run(body)
        return session.trace
    }

    /// Ends the session as an app's process ends: work still waiting in its run loop (an
    /// animation, a dispatched block, a timer, a layout pass) never runs, and is dropped.
    ///
    /// Call it when you are done with a session you made yourself; `record` calls it for you.
    /// Waiting work captures the objects it acts on, and every object holds its session, so a
    /// session that ended with work pending kept itself and all its objects alive (issue 19).
    /// The trace stays readable; events recorded after `end()` (an object used later) are
    /// recorded as before. O(pending work).
    public func end() {
        hasEnded = true
        runLoop.discardPendingWork()
    }
}
