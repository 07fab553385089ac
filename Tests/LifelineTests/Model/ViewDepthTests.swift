import Testing
@testable import Lifeline

/// Issue 19, defect 2 (the model's side): chains of nested views as deep as a scenario can build.
/// 50,000 views each added to the previous one overflowed the stack when the chain was released
/// (a recursive teardown), and each `addSubview` walked every ancestor, so building 10,000 took
/// seconds.
@MainActor
@Suite struct ViewDepthTests {
    static let depth = 100_000

    @Test func aDeepChainBuiltTopDownIsReleasedWithoutRecursion() {
        weak var root: View?
        weak var leaf: View?
        Session.record { _ in
            let top = View(name: "v0")
            var deepest = top
            for index in 1..<Self.depth {
                let next = View(name: "v\(index)")
                deepest.addSubview(next)
                deepest = next
            }
            root = top
            leaf = deepest
            #expect(deepest.isDescendant(of: top))
            #expect(!top.isDescendant(of: deepest))
        }
        #expect(root == nil)
        #expect(leaf == nil)
    }

    @Test func aDeepChainBuiltBottomUpIsReleasedWithoutRecursion() {
        weak var root: View?
        Session.record { _ in
            var top = View(name: "v0")
            for index in 1..<Self.depth {
                let parent = View(name: "v\(index)")
                parent.addSubview(top)
                top = parent
            }
            root = top
        }
        #expect(root == nil)
    }

    /// The lockstep walk still finds a cycle from either end: adding an ancestor below its own
    /// descendant is refused with UIKit's diagnostic, and the tree stays as it was.
    @Test func addingAnAncestorBelowItsDescendantIsStillRefused() {
        let trace = Session.record { _ in
            let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
            a.addSubview(b)
            b.addSubview(c)
            c.addSubview(a)
            #expect(a.superview == nil)
            #expect(c.subviews.isEmpty)
        }
        #expect(trace.events.filter { $0.name == .viewHierarchyCycle }.count == 1)
    }
}
