import Testing
import Lifeline
import LifelineTesting

/// Navigation controller: push, pop, popToRoot, popTo, setViewControllers, first display as a
/// window root, the delegate and misuse, as whole sequences from the turn of interest on.
@MainActor
@Suite("Navigation")
struct NavigationTests {
    /// An animated push: the will-callbacks one turn later (S4-11), the did-callbacks once the duration
    /// has passed; outgoing viewDidDisappear before incoming viewDidAppear (S4-01, S4-05), then didMove (S4-19).
    @Test func pushAnimatedTurnByTurn() {
        let events = NavigationFlows.from(turn: 1, eventLines(NavigationFlows.pushThenPop(pushAnimated: true, popAnimated: nil)))
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
                a.viewDidAppear(false)
              [3] nav.pushViewController(b, animated: true)
                b.willMove(toParent: nav)
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                a.viewWillDisappear(true)
                b.viewWillAppear(true)
                b.view.willMove(toSuperview: nav.view)
                b.view.didMoveToSuperview()
                nav.view.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                b.viewIsAppearing(true)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [3]
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                nav.view.willRemoveSubview(a.view)
                a.viewDidDisappear(true)
                b.viewDidAppear(true)
                b.didMove(toParent: nav)
              ~ window: layout pass <- [3]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// Non-animated push then pop: each completes in the turn after its call (S4-15); willMove(nil)
    /// at the call, didMove(nil) after viewDidDisappear (S4-19, S4-20). The push runs the animated
    /// push's callbacks above in the same order, laid out within its turn.
    @Test func pushThenPopNonAnimated() {
        let trace = NavigationFlows.pushThenPop(pushAnimated: false, popAnimated: false)
        #expect(callbackLines(NavigationFlows.pushThenPop(pushAnimated: false, popAnimated: nil))
                == callbackLines(NavigationFlows.pushThenPop(pushAnimated: true, popAnimated: nil)).map {
                    $0.replacingOccurrences(of: "(true)", with: "(false)")
                })
        #expect(trace.turns(of: "nav.pushViewController(_:animated:)") == [1])
        for label in ["b.loadView()", "a.viewWillDisappear(_:)", "b.viewIsAppearing(_:)", "b.viewDidAppear(_:)"] {
            #expect(trace.turns(of: label) == [2], "\(label)")
        }
        #expect(lines(of: trace, containing: ["~ ", "turn "]).prefix(7) == [
            "turn 0", "~ window: layout pass <- [2]", "turn 1", "~ main queue <- [2]",
            "turn 2", "~ main queue <- [3]", "~ window: layout pass <- [3]",
        ])
        expectText(NavigationFlows.from(turn: 3, eventLines(trace)), equals: """
            turn 3
              [4] nav.popViewController(animated: false)
                b.willMove(toParent: nil)
            turn 4
              ~ main queue <- [4]
                b.viewWillDisappear(false)
                a.viewWillAppear(false)
                a.view.willMove(toSuperview: nav.view)
                a.view.didMoveToSuperview()
                nav.view.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(false)
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                nav.view.willRemoveSubview(b.view)
                b.viewDidDisappear(false)
                a.viewDidAppear(false)
                b.didMove(toParent: nil)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
              b.deinit()
              b.view.deinit()

            """)
    }

    /// An animated pop: the callbacks of the non-animated pop above, in the same order; the
    /// will-callbacks on the next turn, the did-callbacks after the duration (S4-02, S4-04).
    @Test func popAnimated() {
        let trace = NavigationFlows.pushThenPop(pushAnimated: false, popAnimated: true)
        #expect(callbackLines(trace).map { $0.replacingOccurrences(of: "(true)", with: "(false)") }
                == callbackLines(NavigationFlows.pushThenPop(pushAnimated: false, popAnimated: false)))
        #expect(trace.turns(of: "nav.popViewController(animated:)") == [3])
        #expect(trace.turns(of: "b.viewWillDisappear(_:)") == [4] && trace.turns(of: "a.viewWillAppear(_:)") == [0, 4])
        #expect(trace.turns(of: "a.viewIsAppearing(_:)") == [0, 4])
        #expect(trace.turns(of: "b.viewDidDisappear(_:)") == [6] && trace.turns(of: "a.viewDidAppear(_:)") == [1, 6])
        #expect(trace.turns(of: "b.didMove(toParent:)") == [2, 6])
        expectSubsequence(trace, ["b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "b.viewDidDisappear",
                                  "a.viewDidAppear", "b.didMove"])
    }

    /// popToRoot from [a, b, c]: only the shown controller disappears, callback for callback as
    /// when c is pushed on [a] and popped; b, never shown, leaves with willMove/didMove(nil) too,
    /// each just before c's.
    @Test func popToRootFromThree() {
        let trace = recordWithVisibleRoot({ NavigationFlows.nav() }) { s, nav in
            nav.setViewControllers([nav.viewControllers[0], ViewController(name: "b"), ViewController(name: "c")], animated: false)
            s.runLoop.runUntilIdle()
            _ = nav.popToRootViewController(animated: false)
            s.runLoop.runUntilIdle()
        }
        #expect(callbackLines(trace).filter { !$0.drop { $0 == " " }.hasPrefix("b.") }
                == callbackLines(NavigationFlows.pushThenPop(pushed: "c", pushAnimated: false, popAnimated: false)))
        #expect(lines(of: trace, containing: ["] nav.", "b.", "c.didMove", "c.willMove"]) == [
            "[3] nav.setViewControllers([a, b, c], animated: false)",
            "b.willMove(toParent: nav)",
            "c.willMove(toParent: nav)",
            "b.didMove(toParent: nav)",
            "c.didMove(toParent: nav)",
            "[4] nav.popToRootViewController(animated: false)",
            "b.willMove(toParent: nil)",
            "c.willMove(toParent: nil)",
            "b.didMove(toParent: nil)",
            "c.didMove(toParent: nil)",
        ])
        #expect(trace.turns(of: "b.didMove(toParent:)") == [2, 4])
    }

    /// popTo(b) from [a, b, c]: the stack is set as for popToRoot; then b's view loads first (S4-01),
    /// as on a push, and b appears over the popped c, all in the turn after the call.
    @Test func popToMiddle() {
        let trace = recordWithVisibleRoot({ NavigationFlows.nav() }) { s, nav in
            let b = ViewController(name: "b")
            nav.setViewControllers([nav.viewControllers[0], b, ViewController(name: "c")], animated: false)
            s.runLoop.runUntilIdle()
            _ = nav.popToViewController(b, animated: false)
            s.runLoop.runUntilIdle()
        }
        expectSubsequence(trace, ["nav.popToViewController", "c.willMove(toParent:)", "b.loadView", "b.viewDidLoad",
                                  "c.viewWillDisappear", "b.viewWillAppear", "b.view.willMove(toSuperview:)",
                                  "b.view.didMoveToWindow", "b.view.layoutMarginsDidChange", "b.updateViewConstraints",
                                  "b.viewIsAppearing", "b.viewDidLayoutSubviews", "c.view.willMove(toSuperview:)",
                                  "nav.view.willRemoveSubview", "c.viewDidDisappear", "b.viewDidAppear", "c.didMove(toParent:)"])
        expectProjection(of: trace, onto: ["a", "b", "c"],
                         callbacks: [.loadView, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                     .willMoveToParent, .didMoveToParent],
                         equals: ["a.willMove(toParent:)", "a.didMove(toParent:)", "a.loadView()", "a.viewWillAppear(_:)",
                                  "a.viewDidAppear(_:)", "b.willMove(toParent:)", "c.willMove(toParent:)", "c.loadView()",
                                  "a.viewWillDisappear(_:)", "c.viewWillAppear(_:)", "a.viewDidDisappear(_:)", "c.viewDidAppear(_:)",
                                  "b.didMove(toParent:)", "c.didMove(toParent:)",
                                  "c.willMove(toParent:)", "b.loadView()", "c.viewWillDisappear(_:)", "b.viewWillAppear(_:)",
                                  "c.viewDidDisappear(_:)", "b.viewDidAppear(_:)", "c.didMove(toParent:)"])
        #expect(lines(of: trace, containing: ["c.willMove", "c.didMove"]).suffix(2) == ["c.willMove(toParent: nil)", "c.didMove(toParent: nil)"])
        #expect(trace.turns(of: "b.loadView()") == [4] && trace.turns(of: "c.didMove(toParent:)") == [2, 4])
        #expect(callbackLines(trace).prefix(while: { !$0.contains("c.willMove(toParent: nil)") })
                == callbackLines(recordWithVisibleRoot({ NavigationFlows.nav() }) { s, nav in
                    nav.setViewControllers([nav.viewControllers[0], ViewController(name: "b"), ViewController(name: "c")],
                                           animated: false)
                    s.runLoop.runUntilIdle()
                }))
    }

    /// setViewControllers on a visible stack: one transition from the old top to the new one, callback
    /// for callback as a push of the new top; the new stack's controllers are children at the call
    /// and get didMove after the new top's viewDidAppear, the old top its didMove(nil) last.
    @Test func setViewControllersOnVisibleStack() {
        let trace = recordWithVisibleRoot({ NavigationFlows.nav() }) { s, nav in
            nav.setViewControllers([ViewController(name: "x"), ViewController(name: "y")], animated: false)
            s.runLoop.runUntilIdle()
        }
        let parentMoves: Set = ["willMove(toParent:", "didMove(toParent:"]
        // As a push of the new top, except that the old stack's top leaves and is freed at the end.
        #expect(callbackLines(trace, excluding: parentMoves)
                == callbackLines(NavigationFlows.pushThenPop(pushed: "y", pushAnimated: false, popAnimated: nil), excluding: parentMoves)
                + ["  a.deinit()", "  a.view.deinit()"])
        #expect(lines(of: trace, containing: ["] nav.", "willMove(toParent:", "didMove(toParent:", "y.viewDidAppear"]).dropFirst(2) == [
            "[3] nav.setViewControllers([x, y], animated: false)",
            "a.willMove(toParent: nil)",
            "x.willMove(toParent: nav)",
            "y.willMove(toParent: nav)",
            "y.viewDidAppear(false)",
            "x.didMove(toParent: nav)",
            "y.didMove(toParent: nav)",
            "a.didMove(toParent: nil)",
        ])
        #expect(trace.turns(of: "y.viewWillAppear(_:)") == [2] && trace.turns(of: "a.didMove(toParent:)") == [0, 2])
    }

    /// An empty navigation controller in a window gets a stack: all after one turn (S4-13).
    @Test func setViewControllersOnEmptyVisibleNav() {
        let events = NavigationFlows.from(turn: 1, NavigationFlows.withVisibleNav({ NavigationController(name: "nav") }) { s, nav in
            nav.setViewControllers([ViewController(name: "vc")], animated: false)
            s.runLoop.runUntilIdle()
        })
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
              [3] nav.setViewControllers([vc], animated: false)
                vc.willMove(toParent: nav)
            turn 2
              ~ main queue <- [3]
                vc.loadView()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
                vc.view.willMove(toSuperview: nav.view)
                vc.view.didMoveToSuperview()
                nav.view.didAddSubview(vc.view)
                vc.view.willMove(toWindow: window)
                vc.view.didMoveToWindow()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.view.safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
                vc.updateViewConstraints()
                  vc.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                vc.viewIsAppearing(false)
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
                vc.viewDidAppear(false)
                vc.didMove(toParent: nav)

            """)
    }

    /// A navigation controller as window root shows its root with it; the delegate's willShow after
    /// the incoming viewWillAppear, didShow after its viewDidAppear (S4-07, S4-08), on first display
    /// as on a push, which otherwise runs callback for callback as without a delegate.
    @Test func windowRootFirstDisplayAndDelegate() {
        var delegates: [RecordingNavigationDelegate] = []
        func flow(pushing: Bool) -> Trace {
            recordWithVisibleRoot({ () -> NavigationController in
                let nav = NavigationFlows.nav()
                let delegate = RecordingNavigationDelegate(name: "delegate")
                nav.delegate = delegate
                delegates.append(delegate)
                return nav
            }) { s, nav in
                guard pushing else { return }
                nav.pushViewController(ViewController(name: "b"), animated: true)
                s.runLoop.runOnce()
                s.runLoop.advance(by: NavigationController.transitionDuration)
            }
        }
        let push = flow(pushing: true)
        #expect(delegates.first?.calls == ["willShow a false", "didShow a false", "willShow b true", "didShow b true"])
        #expect(callbackLines(push, excluding: ["navigationController("])
                == callbackLines(NavigationFlows.pushThenPop(pushAnimated: true, popAnimated: nil)))
        expectSubsequence(push, ["a.viewWillAppear", "delegate.navigationController(_:willShow:animated:)", "a.viewDidAppear",
                                 "delegate.navigationController(_:didShow:animated:)", "b.viewWillAppear",
                                 "delegate.navigationController(_:willShow:animated:)", "b.view.willMove(toSuperview:)",
                                 "b.viewDidAppear", "b.didMove(toParent:)", "delegate.navigationController(_:didShow:animated:)"])
        #expect(lines(of: push, containing: ["navigationController("]) == [
            "delegate.navigationController(nav, willShow: a, animated: false)",
            "delegate.navigationController(nav, didShow: a, animated: false)",
            "delegate.navigationController(nav, willShow: b, animated: true)",
            "delegate.navigationController(nav, didShow: b, animated: true)",
        ])
        #expect(push.turns(of: "delegate.navigationController(_:willShow:animated:)") == [0, 2]
                && push.turns(of: "delegate.navigationController(_:didShow:animated:)") == [1, 4])
        expectText(eventLines(flow(pushing: false)), equals: """
            turn 0
              a.willMove(toParent: nav)
              a.didMove(toParent: nav)
              [1] window.rootViewController = nav
              [2] window.makeKeyAndVisible()
                nav.loadView()
                nav.viewDidLoad()
                nav.viewWillAppear(false)
                a.loadView()
                a.viewDidLoad()
                a.view.willMove(toSuperview: nav.view)
                a.view.didMoveToSuperview()
                nav.view.didAddSubview(a.view)
                a.viewWillAppear(false)
                delegate.navigationController(nav, willShow: a, animated: false)
                nav.view.willMove(toSuperview: window)
                nav.view.didMoveToSuperview()
                window.didAddSubview(nav.view)
                nav.view.willMove(toWindow: window)
                a.view.willMove(toWindow: window)
                nav.view.didMoveToWindow()
                a.view.didMoveToWindow()
                nav.view.layoutMarginsDidChange()
                nav.viewLayoutMarginsDidChange()
                nav.view.safeAreaInsetsDidChange()
                nav.viewSafeAreaInsetsDidChange()
                a.view.layoutMarginsDidChange()
                a.viewLayoutMarginsDidChange()
                a.view.safeAreaInsetsDidChange()
                a.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                a.updateViewConstraints()
                  a.view.updateConstraints()
                nav.updateViewConstraints()
                  nav.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                nav.viewIsAppearing(false)
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(false)
                a.viewWillLayoutSubviews()
                a.view.layoutSubviews()
                a.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
                a.viewDidAppear(false)
                delegate.navigationController(nav, didShow: a, animated: false)

            """)
    }

    /// Pushing an instance already on the stack: UIKit's message as a diagnostic, nothing pushed.
    @Test func duplicatePushIsADiagnostic() {
        let events = NavigationFlows.from(turn: 1, NavigationFlows.withVisibleNav({ NavigationFlows.nav() }) { s, nav in
            nav.pushViewController(nav.viewControllers[0], animated: true)
            s.runLoop.runUntilIdle()
        })
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
                a.viewDidAppear(false)
              [3] nav.pushViewController(a, animated: true)
                ! a.pushingSameInstance()  # Pushing the same view controller instance more than once is not supported (a)

            """)
    }
}

@MainActor
@Suite("Navigation flags")
struct NavigationFlagTests {
    /// S4-21 and S4-22: the root on first display and a pushed controller are moving to their parent
    /// in viewWillAppear/viewDidAppear; a popped one is moving from it in viewWillDisappear/
    /// viewDidDisappear; the covered and the revealed controller have both flags false.
    @Test func movingFlagsOnPushAndPop() {
        // Made inside the recorded session, so that nothing lands in the shared default session.
        var a: FlagRecordingController?
        var b: FlagRecordingController?
        _ = NavigationFlows.withVisibleNav({
            a = FlagRecordingController(name: "a")
            return NavigationController(rootViewController: a!, name: "nav")
        }) { s, nav in
            b = FlagRecordingController(name: "b")
            nav.pushViewController(b!, animated: true)
            s.runLoop.runUntilIdle()
            nav.popViewController(animated: true)
            s.runLoop.runUntilIdle()
        }
        #expect(a?.flags == [
            "viewWillAppear to:true from:false", "viewDidAppear to:true from:false",
            "viewWillDisappear to:false from:false", "viewDidDisappear to:false from:false",
            "viewWillAppear to:false from:false", "viewDidAppear to:false from:false",
        ])
        #expect(b?.flags == [
            "viewWillAppear to:true from:false", "viewDidAppear to:true from:false",
            "viewWillDisappear to:false from:true", "viewDidDisappear to:false from:true",
        ])
    }
}
