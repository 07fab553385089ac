import Testing
import LifelineScenarios

/// Flows written as scenario files, run whole and compared with their exact trace from the
/// marker on: presentation styles and dismissals (with a diagnostic), declared subviews and
/// children with view operations, and tabs holding a navigation controller, its interactive pop
/// finished over virtual time. The model's suites test the rules; these test the runner's steps.
@MainActor
@Suite("Scenario runner")
struct ScenarioRunnerTests {
    private func expectTrace(_ yaml: String, named name: String, equals expected: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scenario = try Scenario.parse(yaml, file: "\(name).yaml")
        let text = TextTraceFormat.encode(try scenario.run(fromMarker: true))
        expectText(text, equals: expected, sourceLocation: sourceLocation)
    }

    @Test func presentOverFullScreenThenDismissTwice() throws {
        try expectTrace("""
            controllers:
              home: {}
              card: {}
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: present
              - present: { controller: card, on: home, animated: false, style: overFullScreen, completion: true }
              - runUntilIdle
              - dismiss: { on: card, animated: true }
              - runUntilIdle
              - dismiss: card
            """, named: "presentation", equals: """
            lifeline-trace 4
            ios: 26
            scenario: presentation
            objects:
              home = ViewController [viewController]
              window = Window [window]
              home.view = View [view]
              card = ViewController [viewController]
              card.view = View [view]
            events:
            turn 1
              --- present
              [1] home.present(card, animated: false)
                home.presentedViewController = card
                card.presentingViewController = home
            turn 2
              ~ main queue <- [1]
                card.loadView()
                card.viewDidLoad()
                card.viewWillAppear(false)
                card.view.willMove(toSuperview: window)
                card.view.didMoveToSuperview()
                window.didAddSubview(card.view)
                card.view.willMove(toWindow: window)
                card.view.didMoveToWindow()
                card.view.layoutMarginsDidChange()
                card.viewLayoutMarginsDidChange()
                card.view.safeAreaInsetsDidChange()
                card.viewSafeAreaInsetsDidChange()
                card.updateViewConstraints()
                  card.view.updateConstraints()
                window.layoutSubviews()
                card.viewIsAppearing(false)
                card.viewWillLayoutSubviews()
                card.view.layoutSubviews()
                card.viewDidLayoutSubviews()
                card.viewDidAppear(false)
                home.completion()
              [2] card.dismiss(animated: true)
            turn 3
              ~ main queue <- [2]
                card.viewWillDisappear(true)
            turn 4 at 0.35s
              ~ main queue <- [2]
                card.view.willMove(toSuperview: nil)
                card.view.willMove(toWindow: nil)
                card.view.didMoveToWindow()
                card.view.didMoveToSuperview()
                window.willRemoveSubview(card.view)
                home.presentedViewController = nil
                card.presentingViewController = nil
                card.viewDidDisappear(true)
              ~ window: layout pass <- [2]
                window.layoutSubviews()
            turn 5
              [3] card.dismiss(animated: false)
                ! card.dismissingWithNothingPresented()  # Nothing to dismiss: card presents no view controller and is not presented (UIKit does nothing and logs nothing).

            """)
    }

    @Test func declaredSubviewsAndChildrenOnIOS12() throws {
        try expectTrace("""
            ios: 12
            views: [badge]
            controllers:
              parent: { subviews: [header], children: [child] }
              child: {}
            steps:
              - window.rootViewController: parent
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: edit
              - addSubview: { view: badge, on: header }
              - removeFromSuperview: header
              - setNeedsLayout: parent.view
              - runOnce
              - willMoveToParent: { on: child, parent: null }
              - removeFromSuperview: child.view
              - removeFromParent: child
              - runUntilIdle
            """, named: "containment", equals: """
            lifeline-trace 3
            ios: 12
            scenario: containment
            objects:
              parent = DemoViewController [viewController]
              window = Window [window]
              parent.view = View [view]
              header = View [view]
              child = ViewController [viewController]
              child.view = View [view]
              badge = View [view]
            events:
            turn 1
              --- edit
              [1] header.addSubview(badge)
                badge.willMove(toSuperview: header)
                badge.didMoveToSuperview()
                header.didAddSubview(badge)
                badge.willMove(toWindow: window)
                badge.didMoveToWindow()
              [2] header.removeFromSuperview()
                header.willMove(toSuperview: nil)
                header.willMove(toWindow: nil)
                badge.willMove(toWindow: nil)
                header.didMoveToWindow()
                badge.didMoveToWindow()
                header.didMoveToSuperview()
                parent.view.willRemoveSubview(header)
              [3] parent.view.setNeedsLayout()
              ~ window: layout pass <- [1]
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
            turn 2
              child.willMove(toParent: nil)
              [4] child.view.removeFromSuperview()
                child.view.willMove(toSuperview: nil)
                child.viewWillDisappear(false)
                child.view.willMove(toWindow: nil)
                child.view.didMoveToWindow()
                child.viewDidDisappear(false)
                child.view.didMoveToSuperview()
                parent.view.willRemoveSubview(child.view)
              [5] child.removeFromParent()
                child.didMove(toParent: nil)
              ~ window: layout pass <- [4]
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
              child.deinit()
              child.view.deinit()

            """)
    }

    @Test func tabsHoldingANavigationPoppedBySwipeOverVirtualTime() throws {
        try expectTrace("""
            controllers:
              tabs: { type: tab, tabs: [feed, settings] }
              feed: { type: navigation, stack: [list, item] }
              list: {}
              item: {}
              settings: {}
            steps:
              - window.rootViewController: tabs
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: swipe
              - beginInteractivePop: feed
              - updateInteractivePop: { on: feed, percentComplete: 0.5 }
              - finishInteractivePop: feed
              - advance: 0.2
              - advance: 0.2
              - tapTab: { index: 1, on: tabs }
              - runUntilIdle
            """, named: "tabs", equals: """
            lifeline-trace 4
            ios: 26
            scenario: tabs
            objects:
              tabs = TabBarController [viewController]
              feed = NavigationController [viewController]
              list = ViewController [viewController]
              item = ViewController [viewController]
              settings = ViewController [viewController]
              window = Window [window]
              tabs.view = View [view]
              feed.view = View [view]
              item.view = View [view]
              list.view = View [view]
              settings.view = View [view]
            events:
            turn 1
              --- swipe
              [1] feed.beginInteractivePop()
                [2] feed.popViewController(animated: true)
                  item.willMove(toParent: nil)
                list.loadView()
                list.viewDidLoad()
                item.viewWillDisappear(true)
                list.viewWillAppear(true)
                list.view.willMove(toSuperview: feed.view)
                list.view.didMoveToSuperview()
                feed.view.didAddSubview(list.view)
                list.view.willMove(toWindow: window)
                list.view.didMoveToWindow()
                list.view.layoutMarginsDidChange()
                list.viewLayoutMarginsDidChange()
                list.view.safeAreaInsetsDidChange()
                list.viewSafeAreaInsetsDidChange()
              [3] feed.updateInteractivePop(percentComplete: 0.5)
              [4] feed.finishInteractivePop()
              ~ window: layout pass <- [1]
                list.updateViewConstraints()
                  list.view.updateConstraints()
                feed.viewWillLayoutSubviews()
                feed.view.layoutSubviews()
                feed.viewDidLayoutSubviews()
                list.viewIsAppearing(true)
                list.viewWillLayoutSubviews()
                list.view.layoutSubviews()
                list.viewDidLayoutSubviews()
            turn 3 at 0.175s
              ~ main queue <- [4]
                item.view.willMove(toSuperview: nil)
                item.view.willMove(toWindow: nil)
                item.view.didMoveToWindow()
                item.view.didMoveToSuperview()
                feed.view.willRemoveSubview(item.view)
                item.viewDidDisappear(true)
                list.viewDidAppear(true)
                item.didMove(toParent: nil)
              ~ window: layout pass <- [4]
                feed.viewWillLayoutSubviews()
                feed.view.layoutSubviews()
                feed.viewDidLayoutSubviews()
              item.deinit()
              item.view.deinit()
            turn 4 at 0.4s
              [5] tabs.tapTab(at: 1)
                settings.loadView()
                settings.viewDidLoad()
                settings.viewWillAppear(false)
                feed.viewWillDisappear(false)
                list.viewWillDisappear(false)
                settings.view.willMove(toSuperview: tabs.view)
                settings.view.didMoveToSuperview()
                tabs.view.didAddSubview(settings.view)
                settings.view.willMove(toWindow: window)
                settings.view.didMoveToWindow()
                settings.view.layoutMarginsDidChange()
                settings.viewLayoutMarginsDidChange()
                settings.view.safeAreaInsetsDidChange()
                settings.viewSafeAreaInsetsDidChange()
                feed.view.willMove(toSuperview: nil)
                feed.view.willMove(toWindow: nil)
                list.view.willMove(toWindow: nil)
                feed.view.didMoveToWindow()
                list.view.didMoveToWindow()
                feed.view.didMoveToSuperview()
                tabs.view.willRemoveSubview(feed.view)
              ~ window: layout pass <- [5]
                settings.updateViewConstraints()
                  settings.view.updateConstraints()
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                settings.viewIsAppearing(false)
                settings.viewWillLayoutSubviews()
                settings.view.layoutSubviews()
                settings.viewDidLayoutSubviews()
            turn 5
              ~ main queue <- [5]
                feed.viewDidDisappear(false)
                list.viewDidDisappear(false)
                settings.viewDidAppear(false)

            """)
    }

    /// The file's `ios` applies unless the caller gives one, as `--ios` does.
    @Test func callerVersionOverridesTheFile() throws {
        let scenario = try Scenario.parse("ios: 12\nsteps: [runUntilIdle]\n", file: "v.yaml")
        #expect(try scenario.run().iosVersion == 12)
        #expect(try scenario.run(ios: IOSVersion(major: 16)).iosVersion == 16)
        #expect(try Scenario.parse("steps: []", file: "v.yaml").run().iosVersion == IOSVersion.default.major)
    }
}
