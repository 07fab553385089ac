import Testing
import Lifeline

/// A window's layout pass visits only the branches marked as having work (Model/LayoutPass.swift),
/// and must call what the full walk of every view calls, in the same order. What app code does
/// during the pass is where they could part: the full walk sees a mark made by an earlier view's
/// callback on a later view in the same pass, so the pass must too.
@MainActor
@Suite("Layout pass of marked branches")
struct LayoutPassTests {
    /// A view whose layout or constraints callback, once armed, marks another view.
    final class Marking: View {
        var marksLayoutOf: View?
        var marksConstraintsOf: View?
        override func layoutSubviews() {
            marksLayoutOf?.setNeedsLayout()
            marksLayoutOf = nil
        }
        override func updateConstraints() {
            marksConstraintsOf?.setNeedsUpdateConstraints()
            marksConstraintsOf = nil
        }
    }

    /// Three views in a visible window, laid out and idle; then `body` runs and the turn ends.
    private func afterSettling(_ body: @escaping (Marking, View, View) -> Void) -> String {
        recordEvents { session in
            let window = Window()
            let a = Marking(name: "a"), b = View(name: "b"), c = View(name: "c")
            for view in [a, b, c] { window.addSubview(view) }
            settle(window, session)
            body(a, b, c)
            session.runLoop.runUntilIdle()
        }.components(separatedBy: "turn 2\n").last ?? ""
    }

    /// Shows the window and lays it out twice: the window's first pass walks every view, the
    /// second one only the marked branches, and after it no view is marked; all in turns 0 and 1.
    private func settle(_ window: Window, _ session: Session) {
        window.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
        window.setNeedsLayout()
        session.runLoop.runUntilIdle()
    }

    /// `a`'s layoutSubviews marks `c`, which comes after it: `c` is laid out in the same pass,
    /// after `b` (which has nothing to do), as the full walk would.
    @Test func aLaterViewMarkedDuringThePassIsLaidOutInIt() {
        let events = afterSettling { a, _, c in
            a.marksLayoutOf = c
            a.setNeedsLayout()
        }
        expectText(events, equals: """
              [6] a.setNeedsLayout()
              ~ window: layout pass <- [6]
                a.layoutSubviews()
                  [7] c.setNeedsLayout()
                c.layoutSubviews()
              ~ window: layout pass <- [7]

            """)
    }

    /// Marking an earlier view (here the window, already laid out) leaves it for the next round
    /// of the same commit, in both walks.
    @Test func anEarlierViewMarkedDuringThePassWaitsForTheNextRound() {
        let events = afterSettling { a, _, _ in
            a.marksLayoutOf = a.superview
            a.setNeedsLayout()
        }
        expectText(events, equals: """
              [6] a.setNeedsLayout()
              ~ window: layout pass <- [6]
                a.layoutSubviews()
                  [7] window.setNeedsLayout()
              ~ window: layout pass <- [7]
                window.layoutSubviews()

            """)
    }

    /// Constraints go bottom-up (c, b, a, then the window): `c`'s update marking `a`, which
    /// comes later, updates `a` in the same pass.
    @Test func aLaterViewMarkedDuringTheConstraintsPassIsUpdatedInIt() {
        let events = recordEvents { session in
            let window = Window()
            let a = View(name: "a"), b = View(name: "b"), c = Marking(name: "c")
            for view in [a, b, c] { window.addSubview(view) }
            settle(window, session)
            c.marksConstraintsOf = a
            c.setNeedsUpdateConstraints()
            session.runLoop.runUntilIdle()
        }.components(separatedBy: "turn 2\n").last ?? ""
        expectText(events, equals: """
              [6] c.setNeedsUpdateConstraints()
              ~ window: layout pass <- [6]
                c.updateConstraints()
                  [7] a.setNeedsUpdateConstraints()
                a.updateConstraints()
              ~ window: layout pass <- [7]

            """)
    }

    /// A view added during the pass by an earlier view's callback is not in the walk the pass
    /// had planned: it is laid out in the next round, in both walks.
    @Test func aViewAddedDuringThePassIsLaidOutInTheNextRound() {
        final class Adding: View {
            var adds: View?
            override func layoutSubviews() {
                if let adds { superview?.addSubview(adds) }
                adds = nil
            }
        }
        let events = recordEvents { session in
            let window = Window()
            let a = Adding(name: "a"), b = View(name: "b")
            for view in [a, b] { window.addSubview(view) }
            settle(window, session)
            a.adds = View(name: "d")
            a.setNeedsLayout()
            session.runLoop.runUntilIdle()
        }.components(separatedBy: "turn 2\n").last ?? ""
        expectText(events, equals: """
              [5] a.setNeedsLayout()
              ~ window: layout pass <- [5]
                a.layoutSubviews()
                  [6] window.addSubview(d)
                    d.willMove(toSuperview: window)
                    d.didMoveToSuperview()
                    window.didAddSubview(d)
                    d.willMove(toWindow: window)
                    d.didMoveToWindow()
              ~ window: layout pass <- [6]
                d.updateConstraints()
                window.layoutSubviews()
                d.layoutSubviews()

            """)
    }

    /// Adding children one by one lays out the parent's view (its subviews changed) and the new
    /// child's, as before: the siblings already laid out have nothing to do and are not visited.
    @Test func aNewChildIsTheOnlyBranchLaidOut() {
        let events = recordEvents { session in
            let parent = ViewController(name: "parent")
            let window = Window()
            window.rootViewController = parent
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            for index in 0..<3 {
                let child = ViewController(name: "c\(index)")
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
                session.runLoop.runUntilIdle()
            }
        }
        let layouts = events.split(separator: "\n").filter { $0.contains("layoutSubviews()") && !$0.contains("Will") && !$0.contains("Did") }
        #expect(layouts.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "window.layoutSubviews()", "parent.view.layoutSubviews()", "parent.view.layoutSubviews()", "c0.view.layoutSubviews()",
            "parent.view.layoutSubviews()", "c1.view.layoutSubviews()", "parent.view.layoutSubviews()", "c2.view.layoutSubviews()",
        ])
    }
}
