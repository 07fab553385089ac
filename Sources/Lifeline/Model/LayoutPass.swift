/// A window's layout pass that visits only the branches with work in them (Benchmarks/Profiling.md,
/// section 18). `View.updateConstraintsInSubtree()` and `View.layoutSubtree()` visit every view of
/// the window, so a window with n views paid O(n) a pass even when one child had been added: a
/// controller with 1,000 children added one by one laid out the parent's whole subtree each time.
///
/// Each view keeps `hasLayoutWorkInBranch`: it, or a view below it, needs layout or a constraints
/// update, or its controller has a `viewIsAppearing` or geometry change to deliver in the pass. A
/// mark sets the flag on the view and on each superview up to the first one already marked, and
/// lists each marked view in its superview's `subviewsWithLayoutWork`. The pass visits the marked
/// branches in the same order as the full walk and clears the marks as it goes; a branch it skips
/// is one where the full walk would have called nothing and changed nothing.
///
/// The full walk decides what to visit as it goes, so anything that app code does during the pass
/// can change what comes later (a `layoutSubviews` that marks another view, adds a subview, or
/// turns the device). The first such change (`View.layoutWorkChangedDuringPass()`) turns the pass
/// into the full walk from the point it has reached, as that walk would have it then, and the
/// pass finishes that way: the callbacks and their order stay those of the full walk.
///
/// Geometry (a controller's safe area and margins) is not marked: it changes for every controller
/// at once. A window remembers the geometry of its last pass that left every controller with it
/// (`geometryOfLastPass`); a pass with another geometry, the window's first pass, and a pass that
/// starts while another runs use the full walk.
@MainActor
final class LayoutPass {
    /// The pass of dirty branches that is running, if any, which a change must turn into a full walk.
    private(set) static var running: LayoutPass?

    private enum Phase {
        /// Constraints, bottom-up: `views` are those of the marked branches in the full walk's order.
        case constraints
        /// Constraints, as the full walk, from where the pass had got to: `views` are all of them.
        case fullConstraints
        /// Layout, top-down, over `frames`.
        case layout
        /// Layout, as the full walk, from where the pass had got to, with its `stack`.
        case fullLayout
        case done
    }

    /// Below a view being visited: its subviews as they were after its callbacks, and the
    /// positions of those with work; `next` indexes `positions`.
    fileprivate struct Frame {
        let subviews: [View]
        let positions: [Int]
        var next = 0
    }

    private let window: Window
    private var phase = Phase.done
    private var views: [View] = []
    private var nextView = 0
    private var frames: [Frame] = []
    private var stack: [View] = []

    private init(window: Window) { self.window = window }

    /// Constraints bottom-up, then layout top-down, over the window's marked branches.
    static func run(in window: Window) {
        let geometry = window.rootViewGeometry
        // Nested in another pass (a callback laid a window out at once), a pass walks everything:
        // the outer pass has taken some marks off their superviews' lists already.
        guard running == nil, window.geometryOfLastPass == geometry else {
            running?.fallBackToFullWalk()
            window.updateConstraintsInSubtree()
            window.layoutSubtree()
            window.geometryOfLastPass = window.rootViewGeometry == geometry ? geometry : nil
            return
        }
        let pass = LayoutPass(window: window)
        running = pass
        defer { running = nil }
        pass.updateConstraints()
        pass.layOut()
        // A geometry that changed during the pass reached only the controllers laid out after it.
        if window.rootViewGeometry != geometry { window.geometryOfLastPass = nil }
    }

    /// Called by `View.layoutWorkChangedDuringPass()`, before the change: from here on, the full
    /// walk, from where this pass has got to, as the full walk would have it.
    fileprivate func fallBackToFullWalk() {
        switch phase {
        case .constraints:
            // The full walk's list, taken before the hierarchy changes (the change comes after
            // this call): the views after the one whose callback is running.
            let all = Array(window.subtreePreOrder().reversed())
            nextView = nextView > 0 ? (all.indexOfIdentical(views[nextView - 1]).map { $0 + 1 } ?? all.count) : 0
            views = all
            phase = .fullConstraints
        case .layout:
            // The full walk's stack: at each level, every subview after the one being visited,
            // the outermost level deepest.
            stack = []
            for frame in frames {
                let from = frame.next > 0 ? frame.positions[frame.next - 1] + 1 : 0
                stack.append(contentsOf: frame.subviews[from...].reversed())
            }
            frames = []
            phase = .fullLayout
        case .fullConstraints, .fullLayout, .done:
            break
        }
    }

    // MARK: Constraints

    private func updateConstraints() {
        views = []
        window.appendBranchesWithLayoutWorkBottomUp(to: &views)
        nextView = 0
        phase = .constraints
        while nextView < views.count {
            let view = views[nextView]
            nextView += 1
            view.updateConstraintsIfNeeded()
        }
        views = []
        phase = .done
    }

    // MARK: Layout

    private func layOut() {
        frames = []
        phase = .layout
        visit(window)
        while true {
            if phase == .layout {
                guard let last = frames.indices.last else { break }
                let frame = frames[last]
                guard frame.next < frame.positions.count else { frames.removeLast(); continue }
                frames[last].next += 1
                visit(frame.subviews[frame.positions[frame.next]])
            } else {
                guard let view = stack.popLast() else { break }
                visit(view)
            }
        }
        phase = .done
    }

    /// One view of the walk: its callbacks, then what comes below it.
    private func visit(_ view: View) {
        view.hasLayoutWorkInBranch = false
        view.layOutOne()
        if phase == .layout {
            frames.append(view.takeFrame())
        } else {
            // The full walk's step: the subviews, as they are now, go on the stack.
            view.forgetSubviewsWithLayoutWork()
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}

extension View {
    /// The subviews' marks are read again in full by the next pass, not from a list.
    func forgetSubviewsWithLayoutWork() {
        subviewsWithLayoutWork = []
        subviewsWithLayoutWorkOverflowed = false
    }

    /// True when `markLayoutWork()` would change nothing (no pass is running, and the branch is
    /// marked): read without a call, so that a caller reaching the view through a stored property
    /// need not retain it around one (every appearance marks its controller's view, mostly marked
    /// already; Benchmarks/Profiling.md, section 23).
    var markingLayoutWorkChangesNothing: Bool { LayoutPass.running == nil && hasLayoutWorkInBranch }

    /// Marks this view's branch as having work for the next layout pass, up to the first
    /// superview already marked (LayoutPass.swift).
    func markLayoutWork() {
        View.layoutWorkChangedDuringPass()
        guard !hasLayoutWorkInBranch else { return }
        hasLayoutWorkInBranch = true
        var child = self
        while let parent = child.superview {
            parent.listSubviewWithLayoutWork(child)
            guard !parent.hasLayoutWorkInBranch else { return }
            parent.hasLayoutWorkInBranch = true
            child = parent
        }
    }

    /// A marked view joined this view: it is listed here, and this branch is marked.
    func noteSubviewWithLayoutWorkJoined(_ view: View) {
        guard view.hasLayoutWorkInBranch else { return }
        listSubviewWithLayoutWork(view)
        markLayoutWork()
    }

    /// Lists a subview whose branch was just marked, unless the list is past its length: a long
    /// list, or a view no pass has visited yet (all of whose subviews are new), is read by looking
    /// at every subview's mark instead, which costs no more then and spares an entry per view.
    private func listSubviewWithLayoutWork(_ view: View) {
        guard !subviewsWithLayoutWorkOverflowed else { return }
        if subviewsWithLayoutWork.count < 8 {
            subviewsWithLayoutWork.append(view)
        } else {
            subviewsWithLayoutWork = []
            subviewsWithLayoutWorkOverflowed = true
        }
    }

    /// `view` left this view: it is no longer listed here (it holds no reference to a view that left).
    func noteSubviewLeft(_ view: View) {
        guard let index = subviewsWithLayoutWork.indexOfIdentical(view) else { return }
        subviewsWithLayoutWork.remove(at: index)
    }

    /// Called before anything changes what a layout pass has left to do (a mark, a view added or
    /// removed, the geometry): a pass of dirty branches that is running continues as the full walk.
    static func layoutWorkChangedDuringPass() {
        LayoutPass.running?.fallBackToFullWalk()
    }

    /// The views of the marked branches below and including this one, in the order the full
    /// constraints walk takes them (`subtreePreOrder().reversed()`); without recursion, as
    /// hierarchies can be tens of thousands of views deep.
    fileprivate func appendBranchesWithLayoutWorkBottomUp(to views: inout [View]) {
        guard hasLayoutWorkInBranch else { return }
        let start = views.count
        var stack: [View] = [self]
        while let view = stack.popLast() {
            views.append(view)
            let subviews = view.subviews
            for position in view.positionsWithLayoutWork(in: subviews).reversed() { stack.append(subviews[position]) }
        }
        views[start...].reverse()
    }

    /// Where the listed subviews with work are in `subviews`, in order, each once. A long list is
    /// read by looking at every subview's mark instead.
    fileprivate func positionsWithLayoutWork(in subviews: [View]) -> [Int] {
        if subviewsWithLayoutWorkOverflowed {
            return subviews.indices.filter { subviews[$0].hasLayoutWorkInBranch }
        }
        let listed = subviewsWithLayoutWork
        if listed.isEmpty { return [] }
        var positions: [Int] = []
        for view in listed where view.superview === self {
            if let position = subviews.indexOfIdentical(view) { positions.append(position) }
        }
        positions.sort()
        var unique: [Int] = []
        for position in positions where unique.last != position { unique.append(position) }
        return unique
    }

    /// The subviews to visit below this view, whose callbacks have run; its list is taken.
    fileprivate func takeFrame() -> LayoutPass.Frame {
        let subviews = self.subviews
        let positions = positionsWithLayoutWork(in: subviews)
        forgetSubviewsWithLayoutWork()
        return LayoutPass.Frame(subviews: subviews, positions: positions)
    }
}
