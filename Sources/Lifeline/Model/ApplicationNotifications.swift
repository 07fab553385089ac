/// A notification `UIApplication` posts on `NotificationCenter.default` as the app's state changes.
/// UIKit posts them whether or not the app uses scenes (Apple's documentation of
/// `applicationDidBecomeActive(_:)`: "UIKit posts a didBecomeActiveNotification regardless of
/// whether your app uses scenes", S13-21).
public enum ApplicationNotification: String, Sendable, CaseIterable {
    case didFinishLaunching
    case willEnterForeground
    case didEnterBackground
    case didBecomeActive
    case willResignActive
    case willTerminate

    /// The callback an observer's receipt is recorded as.
    public var eventName: EventName {
        switch self {
        case .didFinishLaunching: return .didFinishLaunchingNotification
        case .willEnterForeground: return .willEnterForegroundNotification
        case .didEnterBackground: return .didEnterBackgroundNotification
        case .didBecomeActive: return .didBecomeActiveNotification
        case .willResignActive: return .willResignActiveNotification
        case .willTerminate: return .willTerminateNotification
        }
    }
}

/// A traced object that observes `UIApplication`'s notifications, as app code does with
/// `NotificationCenter.default.addObserver(_:selector:name:object:)`: register it with
/// `Session.addObserver(_:for:)`; each notification it receives is recorded on it
/// (`didBecomeActiveNotification()`, ...) and calls `didReceive(_:)`.
///
/// When (AppLifecycle.swift, Tests/LifelineTests/Fixtures/conformance-environment.json): just
/// after the delegate's callback for the same change, the scene delegate's from iOS 13 or the app
/// delegate's. S13-20 observed it for the app delegate on iOS 12 (applicationWillEnterForeground
/// logs before the notification's observer, against the documentation's "shortly before",
/// S13-22); the model posts every notification after its delegate callback alike. NO evidence
/// orders a notification against the scene delegate's callback: the model keeps the same rule.
open class NotificationObserver: Responder {
    /// An observer named `name` in traces (`observer` when nil).
    public init(name: String? = nil) {
        // Recorded with the controllers' role, as the app and scene delegates are: traces have no
        // role of their own for app objects.
        super.init(name: name, defaultName: "observer", role: .viewController)
    }

    /// Called for each notification the observer was registered for, as it is posted.
    open func didReceive(_ notification: ApplicationNotification) {}

    /// The notifications' receipts, which `react(to:)` can name.
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.didFinishLaunchingNotification, .willEnterForegroundNotification, .didEnterBackgroundNotification,
         .didBecomeActiveNotification, .willResignActiveNotification, .willTerminateNotification]
    }
}

/// One `addObserver` registration; the observer is held weakly, as `NotificationCenter` holds a
/// selector-based observer since iOS 9.
struct NotificationRegistration {
    weak var observer: NotificationObserver?
    let notifications: Set<ApplicationNotification>
}

extension Session {
    /// Registers `observer` for `notifications` (all of them by default), as
    /// `NotificationCenter.default.addObserver(_:selector:name:object:)`. Observers hear a
    /// notification in the order they were registered.
    public func addObserver(_ observer: NotificationObserver,
                            for notifications: [ApplicationNotification] = ApplicationNotification.allCases) {
        notificationRegistrations.append(NotificationRegistration(observer: observer, notifications: Set(notifications)))
    }

    /// Removes every registration of `observer`, as `NotificationCenter.removeObserver(_:)`.
    public func removeObserver(_ observer: NotificationObserver) {
        notificationRegistrations.removeAll { $0.observer === observer || $0.observer == nil }
    }

    /// Posts `notification` to its observers, each receipt recorded on the observer.
    func post(_ notification: ApplicationNotification) {
        notificationRegistrations.removeAll { $0.observer == nil }
        for registration in notificationRegistrations where registration.notifications.contains(notification) {
            guard let observer = registration.observer else { continue }
            observer.emit(notification.eventName) { observer.didReceive(notification) }
        }
    }
}
