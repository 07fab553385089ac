/// A collapsed split view controller as one navigation stack, as UIKit shows it on an iPhone.
///
/// Column style: each column's controller sits in a navigation controller (UIKit's, S16-14, or the
/// app's); collapsing without a compact column moves the supplementary's and the secondary's
/// stacks, up to the delegate's top column, onto the primary's stack, and expanding moves what is
/// above the primary's own controllers back (S16-15, Apple's documentation of the classic
/// default; S16-16 for a secondary set while its column has a navigation controller).
/// Classic style: the primary's `collapseSecondaryViewController(_:for:)` takes the secondary,
/// which a navigation controller pushes, and its `separateSecondaryViewController(for:)` gives it
/// back, which a navigation controller pops (S16-15). Entries in
/// `Tests/LifelineTests/Fixtures/conformance-containers.json`.
///
/// The move itself is the model's reading (no log shows one): the moving controllers leave their
/// stack (`willMove(toParent: nil)`, `didMove(toParent: nil)`) and join the other
/// (`willMove(toParent:)`) before the appearance callbacks, and get `didMove(toParent:)` after
/// them, as a push's containment calls surround its transition (S4-19, S4-20); a controller that
/// stays on screen while it moves gets no appearance callback.
extension SplitViewController {
    /// The primary's navigation controller while the interface is collapsed onto it, with what
    /// was moved there.
    struct CollapsedStacks {
        /// The stack the collapsed interface shows.
        let navigationController: NavigationController
        /// How many controllers at the bottom of that stack are the primary's own.
        let primaryDepth: Int
        /// The controllers moved onto it, by the column they came from, in order; not owned, so
        /// that one popped off the stack is freed as UIKit frees it.
        var moved: [(column: Column, controllers: [ObjectIdentifier])] = []

        func controllers(movedFrom column: Column) -> [ObjectIdentifier] {
            moved.filter { $0.column == column }.flatMap(\.controllers)
        }
    }

    /// A controller that joined `parent` during a collapse or expand and waits for its
    /// `didMove(toParent:)` until the change is on screen.
    struct StackJoin {
        let controller: ViewController
        let parent: ViewController
    }

    /// The controllers of `joining` join their parents, in order: a navigation controller's
    /// stack (at the top) or this controller; each gets its `willMove(toParent:)`. Returns those
    /// that joined.
    func join(_ joining: [StackJoin]) -> [StackJoin] {
        var joined: [StackJoin] = []
        for join in joining where join.controller.parent == nil {
            if let stack = join.parent as? NavigationController, stack !== self {
                _ = stack.regroupStackForSplit(stack.viewControllers + [join.controller])
            } else {
                attach(join.controller)
            }
            if join.controller.parent === join.parent { joined.append(join) }
        }
        return joined
    }

    /// The `didMove(toParent:)` of each controller that joined a stack, once it is shown.
    func finish(_ joined: [StackJoin]) {
        for join in joined where join.controller.parent === join.parent {
            join.controller.deliverContainmentCallback(.didMoveToParent, to: join.parent)
        }
    }

    /// The columns whose stacks a collapse can move onto the primary's, in order.
    private var stackedColumns: [Column] { style == .tripleColumn ? [.supplementary, .secondary] : [.secondary] }

    /// Column style: the stacks of the columns up to `topColumn` leave their navigation
    /// controllers, to join the primary's (the joins returned); none for `.primary`: the
    /// secondary stays in its column, off screen.
    func moveStacksOntoPrimary(through topColumn: Column) -> [StackJoin] {
        guard let primaryStack = container(for: .primary) as? NavigationController else { return [] }
        var state = CollapsedStacks(navigationController: primaryStack, primaryDepth: primaryStack.viewControllers.count)
        var moving: [ViewController] = []
        let through = stackedColumns.firstIndex(of: topColumn).map { stackedColumns[...$0] } ?? []
        for column in through {
            guard let stack = container(for: column) as? NavigationController, stack !== primaryStack,
                  !stack.viewControllers.isEmpty else { continue }
            let controllers = stack.viewControllers
            _ = stack.regroupStackForSplit([])
            state.moved.append((column, controllers.map(ObjectIdentifier.init)))
            moving += controllers
        }
        collapsedStacks = state
        return moving.map { StackJoin(controller: $0, parent: primaryStack) }
    }

    /// Column style: what is above the primary's own controllers leaves it, to go back (the
    /// joins returned) to the columns, the
    /// supplementary's to it and the rest (what the user or `showDetailViewController` pushed
    /// too) to the secondary. A column whose controllers were popped while collapsed gets its
    /// controller back (the split view controller keeps it: `viewController(for:)`), as its
    /// navigation controller's root.
    func moveStacksBackToColumns() -> [StackJoin] {
        guard let state = collapsedStacks else { return [] }
        let primaryStack = state.navigationController
        var above = Array(primaryStack.viewControllers.dropFirst(state.primaryDepth))
        _ = primaryStack.regroupStackForSplit(Array(primaryStack.viewControllers.prefix(state.primaryDepth)))
        var joined: [StackJoin] = []
        for column in stackedColumns {
            guard let stack = container(for: column) as? NavigationController, stack !== primaryStack else { continue }
            var back: [ViewController]
            if column == .secondary {
                back = above
            } else {
                let own = state.controllers(movedFrom: column)
                back = above.filter { own.contains(ObjectIdentifier($0)) }
            }
            above.removeAll { Self.list(back, holds: $0) }
            if back.isEmpty, stack.viewControllers.isEmpty, let own = columns[column], own.parent == nil {
                back = [own]
            }
            guard !back.isEmpty else { continue }
            joined += back.map { StackJoin(controller: $0, parent: stack) }
        }
        return joined
    }

    /// `show(_:)` while collapsed onto the primary's stack: the primary pops the stack back to the
    /// primary's own top; another column pushes its stack when it is not there yet. Both are the
    /// navigation controller's own animated pop and push (the model's reading of "shows the
    /// column" in a navigation stack: no log shows it).
    func showOnCollapsedStack(_ column: Column) {
        guard let state = collapsedStacks else { return }
        let primaryStack = state.navigationController
        collapsedColumn = column
        if column == .primary {
            guard state.primaryDepth > 0, primaryStack.viewControllers.count > state.primaryDepth else { return }
            _ = primaryStack.popToViewController(primaryStack.viewControllers[state.primaryDepth - 1], animated: true)
            return
        }
        guard let stack = container(for: column) as? NavigationController, stack !== primaryStack else { return }
        // A column popped off the stack earlier comes back as its controller alone.
        var controllers = stack.viewControllers
        if controllers.isEmpty, let own = columns[column], own.parent == nil { controllers = [own] }
        guard !controllers.isEmpty else { return }
        _ = stack.regroupStackForSplit([])
        collapsedStacks?.moved.append((column, controllers.map(ObjectIdentifier.init)))
        for controller in controllers { primaryStack.pushViewController(controller, animated: true) }
    }

    /// `showDetailViewController(_:sender:)` while collapsed onto the primary's stack: the
    /// controller becomes the secondary column's and is pushed onto the stack (S16-16: a
    /// controller set in a secondary column that has a navigation controller is pushed on it;
    /// S16-15: the classic collapsed interface shows it through the primary's navigation stack).
    func pushDetailOnCollapsedStack(_ controller: ViewController) {
        guard let primaryStack = collapsedStacks?.navigationController else { return }
        columns[.secondary] = controller
        session.lifetimes.noteSplitViewController(self)
        collapsedColumn = .secondary
        primaryStack.pushViewController(controller, animated: true)
    }
}

extension ViewController {
    /// UIKit's `collapseSecondaryViewController(_:for:)` on the primary of a classic split view
    /// controller, recorded on it: a navigation controller pushes the secondary onto its stack
    /// (Apple: "the UINavigationController class responds by pushing the secondary view
    /// controller onto its navigation stack", S16-15); other controllers do nothing ("Most view
    /// controllers do nothing by default"). The secondary leaves the split view controller here
    /// and joins the stack once its view is in place (the join returned). Not overridable by app
    /// code in the model.
    func collapseSecondary(_ secondary: ViewController, in split: SplitViewController) -> [SplitViewController.StackJoin] {
        var joined: [SplitViewController.StackJoin] = []
        emit(.collapseSecondaryViewController, EventArguments(.object(secondary.traceID), .object(split.traceID))) {
            guard let stack = self as? NavigationController else { return }
            var state = SplitViewController.CollapsedStacks(navigationController: stack, primaryDepth: stack.viewControllers.count)
            state.moved = [(.secondary, [ObjectIdentifier(secondary)])]
            split.collapsedStacks = state
            if secondary.parent === split {
                secondary.deliverContainmentCallback(.willMoveToParent, to: nil)
                split.detach(secondary)
            }
            joined = [SplitViewController.StackJoin(controller: secondary, parent: stack)]
        }
        return joined
    }

    /// UIKit's `separateSecondaryViewController(for:)` on the primary of a classic split view
    /// controller, recorded on it: a navigation controller pops its top controller and returns it
    /// (Apple: "responds by popping and returning the view controller from the top of its
    /// navigation stack", S16-15), nil when only its root is left; other controllers return nil.
    func separateSecondary(in split: SplitViewController) -> ViewController? {
        var separated: ViewController?
        emit(.separateSecondaryViewController, EventArguments(.object(split.traceID))) {
            guard let stack = self as? NavigationController, stack.viewControllers.count > 1,
                  let top = stack.topViewController else { return }
            _ = stack.regroupStackForSplit(Array(stack.viewControllers.dropLast()))
            separated = top
        }
        return separated
    }
}

extension ViewController {
    /// The split view controller that keeps this controller as a column's controller while it
    /// is on no stack (popped off a collapsed interface's stack), for the leak report: UIKit's
    /// `viewController(for:)` still answers it.
    var keepingSplitViewController: SplitViewController? {
        guard parent == nil else { return nil }
        return session.lifetimes.splitViewControllers.first { split in
            SplitViewController.Column.allCases.contains { split.viewController(for: $0) === self }
        }
    }
}
