import LifelineTrace

/// Marks a controller as a lifecycle observer, as the lifecycle-observer article's
/// `UIViewControllerLifecycleObservable`: it has no requirements and serves to identify observers
/// (`addLifecycleObserver(_:)` takes them, `assertObserverAttached` looks for them).
@MainActor
public protocol ViewControllerLifecycleObservable: AnyObject {}

extension ViewController {
    /// Adds `observer` as an invisible child, as the lifecycle-observer article does, so that it
    /// hears this controller's forwarded appearance callbacks: `addChild(observer)`, then
    /// `view.addSubview(observer.view)`, then `observer.didMove(toParent: self)` (UIKit's container
    /// order). The article also gives the observer's view a zero frame and no autoresizing; the model
    /// has no geometry, so that part has nothing to record.
    ///
    /// Recorded as a call (`[k] screen.addLifecycleObserver(observer)`) with the containment calls
    /// inside it. Like the article's helper it reads `view`, so call it from `viewDidLoad()` or
    /// later: earlier, it loads the view, as it would in UIKit.
    public func addLifecycleObserver<T: ViewController & ViewControllerLifecycleObservable>(_ observer: T) {
        emit(.addLifecycleObserver, .object(observer.traceID)) {
            addChild(observer)
            view.addSubview(observer.view)
            observer.didMove(toParent: self)
        }
    }

    /// The observers among the children, in the order they were added.
    public var lifecycleObservers: [any ViewControllerLifecycleObservable] {
        children.compactMap { $0 as? any ViewControllerLifecycleObservable }
    }
}

/// An analytics-style observer: on each `viewDidAppear` it records that its parent's screen was
/// shown (the article's `TrackableObserver`, "tell our analytics solution that the screen was
/// presented"). The trace shows it as a child of the screen, with its forwarded callbacks.
@MainActor
open class AnalyticsObserver: ViewController, ViewControllerLifecycleObservable {
    /// "screen shown: <screen>" once per appearance, in order.
    public private(set) var recordedEvents: [String] = []

    public override init(name: String? = nil) {
        super.init(name: name)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recordedEvents.append("screen shown: \(parent?.traceName ?? "?")")
    }
}
