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
