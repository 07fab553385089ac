import LifelineTrace

/// The view-controller callbacks a hook can follow (the LifecycleHooks library's
/// `ViewControllerLifecycleHook`, extended with `viewIsAppearing` and the layout callbacks).
public enum ViewControllerLifecycleHook: String, Sendable, CaseIterable {
    /// Runs before the controller's own `viewDidLoad()`, once its view is set (the library's
    /// exception); every other hook runs after the controller's own method returns.
    case viewDidLoad
    case viewWillAppear
    /// Only delivered from iOS 13 (the model's `viewIsAppearing` rule), so a hook for it never
    /// runs on older versions.
    case viewIsAppearing
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews

    /// The callback the hook follows.
    /// The callback's name in traces.
    public var eventName: EventName {
        switch self {
        case .viewDidLoad: return .viewDidLoad
        case .viewWillAppear: return .viewWillAppear
        case .viewIsAppearing: return .viewIsAppearing
        case .viewDidAppear: return .viewDidAppear
        case .viewWillDisappear: return .viewWillDisappear
        case .viewDidDisappear: return .viewDidDisappear
        case .viewWillLayoutSubviews: return .viewWillLayoutSubviews
        case .viewDidLayoutSubviews: return .viewDidLayoutSubviews
        }
    }
}

/// The view callbacks a hook can follow (the library's `ViewLifecycleHook` has
/// `didMoveToWindow`; the others are the model's additions). All run after the view's own method.
public enum ViewLifecycleHook: String, Sendable, CaseIterable {
    case didMoveToWindow
    case didMoveToSuperview
    case layoutSubviews

    public var eventName: EventName {
        switch self {
        case .didMoveToWindow: return .didMoveToWindow
        case .didMoveToSuperview: return .didMoveToSuperview
        case .layoutSubviews: return .layoutSubviews
        }
    }
}

/// Something that can be cancelled, as the library's `Cancellable`.
@MainActor
public protocol Cancellable: AnyObject {
    func cancel()
}
