import Testing
import Lifeline

/// Views moving between superviews and windows: the order of their callbacks (S8) and the
/// misuse UIKit rejects.
@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
    /// A view with its own subview joins a container that is already in a window: superview
    /// callbacks, the container's didAddSubview, then window callbacks for the whole subtree (S8-01).
    @Test func addingToAViewInAWindow() {
        let events = recordEvents { session in
            let window = Window()
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            let card = View(name: "card")
            card.addSubview(View(name: "icon"))
            window.addSubview(card)
        }
        expectText(events, equals: """
            turn 0
              [1] window.makeKeyAndVisible()
              ~ window: layout pass <- [1]
                window.updateConstraints()
                window.layoutSubviews()
            turn 1
              [2] card.addSubview(icon)
                icon.willMove(toSuperview: card)
                icon.didMoveToSuperview()
                card.didAddSubview(icon)
              [3] window.addSubview(card)
                card.willMove(toSuperview: window)
                card.didMoveToSuperview()
                window.didAddSubview(card)
                card.willMove(toWindow: window)
                icon.willMove(toWindow: window)
                card.didMoveToWindow()
                icon.didMoveToWindow()

            """)
    }

    /// Removal: willMove(toSuperview: nil), the window callbacks, didMoveToSuperview, and the old
    /// superview's willRemoveSubview last (S8-02).
    @Test func removingFromAViewInAWindow() {
        _ = Session.record { session in
            let window = Window()
            window.makeKeyAndVisible()
            let card = View(name: "card")
            window.addSubview(card)
            session.runLoop.runUntilIdle()
            let start = session.trace.events.count
            card.removeFromSuperview()
            #expect(card.superview == nil && card.window == nil && window.subviews.isEmpty)
            let tail = Trace(iosVersion: 26, objects: session.trace.objects,
                             events: Array(session.trace.events[start...]).map { shifted($0, by: start) })
            expectText(eventLines(tail), equals: """
                turn 1
                  [1] card.removeFromSuperview()
                    card.willMove(toSuperview: nil)
                    card.willMove(toWindow: nil)
                    card.didMoveToWindow()
                    card.didMoveToSuperview()
                    window.willRemoveSubview(card)

                """)
        }
    }

    @Test func removingAViewWithoutSuperviewRecordsNothing() {
        let trace = Session.record { _ in View(name: "orphan").removeFromSuperview() }
        #expect(trace.events.isEmpty)
    }

    /// Re-adding a view to its own superview reorders it without callbacks (S8-04).
    @Test func readdingToTheSameSuperviewOnlyReorders() {
        _ = Session.record { session in
            let container = View(name: "container")
            let first = View(name: "first"), second = View(name: "second")
            container.addSubview(first)
            container.addSubview(second)
            let before = session.trace.events.count
            container.addSubview(first)
            #expect(container.subviews.map(\.traceName) == ["second", "first"])
            #expect(session.trace.events.count == before + 1, "only the call itself")
        }
    }

    @Test func movingBetweenSuperviewsLeavesTheOldOneFirst() {
        let events = recordEvents { _ in
            let a = View(name: "a"), b = View(name: "b"), child = View(name: "child")
            a.addSubview(child)
            b.addSubview(child)
            #expect(a.subviews.isEmpty && b.subviews.count == 1 && child.superview === b)
        }
        expectText(events, equals: """
            turn 0
              [1] a.addSubview(child)
                child.willMove(toSuperview: a)
                child.didMoveToSuperview()
                a.didAddSubview(child)
              [2] b.addSubview(child)
                child.willMove(toSuperview: nil)
                child.didMoveToSuperview()
                a.willRemoveSubview(child)
                child.willMove(toSuperview: b)
                child.didMoveToSuperview()
                b.didAddSubview(child)

            """)
    }

    /// UIKit raises "Can't add self as subview"; the model records it and changes nothing.
    @Test(arguments: [false, true])
    func addingAViewToItselfOrItsSubviewIsRejected(intoSubview: Bool) {
        _ = Session.record { session in
            let parent = View(name: "parent"), child = View(name: "child")
            parent.addSubview(child)
            let target = intoSubview ? child : parent
            target.addSubview(parent)
            #expect(parent.superview == nil && child.subviews.isEmpty && parent.subviews.count == 1)
            let last = session.trace.events.last!
            #expect(last.name == .viewHierarchyCycle && last.object == target.traceID)
        }
    }

    /// Inside willMove(toWindow:) the view is still in its old window, inside didMoveToWindow()
    /// already in the new one, as in UIKit.
    @Test func windowPropertyDuringWindowCallbacks() {
        final class Probe: View {
            var seen: [String] = []
            override func willMove(toWindow newWindow: Window?) { seen.append("will:\(window?.traceName ?? "nil")") }
            override func didMoveToWindow() { seen.append("did:\(window?.traceName ?? "nil")") }
        }
        _ = Session.record { _ in
            let window = Window()
            let probe = Probe(name: "probe")
            window.addSubview(probe)
            probe.removeFromSuperview()
            #expect(probe.seen == ["will:nil", "did:window", "will:window", "did:nil"])
        }
    }

    private func shifted(_ event: TraceEvent, by offset: Int) -> TraceEvent {
        var event = event
        event.parent = event.parent.map { $0 - offset }
        event.cause = event.cause.map { $0 - offset }
        return event
    }
}
