import Lifeline
import Testing

/// Deallocation (Model/Lifetime/Deallocation.swift): a controller that left the screen is freed
/// once nothing holds it, and its `deinit` is recorded after the transition's last callbacks and
/// the turn's layout pass (S4-02: B.dealloc after A.viewDidAppear; S18-04 and S17-07: after the
/// popped controller's viewDidDisappear), its root view's after it.
@MainActor
struct DeallocationTests {
    /// A key window showing `root`, idle; `body` runs with the session, and the trace from the
    /// mark `body` places is returned with the leak report taken once `body` is done.
    private func record(_ root: @MainActor () -> ViewController,
                        _ body: (Session, ViewController) -> Void) -> (text: String, leaks: [Leak]) {
        var leaks: [Leak] = []
        let trace = Session.record { session in
            let window = Window(name: "window")
            let shown = root()
            window.rootViewController = shown
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            body(session, shown)
            session.runLoop.runUntilIdle()
            leaks = session.leaks()
            withExtendedLifetime(window) {}
        }
        return (eventLines(trace.since(marker: "m") ?? trace), leaks)
    }

    private func nav(_ names: String...) -> NavigationController {
        let nav = NavigationController(name: "nav")
        nav.setViewControllers(names.map { ViewController(name: $0) }, animated: false)
        return nav
    }

    @Test func aPushedAndPoppedControllerIsFreedAfterTheTransition() {
        weak var weakB: ViewController?
        let (text, leaks) = record({ nav("a") }) { session, root in
            let nav = root as! NavigationController
            do {
                let b = ViewController(name: "b")
                weakB = b
                nav.pushViewController(b, animated: true)
            }
            session.runLoop.runUntilIdle()
            session.mark("m")
            nav.popViewController(animated: true)
        }
        #expect(weakB == nil, "the model keeps nothing of a popped controller")
        #expect(leaks == [])
        #expect(NavigationFlows.from(turn: 8, text) == """
            turn 8
              ~ main queue <- [1]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                nav.view.willRemoveSubview(b.view)
                b.viewDidDisappear(true)
                a.viewDidAppear(true)
                b.didMove(toParent: nil)
              ~ window: layout pass <- [1]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
              b.deinit()
              b.view.deinit()

            """)
    }
}

/// The other ways off the screen: a dismissal, `removeFromParent()`, a tab replaced, a window's
/// root replaced; and what is not recorded: a controller still on screen or covered when the app
/// (here the test) ends.
@MainActor
struct DeparturesTests {
    private func record(_ body: (Session, Window) -> Void) -> (trace: Trace, leaks: [Leak]) {
        var leaks: [Leak] = []
        let trace = Session.record { session in
            let window = Window(name: "window")
            body(session, window)
            session.runLoop.runUntilIdle()
            leaks = session.leaks()
            withExtendedLifetime(window) {}
        }
        return (trace.since(marker: "m") ?? trace, leaks)
    }

    @Test func aDismissedControllerIsFreedAfterItsViewDidDisappearAndTheCompletion() {
        let (trace, leaks) = record { session, window in
            let a = ViewController(name: "a")
            window.rootViewController = a
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            do {
                let b = ViewController(name: "b")
                b.modalPresentationStyle = .fullScreen
                a.present(b, animated: false)
            }
            session.runLoop.runUntilIdle()
            session.mark("m")
            a.dismiss(animated: false) { session.log("completion") }
        }
        #expect(leaks == [])
        #expect(lines(of: trace, containing: ["deinit", "DidDisappear", "DidAppear", "completion", "presenting"]) == [
            "b.presentingViewController = nil",
            "a.viewDidAppear(false)",
            "b.viewDidDisappear(false)",
            "a.completion()",
            "log(\"completion\")",
            "b.deinit()",
            "b.view.deinit()",
        ])
    }

    @Test func aRemovedChildIsFreedOnceRemovedAndItsViewHasLeft() {
        let (trace, leaks) = record { session, window in
            let parent = ViewController(name: "parent")
            window.rootViewController = parent
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            weak var weakChild: ViewController?
            do {
                let child = ViewController(name: "child")
                weakChild = child
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
            }
            session.runLoop.runUntilIdle()
            session.mark("m")
            weakChild?.willMove(toParent: nil)
            weakChild?.view.removeFromSuperview()
            weakChild?.removeFromParent()
        }
        #expect(leaks == [])
        #expect(lines(of: trace, containing: ["deinit", "Disappear", "toParent", "removeFrom"]) == [
            "child.willMove(toParent: nil)",
            "[1] child.view.removeFromSuperview()",
            "child.viewWillDisappear(false)",
            "child.viewDidDisappear(false)",
            "[2] child.removeFromParent()",
            "child.didMove(toParent: nil)",
            "child.deinit()",
            "child.view.deinit()",
        ])
    }

    @Test func aReplacedTabIsFreedAfterItsViewDidDisappearAndDidMove() {
        let (trace, leaks) = record { session, window in
            let tabs = TabBarController(name: "tabs")
            tabs.viewControllers = [ViewController(name: "one"), ViewController(name: "two")]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("m")
            tabs.viewControllers = [ViewController(name: "three"), tabs.viewControllers![1]]
        }
        #expect(leaks == [])
        #expect(lines(of: trace, containing: ["deinit", "one.viewDidDisappear", "three.viewDidAppear", "one.didMove"])
            == ["one.viewDidDisappear(false)", "one.didMove(toParent: nil)", "three.viewDidAppear(false)",
                "one.deinit()", "one.view.deinit()"])
    }

    @Test func aReplacedWindowRootIsFreedAfterItsViewDidDisappear() {
        let (trace, leaks) = record { session, window in
            window.rootViewController = ViewController(name: "first")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("m")
            window.rootViewController = ViewController(name: "second")
        }
        #expect(leaks == [])
        #expect(lines(of: trace, containing: ["deinit", "first.viewDidDisappear"]) == [
            "first.viewDidDisappear(false)", "first.deinit()", "first.view.deinit()",
        ])
    }

    /// A popped navigation controller takes its stack with it: the container first, then its
    /// view, then its children (which it holds), each child before its own view.
    @Test func aDismissedNavigationControllerIsFreedWithItsStack() {
        let (trace, _) = record { session, window in
            let root = ViewController(name: "root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            do {
                let nav = NavigationController(name: "nav")
                nav.setViewControllers([ViewController(name: "a"), ViewController(name: "b")], animated: false)
                nav.modalPresentationStyle = .fullScreen
                root.present(nav, animated: false)
            }
            session.runLoop.runUntilIdle()
            session.mark("m")
            root.dismiss(animated: false)
        }
        #expect(lines(of: trace, containing: ["deinit"]) == [
            "nav.deinit()", "nav.view.deinit()", "a.deinit()", "b.deinit()", "b.view.deinit()",
        ])
    }

    /// What ends with the test is not a departure: a window's root, what is on screen and what is
    /// covered are not recorded when the test's references go.
    @Test func nothingStillInAHierarchyIsRecordedWhenTheTestEnds() {
        let (trace, leaks) = record { session, window in
            let nav = NavigationController(name: "nav")
            nav.setViewControllers([ViewController(name: "a"), ViewController(name: "b")], animated: false)
            window.rootViewController = nav
            window.makeKeyAndVisible()
        }
        #expect(leaks == [])
        #expect(!eventLines(trace).contains("deinit"))
    }
}
