import Testing
import Lifeline
import LifelineTesting
import LifelineScenarios

/// Split view controller: collapsed at launch on an iPhone, collapse and expand on an iPad whose
/// width class changes, classic and column-style delegates, show(_:), showDetailViewController,
/// display modes and missing columns, as whole sequences from the turn of interest on (evidence
/// in Fixtures/conformance-containers.json).
@MainActor
@Suite("Split")
struct SplitTests {
    /// On an iPhone a column-style split view collapses as it appears. Each column's controller
    /// sat in a navigation controller since it was set (S16-14). After the split's own
    /// viewWillAppear and before any column's, the delegate chooses the top column for the
    /// proposed secondary, the secondary leaves its navigation controller and joins the
    /// primary's stack on top of the primary (S16-15), didCollapse follows, and only the
    /// primary's navigation controller and the secondary appear, with `isCollapsed` already true
    /// (S16-07, right from iOS 17.2). The primary's view never loads: it is under the secondary.
    @Test func collapsedAtLaunchOnAnIPhone() {
        expectText(NavigationFlows.from(turn: 0, eventLines(SplitFlows.run(device: .iPhone))), equals: """
            turn 0
              [1] split.setViewController(primary, for: "primary")
                primary.willMove(toParent: primary.navigationController)
                primary.didMove(toParent: primary.navigationController)
                primary.navigationController.willMove(toParent: split)
                primary.navigationController.didMove(toParent: split)
              [2] split.setViewController(secondary, for: "secondary")
                secondary.willMove(toParent: secondary.navigationController)
                secondary.didMove(toParent: secondary.navigationController)
                secondary.navigationController.willMove(toParent: split)
                secondary.navigationController.didMove(toParent: split)
              [3] window.rootViewController = split
              [4] window.makeKeyAndVisible()
                split.loadView()
                split.viewDidLoad()
                split.viewWillAppear(false)
                delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: "secondary")
                secondary.willMove(toParent: nil)
                secondary.didMove(toParent: nil)
                primary.navigationController.loadView()
                primary.navigationController.viewDidLoad()
                primary.navigationController.view.willMove(toSuperview: split.view)
                primary.navigationController.view.didMoveToSuperview()
                split.view.didAddSubview(primary.navigationController.view)
                secondary.willMove(toParent: primary.navigationController)
                secondary.didMove(toParent: primary.navigationController)
                delegate.splitViewControllerDidCollapse(split)
                primary.navigationController.viewWillAppear(false)
                secondary.loadView()
                secondary.viewDidLoad()
                secondary.view.willMove(toSuperview: primary.navigationController.view)
                secondary.view.didMoveToSuperview()
                primary.navigationController.view.didAddSubview(secondary.view)
                secondary.viewWillAppear(false)
                split.view.willMove(toSuperview: window)
                split.view.didMoveToSuperview()
                window.didAddSubview(split.view)
                split.view.willMove(toWindow: window)
                primary.navigationController.view.willMove(toWindow: window)
                secondary.view.willMove(toWindow: window)
                split.view.didMoveToWindow()
                primary.navigationController.view.didMoveToWindow()
                secondary.view.didMoveToWindow()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.view.safeAreaInsetsDidChange()
                split.viewSafeAreaInsetsDidChange()
                primary.navigationController.view.layoutMarginsDidChange()
                primary.navigationController.viewLayoutMarginsDidChange()
                primary.navigationController.view.safeAreaInsetsDidChange()
                primary.navigationController.viewSafeAreaInsetsDidChange()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.view.safeAreaInsetsDidChange()
                secondary.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                secondary.updateViewConstraints()
                  secondary.view.updateConstraints()
                primary.navigationController.updateViewConstraints()
                  primary.navigationController.view.updateConstraints()
                split.updateViewConstraints()
                  split.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                split.viewIsAppearing(false)
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.navigationController.viewIsAppearing(false)
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()
                secondary.viewIsAppearing(false)
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)

            """)
    }

    /// An iPad window narrowed to a compact width collapses the split view inside its trait
    /// transition, after the columns have heard it: topColumnForCollapsing; the secondary leaves
    /// its navigation controller (willMove/didMove(toParent: nil)); the primary and the
    /// secondary's now empty navigation controller begin disappearing; the secondary joins the
    /// primary's stack and its view moves there without leaving the window (no appearance
    /// callback of its own); both did-disappear; the secondary's didMove; didCollapse. Widened back
    /// it expands the other way: displayModeForExpanding, the secondary leaves the primary's
    /// stack, the primary and the secondary's navigation controller appear around the secondary's
    /// return to its column, didExpand. No source orders these against the appearance callbacks
    /// (docs/model.md's fidelity table).
    @Test func collapseAndExpandWhenTheWidthClassChanges() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.collapseAndExpand())), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] window.resize(to: "500x1180")
                split.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  primary.navigationController.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                    primary.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  secondary.navigationController.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                    secondary.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: "secondary")
                  secondary.willMove(toParent: nil)
                  secondary.didMove(toParent: nil)
                  primary.viewWillDisappear(true)
                  secondary.navigationController.viewWillDisappear(true)
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
                  secondary.navigationController.view.willMove(toSuperview: nil)
                  secondary.navigationController.view.willMove(toWindow: nil)
                  secondary.navigationController.view.didMoveToWindow()
                  secondary.navigationController.view.didMoveToSuperview()
                  split.view.willRemoveSubview(secondary.navigationController.view)
                  primary.viewDidDisappear(true)
                  secondary.navigationController.viewDidDisappear(true)
                  secondary.didMove(toParent: primary.navigationController)
                  delegate.splitViewControllerDidCollapse(split)
                split.viewWillTransition(to: "500x1180", with: 0.4)
                  primary.navigationController.viewWillTransition(to: "500x1180", with: 0.4)
                    secondary.viewWillTransition(to: "500x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: regular")
                split.traitCollectionDidChange("horizontalSizeClass: regular")
                split.view.traitCollectionDidChange("horizontalSizeClass: regular")
                primary.navigationController.traitCollectionDidChange("horizontalSizeClass: regular")
                primary.navigationController.view.traitCollectionDidChange("horizontalSizeClass: regular")
                secondary.traitCollectionDidChange("horizontalSizeClass: regular")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: regular")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.navigationController.view.layoutMarginsDidChange()
                primary.navigationController.viewLayoutMarginsDidChange()
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
              [6] window.resize(to: "820x1180")
                split.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  primary.navigationController.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                    secondary.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  delegate.splitViewController(split, displayModeForExpandingToProposedDisplayMode: "oneBesideSecondary")
                  secondary.willMove(toParent: nil)
                  secondary.didMove(toParent: nil)
                  primary.viewWillAppear(true)
                  secondary.navigationController.viewWillAppear(true)
                  secondary.navigationController.view.willMove(toSuperview: split.view)
                  secondary.navigationController.view.didMoveToSuperview()
                  split.view.didAddSubview(secondary.navigationController.view)
                  secondary.navigationController.view.willMove(toWindow: window)
                  secondary.navigationController.view.didMoveToWindow()
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
                  primary.viewIsAppearing(true)
                  primary.viewDidAppear(true)
                  secondary.navigationController.viewIsAppearing(true)
                  secondary.navigationController.viewDidAppear(true)
                  secondary.didMove(toParent: secondary.navigationController)
                  delegate.splitViewControllerDidExpand(split)
                split.viewWillTransition(to: "820x1180", with: 0.4)
                  primary.navigationController.viewWillTransition(to: "820x1180", with: 0.4)
                    primary.viewWillTransition(to: "820x1180", with: 0.4)
                  secondary.navigationController.viewWillTransition(to: "820x1180", with: 0.4)
                    secondary.viewWillTransition(to: "820x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: compact")
                split.traitCollectionDidChange("horizontalSizeClass: compact")
                split.view.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.navigationController.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.navigationController.view.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.navigationController.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.navigationController.view.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.navigationController.view.layoutMarginsDidChange()
                primary.navigationController.viewLayoutMarginsDidChange()
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()
                secondary.navigationController.viewWillLayoutSubviews()
                secondary.navigationController.view.layoutSubviews()
                secondary.navigationController.viewDidLayoutSubviews()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()

            """)
    }

    /// The classic interface asks collapseSecondary(_:onto:) instead; a delegate answering false
    /// (the default) lets the primary's collapseSecondaryViewController(_:for:) take the
    /// secondary, which a plain controller ignores ("Most view controllers do nothing by
    /// default", S16-15): the primary is shown and the secondary never loads.
    @Test func classicCollapseWithAPlainPrimaryShowsThePrimary() {
        expectText(NavigationFlows.from(turn: 0, eventLines(SplitFlows.run(device: .iPhone, style: .unspecified))), equals: """
            turn 0
              [1] split.setViewController(primary, for: "primary")
                primary.willMove(toParent: split)
                primary.didMove(toParent: split)
              [2] split.setViewController(secondary, for: "secondary")
                secondary.willMove(toParent: split)
                secondary.didMove(toParent: split)
              [3] window.rootViewController = split
              [4] window.makeKeyAndVisible()
                split.loadView()
                split.viewDidLoad()
                split.viewWillAppear(false)
                delegate.splitViewController(split, collapseSecondary: secondary, onto: primary)
                primary.collapseSecondaryViewController(secondary, for: split)
                primary.loadView()
                primary.viewDidLoad()
                primary.view.willMove(toSuperview: split.view)
                primary.view.didMoveToSuperview()
                split.view.didAddSubview(primary.view)
                primary.viewWillAppear(false)
                split.view.willMove(toSuperview: window)
                split.view.didMoveToSuperview()
                window.didAddSubview(split.view)
                split.view.willMove(toWindow: window)
                primary.view.willMove(toWindow: window)
                split.view.didMoveToWindow()
                primary.view.didMoveToWindow()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.view.safeAreaInsetsDidChange()
                split.viewSafeAreaInsetsDidChange()
                primary.view.layoutMarginsDidChange()
                primary.viewLayoutMarginsDidChange()
                primary.view.safeAreaInsetsDidChange()
                primary.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                primary.updateViewConstraints()
                  primary.view.updateConstraints()
                split.updateViewConstraints()
                  split.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                split.viewIsAppearing(false)
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.viewIsAppearing(false)
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)

            """)
    }

    /// A classic delegate answering true has dealt with the secondary: the primary is shown.
    @Test func classicCollapseHandledByTheDelegateShowsThePrimary() {
        expectText(NavigationFlows.from(turn: 0, eventLines(SplitFlows.run(device: .iPhone, style: .unspecified, delegate: { DiscardingSplitDelegate(name: "delegate") }))), equals: """
            turn 0
              [1] split.setViewController(primary, for: "primary")
                primary.willMove(toParent: split)
                primary.didMove(toParent: split)
              [2] split.setViewController(secondary, for: "secondary")
                secondary.willMove(toParent: split)
                secondary.didMove(toParent: split)
              [3] window.rootViewController = split
              [4] window.makeKeyAndVisible()
                split.loadView()
                split.viewDidLoad()
                split.viewWillAppear(false)
                delegate.splitViewController(split, collapseSecondary: secondary, onto: primary)
                primary.loadView()
                primary.viewDidLoad()
                primary.view.willMove(toSuperview: split.view)
                primary.view.didMoveToSuperview()
                split.view.didAddSubview(primary.view)
                primary.viewWillAppear(false)
                split.view.willMove(toSuperview: window)
                split.view.didMoveToSuperview()
                window.didAddSubview(split.view)
                split.view.willMove(toWindow: window)
                primary.view.willMove(toWindow: window)
                split.view.didMoveToWindow()
                primary.view.didMoveToWindow()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.view.safeAreaInsetsDidChange()
                split.viewSafeAreaInsetsDidChange()
                primary.view.layoutMarginsDidChange()
                primary.viewLayoutMarginsDidChange()
                primary.view.safeAreaInsetsDidChange()
                primary.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                primary.updateViewConstraints()
                  primary.view.updateConstraints()
                split.updateViewConstraints()
                  split.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                split.viewIsAppearing(false)
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.viewIsAppearing(false)
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)

            """)
    }

    /// Classic collapse and expand: collapseSecondary(_:onto:) then the primary's
    /// collapseSecondaryViewController(_:for:), which a plain primary ignores, so the secondary
    /// leaves; separateSecondaryFrom(_:) then the primary's separateSecondaryViewController(for:),
    /// which returns nil, so the secondary the split view controller kept comes back; none of the
    /// column-style calls.
    @Test func classicCollapseAndExpandAskTheClassicDelegate() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.collapseAndExpand(style: .unspecified))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] window.resize(to: "500x1180")
                split.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  primary.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  secondary.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  delegate.splitViewController(split, collapseSecondary: secondary, onto: primary)
                  primary.collapseSecondaryViewController(secondary, for: split)
                  secondary.viewWillDisappear(true)
                  secondary.view.willMove(toSuperview: nil)
                  secondary.view.willMove(toWindow: nil)
                  secondary.view.didMoveToWindow()
                  secondary.view.didMoveToSuperview()
                  split.view.willRemoveSubview(secondary.view)
                  secondary.viewDidDisappear(true)
                split.viewWillTransition(to: "500x1180", with: 0.4)
                  primary.viewWillTransition(to: "500x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: regular")
                split.traitCollectionDidChange("horizontalSizeClass: regular")
                split.view.traitCollectionDidChange("horizontalSizeClass: regular")
                primary.traitCollectionDidChange("horizontalSizeClass: regular")
                primary.view.traitCollectionDidChange("horizontalSizeClass: regular")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.view.layoutMarginsDidChange()
                primary.viewLayoutMarginsDidChange()
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()
              [6] window.resize(to: "820x1180")
                split.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  primary.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  delegate.splitViewController(split, separateSecondaryFrom: primary)
                  primary.separateSecondaryViewController(for: split)
                  secondary.viewWillAppear(true)
                  secondary.view.willMove(toSuperview: split.view)
                  secondary.view.didMoveToSuperview()
                  split.view.didAddSubview(secondary.view)
                  secondary.view.willMove(toWindow: window)
                  secondary.view.didMoveToWindow()
                  secondary.viewIsAppearing(true)
                  secondary.viewDidAppear(true)
                split.viewWillTransition(to: "820x1180", with: 0.4)
                  primary.viewWillTransition(to: "820x1180", with: 0.4)
                  secondary.viewWillTransition(to: "820x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: compact")
                split.traitCollectionDidChange("horizontalSizeClass: compact")
                split.view.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.view.layoutMarginsDidChange()
                primary.viewLayoutMarginsDidChange()
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()

            """)
    }

    /// Collapsed onto the primary's stack, show(.primary) pops that stack back to the primary:
    /// the navigation controller's own animated pop, on the next turn (S4-11), in its order (S4-01).
    @Test func showingThePrimaryWhileCollapsedIsAPop() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPhone, body: { _, split, _ in split.show(.primary) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] split.show("primary")
                [6] primary.navigationController.popToViewController(primary, animated: true)
                  secondary.willMove(toParent: nil)
            turn 2
              ~ main queue <- [6]
                primary.loadView()
                primary.viewDidLoad()
                secondary.viewWillDisappear(true)
                primary.viewWillAppear(true)
                primary.view.willMove(toSuperview: primary.navigationController.view)
                primary.view.didMoveToSuperview()
                primary.navigationController.view.didAddSubview(primary.view)
                primary.view.willMove(toWindow: window)
                primary.view.didMoveToWindow()
                primary.view.layoutMarginsDidChange()
                primary.viewLayoutMarginsDidChange()
                primary.view.safeAreaInsetsDidChange()
                primary.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [6]
                primary.updateViewConstraints()
                  primary.view.updateConstraints()
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()
                primary.viewIsAppearing(true)
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [6]
                secondary.view.willMove(toSuperview: nil)
                secondary.view.willMove(toWindow: nil)
                secondary.view.didMoveToWindow()
                secondary.view.didMoveToSuperview()
                primary.navigationController.view.willRemoveSubview(secondary.view)
                secondary.viewDidDisappear(true)
                primary.viewDidAppear(true)
                secondary.didMove(toParent: nil)
              ~ window: layout pass <- [6]
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()

            """)
    }

    /// Expanded, showDetailViewController replaces the secondary column's controller: the new
    /// one gets a navigation controller of its own (S16-14), the old one's leaves (willMove,
    /// disappearance, didMove) and is freed, the new one joins and appears. (S16-16 says a
    /// controller set in a column that has a navigation controller is pushed on it: not
    /// modelled for the expanded interface, docs/model.md.)
    @Test func showDetailReplacesTheSecondaryColumn() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPad, body: { _, split, _ in split.showDetailViewController(ViewController(name: "detail"), sender: nil) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] split.showDetailViewController(detail, sender: nil)
                detail.willMove(toParent: detail.navigationController)
                detail.didMove(toParent: detail.navigationController)
                secondary.navigationController.willMove(toParent: nil)
                detail.navigationController.willMove(toParent: split)
                detail.navigationController.loadView()
                detail.navigationController.viewDidLoad()
                detail.loadView()
                detail.viewDidLoad()
                secondary.navigationController.viewWillDisappear(true)
                secondary.viewWillDisappear(true)
                detail.navigationController.viewWillAppear(true)
                detail.view.willMove(toSuperview: detail.navigationController.view)
                detail.view.didMoveToSuperview()
                detail.navigationController.view.didAddSubview(detail.view)
                detail.viewWillAppear(true)
                detail.navigationController.view.willMove(toSuperview: split.view)
                detail.navigationController.view.didMoveToSuperview()
                split.view.didAddSubview(detail.navigationController.view)
                detail.navigationController.view.willMove(toWindow: window)
                detail.view.willMove(toWindow: window)
                detail.navigationController.view.didMoveToWindow()
                detail.view.didMoveToWindow()
                detail.navigationController.view.layoutMarginsDidChange()
                detail.navigationController.viewLayoutMarginsDidChange()
                detail.navigationController.view.safeAreaInsetsDidChange()
                detail.navigationController.viewSafeAreaInsetsDidChange()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
                secondary.navigationController.view.willMove(toSuperview: nil)
                secondary.navigationController.view.willMove(toWindow: nil)
                secondary.view.willMove(toWindow: nil)
                secondary.navigationController.view.didMoveToWindow()
                secondary.view.didMoveToWindow()
                secondary.navigationController.view.didMoveToSuperview()
                split.view.willRemoveSubview(secondary.navigationController.view)
                secondary.navigationController.viewDidDisappear(true)
                secondary.viewDidDisappear(true)
                detail.navigationController.viewIsAppearing(true)
                detail.navigationController.viewDidAppear(true)
                detail.viewIsAppearing(true)
                detail.viewDidAppear(true)
                secondary.navigationController.didMove(toParent: nil)
                detail.navigationController.didMove(toParent: split)
              ~ window: layout pass <- [5]
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                detail.navigationController.updateViewConstraints()
                  detail.navigationController.view.updateConstraints()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                detail.navigationController.viewWillLayoutSubviews()
                detail.navigationController.view.layoutSubviews()
                detail.navigationController.viewDidLayoutSubviews()
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
              secondary.navigationController.deinit()
              secondary.navigationController.view.deinit()
              secondary.deinit()
              secondary.view.deinit()

            """)
    }

    /// Collapsed on the primary (the delegate chose it, so the secondary stayed in its column),
    /// showDetailViewController pushes the new detail onto the primary's stack (S16-15, S16-16):
    /// the navigation controller's own animated push, on the next turn.
    @Test func showDetailWhileCollapsedIsAPush() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPhone, delegate: { PrimaryFirstSplitDelegate(name: "delegate") }, body: { _, split, _ in split.showDetailViewController(ViewController(name: "detail"), sender: nil) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                primary.viewDidAppear(false)
              [5] split.showDetailViewController(detail, sender: nil)
                [6] primary.navigationController.pushViewController(detail, animated: true)
                  detail.willMove(toParent: primary.navigationController)
            turn 2
              ~ main queue <- [6]
                detail.loadView()
                detail.viewDidLoad()
                primary.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: primary.navigationController.view)
                detail.view.didMoveToSuperview()
                primary.navigationController.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [6]
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()
                detail.viewIsAppearing(true)
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [6]
                primary.view.willMove(toSuperview: nil)
                primary.view.willMove(toWindow: nil)
                primary.view.didMoveToWindow()
                primary.view.didMoveToSuperview()
                primary.navigationController.view.willRemoveSubview(primary.view)
                primary.viewDidDisappear(true)
                detail.viewDidAppear(true)
                detail.didMove(toParent: primary.navigationController)
              ~ window: layout pass <- [6]
                primary.navigationController.viewWillLayoutSubviews()
                primary.navigationController.view.layoutSubviews()
                primary.navigationController.viewDidLayoutSubviews()

            """)
    }

    /// Hiding the primary with a display mode and revealing it with show(.primary) tells the
    /// delegate (willChangeTo) and sends the primary no appearance callback (S16-05).
    @Test func displayModeChangesSendNoAppearanceCallbacks() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPad, body: { _, split, _ in split.preferredDisplayMode = .secondaryOnly; split.show(.primary) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] split.preferredDisplayMode = "secondaryOnly"
                delegate.splitViewController(split, willChangeTo: "secondaryOnly")
              [6] split.show("primary")
                delegate.splitViewController(split, willChangeTo: "oneOverSecondary")

            """)
    }

    /// A double-column split view has no supplementary column, and its compact column has no
    /// controller here: each call is refused with a diagnostic naming the column, and nothing changes.
    @Test func aColumnThatDoesNotExistIsRefused() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPad, body: { _, split, _ in split.show(.supplementary); split.setViewController(ViewController(name: "x"), for: .supplementary); split.show(.compact) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.navigationController.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.navigationController.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] split.show("supplementary")
                ! split.splitColumnMissing("supplementary")  # split has no "supplementary" column; the call is ignored.
              [6] split.setViewController(x, for: "supplementary")
                ! split.splitColumnMissing("supplementary")  # split has no "supplementary" column; the call is ignored.
              [7] split.show("compact")
                ! split.splitColumnMissing("compact")  # split has no "compact" column; the call is ignored.

            """)
    }

    /// The delegate is weak, as in UIKit.
    @Test func delegateIsWeak() {
        _ = recordTrace { _ in
            let split = SplitViewController(style: .doubleColumn, name: "split")
            do { split.delegate = TracedDelegate(name: "delegate") }
            #expect(split.delegate == nil)
        }
    }
}
