/// A delegate for navigation, tab bar, page and split view controllers that answers as UIKit does
/// for a delegate implementing nothing (every tapped tab may be selected, a collapsing split view
/// keeps its proposed column) and does nothing else. It is a traced object, so the containers'
/// calls to it (`willShow`/`didShow`, `shouldSelect`/`didSelect`, `willTransitionTo`/
/// `didFinishAnimating`, the split view's collapse and expand calls) show in the trace as its own
/// callbacks. A controller, as the delegate often is in an app; it never joins a hierarchy.
/// Containers hold their delegate weakly, as in UIKit: keep it alive yourself. Scenario files
/// make one with a container's `delegate: <name>`.
public final class TracedDelegate: ViewController, NavigationControllerDelegate, TabBarControllerDelegate,
    PageViewControllerDelegate, SplitViewControllerDelegate {}

/// A page controller's data source that answers from an ordered list of pages, as an app's
/// array-backed data source does: the page before or after a page in `pages`, nil at either end
/// and for a page not in the list. It holds the pages strongly, as the app's array does; the page
/// controller holds it weakly, as in UIKit. Scenario files make one with a page controller's
/// `dataSource: <name>` and `pages: [...]`.
public final class TracedPageDataSource: ViewController, PageViewControllerDataSource {
    /// The pages, in order.
    public var pages: [ViewController] = []

    public func pageViewController(_ pageViewController: PageViewController,
                                   viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: PageViewController,
                                   viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}
