import Lifeline
import LifelineScenarios
import Testing

/// The leak report (Model/Lifetime/LifetimeTracker.swift, `lifeline trace --leaks`): it lists a
/// controller that left the screen and is still alive, with what holds it, and says nothing when
/// every such controller was freed.
@MainActor
struct LeakReportTests {
    @Test func leakyPopIsReportedWithItsHolderAndNeverFreed() throws {
        let run = try #require(Strategies.named("leaky-pop")).scenario.runReportingLeaks()
        #expect(run.leaks.map(\.description) == [
            "b (DemoViewController) left the screen in turn 8 and is still alive: held by a.onDone (app code keeps a strong reference)",
        ])
        #expect(!eventLines(run.trace).contains("b.deinit()"))
    }

    @Test func popAndFreeIsSilentAndFreesTheControllerAfterThePop() throws {
        let run = try #require(Strategies.named("pop-and-free")).scenario.runReportingLeaks(fromMarker: true)
        #expect(run.leaks == [])
        // b, its root view, then the root view's subview: what releasing b releases.
        #expect(callbackLines(run.trace).suffix(7) == [
            "    b.didMove(toParent: nil)",
            "    nav.viewWillLayoutSubviews()",
            "    nav.view.layoutSubviews()",
            "    nav.viewDidLayoutSubviews()",
            "  b.deinit()",
            "  b.view.deinit()",
            "  label.deinit()",
        ])
    }

    /// Every strategy but leaky-pop is a clean flow: nothing the model holds keeps a controller
    /// that left the screen.
    @Test(arguments: Strategies.all.map(\.name).filter { $0 != "leaky-pop" })
    func builtInFlowsDoNotLeak(_ name: String) throws {
        let run = try #require(Strategies.named(name)).scenario.runReportingLeaks()
        #expect(run.leaks == [], "\(name)")
    }

    /// The Swift API: a closure app code stores, a delegate held strongly; letting go ends the leak.
    @Test func swiftCodeAsksTheSessionAndReleasingTheReferenceFreesIt() {
        var before: [Leak] = []
        var after: [Leak] = []
        let trace = Session.record { session in
            let window = Window(name: "window")
            let nav = NavigationController(name: "nav")
            let a = ViewController(name: "a")
            nav.setViewControllers([a], animated: false)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            do {
                let b = ViewController(name: "b")
                nav.pushViewController(b, animated: false)
                a.retainStrongly(b, as: "onDone")
            }
            session.runLoop.runUntilIdle()
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
            before = session.leaks()
            session.mark("release")
            a.react(to: .viewWillDisappear) { a.releaseStrongReference(named: "onDone") }
            nav.pushViewController(ViewController(name: "c"), animated: false)
            session.runLoop.runUntilIdle()
            after = session.leaks()
            withExtendedLifetime(window) {}
        }
        #expect(before.map(\.controller) == ["b"])
        #expect(before.first?.holders == ["a.onDone (app code keeps a strong reference)"])
        #expect(after == [])
        // Released inside a's callback, where app code let go of it: b goes there.
        #expect(lines(of: trace.since(marker: "release") ?? trace, containing: ["a.viewWillDisappear", "deinit"]) == [
            "a.viewWillDisappear(false)", "b.deinit()", "b.view.deinit()",
        ])
    }

    /// A controller freed with nothing recorded of its holder: the report says the model cannot tell.
    @Test func aHolderOutsideTheModelIsSaidToBeOutside() {
        var leaks: [Leak] = []
        var kept: ViewController?
        _ = Session.record { session in
            let window = Window(name: "window")
            let nav = NavigationController(name: "nav")
            nav.setViewControllers([ViewController(name: "a"), ViewController(name: "b")], animated: false)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            kept = nav.topViewController
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
            leaks = session.leaks()
            withExtendedLifetime(window) {}
        }
        #expect(leaks.map(\.holders) == [["something outside the model (a closure, a strong delegate or a timer in app code)"]])
        #expect(kept != nil)
    }
}

/// The `retain` step's bad input: errors at the position, before anything runs.
@MainActor
struct RetainStepTests {
    @Test func anUndeclaredControllerOrAnEmptyLabelIsRefusedWhereItIs() {
        expectScenarioError("controllers: { a: {}, b: {} }\nsteps:\n  - retain: { object: c, by: a, as: onDone }\n", 3, 23,
                            "unknown controller 'c'; expected one of a, b; did you mean 'a'?")
        expectScenarioError("controllers: { a: {}, b: {} }\nsteps:\n  - retain: { object: b, by: a, as: \"\" }\n", 3, 37,
                            "expected a string for 'as', found ''")
        expectScenarioError("controllers: { a: {}, b: {} }\nsteps:\n  - retain: { object: b, by: a, as: \"x\\ny\" }\n", 3, 37,
                            "the property that holds the reference needs a name on one line (found 'x\\ny'); expected a name such as onDone")
    }

    @Test func retainRoundTripsThroughTheWriter() throws {
        let text = "controllers:\n  a: {}\n  b: {}\nsteps:\n  - retain: { object: b, by: a, as: onDone }\n"
        let scenario = try Scenario.parse(text, file: "retain.yaml")
        #expect(ScenarioWriter.yaml(scenario) == text)
    }
}

/// What the scenario itself keeps is the app's, not a leak: a popped controller a later step names.
@MainActor
struct ScenarioKeptControllersTests {
    @Test func aPoppedControllerALaterStepNamesIsKeptAndNotReported() throws {
        let scenario = try Scenario.parse("""
            controllers: { nav: { type: navigation, stack: [a, b] }, a: {}, b: {} }
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - pop: { on: nav, animated: false }
              - runUntilIdle
              - accessView: b
            """, file: "kept.yaml")
        let run = try scenario.runReportingLeaks()
        #expect(run.leaks == [])
        #expect(!eventLines(run.trace).contains("b.deinit()"))
        // Without the later step, b is let go of and freed after the pop.
        var freed = scenario
        freed.steps.removeLast()
        #expect(lines(of: try freed.runReportingLeaks().trace, containing: ["deinit"]) == ["b.deinit()", "b.view.deinit()"])
    }
}
