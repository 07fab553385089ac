import Testing
import Lifeline

/// The explicit main run loop: turns, the end-of-turn layout pass, and blocks for the next turn.
@MainActor
@Suite("Main run loop")
struct RunLoopTests {
    @Test func turnsAdvanceEvenWhenIdle() {
        _ = Session.record { session in
            #expect(session.runLoop.turn == 0 && session.runLoop.isIdle)
            session.runLoop.runOnce()
            session.runLoop.runOnce()
            #expect(session.runLoop.turn == 2)
            #expect(session.runLoop.runUntilIdle() == 0)
        }
    }

    @Test func rootWindowNeedsTwoTurnsToSettle() {
        _ = Session.record { session in
            let window = Window()
            window.rootViewController = makeController()
            window.makeKeyAndVisible()
            #expect(!session.runLoop.isIdle)
            #expect(session.runLoop.runUntilIdle() == 1)
            #expect(session.runLoop.turn == 1 && session.runLoop.isIdle)
            #expect(window.rootViewController?.appearanceState == .appeared)
        }
    }

    /// App code's own main-queue work: `async` runs in the next turn, `asyncAfter` once the
    /// virtual clock reaches its moment. Each call is recorded where it is made (here inside
    /// viewDidLoad), and its work runs in a main-queue phase caused by that call.
    @Test func appWorkOnTheMainQueueRunsInItsTurnWithItsCause() {
        final class Scheduling: ViewController {
            var log: [String] = []
            override func viewDidLoad() {
                MainRunLoop.main.asyncAfter(seconds: 1) { [self] in log.append("after 1 s at \(MainRunLoop.main.now)"); loadViewIfNeeded() }
                MainRunLoop.main.async { [self] in log.append("next turn at \(MainRunLoop.main.turn)"); loadViewIfNeeded() }
            }
        }
        var controller: Scheduling?
        let events = recordEvents { session in
            controller = Scheduling(name: "vc")
            _ = controller?.view
            session.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            turn 0
              [1] vc.view
                vc.loadView()
                vc.viewDidLoad()
                  [2] DispatchQueue.main.asyncAfter(seconds: 1)
                  [3] DispatchQueue.main.async()
            turn 1
              ~ main queue <- [3]
                [4] vc.loadViewIfNeeded()
            turn 2
              ~ main queue <- [2]
                [5] vc.loadViewIfNeeded()

            """)
        #expect(controller?.log == ["next turn at 1", "after 1 s at 1.0"])
    }

    /// Only what was marked is laid out, at the end of the turn, caused by the call that marked it.
    @Test func setNeedsLayoutLaysOutAtTheEndOfTheTurn() {
        _ = recordWithVisibleRoot({ makeController() }) { session, vc in
            let start = session.trace.events.count
            let label = vc.view.subviews[0]
            label.setNeedsLayout()
            #expect(session.trace.events.count == start + 1, "nothing happens before the turn ends")
            session.runLoop.runOnce()
            let tail = session.trace.events[start...].map { session.trace.label(of: $0) }
            #expect(tail == ["label.setNeedsLayout()", "window.layout pass", "label.layoutSubviews()"])
            let pass = session.trace.events[start + 1]
            #expect(pass.cause == start + 1 && pass.turn == 1)
        }
    }

    /// A controller's root view is laid out between its controller's will/didLayoutSubviews.
    @Test func rootViewLayoutIsWrappedByTheController() {
        _ = recordWithVisibleRoot({ makeController() }) { session, vc in
            let start = session.trace.events.count
            vc.view.setNeedsLayout()
            session.runLoop.runOnce()
            let tail = session.trace.events[start...].map { session.trace.label(of: $0) }
            #expect(tail == ["vc.view.setNeedsLayout()", "window.layout pass", "vc.viewWillLayoutSubviews()",
                             "vc.view.layoutSubviews()", "vc.viewDidLayoutSubviews()"])
        }
    }

    /// layoutIfNeeded works without a window and at once: constraints bottom-up, then layout.
    @Test func layoutIfNeededIsSynchronous() {
        let events = recordEvents { session in
            let vc = makeController()
            vc.loadViewIfNeeded()
            vc.view.layoutIfNeeded()
            #expect(session.runLoop.isIdle)
        }
        expectText(events, equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                  [2] vc.view.addSubview(label)
                    label.willMove(toSuperview: vc.view)
                    label.didMoveToSuperview()
                    vc.view.didAddSubview(label)
                vc.viewDidLoad()
              [3] vc.view.layoutIfNeeded()
                label.updateConstraints()
                vc.updateViewConstraints()
                  vc.view.updateConstraints()
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
                label.layoutSubviews()

            """)
    }

    /// A hidden window never lays out: UIKit commits layout only for what is on screen.
    @Test func hiddenWindowsDoNotLayOut() {
        let trace = Session.record { session in
            let window = Window()
            window.addSubview(View(name: "v"))
            window.setNeedsLayout()
            session.runLoop.runUntilIdle()
        }
        #expect(!trace.events.contains { $0.name == .layoutPass || $0.name == .layoutSubviews })
    }

    /// Layout that asks for more layout is finished in the same commit, as Core Animation does.
    @Test func layoutRequestedDuringLayoutRunsInTheSameTurn() {
        final class Restless: View {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                if passes == 1 { setNeedsLayout() }
            }
        }
        _ = Session.record { session in
            let window = Window()
            let view = Restless(name: "restless")
            window.addSubview(view)
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            #expect(view.passes == 2)
            #expect(session.trace.events.filter { $0.name == .layoutPass }.map(\.turn) == [0, 0])
        }
    }
}
