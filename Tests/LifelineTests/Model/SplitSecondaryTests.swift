import Lifeline
import Testing

/// A classic primary with its own `collapseSecondaryViewController(_:for:)` and
/// `separateSecondaryViewController(for:)`: it takes nothing while collapsing (the secondary is
/// not shown) and gives a new controller back while expanding.
private final class OwnCollapsePrimary: ViewController {
    var collapsed: [String] = []
    override func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        collapsed.append(secondaryViewController.traceName)
        log("kept \(secondaryViewController.traceName) aside")
    }
    override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        ViewController(name: "fresh")
    }
}

/// S16-16 (Apple's reply to FB8640357) and the classic primary's overridable collapse calls.
@MainActor
@Suite struct SplitSecondaryTests {
    /// Expanded, column style: showDetailViewController with a controller that is not a navigation
    /// controller pushes it, animated, onto the secondary column's navigation controller (S16-16),
    /// which stays the split's child; `viewController(for: .secondary)` is the pushed controller.
    @Test func showDetailWhileExpandedPushesOntoTheSecondaryStack() {
        var checked = false
        let trace = SplitFlows.run(device: .iPad, body: { session, split, _ in
            let wrapper = split.viewController(for: .secondary)?.navigationController
            split.showDetailViewController(ViewController(name: "detail"), sender: nil)
            session.runLoop.runUntilIdle()
            #expect(wrapper?.viewControllers.map(\.traceName) == ["secondary", "detail"])
            #expect(wrapper?.parent === split)
            #expect(split.viewController(for: .secondary)?.traceName == "detail")
            checked = true
        })
        #expect(checked)
        expectText(ArchiveFlows.from("showDetailViewController", trace), equals: """
              [5] split.showDetailViewController(detail, sender: nil)
                [6] secondary.navigationController.pushViewController(detail, animated: true)
                  detail.willMove(toParent: secondary.navigationController)
            turn 2
              ~ main queue <- [6]
                detail.loadView()
                detail.viewDidLoad()
                secondary.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: secondary.navigationController.view)
                detail.view.didMoveToSuperview()
                secondary.navigationController.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [6]
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                secondary.navigationController.viewWillLayoutSubviews()
                secondary.navigationController.view.layoutSubviews()
                secondary.navigationController.viewDidLayoutSubviews()
                detail.viewIsAppearing(true)
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [6]
                secondary.view.willMove(toSuperview: nil)
                secondary.view.willMove(toWindow: nil)
                secondary.view.didMoveToWindow()
                secondary.view.didMoveToSuperview()
                secondary.navigationController.view.willRemoveSubview(secondary.view)
                secondary.viewDidDisappear(true)
                detail.viewDidAppear(true)
                detail.didMove(toParent: secondary.navigationController)
              ~ window: layout pass <- [6]
                secondary.navigationController.viewWillLayoutSubviews()
                secondary.navigationController.view.layoutSubviews()
                secondary.navigationController.viewDidLayoutSubviews()

            """)
    }

    /// Expanded, column style: setViewController(_:for: .secondary) pushes too, without animation.
    @Test func settingTheSecondaryWhileExpandedPushes() {
        let trace = SplitFlows.run(device: .iPad, body: { _, split, _ in
            split.setViewController(ViewController(name: "detail"), for: .secondary)
        })
        expectText(ArchiveFlows.from("setViewController(detail", trace), equals: """
              [5] split.setViewController(detail, for: "secondary")
                [6] secondary.navigationController.pushViewController(detail, animated: false)
                  detail.willMove(toParent: secondary.navigationController)
            turn 2
              ~ main queue <- [6]
                detail.loadView()
                detail.viewDidLoad()
                secondary.viewWillDisappear(false)
                detail.viewWillAppear(false)
                detail.view.willMove(toSuperview: secondary.navigationController.view)
                detail.view.didMoveToSuperview()
                secondary.navigationController.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                secondary.navigationController.viewWillLayoutSubviews()
                secondary.navigationController.view.layoutSubviews()
                secondary.navigationController.viewDidLayoutSubviews()
                detail.viewIsAppearing(false)
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
                secondary.view.willMove(toSuperview: nil)
                secondary.view.willMove(toWindow: nil)
                secondary.view.didMoveToWindow()
                secondary.view.didMoveToSuperview()
                secondary.navigationController.view.willRemoveSubview(secondary.view)
                secondary.viewDidDisappear(false)
                detail.viewDidAppear(false)
                detail.didMove(toParent: secondary.navigationController)
              ~ window: layout pass <- [6]
                secondary.navigationController.viewWillLayoutSubviews()
                secondary.navigationController.view.layoutSubviews()
                secondary.navigationController.viewDidLayoutSubviews()

            """)
    }

    /// A navigation controller set as the secondary still replaces the column's (the reply's
    /// special treatment is for a controller that is not one), and a classic split replaces too.
    @Test func aNavigationControllerOrAClassicSplitStillReplaces() {
        _ = SplitFlows.run(device: .iPad, body: { session, split, _ in
            let nav = NavigationController(rootViewController: ViewController(name: "detail"), name: "detailNav")
            split.setViewController(nav, for: .secondary)
            session.runLoop.runUntilIdle()
            #expect(nav.parent === split)
            #expect(split.children.map(\.traceName) == ["primary.navigationController", "detailNav"])
        })
        _ = SplitFlows.run(device: .iPad, style: .unspecified, body: { session, split, _ in
            split.showDetailViewController(ViewController(name: "detail"), sender: nil)
            session.runLoop.runUntilIdle()
            #expect(split.children.map(\.traceName) == ["primary", "detail"])
        })
    }

    /// A classic primary's own collapseSecondaryViewController runs inside the recorded call and,
    /// without `super`, takes nothing: the primary alone is shown; its own
    /// separateSecondaryViewController's controller becomes the secondary once expanded.
    @Test func aPrimaryOverridesCollapseAndSeparate() {
        let primary = OwnCollapsePrimary(name: "primary")
        let trace = Session.record(ios: IOSVersion(major: 26)!, device: .iPad) { session in
            let split = SplitViewController(name: "split")
            split.setViewControllers([primary, ViewController(name: "secondary")])
            let window = Window(name: "window")
            window.rootViewController = split
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("narrow")
            window.resize(to: ScreenSize(width: 500, height: 1180))
            session.runLoop.runUntilIdle()
            #expect(split.isCollapsed)
            session.mark("widen")
            window.resize(to: ScreenSize(width: 820, height: 1180))
            session.runLoop.runUntilIdle()
            #expect(split.viewController(for: .secondary)?.traceName == "fresh")
            _ = window
        }
        #expect(primary.collapsed == ["secondary"])
        expectText(ArchiveFlows.from("collapseSecondaryViewController", trace), equals: """
                  primary.collapseSecondaryViewController(secondary, for: split)
                    primary.log("kept secondary aside")
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
              --- widen
              [6] window.resize(to: "820x1180")
                split.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  primary.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                  primary.separateSecondaryViewController(for: split)
                  secondary.viewWillAppear(true)
                  secondary.view.willMove(toSuperview: split.view)
                  secondary.view.didMoveToSuperview()
                  split.view.didAddSubview(secondary.view)
                  secondary.view.willMove(toWindow: window)
                  secondary.view.didMoveToWindow()
                  secondary.viewIsAppearing(true)
                  secondary.viewDidAppear(true)
                  secondary.willMove(toParent: nil)
                  fresh.willMove(toParent: split)
                  fresh.loadView()
                  fresh.viewDidLoad()
                  secondary.viewWillDisappear(true)
                  fresh.viewWillAppear(true)
                  fresh.view.willMove(toSuperview: split.view)
                  fresh.view.didMoveToSuperview()
                  split.view.didAddSubview(fresh.view)
                  fresh.view.willMove(toWindow: window)
                  fresh.view.didMoveToWindow()
                  fresh.view.layoutMarginsDidChange()
                  fresh.viewLayoutMarginsDidChange()
                  fresh.view.safeAreaInsetsDidChange()
                  fresh.viewSafeAreaInsetsDidChange()
                  secondary.view.willMove(toSuperview: nil)
                  secondary.view.willMove(toWindow: nil)
                  secondary.view.didMoveToWindow()
                  secondary.view.didMoveToSuperview()
                  split.view.willRemoveSubview(secondary.view)
                  secondary.viewDidDisappear(true)
                  fresh.viewIsAppearing(true)
                  fresh.viewDidAppear(true)
                  secondary.didMove(toParent: nil)
                  fresh.didMove(toParent: split)
                split.viewWillTransition(to: "820x1180", with: 0.4)
                  primary.viewWillTransition(to: "820x1180", with: 0.4)
                  fresh.viewWillTransition(to: "820x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: compact")
                split.traitCollectionDidChange("horizontalSizeClass: compact")
                split.view.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.traitCollectionDidChange("horizontalSizeClass: compact")
                primary.view.traitCollectionDidChange("horizontalSizeClass: compact")
                fresh.traitCollectionDidChange("horizontalSizeClass: compact")
                fresh.view.traitCollectionDidChange("horizontalSizeClass: compact")
                fresh.updateViewConstraints()
                  fresh.view.updateConstraints()
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
                fresh.view.layoutMarginsDidChange()
                fresh.viewLayoutMarginsDidChange()
                fresh.viewWillLayoutSubviews()
                fresh.view.layoutSubviews()
                fresh.viewDidLayoutSubviews()
              secondary.deinit()
              secondary.view.deinit()

            """)
    }

    /// Reactions can name both calls, as an override's body.
    @Test func reactionsNameTheClassicCollapseCalls() {
        let trace = Session.record(ios: IOSVersion(major: 26)!, device: .iPad) { session in
            let list = ViewController(name: "list")
            let primary = NavigationController(rootViewController: list, name: "nav")
            primary.react(to: .collapseSecondaryViewController) { primary.log("collapsing") }
            primary.react(to: .separateSecondaryViewController, at: .beforeSuper) { primary.log("separating") }
            let split = SplitViewController(name: "split")
            split.setViewControllers([primary, ViewController(name: "detail")])
            let window = Window(name: "window")
            window.rootViewController = split
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            window.resize(to: ScreenSize(width: 500, height: 1180))
            session.runLoop.runUntilIdle()
            window.resize(to: ScreenSize(width: 820, height: 1180))
            session.runLoop.runUntilIdle()
            _ = window
        }
        let text = eventLines(trace)
        let calls = text.components(separatedBy: "\n").filter {
            $0.contains("SecondaryViewController(") || $0.contains(".log(")
        }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(calls == [
            "nav.collapseSecondaryViewController(detail, for: split)",
            "nav.log(\"collapsing\")",
            "nav.separateSecondaryViewController(for: split)",
            "nav.log(\"separating\")",
        ])
    }
}
