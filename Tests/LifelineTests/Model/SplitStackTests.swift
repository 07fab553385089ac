import Testing
import Lifeline
import LifelineTesting
import LifelineScenarios

/// A collapsed split view controller as one navigation stack: the column style's navigation
/// controllers, the stacks moved onto the primary's and back, the classic primary's
/// `collapseSecondaryViewController(_:for:)` / `separateSecondaryViewController(for:)`, as whole
/// sequences (evidence S16-14, S16-15, S16-16 in Fixtures/conformance-containers.json; the order
/// of a move is the model's reading, docs/model.md).
@MainActor
@Suite("Split navigation stacks")
struct SplitStackTests {
    /// Layout and geometry callbacks, which these tests do not look at.
    static let layout: Set<String> = ["updateViewConstraints", "updateConstraints", "layoutMarginsDidChange",
                                      "viewLayoutMarginsDidChange", "safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange",
                                      "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                      "traitCollectionDidChange", "viewWillTransition", "willTransition"]

    /// Column style wraps a controller that is not a navigation controller in one, which is the
    /// split view controller's child; `viewController(for:)` still answers the app's controller;
    /// an app's navigation controller and a classic split's columns are not wrapped (S16-14).
    @Test func columnsSitInNavigationControllers() {
        Session.record(ios: IOSVersion(major: 26)!, device: .iPad) { _ in
            let split = SplitViewController(style: .doubleColumn, name: "split")
            let list = ViewController(name: "list")
            let nav = NavigationController(rootViewController: ViewController(name: "detail"), name: "nav")
            split.setViewController(list, for: .primary)
            split.setViewController(nav, for: .secondary)
            #expect(split.viewController(for: .primary) === list)
            #expect(list.parent === list.navigationController)
            #expect(list.navigationController?.parent === split)
            #expect(list.navigationController?.viewControllers.count == 1)
            #expect(nav.parent === split)
            #expect(split.children.count == 2)
            let classic = SplitViewController(style: .unspecified, name: "classic")
            let plain = ViewController(name: "plain")
            classic.setViewControllers([plain, ViewController(name: "other")])
            #expect(plain.parent === classic)
            #expect(plain.navigationController == nil)
        }
    }

    /// A classic split whose primary is a navigation controller collapses on an iPad narrowed to
    /// a compact width: the delegate answers false, the primary's
    /// collapseSecondaryViewController(_:for:) pushes the secondary (S16-15): it leaves the split
    /// view controller and joins the stack, its view moving without leaving the window, while
    /// the list disappears. Widened, separateSecondaryViewController(for:) pops it back into its
    /// column and the list reappears.
    @Test func classicCollapsePushesTheSecondaryAndExpandPopsIt() throws {
        let trace = try #require(Strategies.named("split-collapse-classic")).run()
        expectText(NavigationFlows.from(turn: 1, eventLines(trace, excluding: Self.layout)), equals: """
            turn 1
              ~ main queue <- [5]
                split.viewDidAppear(false)
                nav.viewDidAppear(false)
                list.viewDidAppear(false)
                detail.viewDidAppear(false)
              --- split-collapse-classic
              [6] window.resize(to: "500x1180")
                  delegate.splitViewController(split, collapseSecondary: detail, onto: nav)
                  nav.collapseSecondaryViewController(detail, for: split)
                    detail.willMove(toParent: nil)
                    detail.didMove(toParent: nil)
                  list.viewWillDisappear(true)
                  detail.willMove(toParent: nav)
                  list.view.willMove(toSuperview: nil)
                  list.view.willMove(toWindow: nil)
                  list.view.didMoveToWindow()
                  list.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(list.view)
                  detail.view.willMove(toSuperview: nav.view)
                  split.view.willRemoveSubview(detail.view)
                  detail.view.didMoveToSuperview()
                  nav.view.didAddSubview(detail.view)
                  list.viewDidDisappear(true)
                  detail.didMove(toParent: nav)
              [7] window.resize(to: "820x1180")
                  delegate.splitViewController(split, separateSecondaryFrom: nav)
                  nav.separateSecondaryViewController(for: split)
                    detail.willMove(toParent: nil)
                    detail.didMove(toParent: nil)
                  list.viewWillAppear(true)
                  detail.willMove(toParent: split)
                  detail.view.willMove(toSuperview: split.view)
                  nav.view.willRemoveSubview(detail.view)
                  detail.view.didMoveToSuperview()
                  split.view.didAddSubview(detail.view)
                  list.view.willMove(toSuperview: nav.view)
                  list.view.didMoveToSuperview()
                  nav.view.didAddSubview(list.view)
                  list.view.willMove(toWindow: window)
                  list.view.didMoveToWindow()
                  list.viewIsAppearing(true)
                  list.viewDidAppear(true)
                  detail.didMove(toParent: split)

            """)
    }

    /// Column style, the delegate choosing the primary: the secondary stays in its column off
    /// screen and only the primary's stack shows; show(.secondary) then pushes the secondary
    /// onto that stack with the navigation controller's own animated push.
    @Test func topColumnPrimaryKeepsTheSecondaryOffTheStack() throws {
        let trace = try Scenario.parse("""
            controllers:
              split: { type: split, primary: list, secondary: detail, delegate: delegate, topColumnForCollapsing: primary }
              list: {}
              detail: {}
            steps:
              - window.rootViewController: split
              - window.makeKeyAndVisible
              - runUntilIdle
              - showColumn: { column: secondary, on: split }
              - runUntilIdle
            """, file: "flow.yaml").run()
        expectText(NavigationFlows.from(turn: 1, eventLines(trace, excluding: Self.layout)), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                list.navigationController.viewDidAppear(false)
                list.viewDidAppear(false)
              [5] split.show("secondary")
                detail.willMove(toParent: nil)
                detail.didMove(toParent: nil)
                [6] list.navigationController.pushViewController(detail, animated: true)
                  detail.willMove(toParent: list.navigationController)
            turn 2
              ~ main queue <- [6]
                detail.loadView()
                detail.viewDidLoad()
                list.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: list.navigationController.view)
                detail.view.didMoveToSuperview()
                list.navigationController.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                detail.view.didMoveToWindow()
              ~ window: layout pass <- [6]
                detail.viewIsAppearing(true)
            turn 4
              ~ main queue <- [6]
                list.view.willMove(toSuperview: nil)
                list.view.willMove(toWindow: nil)
                list.view.didMoveToWindow()
                list.view.didMoveToSuperview()
                list.navigationController.view.willRemoveSubview(list.view)
                list.viewDidDisappear(true)
                detail.viewDidAppear(true)
                detail.didMove(toParent: list.navigationController)
              ~ window: layout pass <- [6]

            """)
    }

    /// A triple-column split collapses with both the supplementary's and the secondary's stacks
    /// on the primary's, in column order, and expands them back each to its column.
    @Test func tripleColumnStacksBothColumnsInOrder() {
        let trace = SplitFlows.collapseAndExpand(style: .tripleColumn)
        expectText(NavigationFlows.from(turn: 1, eventLines(trace, excluding: Self.layout)), equals: """
            turn 1
              ~ main queue <- [5]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                primary.viewDidAppear(false)
                supplementary.navigationController.viewDidAppear(false)
                supplementary.viewDidAppear(false)
                secondary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [6] window.resize(to: "500x1180")
                  delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: "secondary")
                  supplementary.willMove(toParent: nil)
                  supplementary.didMove(toParent: nil)
                  secondary.willMove(toParent: nil)
                  secondary.didMove(toParent: nil)
                  primary.viewWillDisappear(true)
                  supplementary.navigationController.viewWillDisappear(true)
                  supplementary.viewWillDisappear(true)
                  secondary.navigationController.viewWillDisappear(true)
                  supplementary.willMove(toParent: primary.navigationController)
                  secondary.willMove(toParent: primary.navigationController)
                  primary.view.willMove(toSuperview: nil)
                  primary.view.willMove(toWindow: nil)
                  primary.view.didMoveToWindow()
                  primary.view.didMoveToSuperview()
                  primary.navigationController.view.willRemoveSubview(primary.view)
                  secondary.view.willMove(toSuperview: primary.navigationController.view)
                  secondary.navigationController.view.willRemoveSubview(secondary.view)
                  secondary.view.didMoveToSuperview()
                  primary.navigationController.view.didAddSubview(secondary.view)
                  supplementary.view.willMove(toSuperview: nil)
                  supplementary.view.willMove(toWindow: nil)
                  supplementary.view.didMoveToWindow()
                  supplementary.view.didMoveToSuperview()
                  supplementary.navigationController.view.willRemoveSubview(supplementary.view)
                  supplementary.navigationController.view.willMove(toSuperview: nil)
                  supplementary.navigationController.view.willMove(toWindow: nil)
                  supplementary.navigationController.view.didMoveToWindow()
                  supplementary.navigationController.view.didMoveToSuperview()
                  split.view.willRemoveSubview(supplementary.navigationController.view)
                  secondary.navigationController.view.willMove(toSuperview: nil)
                  secondary.navigationController.view.willMove(toWindow: nil)
                  secondary.navigationController.view.didMoveToWindow()
                  secondary.navigationController.view.didMoveToSuperview()
                  split.view.willRemoveSubview(secondary.navigationController.view)
                  primary.viewDidDisappear(true)
                  supplementary.navigationController.viewDidDisappear(true)
                  supplementary.viewDidDisappear(true)
                  secondary.navigationController.viewDidDisappear(true)
                  supplementary.didMove(toParent: primary.navigationController)
                  secondary.didMove(toParent: primary.navigationController)
                  delegate.splitViewControllerDidCollapse(split)
              [7] window.resize(to: "820x1180")
                  delegate.splitViewController(split, displayModeForExpandingToProposedDisplayMode: "twoBesideSecondary")
                  supplementary.willMove(toParent: nil)
                  secondary.willMove(toParent: nil)
                  supplementary.didMove(toParent: nil)
                  secondary.didMove(toParent: nil)
                  primary.viewWillAppear(true)
                  supplementary.navigationController.viewWillAppear(true)
                  supplementary.viewWillAppear(true)
                  secondary.navigationController.viewWillAppear(true)
                  supplementary.navigationController.view.willMove(toSuperview: split.view)
                  supplementary.navigationController.view.didMoveToSuperview()
                  split.view.didAddSubview(supplementary.navigationController.view)
                  supplementary.navigationController.view.willMove(toWindow: window)
                  supplementary.navigationController.view.didMoveToWindow()
                  secondary.navigationController.view.willMove(toSuperview: split.view)
                  secondary.navigationController.view.didMoveToSuperview()
                  split.view.didAddSubview(secondary.navigationController.view)
                  secondary.navigationController.view.willMove(toWindow: window)
                  secondary.navigationController.view.didMoveToWindow()
                  supplementary.willMove(toParent: supplementary.navigationController)
                  secondary.willMove(toParent: secondary.navigationController)
                  secondary.view.willMove(toSuperview: secondary.navigationController.view)
                  primary.navigationController.view.willRemoveSubview(secondary.view)
                  secondary.view.didMoveToSuperview()
                  secondary.navigationController.view.didAddSubview(secondary.view)
                  primary.view.willMove(toSuperview: primary.navigationController.view)
                  primary.view.didMoveToSuperview()
                  primary.navigationController.view.didAddSubview(primary.view)
                  primary.view.willMove(toWindow: window)
                  primary.view.didMoveToWindow()
                  supplementary.view.willMove(toSuperview: supplementary.navigationController.view)
                  supplementary.view.didMoveToSuperview()
                  supplementary.navigationController.view.didAddSubview(supplementary.view)
                  supplementary.view.willMove(toWindow: window)
                  supplementary.view.didMoveToWindow()
                  primary.viewIsAppearing(true)
                  primary.viewDidAppear(true)
                  supplementary.navigationController.viewIsAppearing(true)
                  supplementary.navigationController.viewDidAppear(true)
                  supplementary.viewIsAppearing(true)
                  supplementary.viewDidAppear(true)
                  secondary.navigationController.viewIsAppearing(true)
                  secondary.navigationController.viewDidAppear(true)
                  supplementary.didMove(toParent: supplementary.navigationController)
                  secondary.didMove(toParent: secondary.navigationController)
                  delegate.splitViewControllerDidExpand(split)

            """)
    }

    /// Popped off the collapsed stack (show(.primary)), the secondary is still the split view
    /// controller's (`viewController(for: .secondary)`): expanding puts it back in its column,
    /// and the leak report, asked while it is off every stack, names the split view controller.
    @Test func aSecondaryPoppedWhileCollapsedReturnsOnExpand() {
        var report: [String] = []
        let trace = SplitFlows.run(device: .iPad, body: { session, split, window in
            window.resize(to: ScreenSize(width: 500, height: 1180))
            session.runLoop.runUntilIdle()
            split.show(.primary)
            session.runLoop.runUntilIdle()
            report = session.leaks().flatMap(\.holders)
            window.resize(to: ScreenSize(width: 820, height: 1180))
        })
        #expect(report == ["its split view controller split, which keeps its columns' controllers"])
        expectText(NavigationFlows.from(turn: 5, eventLines(trace, excluding: Self.layout)), equals: """
            turn 5
              [8] window.resize(to: "820x1180")
                  delegate.splitViewController(split, displayModeForExpandingToProposedDisplayMode: "oneBesideSecondary")
                  secondary.navigationController.viewWillAppear(true)
                  secondary.viewWillAppear(true)
                  secondary.navigationController.view.willMove(toSuperview: split.view)
                  secondary.navigationController.view.didMoveToSuperview()
                  split.view.didAddSubview(secondary.navigationController.view)
                  secondary.navigationController.view.willMove(toWindow: window)
                  secondary.navigationController.view.didMoveToWindow()
                  secondary.willMove(toParent: secondary.navigationController)
                  secondary.view.willMove(toSuperview: secondary.navigationController.view)
                  secondary.view.didMoveToSuperview()
                  secondary.navigationController.view.didAddSubview(secondary.view)
                  secondary.view.willMove(toWindow: window)
                  secondary.view.didMoveToWindow()
                  secondary.navigationController.viewIsAppearing(true)
                  secondary.navigationController.viewDidAppear(true)
                  secondary.viewIsAppearing(true)
                  secondary.viewDidAppear(true)
                  secondary.didMove(toParent: secondary.navigationController)
                  delegate.splitViewControllerDidExpand(split)

            """)
    }
}
