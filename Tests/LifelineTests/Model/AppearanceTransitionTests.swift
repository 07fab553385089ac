import Testing
import Lifeline

/// The appearance state machine driven by begin/endAppearanceTransition: balanced calls, reversals,
/// and the unbalanced calls UIKit logs instead of crashing.
@MainActor
@Suite("Appearance transitions")
struct AppearanceTransitionTests {
    @Test func statesFollowBeginAndEnd() {
        _ = Session.record { _ in
            let vc = ViewController(name: "vc")
            var states = [vc.appearanceState]
            vc.beginAppearanceTransition(true, animated: true); states.append(vc.appearanceState)
            vc.endAppearanceTransition(); states.append(vc.appearanceState)
            vc.beginAppearanceTransition(false, animated: true); states.append(vc.appearanceState)
            vc.endAppearanceTransition(); states.append(vc.appearanceState)
            #expect(states == [.disappeared, .appearing, .appeared, .disappearing, .disappeared])
        }
    }

    @Test func animatedFlagReachesBothCallbacks() {
        let events = recordEvents { _ in
            let vc = ViewController(name: "vc")
            vc.loadViewIfNeeded()
            vc.beginAppearanceTransition(true, animated: true)
            vc.endAppearanceTransition()
        }
        expectText(events, equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                vc.viewDidLoad()
              [2] vc.beginAppearanceTransition(true, animated: true)
                vc.viewWillAppear(true)
              [3] vc.endAppearanceTransition()
                vc.viewDidAppear(true)

            """)
    }

    @Test func endWithoutBeginIsUnbalanced() {
        let events = recordEvents { _ in
            ViewController(name: "vc").endAppearanceTransition()
        }
        expectText(events, equals: """
            turn 0
              [1] vc.endAppearanceTransition()
                ! vc.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for vc.

            """)
    }

    @Test func beginningTheSameDirectionTwiceIsUnbalanced() {
        let events = recordEvents { _ in
            let vc = ViewController(name: "vc")
            vc.beginAppearanceTransition(true, animated: false)
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
            vc.endAppearanceTransition()
        }
        expectText(events, equals: """
            turn 0
              [1] vc.beginAppearanceTransition(true, animated: false)
                vc.loadView()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
              [2] vc.beginAppearanceTransition(true, animated: false)
                ! vc.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for vc.
              [3] vc.endAppearanceTransition()
                vc.viewDidAppear(false)
              [4] vc.endAppearanceTransition()
                ! vc.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for vc.

            """)
    }

    @Test func disappearingWhenNeverShownIsUnbalancedAndLoadsNothing() {
        _ = Session.record { session in
            let vc = ViewController(name: "vc")
            vc.beginAppearanceTransition(false, animated: false)
            #expect(!vc.isViewLoaded)
            #expect(vc.appearanceState == .disappeared)
            expectText(eventLines(session.trace), equals: """
                turn 0
                  [1] vc.beginAppearanceTransition(false, animated: false)
                    ! vc.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for vc.

                """)
        }
    }

    /// A cancelled interactive pop, seen from the controller underneath: it starts to appear,
    /// then disappears again without ever getting viewDidAppear (S4-16).
    @Test func appearingCanReverseBeforeItEnds() {
        let events = recordEvents { _ in
            let vc = ViewController(name: "vc")
            vc.loadViewIfNeeded()
            vc.beginAppearanceTransition(true, animated: true)
            vc.beginAppearanceTransition(false, animated: true)
            vc.endAppearanceTransition()
        }
        expectText(events, equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                vc.viewDidLoad()
              [2] vc.beginAppearanceTransition(true, animated: true)
                vc.viewWillAppear(true)
              [3] vc.beginAppearanceTransition(false, animated: true)
                vc.viewWillDisappear(true)
              [4] vc.endAppearanceTransition()
                vc.viewDidDisappear(true)

            """)
    }

    /// The same cancelled pop from the top controller: it starts to disappear, then appears again
    /// and never gets viewDidDisappear (S4-16, S4-17).
    @Test func disappearingCanReverseBeforeItEnds() {
        _ = Session.record { session in
            let vc = ViewController(name: "vc")
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
            let before = session.trace.events.count
            vc.beginAppearanceTransition(false, animated: true)
            vc.beginAppearanceTransition(true, animated: true)
            vc.endAppearanceTransition()
            let names = session.trace.events[before...].filter { $0.kind == .callback }.map(\.name)
            #expect(names == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
            #expect(vc.appearanceState == .appeared)
        }
    }

    /// S3-02: begin by hand, install as a window's root, end by hand. On iOS 13 and later the
    /// window owns the transition and viewDidAppear waits for it; before, the manual end finished it.
    @Test(arguments: [(12, true), (13, false), (26, false)])
    func manualTransitionAroundWindowInstallation(ios major: Int, endFinishesIt: Bool) {
        _ = Session.record(ios: IOSVersion(major: major)!) { session in
            let vc = ViewController(name: "vc")
            let window = Window()
            vc.beginAppearanceTransition(true, animated: false)
            window.rootViewController = vc
            window.makeKeyAndVisible()
            vc.endAppearanceTransition()
            #expect((vc.appearanceState == .appeared) == endFinishesIt)
            session.runLoop.runUntilIdle()
            #expect(vc.appearanceState == .appeared)
            let appearance: Set<EventName> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
            let calls = session.trace.callbacks.map(\.event.name).filter(appearance.contains)
            #expect(calls == (major >= 13 ? [.viewWillAppear, .viewIsAppearing, .viewDidAppear] : [.viewWillAppear, .viewDidAppear]))
            #expect(!session.trace.events.contains { $0.kind == .diagnostic })
            let didAppear = session.trace.callbacks.first { $0.event.name == .viewDidAppear }!.event
            #expect(didAppear.turn == (endFinishesIt ? 0 : 1))
            withExtendedLifetime(window) {}
        }
    }
}
