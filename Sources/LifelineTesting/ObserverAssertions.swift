import Lifeline

/// The lifecycle-observer article's check: an observer is a child view controller that hears its
/// parent's appearance callbacks, so "the observer is attached" means exactly one child of its
/// type. None means it was never added; more than one means it was added twice (in
/// `viewDidLoad` and again in `viewWillAppear`, say) and every callback would be handled twice.
///
/// Returns the failure message, or nil when exactly one child is a `T` (subclasses included):
/// - `<T> is not a child of view controller: <controller>` when none is;
/// - `multiple instances of <T> found on view controller: <controller>` when several are.
///
/// The controller is named by its trace name, as traces show it. Like the article's helper, the
/// type is an observer type (`ViewControllerLifecycleObservable`, the article's
/// `UIViewControllerLifecycleObservable`), and the check filters the children with `is`.
@MainActor
public func observerAttachmentFailure<T: ViewControllerLifecycleObservable>(_ type: T.Type,
                                                                           to controller: ViewController) -> String? {
    let observers = controller.children.filter { $0 is T }
    if observers.isEmpty {
        return "\(type) is not a child of view controller: \(controller.traceName)"
    }
    if observers.count > 1 {
        return "multiple instances of \(type) found on view controller: \(controller.traceName)"
    }
    return nil
}

/// Asserts that exactly one observer of type `T` is attached to `controller` as a child: the
/// lifecycle-observer article's check, with its failure messages (see
/// `observerAttachmentFailure(_:to:)`).
///
/// ```swift
/// assertObserverAttached(TrackableObserver.self, to: profile)
/// ```
@MainActor
public func assertObserverAttached<T: ViewControllerLifecycleObservable>(_ type: T.Type, to controller: ViewController,
                                                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                      line: UInt = #line, column: UInt = #column) {
    if let message = observerAttachmentFailure(type, to: controller) {
        FailureReporter.report(message, at: TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
