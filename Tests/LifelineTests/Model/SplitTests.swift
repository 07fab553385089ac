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
    /// On an iPhone a column-style split view collapses as it appears: after its own
    /// viewWillAppear and before any column's, the delegate chooses the top column for the
    /// proposed secondary, didCollapse follows, and only the secondary loads and appears, with
    /// `isCollapsed` already true (S16-07, right from iOS 17.2). The primary's view never loads.
    @Test func collapsedAtLaunchOnAnIPhone() {
        expectText(NavigationFlows.from(turn: 0, eventLines(SplitFlows.run(device: .iPhone))), equals: """
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
                delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: "secondary")
                delegate.splitViewControllerDidCollapse(split)
                secondary.loadView()
                secondary.viewDidLoad()
                secondary.view.willMove(toSuperview: split.view)
                secondary.view.didMoveToSuperview()
                split.view.didAddSubview(secondary.view)
                secondary.viewWillAppear(false)
                split.view.willMove(toSuperview: window)
                split.view.didMoveToSuperview()
                window.didAddSubview(split.view)
                split.view.willMove(toWindow: window)
                secondary.view.willMove(toWindow: window)
                split.view.didMoveToWindow()
                secondary.view.didMoveToWindow()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.view.safeAreaInsetsDidChange()
                split.viewSafeAreaInsetsDidChange()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.view.safeAreaInsetsDidChange()
                secondary.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                secondary.updateViewConstraints()
                  secondary.view.updateConstraints()
                split.updateViewConstraints()
                  split.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                split.viewIsAppearing(false)
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                secondary.viewIsAppearing(false)
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                secondary.viewDidAppear(false)

            """)
    }

    /// An iPad window narrowed to a compact width collapses the split view inside its trait
    /// transition, after the columns have heard it: topColumnForCollapsing, the primary leaves
    /// (viewWillDisappear, viewDidDisappear), didCollapse; widened back it expands:
    /// displayModeForExpanding, the primary returns, didExpand. No source orders these against the
    /// appearance callbacks (docs/model.md's fidelity table).
    @Test func collapseAndExpandWhenTheWidthClassChanges() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.collapseAndExpand())), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] window.resize(to: "500x1180")
                split.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  primary.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  secondary.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                  delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: "secondary")
                  primary.viewWillDisappear(true)
                  primary.view.willMove(toSuperview: nil)
                  primary.view.willMove(toWindow: nil)
                  primary.view.didMoveToWindow()
                  primary.view.didMoveToSuperview()
                  split.view.willRemoveSubview(primary.view)
                  primary.viewDidDisappear(true)
                  delegate.splitViewControllerDidCollapse(split)
                split.viewWillTransition(to: "500x1180", with: 0.4)
                  secondary.viewWillTransition(to: "500x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: regular")
                split.traitCollectionDidChange("horizontalSizeClass: regular")
                split.view.traitCollectionDidChange("horizontalSizeClass: regular")
                secondary.traitCollectionDidChange("horizontalSizeClass: regular")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: regular")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
              [6] window.resize(to: "820x1180")
                split.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  secondary.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  delegate.splitViewController(split, displayModeForExpandingToProposedDisplayMode: "oneBesideSecondary")
                  primary.viewWillAppear(true)
                  primary.view.willMove(toSuperview: split.view)
                  primary.view.didMoveToSuperview()
                  split.view.didAddSubview(primary.view)
                  primary.view.willMove(toWindow: window)
                  primary.view.didMoveToWindow()
                  primary.viewIsAppearing(true)
                  primary.viewDidAppear(true)
                  delegate.splitViewControllerDidExpand(split)
                split.viewWillTransition(to: "820x1180", with: 0.4)
                  primary.viewWillTransition(to: "820x1180", with: 0.4)
                  secondary.viewWillTransition(to: "820x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: compact")
                split.traitCollectionDidChange("horizontalSizeClass: compact")
                split.view.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()

            """)
    }

    /// The classic interface asks collapseSecondary(_:onto:) instead, and a delegate answering
    /// false (the default) collapses the secondary onto the primary: the secondary is shown.
    @Test func classicCollapseShowsTheSecondaryByDefault() {
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
                secondary.loadView()
                secondary.viewDidLoad()
                secondary.view.willMove(toSuperview: split.view)
                secondary.view.didMoveToSuperview()
                split.view.didAddSubview(secondary.view)
                secondary.viewWillAppear(false)
                split.view.willMove(toSuperview: window)
                split.view.didMoveToSuperview()
                window.didAddSubview(split.view)
                split.view.willMove(toWindow: window)
                secondary.view.willMove(toWindow: window)
                split.view.didMoveToWindow()
                secondary.view.didMoveToWindow()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.view.safeAreaInsetsDidChange()
                split.viewSafeAreaInsetsDidChange()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.view.safeAreaInsetsDidChange()
                secondary.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                secondary.updateViewConstraints()
                  secondary.view.updateConstraints()
                split.updateViewConstraints()
                  split.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                split.viewIsAppearing(false)
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                secondary.viewIsAppearing(false)
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                secondary.viewDidAppear(false)

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

    /// Classic collapse and expand: collapseSecondary(_:onto:) and separateSecondaryFrom(_:),
    /// and none of the column-style calls.
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
                  primary.viewWillDisappear(true)
                  primary.view.willMove(toSuperview: nil)
                  primary.view.willMove(toWindow: nil)
                  primary.view.didMoveToWindow()
                  primary.view.didMoveToSuperview()
                  split.view.willRemoveSubview(primary.view)
                  primary.viewDidDisappear(true)
                split.viewWillTransition(to: "500x1180", with: 0.4)
                  secondary.viewWillTransition(to: "500x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: regular")
                split.traitCollectionDidChange("horizontalSizeClass: regular")
                split.view.traitCollectionDidChange("horizontalSizeClass: regular")
                secondary.traitCollectionDidChange("horizontalSizeClass: regular")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: regular")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
              [6] window.resize(to: "820x1180")
                split.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  secondary.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  delegate.splitViewController(split, separateSecondaryFrom: primary)
                  primary.viewWillAppear(true)
                  primary.view.willMove(toSuperview: split.view)
                  primary.view.didMoveToSuperview()
                  split.view.didAddSubview(primary.view)
                  primary.view.willMove(toWindow: window)
                  primary.view.didMoveToWindow()
                  primary.viewIsAppearing(true)
                  primary.viewDidAppear(true)
                split.viewWillTransition(to: "820x1180", with: 0.4)
                  primary.viewWillTransition(to: "820x1180", with: 0.4)
                  secondary.viewWillTransition(to: "820x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: compact")
                split.traitCollectionDidChange("horizontalSizeClass: compact")
                split.view.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.traitCollectionDidChange("horizontalSizeClass: compact")
                secondary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                window.layoutSubviews()
                split.view.layoutMarginsDidChange()
                split.viewLayoutMarginsDidChange()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                secondary.view.layoutMarginsDidChange()
                secondary.viewLayoutMarginsDidChange()
                secondary.viewWillLayoutSubviews()
                secondary.view.layoutSubviews()
                secondary.viewDidLayoutSubviews()
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()

            """)
    }

    /// Collapsed, show(.primary) replaces the secondary in a navigation controller's order
    /// (S4-01: outgoing will, incoming will, outgoing did, incoming did), within the call.
    @Test func showingThePrimaryWhileCollapsedIsAPop() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPhone, body: { _, split, _ in split.show(.primary) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] split.show("primary")
                primary.loadView()
                primary.viewDidLoad()
                secondary.viewWillDisappear(true)
                primary.viewWillAppear(true)
                primary.view.willMove(toSuperview: split.view)
                primary.view.didMoveToSuperview()
                split.view.didAddSubview(primary.view)
                primary.view.willMove(toWindow: window)
                primary.view.didMoveToWindow()
                primary.view.layoutMarginsDidChange()
                primary.viewLayoutMarginsDidChange()
                primary.view.safeAreaInsetsDidChange()
                primary.viewSafeAreaInsetsDidChange()
                secondary.view.willMove(toSuperview: nil)
                secondary.view.willMove(toWindow: nil)
                secondary.view.didMoveToWindow()
                secondary.view.didMoveToSuperview()
                split.view.willRemoveSubview(secondary.view)
                secondary.viewDidDisappear(true)
                primary.viewIsAppearing(true)
                primary.viewDidAppear(true)
              ~ window: layout pass <- [5]
                primary.updateViewConstraints()
                  primary.view.updateConstraints()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                primary.viewWillLayoutSubviews()
                primary.view.layoutSubviews()
                primary.viewDidLayoutSubviews()

            """)
    }

    /// Expanded, showDetailViewController replaces the secondary column's controller: the old one
    /// leaves (willMove, disappearance, didMove), the new one joins and appears.
    @Test func showDetailReplacesTheSecondaryColumn() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPad, body: { _, split, _ in split.showDetailViewController(ViewController(name: "detail"), sender: nil) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)
                secondary.viewDidAppear(false)
              [5] split.showDetailViewController(detail, sender: nil)
                secondary.willMove(toParent: nil)
                detail.willMove(toParent: split)
                detail.loadView()
                detail.viewDidLoad()
                secondary.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: split.view)
                detail.view.didMoveToSuperview()
                split.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
                secondary.view.willMove(toSuperview: nil)
                secondary.view.willMove(toWindow: nil)
                secondary.view.didMoveToWindow()
                secondary.view.didMoveToSuperview()
                split.view.willRemoveSubview(secondary.view)
                secondary.viewDidDisappear(true)
                detail.viewIsAppearing(true)
                detail.viewDidAppear(true)
                secondary.didMove(toParent: nil)
                detail.didMove(toParent: split)
              ~ window: layout pass <- [5]
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
              secondary.deinit()
              secondary.view.deinit()

            """)
    }

    /// Collapsed on the primary (the delegate chose it), showDetailViewController shows the new
    /// detail on top in one transition, the replaced secondary never having appeared.
    @Test func showDetailWhileCollapsedShowsItOnTop() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPhone, delegate: { PrimaryFirstSplitDelegate(name: "delegate") }, body: { _, split, _ in split.showDetailViewController(ViewController(name: "detail"), sender: nil) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)
              [5] split.showDetailViewController(detail, sender: nil)
                secondary.willMove(toParent: nil)
                detail.willMove(toParent: split)
                detail.loadView()
                detail.viewDidLoad()
                primary.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: split.view)
                detail.view.didMoveToSuperview()
                split.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
                primary.view.willMove(toSuperview: nil)
                primary.view.willMove(toWindow: nil)
                primary.view.didMoveToWindow()
                primary.view.didMoveToSuperview()
                split.view.willRemoveSubview(primary.view)
                primary.viewDidDisappear(true)
                detail.viewIsAppearing(true)
                detail.viewDidAppear(true)
                secondary.didMove(toParent: nil)
                detail.didMove(toParent: split)
              ~ window: layout pass <- [5]
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                split.viewWillLayoutSubviews()
                split.view.layoutSubviews()
                split.viewDidLayoutSubviews()
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()

            """)
    }

    /// Hiding the primary with a display mode and revealing it with show(.primary) tells the
    /// delegate (willChangeTo) and sends the primary no appearance callback (S16-05).
    @Test func displayModeChangesSendNoAppearanceCallbacks() {
        expectText(NavigationFlows.from(turn: 1, eventLines(SplitFlows.run(device: .iPad, body: { _, split, _ in split.preferredDisplayMode = .secondaryOnly; split.show(.primary) }))), equals: """
            turn 1
              ~ main queue <- [4]
                split.viewDidAppear(false)
                primary.viewDidAppear(false)
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
                primary.viewDidAppear(false)
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
