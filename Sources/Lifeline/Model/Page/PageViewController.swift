/// A paging container, as `UIPageViewController`: it shows one page, a child controller, and
/// changes it with `setViewControllers(_:direction:animated:completion:)` or the user's swipe
/// (`beginPageSwipe(_:)`, PageSwipe.swift). Entries named here are in
/// `Tests/LifelineTests/Fixtures/conformance-containers.json`.
///
/// A page change while the page controller is on screen: the incoming view loads, the incoming
/// viewWillAppear comes BEFORE the outgoing viewWillDisappear in both styles (S16-02, S16-04),
/// like a tab switch and unlike a push; at the end the scroll style gives the incoming
/// viewDidAppear BEFORE the outgoing viewDidDisappear (S16-02) and the page-curl style the
/// reverse (S16-04). The incoming page's `didMove(toParent:)` comes after its viewDidAppear
/// (S16-09); the outgoing page's `didMove(toParent: nil)` after its viewDidDisappear, as a
/// navigation controller's (no source shows a page's removal).
///
/// Not modelled: two pages side by side (a spine in the middle), the page indicator's data
/// source calls, and `isDoubleSided`; `setViewControllers` shows the first page it is given.
open class PageViewController: ViewController {
    /// How long an animated page change takes, in virtual time: the model's choice (no source
    /// gives UIKit's duration).
    public static let transitionDuration: Double = 0.3

    /// How pages change; fixed at creation, as UIKit's `transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// Asked for the pages around the current one when the user swipes; held weakly, as in UIKit.
    public weak var dataSource: PageViewControllerDataSource?
    /// Told about the user's swipes; held weakly, as in UIKit.
    public weak var delegate: PageViewControllerDelegate?

    /// The pages shown: one page, or none before the first `setViewControllers`.
    public internal(set) var viewControllers: [ViewController] = []
    /// The pages the data source gave around the current one, by direction; a direction with no
    /// entry has not been asked, one with nil was asked and has no page. UIKit asks once and keeps
    /// the answer until the pages change (S16-08), and an animated scroll keeps the page it left
    /// as the page behind without asking again (S16-11).
    var neighbours: [NavigationDirection: ViewController?] = [:]
    /// True from the start of a page change or swipe until its end.
    var transitionIsRunning = false
    /// The swipe in progress, from `beginPageSwipe(_:)` until its end.
    var swipe: PageSwipe?

    /// A page controller of `style` (UIKit's `init(transitionStyle:navigationOrientation:options:)`;
    /// the orientation changes nothing in the lifecycle).
    public init(transitionStyle: TransitionStyle = .scroll, name: String? = nil) {
        self.transitionStyle = transitionStyle
        super.init(name: name)
        hasContainerAppearanceHooks = true
    }

    // MARK: Setting the page

    /// Shows `viewControllers.first` as the page, as UIKit's method: the new page becomes a child
    /// (`willMove(toParent:)` at once). Off screen the change completes at once, without appearance
    /// callbacks, except an animated first page set while the view is loaded but in no window
    /// (`showFirstPageWhileLoading`, S16-09). On screen it is a page change (the type's comment); not animated it ends within
    /// the call (the model's reading; S16-09 shows a page's viewDidAppear and didMove within an
    /// animated call made while loading, before any layout), animated
    /// after `transitionDuration` of virtual time. `completion(true)` runs at the end. The
    /// delegate hears nothing (S16-10). The data source is not asked now: it is asked when the
    /// user next swipes (S16-08); after an animated scroll the page left behind is kept as the
    /// neighbour without asking (S16-11). Setting the page shown changes nothing; an empty list
    /// (UIKit raises "The number of view controllers provided (0) doesn't match the number
    /// required") or a call while a change or swipe runs (UIKit may crash, openradar
    /// 24607701) is ignored with a diagnostic.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let list = ArgumentValue.list((viewControllers ?? []).map { .object($0.traceID) })
        emit(.setPageViewControllers, EventArguments([list, .string(direction.rawValue), .bool(animated)])) {
            guard !transitionIsRunning else { return diagnose(.pageChangeDuringTransition) }
            guard let page = viewControllers?.first else {
                return diagnose(.pageCountMismatch, EventArguments(.number(0)))
            }
            let previous = self.viewControllers.first
            guard page !== previous else {
                completion?(true)
                return
            }
            neighbours = [:]
            if animated, transitionStyle == .scroll, let previous { neighbours[direction.opposite] = previous }
            changePage(from: previous, to: page, animated: animated) { completion?(true) }
        }
    }

    /// Replaces the current page with `page`: at once off screen, as a page change on screen.
    private func changePage(from previous: ViewController?, to page: ViewController, animated: Bool,
                            then completion: @escaping @MainActor () -> Void) {
        if animated, previous == nil, !isOnScreen, let container = viewIfLoaded, container.window == nil {
            return showFirstPageWhileLoading(page, in: container, then: completion)
        }
        self.viewControllers = [page]
        previous?.deliverContainmentCallback(.willMoveToParent, to: nil)
        attach(page)
        guard isOnScreen, let container = viewIfLoaded else {
            if let container = viewIfLoaded { swapPageViews(to: page, from: previous, in: container) }
            if let previous { detach(previous) }
            page.deliverContainmentCallback(.didMoveToParent, to: self)
            return completion()
        }
        transitionIsRunning = true
        beginPageChange(to: page, from: previous, in: container, animated: animated)
        let end: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.endPageChange(to: page, from: previous, in: container)
            completion()
        }
        if animated {
            session.runLoop.schedule(after: Self.transitionDuration, cause: recorder.currentCause, end)
        } else {
            end()
        }
    }

    /// The start of an on-screen change: the incoming view loads, the incoming viewWillAppear,
    /// the outgoing viewWillDisappear (S16-02, S16-04), then the incoming view joins.
    func beginPageChange(to page: ViewController, from previous: ViewController?, in container: View, animated: Bool) {
        let pageView = page.loadViewIfRequired()
        page.beginAppearanceIfNeeded(true, animated: animated, driver: .containerTransition)
        previous?.beginAppearanceIfNeeded(false, animated: animated, driver: .containerTransition)
        if pageView.superview !== container { container.insertSubview(pageView) }
    }

    /// The end of a change that completed: the outgoing view leaves, the did-callbacks in the
    /// style's order (S16-02, S16-04), then the containment moves (S16-09 for the incoming page).
    func endPageChange(to page: ViewController, from previous: ViewController?, in container: View) {
        if let view = previous?.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
        switch transitionStyle {
        case .scroll:
            page.endAppearance(ifDrivenBy: .containerTransition)
            previous?.endAppearance(ifDrivenBy: .containerTransition)
        case .pageCurl:
            previous?.endAppearance(ifDrivenBy: .containerTransition)
            page.endAppearance(ifDrivenBy: .containerTransition)
        }
        transitionIsRunning = false
        if let previous, previous.parent === self { detach(previous) }
        page.deliverContainmentCallback(.didMoveToParent, to: self)
    }

    /// The first page set with animation while this controller's view is loaded but in no window
    /// (an app calling `setViewControllers(_:direction:animated: true)` in its `viewDidLoad`):
    /// UIKit runs the page's appearance inside the call, before any layout and before this
    /// controller itself appears, and the page hears `didMove(toParent:)` but no
    /// `willMove(toParent:)` (S16-09, observed): viewDidLoad, viewWillAppear, viewDidAppear,
    /// didMove. The page is then already on screen when this controller appears, so it hears no
    /// second viewWillAppear. The log shows only the first page set in `viewDidLoad`; the model
    /// applies it to any animated first page set while the view is out of a window.
    private func showFirstPageWhileLoading(_ page: ViewController, in container: View,
                                           then completion: @escaping @MainActor () -> Void) {
        viewControllers = [page]
        if page.parent !== self {
            // No willMove(toParent:): the log has none, though it logs the didMove.
            page.parent?.detach(page)
            children.append(page)
            page.parent = self
        }
        let pageView = page.loadViewIfRequired()
        page.beginAppearanceIfNeeded(true, animated: true, driver: .containerTransition)
        if pageView.superview !== container { container.insertSubview(pageView) }
        page.endAppearance(ifDrivenBy: .containerTransition)
        page.deliverContainmentCallback(.didMoveToParent, to: self)
        completion()
    }

    private func swapPageViews(to page: ViewController, from previous: ViewController?, in container: View) {
        let pageView = page.loadViewIfRequired()
        if pageView.superview !== container { container.insertSubview(pageView) }
        if let view = previous?.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
    }

    // MARK: Calls to the data source and delegate

    /// The page in `direction` of `page`, asking the data source only when it has not been asked
    /// since the pages last changed (S16-08).
    func neighbour(_ direction: NavigationDirection, of page: ViewController) -> ViewController? {
        if let known = neighbours[direction] { return known }
        guard let dataSource else { return nil }
        var answer: ViewController?
        let name: EventName = direction == .forward ? .pageViewControllerViewControllerAfter : .pageViewControllerViewControllerBefore
        recordPageCall(name, of: dataSource, [.object(page.traceID)]) {
            answer = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: page)
                : dataSource.pageViewController(self, viewControllerBefore: page)
        }
        neighbours[direction] = .some(answer)
        return answer
    }

    /// Records a call to the data source or delegate (`target`), with this controller first, as a
    /// callback of the target when it is a traced object, otherwise of this controller.
    func recordPageCall(_ name: EventName, of target: AnyObject, _ arguments: [ArgumentValue], _ call: () -> Void) {
        let receiver = (target as? Responder)?.traceID ?? traceID
        recorder.record(name, object: receiver, arguments: EventArguments([.object(traceID)] + arguments), around: call)
    }

    // MARK: Appearance of the page controller itself

    /// Appearing, this controller shows its page: the page's view goes in before the begin is
    /// forwarded, so the page appears with it.
    override func containerWillForwardAppearance(animated: Bool) {
        guard let page = viewControllers.first, let container = viewIfLoaded else { return }
        let pageView = page.loadViewIfRequired()
        if pageView.superview !== container { container.insertSubview(pageView) }
    }
}

extension PageViewController.NavigationDirection {
    /// The other way.
    var opposite: Self { self == .forward ? .reverse : .forward }
}
