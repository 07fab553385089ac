import Lifeline

/// The lifecycle-observer article's app code, in the model: a trackable analytics observer added
/// to a screen as an invisible child, and a SwiftUI-style screen whose content reports its
/// appearance to a `ViewLifecycleObservable`.

/// Where analytics events go; a test or the runner reads them back.
@MainActor
public final class Analytics {
    public private(set) var events: [String] = []
    public init() {}
    public func track(_ event: String) { events.append(event) }
}

/// The article's `TrackableObserver`: on each viewDidAppear it tells analytics which screen was
/// presented (its parent, since it is the screen's child).
@MainActor
public final class TrackableObserver: ViewController, ViewControllerLifecycleObservable {
    let analytics: Analytics

    public init(analytics: Analytics, name: String? = nil) {
        self.analytics = analytics
        super.init(name: name)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        analytics.track("screen shown: \(parent?.traceName ?? "?")")
    }
}

/// The article's `SomeVC`: a screen that adds its tracker in viewDidLoad.
@MainActor
public final class ProfileViewController: ViewController {
    public let tracker: TrackableObserver

    public init(analytics: Analytics, name: String? = "profile") {
        tracker = TrackableObserver(analytics: analytics, name: "tracker")
        super.init(name: name)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addLifecycleObserver(tracker)
    }
}

/// The article's SwiftUI `V1`: a stack with a text, whose lifecycle goes to an observer (the
/// article's default is the trackable one; tests pass a mock).
@MainActor
public enum GreetingScreen {
    public static func content(observer: any ViewLifecycleObservable) -> HostedView {
        HostedView(name: "vStack", [HostedView(name: "text")]).addLifecycleObserver(observer)
    }

    public static func hostingController(observer: any ViewLifecycleObservable) -> HostingController {
        HostingController(rootView: content(observer: observer), name: "greeting")
    }
}

/// A `ViewLifecycleObservable` that tracks the SwiftUI screen's appearances.
@MainActor
public final class TrackableViewObserver: ViewLifecycleObservable {
    let analytics: Analytics
    let screen: String
    public init(analytics: Analytics, screen: String) {
        self.analytics = analytics
        self.screen = screen
    }
    public func onAppear() { analytics.track("screen shown: \(screen)") }
    public func onDisappear() {}
}
