import Testing
import Lifeline
import LifelineTesting

/// Tab bar controller: first display as a window root, switches by index, by controller and by a
/// user tap (with the delegate), tabs holding navigation controllers, selection off screen and
/// replacing the tabs, as whole sequences from the turn of interest on (S7-01 for the order).
@MainActor
@Suite("TabBar")
struct TabBarTests {
    /// `tabs` with tabs a, b, c shown as the root of a key window, until idle.
    static func firstDisplay(ios: Int) -> Trace {
        recordWithVisibleRoot(ios: ios, { TabBarFlows.tabs() }) { _, _ in }
    }

    /// The visible `tabs` switching from a to the never-shown tab at `index`, by `selectedIndex`.
    static func switchTo(_ index: Int, ios: Int = 26) -> Trace {
        recordWithVisibleRoot(ios: ios, { TabBarFlows.tabs() }) { s, tabs in
            tabs.selectedIndex = index
            s.runLoop.runUntilIdle()
        }
    }

    /// All tabs become children at once (willMove and didMove); only the selected tab's view loads
    /// and appears with the tab bar controller (S7-01), viewIsAppearing on iOS 13+.
    @Test func firstDisplayLoadsOnlyTheSelectedTab() {
        expectText(eventLines(Self.firstDisplay(ios: 26)), equals: """
            turn 0
              [1] tabs.setViewControllers([a, b, c], animated: false)
                a.willMove(toParent: tabs)
                a.didMove(toParent: tabs)
                b.willMove(toParent: tabs)
                b.didMove(toParent: tabs)
                c.willMove(toParent: tabs)
                c.didMove(toParent: tabs)
              [2] window.rootViewController = tabs
              [3] window.makeKeyAndVisible()
                tabs.loadView()
                tabs.viewDidLoad()
                tabs.viewWillAppear(false)
                a.loadView()
                a.viewDidLoad()
                a.view.willMove(toSuperview: tabs.view)
                a.view.didMoveToSuperview()
                tabs.view.didAddSubview(a.view)
                a.viewWillAppear(false)
                tabs.view.willMove(toSuperview: window)
                tabs.view.didMoveToSuperview()
                window.didAddSubview(tabs.view)
                tabs.view.willMove(toWindow: window)
                a.view.willMove(toWindow: window)
                tabs.view.didMoveToWindow()
                a.view.didMoveToWindow()
                tabs.view.layoutMarginsDidChange()
                tabs.viewLayoutMarginsDidChange()
                tabs.view.safeAreaInsetsDidChange()
                tabs.viewSafeAreaInsetsDidChange()
                a.view.layoutMarginsDidChange()
                a.viewLayoutMarginsDidChange()
                a.view.safeAreaInsetsDidChange()
                a.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                a.updateViewConstraints()
                  a.view.updateConstraints()
                tabs.updateViewConstraints()
                  tabs.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                tabs.viewIsAppearing(false)
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                a.viewIsAppearing(false)
                a.viewWillLayoutSubviews()
                a.view.layoutSubviews()
                a.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [3]
                tabs.viewDidAppear(false)
                a.viewDidAppear(false)

            """)
    }

    /// iOS 12: the first display runs as on iOS 26 but for no viewIsAppearing and the initial
    /// traitCollectionDidChange(nil) of iOS < 17, for the tab bar controller and the shown tab.
    @Test func firstDisplayOnIOS12() {
        expectIOS12Differences(Self.firstDisplay(ios: 12), from: Self.firstDisplay(ios: 26), traitsOf: ["tabs", "a"])
    }

    /// S7-01: the incoming view loads, incoming viewWillAppear BEFORE outgoing viewWillDisappear,
    /// the views swap within the setter; outgoing viewDidDisappear BEFORE incoming viewDidAppear on
    /// the next turn, after the layout pass that brings viewIsAppearing.
    @Test func switchingToANeverLoadedTab() {
        expectText(NavigationFlows.from(turn: 1, eventLines(Self.switchTo(1))), equals: """
            turn 1
              ~ main queue <- [3]
                tabs.viewDidAppear(false)
                a.viewDidAppear(false)
              [4] tabs.selectedIndex = 1
                b.loadView()
                b.viewDidLoad()
                b.viewWillAppear(false)
                a.viewWillDisappear(false)
                b.view.willMove(toSuperview: tabs.view)
                b.view.didMoveToSuperview()
                tabs.view.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                tabs.view.willRemoveSubview(a.view)
              ~ window: layout pass <- [4]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 2
              ~ main queue <- [4]
                a.viewDidDisappear(false)
                b.viewDidAppear(false)

            """)
    }

    /// The same switch on iOS 12: no viewIsAppearing; the new view's first window join sends
    /// traitCollectionDidChange(nil).
    @Test func switchingToANeverLoadedTabOnIOS12() {
        expectIOS12Differences(Self.switchTo(1, ios: 12), from: Self.switchTo(1, ios: 26), traitsOf: ["tabs", "a", "b"])
    }

    /// Back to a: no reload, and the switch in S7-01's order (incoming viewWillAppear before outgoing
    /// viewWillDisappear, outgoing viewDidDisappear before incoming viewDidAppear on the next turn).
    /// Selecting the selected tab, an index past the end and a negative one are recorded and change
    /// nothing (UIKit ignores an index with no tab): the callbacks are those of the flow without them.
    @Test func switchingBackDoesNotReloadAndInvalidIndexesAreIgnored() {
        func flow(invalid: Bool) -> Trace {
            recordWithVisibleRoot({ TabBarFlows.tabs() }) { s, tabs in
                tabs.selectedIndex = 1
                s.runLoop.runUntilIdle()
                tabs.selectedIndex = 0
                s.runLoop.runUntilIdle()
                if invalid {
                    tabs.selectedIndex = 0
                    tabs.selectedIndex = 7
                    tabs.selectedIndex = -1
                }
                s.runLoop.runUntilIdle()
                #expect(tabs.selectedIndex == 0)
            }
        }
        let trace = flow(invalid: true)
        expect(trace, occurrences: 1, of: .loadView, on: "a")
        expect(trace, occurrences: 1, of: .loadView, on: "b")
        expectProjection(of: trace, onto: ["a", "b"],
                         callbacks: [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
                         equals: ["a.viewWillAppear(_:)", "a.viewIsAppearing(_:)", "a.viewDidAppear(_:)",
                                  "b.viewWillAppear(_:)", "a.viewWillDisappear(_:)", "b.viewIsAppearing(_:)",
                                  "a.viewDidDisappear(_:)", "b.viewDidAppear(_:)",
                                  "a.viewWillAppear(_:)", "b.viewWillDisappear(_:)", "a.viewIsAppearing(_:)",
                                  "b.viewDidDisappear(_:)", "a.viewDidAppear(_:)"])
        #expect(trace.turns(of: "a.viewWillAppear(_:)") == [0, 2] && trace.turns(of: "a.viewDidAppear(_:)") == [1, 3])
        // The views swap within each setter; a's view rejoins without a second margins update.
        expectProjection(of: trace, onto: ["a.view", "b.view"],
                         callbacks: [.willMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .layoutMarginsDidChange],
                         equals: ["a.view.willMove(toSuperview:)", "a.view.willMove(toWindow:)", "a.view.didMoveToWindow()",
                                  "a.view.layoutMarginsDidChange()",
                                  "b.view.willMove(toSuperview:)", "b.view.willMove(toWindow:)", "b.view.didMoveToWindow()",
                                  "b.view.layoutMarginsDidChange()",
                                  "a.view.willMove(toSuperview:)", "a.view.willMove(toWindow:)", "a.view.didMoveToWindow()",
                                  "a.view.willMove(toSuperview:)", "a.view.willMove(toWindow:)", "a.view.didMoveToWindow()",
                                  "b.view.willMove(toSuperview:)", "b.view.willMove(toWindow:)", "b.view.didMoveToWindow()"])
        #expect(trace.turns(of: "a.view.didMoveToWindow()") == [0, 1, 2] && trace.turns(of: "b.view.didMoveToWindow()") == [1, 2])
        #expect(callbackLines(trace) == callbackLines(flow(invalid: false)))
        #expect(callAndDiagnosticLines(trace).suffix(4) == [
            "[5] tabs.selectedIndex = 0", "[6] tabs.selectedIndex = 0", "[7] tabs.selectedIndex = 7", "[8] tabs.selectedIndex = -1",
        ])
        #expect(trace.turns(of: "tabs.selectedIndex") == [1, 2, 3, 3, 3])
    }

    /// `selectedViewController` switches as `selectedIndex` does, callback for callback; a controller
    /// that is not a tab is refused with UIKit's message and changes nothing.
    @Test func selectingByViewControllerAndRefusingAStranger() {
        let trace = recordWithVisibleRoot({ TabBarFlows.tabs() }) { s, tabs in
            tabs.selectedViewController = tabs.viewControllers?[2]
            tabs.selectedViewController = ViewController(name: "stranger")
            s.runLoop.runUntilIdle()
            #expect(tabs.selectedViewController?.traceName == "c")
        }
        #expect(callbackLines(trace) == callbackLines(Self.switchTo(2)))
        #expect(callAndDiagnosticLines(trace).suffix(3) == [
            "[4] tabs.selectedViewController = c",
            "[5] tabs.selectedViewController = stranger",
            "! stranger.selectingNonChildTab()  # -[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected. (stranger)",
        ])
    }

    /// A tap asks shouldSelect, then switches as `selectedIndex` does, and tells didSelect once the
    /// views have swapped, before the layout pass and the did-callbacks; a refused tap switches
    /// nothing; a tap on the selected tab still gets didSelect; a tap where no tab is does nothing;
    /// setting selectedIndex in code never consults the delegate.
    @Test func userTapsConsultTheDelegate() {
        func flow(tapping: Bool) -> Trace {
            recordWithVisibleRoot({ TabBarFlows.tabs() }) { s, tabs in
                let delegate = RecordingTabBarDelegate(name: "delegate")
                tabs.delegate = delegate
                if tapping { tabs.tapTab(at: 1) } else { tabs.selectedIndex = 1 }
                s.runLoop.runUntilIdle()
                delegate.allows = false
                if tapping { tabs.tapTab(at: 2) }
                s.runLoop.runUntilIdle()
                delegate.allows = true
                if tapping {
                    tabs.tapTab(at: 1)
                    tabs.tapTab(at: 5)
                }
                tabs.selectedIndex = 0
                s.runLoop.runUntilIdle()
                #expect(delegate.calls == (tapping
                    ? ["shouldSelect b", "didSelect b", "shouldSelect c", "shouldSelect b", "didSelect b"] : []))
            }
        }
        let taps = flow(tapping: true)
        #expect(callbackLines(taps, excluding: ["tabBarController"]) == callbackLines(flow(tapping: false)))
        expectProjection(of: taps, onto: ["delegate", "a", "b"],
                         callbacks: [.tabBarControllerShouldSelect, .tabBarControllerDidSelect, .loadView,
                                     .viewWillAppear, .viewWillDisappear, .viewDidAppear, .viewDidDisappear],
                         equals: ["a.loadView()", "a.viewWillAppear(_:)", "a.viewDidAppear(_:)",
                                  "delegate.tabBarController(_:shouldSelect:)", "b.loadView()", "b.viewWillAppear(_:)",
                                  "a.viewWillDisappear(_:)", "delegate.tabBarController(_:didSelect:)",
                                  "a.viewDidDisappear(_:)", "b.viewDidAppear(_:)",
                                  "delegate.tabBarController(_:shouldSelect:)",
                                  "delegate.tabBarController(_:shouldSelect:)", "delegate.tabBarController(_:didSelect:)",
                                  "a.viewWillAppear(_:)", "b.viewWillDisappear(_:)", "b.viewDidDisappear(_:)", "a.viewDidAppear(_:)"])
        // shouldSelect first in the tap; didSelect once the views have swapped, before the layout pass.
        let events = eventLines(taps)
        #expect(events.contains("  [4] tabs.tapTab(at: 1)\n    delegate.tabBarController(tabs, shouldSelect: b)\n    b.loadView()\n"))
        #expect(events.contains("""
                    tabs.view.willRemoveSubview(a.view)
                    delegate.tabBarController(tabs, didSelect: b)
                  ~ window: layout pass <- [4]
                """))
        #expect(lines(of: taps, containing: ["tapTab", "tabBarController", "selectedIndex"]) == [
            "[4] tabs.tapTab(at: 1)",
            "delegate.tabBarController(tabs, shouldSelect: b)",
            "delegate.tabBarController(tabs, didSelect: b)",
            "[5] tabs.tapTab(at: 2)",
            "delegate.tabBarController(tabs, shouldSelect: c)",
            "[6] tabs.tapTab(at: 1)",
            "delegate.tabBarController(tabs, shouldSelect: b)",
            "delegate.tabBarController(tabs, didSelect: b)",
            "[7] tabs.tapTab(at: 5)",
            "[8] tabs.selectedIndex = 0",
        ])
        #expect(taps.turns(of: "tabs.tapTab(at:)") == [1, 2, 2, 2] && taps.turns(of: "a.viewDidAppear(_:)") == [1, 3])
    }

    /// Tabs holding navigation controllers: the appearance forwards to each navigation
    /// controller's top controller, at first display and on a switch.
    @Test func tabsHoldingNavigationControllers() {
        let events = TabBarFlows.withVisibleTabs({
            let tabs = TabBarController(name: "tabs")
            tabs.viewControllers = [NavigationController(rootViewController: ViewController(name: "a"), name: "nav1"),
                                    NavigationController(rootViewController: ViewController(name: "b"), name: "nav2")]
            return tabs
        }) { s, tabs in
            tabs.selectedIndex = 1
            s.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            turn 0
              a.willMove(toParent: nav1)
              a.didMove(toParent: nav1)
              b.willMove(toParent: nav2)
              b.didMove(toParent: nav2)
              [1] tabs.setViewControllers([nav1, nav2], animated: false)
                nav1.willMove(toParent: tabs)
                nav1.didMove(toParent: tabs)
                nav2.willMove(toParent: tabs)
                nav2.didMove(toParent: tabs)
              [2] window.rootViewController = tabs
              [3] window.makeKeyAndVisible()
                tabs.loadView()
                tabs.viewDidLoad()
                tabs.viewWillAppear(false)
                nav1.loadView()
                nav1.viewDidLoad()
                nav1.view.willMove(toSuperview: tabs.view)
                nav1.view.didMoveToSuperview()
                tabs.view.didAddSubview(nav1.view)
                nav1.viewWillAppear(false)
                a.loadView()
                a.viewDidLoad()
                a.view.willMove(toSuperview: nav1.view)
                a.view.didMoveToSuperview()
                nav1.view.didAddSubview(a.view)
                a.viewWillAppear(false)
                tabs.view.willMove(toSuperview: window)
                tabs.view.didMoveToSuperview()
                window.didAddSubview(tabs.view)
                tabs.view.willMove(toWindow: window)
                nav1.view.willMove(toWindow: window)
                a.view.willMove(toWindow: window)
                tabs.view.didMoveToWindow()
                nav1.view.didMoveToWindow()
                a.view.didMoveToWindow()
                tabs.view.layoutMarginsDidChange()
                tabs.viewLayoutMarginsDidChange()
                tabs.view.safeAreaInsetsDidChange()
                tabs.viewSafeAreaInsetsDidChange()
                nav1.view.layoutMarginsDidChange()
                nav1.viewLayoutMarginsDidChange()
                nav1.view.safeAreaInsetsDidChange()
                nav1.viewSafeAreaInsetsDidChange()
                a.view.layoutMarginsDidChange()
                a.viewLayoutMarginsDidChange()
                a.view.safeAreaInsetsDidChange()
                a.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                a.updateViewConstraints()
                  a.view.updateConstraints()
                nav1.updateViewConstraints()
                  nav1.view.updateConstraints()
                tabs.updateViewConstraints()
                  tabs.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                tabs.viewIsAppearing(false)
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                nav1.viewIsAppearing(false)
                nav1.viewWillLayoutSubviews()
                nav1.view.layoutSubviews()
                nav1.viewDidLayoutSubviews()
                a.viewIsAppearing(false)
                a.viewWillLayoutSubviews()
                a.view.layoutSubviews()
                a.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [3]
                tabs.viewDidAppear(false)
                nav1.viewDidAppear(false)
                a.viewDidAppear(false)
              [4] tabs.selectedIndex = 1
                nav2.loadView()
                nav2.viewDidLoad()
                nav2.viewWillAppear(false)
                b.loadView()
                b.viewDidLoad()
                b.view.willMove(toSuperview: nav2.view)
                b.view.didMoveToSuperview()
                nav2.view.didAddSubview(b.view)
                b.viewWillAppear(false)
                nav1.viewWillDisappear(false)
                a.viewWillDisappear(false)
                nav2.view.willMove(toSuperview: tabs.view)
                nav2.view.didMoveToSuperview()
                tabs.view.didAddSubview(nav2.view)
                nav2.view.willMove(toWindow: window)
                b.view.willMove(toWindow: window)
                nav2.view.didMoveToWindow()
                b.view.didMoveToWindow()
                nav2.view.layoutMarginsDidChange()
                nav2.viewLayoutMarginsDidChange()
                nav2.view.safeAreaInsetsDidChange()
                nav2.viewSafeAreaInsetsDidChange()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
                nav1.view.willMove(toSuperview: nil)
                nav1.view.willMove(toWindow: nil)
                a.view.willMove(toWindow: nil)
                nav1.view.didMoveToWindow()
                a.view.didMoveToWindow()
                nav1.view.didMoveToSuperview()
                tabs.view.willRemoveSubview(nav1.view)
              ~ window: layout pass <- [4]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                nav2.updateViewConstraints()
                  nav2.view.updateConstraints()
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                nav2.viewIsAppearing(false)
                nav2.viewWillLayoutSubviews()
                nav2.view.layoutSubviews()
                nav2.viewDidLayoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 2
              ~ main queue <- [4]
                nav1.viewDidDisappear(false)
                a.viewDidDisappear(false)
                nav2.viewDidAppear(false)
                b.viewDidAppear(false)

            """)
    }

    /// Off screen: before the tab bar controller's view loads only the choice changes (b is the
    /// first to load when it appears); once loaded, the views swap at once without appearance
    /// callbacks, and the newly selected tab appears with the tab bar controller.
    @Test func selectingWhileOffScreen() {
        let events = recordEvents { s in
            let tabs = TabBarFlows.tabs()
            tabs.selectedIndex = 1
            let window = Window(name: "window")
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            s.runLoop.runUntilIdle()
            window.rootViewController = ViewController(name: "other")
            s.runLoop.runUntilIdle()
            tabs.selectedIndex = 2
            s.runLoop.runUntilIdle()
            window.rootViewController = tabs
            s.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            turn 0
              [1] tabs.setViewControllers([a, b, c], animated: false)
                a.willMove(toParent: tabs)
                a.didMove(toParent: tabs)
                b.willMove(toParent: tabs)
                b.didMove(toParent: tabs)
                c.willMove(toParent: tabs)
                c.didMove(toParent: tabs)
              [2] tabs.selectedIndex = 1
              [3] window.rootViewController = tabs
              [4] window.makeKeyAndVisible()
                tabs.loadView()
                tabs.viewDidLoad()
                tabs.viewWillAppear(false)
                b.loadView()
                b.viewDidLoad()
                b.view.willMove(toSuperview: tabs.view)
                b.view.didMoveToSuperview()
                tabs.view.didAddSubview(b.view)
                b.viewWillAppear(false)
                tabs.view.willMove(toSuperview: window)
                tabs.view.didMoveToSuperview()
                window.didAddSubview(tabs.view)
                tabs.view.willMove(toWindow: window)
                b.view.willMove(toWindow: window)
                tabs.view.didMoveToWindow()
                b.view.didMoveToWindow()
                tabs.view.layoutMarginsDidChange()
                tabs.viewLayoutMarginsDidChange()
                tabs.view.safeAreaInsetsDidChange()
                tabs.viewSafeAreaInsetsDidChange()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                tabs.updateViewConstraints()
                  tabs.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                tabs.viewIsAppearing(false)
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [4]
                tabs.viewDidAppear(false)
                b.viewDidAppear(false)
              [5] window.rootViewController = other
                other.loadView()
                other.viewDidLoad()
                tabs.viewWillDisappear(false)
                b.viewWillDisappear(false)
                other.viewWillAppear(false)
                tabs.view.willMove(toSuperview: nil)
                tabs.view.willMove(toWindow: nil)
                b.view.willMove(toWindow: nil)
                tabs.view.didMoveToWindow()
                b.view.didMoveToWindow()
                tabs.view.didMoveToSuperview()
                window.willRemoveSubview(tabs.view)
                other.view.willMove(toSuperview: window)
                other.view.didMoveToSuperview()
                window.didAddSubview(other.view)
                other.view.willMove(toWindow: window)
                other.view.didMoveToWindow()
                other.view.layoutMarginsDidChange()
                other.viewLayoutMarginsDidChange()
                other.view.safeAreaInsetsDidChange()
                other.viewSafeAreaInsetsDidChange()
                tabs.viewDidDisappear(false)
                b.viewDidDisappear(false)
              ~ window: layout pass <- [5]
                other.updateViewConstraints()
                  other.view.updateConstraints()
                window.layoutSubviews()
                other.viewIsAppearing(false)
                other.viewWillLayoutSubviews()
                other.view.layoutSubviews()
                other.viewDidLayoutSubviews()
            turn 2
              ~ main queue <- [5]
                other.viewDidAppear(false)
              [6] tabs.selectedIndex = 2
                c.loadView()
                c.viewDidLoad()
                c.view.willMove(toSuperview: tabs.view)
                c.view.didMoveToSuperview()
                tabs.view.didAddSubview(c.view)
                b.view.willMove(toSuperview: nil)
                b.view.didMoveToSuperview()
                tabs.view.willRemoveSubview(b.view)
              [7] window.rootViewController = tabs
                other.viewWillDisappear(false)
                tabs.viewWillAppear(false)
                c.viewWillAppear(false)
                other.view.willMove(toSuperview: nil)
                other.view.willMove(toWindow: nil)
                other.view.didMoveToWindow()
                other.view.didMoveToSuperview()
                window.willRemoveSubview(other.view)
                tabs.view.willMove(toSuperview: window)
                tabs.view.didMoveToSuperview()
                window.didAddSubview(tabs.view)
                tabs.view.willMove(toWindow: window)
                c.view.willMove(toWindow: window)
                tabs.view.didMoveToWindow()
                c.view.didMoveToWindow()
                c.view.layoutMarginsDidChange()
                c.viewLayoutMarginsDidChange()
                c.view.safeAreaInsetsDidChange()
                c.viewSafeAreaInsetsDidChange()
                other.viewDidDisappear(false)
              ~ window: layout pass <- [7]
                c.updateViewConstraints()
                  c.view.updateConstraints()
                window.layoutSubviews()
                tabs.viewIsAppearing(false)
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                c.viewIsAppearing(false)
                c.viewWillLayoutSubviews()
                c.view.layoutSubviews()
                c.viewDidLayoutSubviews()
              other.deinit()
              other.view.deinit()
            turn 3
              ~ main queue <- [7]
                tabs.viewDidAppear(false)
                c.viewDidAppear(false)

            """)
    }

    /// Replacing the tabs on screen: leaving tabs get willMove(nil) at once; the shown one
    /// disappears with the switch to the new selection (same index), callback for callback as a
    /// switch by index, and gets didMove(nil) after its viewDidDisappear, the others at once; a new
    /// tab is a child at once. No tabs at all: the shown tab disappears and nothing replaces it.
    @Test func replacingTheTabsOnScreen() {
        func flow(clearing: Bool) -> Trace {
            recordWithVisibleRoot({ TabBarFlows.tabs() }) { s, tabs in
                tabs.setViewControllers([tabs.viewControllers![2], ViewController(name: "d")], animated: true)
                s.runLoop.runUntilIdle()
                if clearing { tabs.viewControllers = nil }
                s.runLoop.runUntilIdle()
            }
        }
        // As a switch to the third tab, except that the replaced tab leaves and is freed at the end.
        #expect(callbackLines(flow(clearing: false), excluding: ["willMove(toParent:", "didMove(toParent:"])
                == callbackLines(Self.switchTo(2), excluding: ["willMove(toParent:", "didMove(toParent:"])
                + ["  a.deinit()", "  a.view.deinit()"])
        let trace = flow(clearing: true)
        #expect(Array(lines(of: trace, containing: ["setViewControllers", "(toParent:", "loadView", "Appear", "Disappear",
                                                   "willRemoveSubview"]).dropFirst(15)) == [
            "[4] tabs.setViewControllers([c, d], animated: true)",
            "a.willMove(toParent: nil)",
            "b.willMove(toParent: nil)",
            "d.willMove(toParent: tabs)",
            "d.didMove(toParent: tabs)",
            "b.didMove(toParent: nil)",
            "c.loadView()",
            "c.viewWillAppear(false)",
            "a.viewWillDisappear(false)",
            "tabs.view.willRemoveSubview(a.view)",
            "c.viewIsAppearing(false)",
            "a.viewDidDisappear(false)",
            "a.didMove(toParent: nil)",
            "c.viewDidAppear(false)",
            "[5] tabs.setViewControllers(nil, animated: false)",
            "c.willMove(toParent: nil)",
            "d.willMove(toParent: nil)",
            "d.didMove(toParent: nil)",
            "c.viewWillDisappear(false)",
            "tabs.view.willRemoveSubview(c.view)",
            "c.viewDidDisappear(false)",
            "c.didMove(toParent: nil)",
        ])
        #expect(trace.turns(of: "c.viewWillDisappear(_:)") == [2] && trace.turns(of: "c.viewDidDisappear(_:)") == [3])
        #expect(trace.turns(of: "c.didMove(toParent:)") == [0, 3] && trace.turns(of: "a.didMove(toParent:)") == [0, 2])
        expect(trace, occurrences: 2, of: .willMoveToSuperview, on: "c.view")
        expectNoOccurrence(trace, of: .viewWillLayoutSubviews, on: "d")
    }

    /// `tabBarController` is the nearest tab bar controller ancestor, through a navigation
    /// controller too; the selection reads back as set.
    @Test func tabBarControllerIsTheNearestAncestor() {
        _ = Session.record { _ in
            let top = ViewController(name: "top")
            let nav = NavigationController(rootViewController: top, name: "nav")
            let plain = ViewController(name: "plain")
            let tabs = TabBarController(name: "tabs")
            #expect(tabs.viewControllers == nil)
            #expect(tabs.selectedIndex == TabBarController.noSelection)
            tabs.viewControllers = [plain, nav]
            #expect(plain.tabBarController === tabs)
            #expect(top.tabBarController === tabs)
            #expect(tabs.tabBarController == nil)
            #expect(ViewController(name: "loose").tabBarController == nil)
            #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === plain)
            tabs.selectedViewController = nav
            #expect(tabs.selectedIndex == 1)
            tabs.viewControllers = [nav]
            #expect(tabs.selectedViewController === nav && tabs.selectedIndex == 0)
            #expect(plain.parent == nil && plain.tabBarController == nil)
        }
    }
}
