/// The data source of a `PageViewController`, as `UIPageViewControllerDataSource`: the pages
/// before and after a page. The model records each call as a callback of the data source when it
/// is a traced object, otherwise of the page controller.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, nil at the start.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, nil at the end.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController?
}

/// The delegate of a `PageViewController`, as `UIPageViewControllerDelegate`. Both methods are
/// called for the user's swipes only, never for `setViewControllers` (Apple's documentation:
/// "Called before a gesture-driven transition begins", "Called after a gesture-driven transition
/// completes"; S16-10).
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A swipe is about to show `pendingViewControllers`; it may still be cancelled.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A swipe's animation ended: `completed` is false when the user gave the page back.
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func pageViewController(_ pageViewController: PageViewController,
                                   willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Does nothing, as an unimplemented optional method.
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}

extension PageViewController {
    /// `UIPageViewController.TransitionStyle`: the two styles order the did-callbacks differently
    /// (S16-02, S16-04).
    public enum TransitionStyle: String, Sendable, CaseIterable {
        /// Pages slide as in a scroll view: the incoming viewDidAppear comes BEFORE the outgoing
        /// viewDidDisappear (S16-02).
        case scroll
        /// Pages curl as in a book: the outgoing viewDidDisappear comes BEFORE the incoming
        /// viewDidAppear (S16-04).
        case pageCurl
    }

    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: String, Sendable, CaseIterable {
        /// To the page after the current one.
        case forward
        /// To the page before the current one.
        case reverse
    }
}
