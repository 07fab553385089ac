import Testing
import Lifeline
import LifelineTesting
import LifelineScenarios

/// Page view controller: swipes finished and cancelled in both styles, `setViewControllers`
/// with and without animation, the data source's caching and its end, as whole sequences from
/// the turn of interest on (evidence in Fixtures/conformance-containers.json).
@MainActor
@Suite("Page")
struct PageTests {
    /// A completed scroll swipe: the data source is asked for the pages after and before a,
    /// then willTransitionTo (S16-08), the incoming viewWillAppear BEFORE the outgoing
    /// viewWillDisappear, and at the end the incoming viewDidAppear BEFORE the outgoing
    /// viewDidDisappear (S16-02); didFinishAnimating(completed: true) and only then the data
    /// source asked for the page after b (S16-08). The end waits for the rest of the animation
    /// (60 % of 0.3 s) after the finger lifts.
    @Test func swipeFinishedInScrollStyle() {
        expectText(NavigationFlows.from(turn: 1, eventLines(PageFlows.swipe(cancel: false))), equals: """
            turn 1
              ~ main queue <- [3]
                pages.viewDidAppear(false)
                a.viewDidAppear(false)
              [4] pages.beginPageSwipe("forward")
                source.pageViewController(pages, viewControllerAfter: a)
                source.pageViewController(pages, viewControllerBefore: a)
                delegate.pageViewController(pages, willTransitionTo: [b])
                b.willMove(toParent: pages)
                b.loadView()
                b.viewDidLoad()
                b.viewWillAppear(true)
                a.viewWillDisappear(true)
                b.view.willMove(toSuperview: pages.view)
                b.view.didMoveToSuperview()
                pages.view.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
              [5] pages.updatePageSwipe(percentComplete: 0.4)
              ~ window: layout pass <- [4]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()
                b.viewIsAppearing(true)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 2
              [6] pages.finishPageSwipe()
            turn 3
              ~ main queue <- [6]
                a.willMove(toParent: nil)
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                pages.view.willRemoveSubview(a.view)
                b.viewDidAppear(true)
                a.viewDidDisappear(true)
                a.didMove(toParent: nil)
                b.didMove(toParent: pages)
                delegate.pageViewController(pages, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: true)
                source.pageViewController(pages, viewControllerAfter: b)
              ~ window: layout pass <- [6]
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()

            """)
    }

    /// A cancelled scroll swipe (S16-03): a's viewWillAppear and viewDidAppear, then b's
    /// viewWillDisappear and viewDidDisappear, b never having had viewDidAppear;
    /// didFinishAnimating(completed: false) (S16-08), and no data source call.
    @Test func swipeCancelledInScrollStyle() {
        expectText(NavigationFlows.from(turn: 2, eventLines(PageFlows.swipe(cancel: true))), equals: """
            turn 2
              [6] pages.cancelPageSwipe()
            turn 3
              ~ main queue <- [6]
                a.viewWillAppear(true)
                a.viewIsAppearing(true)
                a.viewDidAppear(true)
                b.viewWillDisappear(true)
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                pages.view.willRemoveSubview(b.view)
                b.viewDidDisappear(true)
                b.willMove(toParent: nil)
                b.didMove(toParent: nil)
                delegate.pageViewController(pages, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: false)
              ~ window: layout pass <- [6]
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()

            """)
    }

    /// A completed page curl: the outgoing viewDidDisappear BEFORE the incoming viewDidAppear (S16-04).
    @Test func swipeFinishedInPageCurlStyle() {
        expectText(NavigationFlows.from(turn: 2, eventLines(PageFlows.swipe(style: .pageCurl, cancel: false))), equals: """
            turn 2
              [6] pages.finishPageSwipe()
            turn 3
              ~ main queue <- [6]
                a.willMove(toParent: nil)
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                pages.view.willRemoveSubview(a.view)
                a.viewDidDisappear(true)
                b.viewDidAppear(true)
                a.didMove(toParent: nil)
                b.didMove(toParent: pages)
                delegate.pageViewController(pages, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: true)
                source.pageViewController(pages, viewControllerAfter: b)
              ~ window: layout pass <- [6]
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()

            """)
    }

    /// A cancelled page curl, in the order S16-04's notes give: b's viewWillDisappear, a's
    /// viewWillAppear, b's viewDidDisappear, a's viewDidAppear.
    @Test func swipeCancelledInPageCurlStyle() {
        expectText(NavigationFlows.from(turn: 2, eventLines(PageFlows.swipe(style: .pageCurl, cancel: true))), equals: """
            turn 2
              [6] pages.cancelPageSwipe()
            turn 3
              ~ main queue <- [6]
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                pages.view.willRemoveSubview(b.view)
                b.viewDidDisappear(true)
                a.viewIsAppearing(true)
                a.viewDidAppear(true)
                b.willMove(toParent: nil)
                b.didMove(toParent: nil)
                delegate.pageViewController(pages, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: false)
              ~ window: layout pass <- [6]
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()

            """)
    }

    /// A non-animated `setViewControllers` on screen ends within the call, the new page's didMove
    /// after its viewDidAppear (S16-09); the delegate hears nothing (S16-10); the next swipe asks
    /// the data source for both neighbours of the new page again (S16-08).
    @Test func setViewControllersWithoutAnimation() {
        expectText(NavigationFlows.from(turn: 1, eventLines(PageFlows.setThenSwipeBack(animated: false))), equals: """
            turn 1
              ~ main queue <- [3]
                pages.viewDidAppear(false)
                a.viewDidAppear(false)
              [4] pages.setViewControllers([c], direction: "forward", animated: false)
                a.willMove(toParent: nil)
                c.willMove(toParent: pages)
                c.loadView()
                c.viewDidLoad()
                c.viewWillAppear(false)
                a.viewWillDisappear(false)
                c.view.willMove(toSuperview: pages.view)
                c.view.didMoveToSuperview()
                pages.view.didAddSubview(c.view)
                c.view.willMove(toWindow: window)
                c.view.didMoveToWindow()
                c.view.layoutMarginsDidChange()
                c.viewLayoutMarginsDidChange()
                c.view.safeAreaInsetsDidChange()
                c.viewSafeAreaInsetsDidChange()
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                pages.view.willRemoveSubview(a.view)
                c.viewIsAppearing(false)
                c.viewDidAppear(false)
                a.viewDidDisappear(false)
                a.didMove(toParent: nil)
                c.didMove(toParent: pages)
                log("completion(true)")
              ~ window: layout pass <- [4]
                c.updateViewConstraints()
                  c.view.updateConstraints()
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()
                c.viewWillLayoutSubviews()
                c.view.layoutSubviews()
                c.viewDidLayoutSubviews()
            turn 2
              [5] pages.beginPageSwipe("reverse")
                source.pageViewController(pages, viewControllerAfter: c)
                source.pageViewController(pages, viewControllerBefore: c)
                delegate.pageViewController(pages, willTransitionTo: [b])
                b.willMove(toParent: pages)
                b.loadView()
                b.viewDidLoad()
                b.viewWillAppear(true)
                c.viewWillDisappear(true)
                b.view.willMove(toSuperview: pages.view)
                b.view.didMoveToSuperview()
                pages.view.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()

            """)
    }

    /// An animated scroll `setViewControllers` ends after the animation with completion(true);
    /// the page it scrolled from stays the page before: the swipe back shows a without asking the
    /// data source for the page before c (S16-11, openradar 13162693).
    @Test func setViewControllersAnimatedKeepsThePageLeftAsNeighbour() {
        expectText(NavigationFlows.from(turn: 1, eventLines(PageFlows.setThenSwipeBack(animated: true))), equals: """
            turn 1
              ~ main queue <- [3]
                pages.viewDidAppear(false)
                a.viewDidAppear(false)
              [4] pages.setViewControllers([c], direction: "forward", animated: true)
                a.willMove(toParent: nil)
                c.willMove(toParent: pages)
                c.loadView()
                c.viewDidLoad()
                c.viewWillAppear(true)
                a.viewWillDisappear(true)
                c.view.willMove(toSuperview: pages.view)
                c.view.didMoveToSuperview()
                pages.view.didAddSubview(c.view)
                c.view.willMove(toWindow: window)
                c.view.didMoveToWindow()
                c.view.layoutMarginsDidChange()
                c.viewLayoutMarginsDidChange()
                c.view.safeAreaInsetsDidChange()
                c.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                c.updateViewConstraints()
                  c.view.updateConstraints()
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()
                c.viewIsAppearing(true)
                c.viewWillLayoutSubviews()
                c.view.layoutSubviews()
                c.viewDidLayoutSubviews()
            turn 3
              ~ main queue <- [4]
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                pages.view.willRemoveSubview(a.view)
                c.viewDidAppear(true)
                a.viewDidDisappear(true)
                a.didMove(toParent: nil)
                c.didMove(toParent: pages)
                log("completion(true)")
              ~ window: layout pass <- [4]
                pages.viewWillLayoutSubviews()
                pages.view.layoutSubviews()
                pages.viewDidLayoutSubviews()
            turn 4
              [5] pages.beginPageSwipe("reverse")
                source.pageViewController(pages, viewControllerAfter: c)
                delegate.pageViewController(pages, willTransitionTo: [a])
                a.willMove(toParent: pages)
                a.viewWillAppear(true)
                c.viewWillDisappear(true)
                a.view.willMove(toSuperview: pages.view)
                a.view.didMoveToSuperview()
                pages.view.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()

            """)
    }

    /// Swiping back from the first page: the data source has nothing before it, UIKit bounces and
    /// calls nothing more (no willTransitionTo, no appearance callback); the model records why.
    /// An empty page list is refused with UIKit's message.
    @Test func swipePastTheStartBouncesAndAnEmptyListIsRefused() {
        expectText(NavigationFlows.from(turn: 1, eventLines(PageFlows.run { _, pages, _ in pages.beginPageSwipe(.reverse); pages.setViewControllers([], direction: .forward, animated: true) })), equals: """
            turn 1
              ~ main queue <- [3]
                pages.viewDidAppear(false)
                a.viewDidAppear(false)
              [4] pages.beginPageSwipe("reverse")
                source.pageViewController(pages, viewControllerAfter: a)
                source.pageViewController(pages, viewControllerBefore: a)
                ! pages.pageSwipePastEnd("before")  # pages has no page "before" the current one: the swipe bounces back (UIKit calls nothing).
              [5] pages.setViewControllers([], direction: "forward", animated: true)
                ! pages.pageCountMismatch(0)  # The number of view controllers provided (0) doesn't match the number required (1) for the requested transition (pages).

            """)
    }

    /// Off screen, a page change completes at once with no appearance callback: the old page
    /// leaves and the new one joins (willMove, didMove), and only the loaded container swaps views.
    @Test func setViewControllersOffScreenHasNoAppearance() {
        let events = recordEvents { _ in
            let a = ViewController(name: "a")
            let b = ViewController(name: "b")
            let pages = PageViewController(name: "pages")
            pages.setViewControllers([a], direction: .forward, animated: false)
            pages.setViewControllers([b], direction: .reverse, animated: true) { _ in }
            #expect(pages.viewControllers.map(\.traceName) == ["b"])
            #expect(pages.children.map(\.traceName) == ["b"])
        }
        expectText(events, equals: """
            turn 0
              [1] pages.setViewControllers([a], direction: "forward", animated: false)
                a.willMove(toParent: pages)
                a.didMove(toParent: pages)
              [2] pages.setViewControllers([b], direction: "reverse", animated: true)
                a.willMove(toParent: nil)
                b.willMove(toParent: pages)
                a.didMove(toParent: nil)
                b.didMove(toParent: pages)

            """)
    }

    /// The data source and delegate are weak, as in UIKit: the page controller keeps neither alive.
    @Test func dataSourceAndDelegateAreWeak() {
        _ = recordTrace { _ in
            let pages = PageViewController(name: "pages")
            weak var weakSource: TracedPageDataSource?
            weak var weakDelegate: TracedDelegate?
            do {
                let source = TracedPageDataSource(name: "source")
                let delegate = TracedDelegate(name: "delegate")
                pages.dataSource = source
                pages.delegate = delegate
                weakSource = source
                weakDelegate = delegate
            }
            #expect(weakSource == nil)
            #expect(weakDelegate == nil)
            #expect(pages.dataSource == nil)
        }
    }

    /// S16-09 (observed): a page controller setting its first page with animation in its own
    /// viewDidLoad. The page's appearance runs inside that call, before any layout and before the
    /// page controller's own viewWillAppear: viewDidLoad, viewWillAppear, viewDidAppear, then
    /// didMove(toParent:) with no willMove(toParent:). When the page controller then appears the
    /// page, already on screen, hears no second viewWillAppear or viewDidAppear.
    @Test func animatedFirstPageSetInViewDidLoadAppearsInsideTheCall() {
        let trace = recordTrace { session in
            let window = Window(name: "window")
            window.rootViewController = PagesSettingTheirPageInViewDidLoad(name: "pages")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        expectText(eventLines(trace, excluding: SplitStackTests.layout), equals: """
            turn 0
              [1] window.rootViewController = pages
              [2] window.makeKeyAndVisible()
                pages.loadView()
                pages.viewDidLoad()
                  [3] pages.setViewControllers([child], direction: "forward", animated: true)
                    child.loadView()
                    child.viewDidLoad()
                    child.viewWillAppear(true)
                    child.view.willMove(toSuperview: pages.view)
                    child.view.didMoveToSuperview()
                    pages.view.didAddSubview(child.view)
                    child.viewDidAppear(true)
                    child.didMove(toParent: pages)
                pages.viewWillAppear(false)
                pages.view.willMove(toSuperview: window)
                pages.view.didMoveToSuperview()
                window.didAddSubview(pages.view)
                pages.view.willMove(toWindow: window)
                child.view.willMove(toWindow: window)
                pages.view.didMoveToWindow()
                child.view.didMoveToWindow()
              ~ window: layout pass <- [2]
                pages.viewIsAppearing(false)
            turn 1
              ~ main queue <- [2]
                pages.viewDidAppear(false)

            """)
    }
}

