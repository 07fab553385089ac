/// A split container, as `UISplitViewController`: its columns' controllers are its children. In a
/// regular width it is expanded and shows its primary, supplementary (triple column) and
/// secondary columns side by side; in a compact width (an iPhone, a narrow iPad window) it is
/// collapsed and shows one column, as the top of a navigation stack would be: the compact column
/// when one is set, otherwise the column the delegate chooses (SplitCollapse.swift). Entries
/// named here are in `Tests/LifelineTests/Fixtures/conformance-containers.json`.
///
/// Display-mode changes (`preferredDisplayMode`, `show(_:)` while expanded) show or hide a column
/// without appearance callbacks: the column's view stays in the hierarchy (S16-05, iOS 10.2: a
/// primary revealed by a display-mode change gets neither viewWillAppear nor viewDidAppear).
///
/// Column style wraps each column's controller that is not a navigation controller in one
/// (Apple's documentation: "If you set a child view controller that's not a navigation
/// controller, the split view controller creates a navigation controller for it", S16-14), and a
/// collapse moves the other columns' stacks onto the primary's navigation stack, as the classic
/// style's default pushes the secondary (SplitNavigationStacks.swift).
///
/// Not modelled: overlay and displace animations, and the display mode's dependence on the
/// orientation (automatic is always side by side here).
open class SplitViewController: ViewController {
    /// Classic or column style, fixed at creation as UIKit's `style`.
    public let style: Style
    /// Told about collapsing, expanding and display-mode changes; held weakly, as in UIKit.
    public weak var delegate: SplitViewControllerDelegate?

    /// The controller of each column that has one, as the app set it.
    var columns: [Column: ViewController] = [:]
    /// Column style: the navigation controller UIKit made for a column whose controller is not
    /// one; it, not the app's controller, is this controller's child.
    var navigationWrappers: [Column: NavigationController] = [:]
    /// While collapsed onto the primary's navigation stack: how many controllers of that stack are
    /// the primary's own, and the stacks moved onto it, column by column (SplitNavigationStacks.swift).
    var collapsedStacks: CollapsedStacks?
    /// The joins the primary's base `collapseSecondaryViewController(_:for:)` made, collected
    /// while it runs (an override that does not call `super` makes none).
    var pendingStackJoins: [StackJoin] = []
    /// Whether the interface is collapsed (one column shown); decided when the split view
    /// controller appears and changed when its width class changes.
    public internal(set) var isCollapsed = false
    /// The column shown while collapsed.
    var collapsedColumn: Column?
    /// The display mode chosen by the app; `automatic` lets the split view decide.
    private var preferred = DisplayMode.automatic
    /// The display mode in use while expanded.
    public internal(set) var displayMode = DisplayMode.automatic

    /// A split view controller of `style`; `.unspecified` is the classic interface.
    public init(style: Style = .unspecified, name: String? = nil) {
        self.style = style
        super.init(name: name)
        hasContainerAppearanceHooks = true
        displayMode = automaticDisplayMode
    }

    /// The columns this style has: classic and double column primary and secondary, triple
    /// column the supplementary too; column styles have the compact column.
    public var availableColumns: [Column] { style.columns }

    /// The controller of `column`, nil when it has none (UIKit's `viewController(for:)`).
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// The classic API's list: the primary, then the secondary when there is one.
    public var viewControllers: [ViewController] {
        [columns[.primary], columns[.secondary]].compactMap { $0 }
    }

    /// Sets the classic list: the first controller is the primary, the second the secondary.
    public func setViewControllers(_ controllers: [ViewController]) {
        if let primary = controllers.first { setViewController(primary, for: .primary) }
        if controllers.count > 1 { setViewController(controllers[1], for: .secondary) }
    }

    /// The side-by-side mode `automatic` resolves to.
    var automaticDisplayMode: DisplayMode { style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary }

    // MARK: Columns

    /// Puts `controller` in `column`, as UIKit's `setViewController(_:for:)`: it becomes a child at
    /// once and replaces the column's controller, which leaves; expanded in column style, a
    /// controller that is not a navigation controller set as the secondary while that column has
    /// a navigation controller is pushed onto it instead, without animation (S16-16,
    /// SplitNavigationStacks.swift). When the column is on screen the
    /// change is a transition in a navigation controller's order (S4-01; no split source orders
    /// it), within the call. A column this style does not have is refused with a diagnostic.
    open func setViewController(_ controller: ViewController?, for column: Column) {
        emit(.setViewControllerForColumn, EventArguments(controller.map { .object($0.traceID) } ?? .none, .string(column.rawValue))) {
            guard availableColumns.contains(column) else { return missing(column) }
            if let controller, let stack = secondaryStack(toPush: controller, in: column) {
                return push(controller, ontoSecondaryStack: stack, animated: false)
            }
            replace(column, with: controller)
        }
    }

    /// Shows `column`, as UIKit's `show(_:)`. Collapsed onto the primary's navigation stack, the
    /// stack is popped back to the primary or the column's stack is pushed onto it
    /// (SplitNavigationStacks.swift); otherwise collapsed, the column's child replaces the one
    /// shown. Expanded, a column that the display mode hides is revealed by a display-mode change
    /// (an overlay), which sends no appearance callback (S16-05). A column without a controller,
    /// or one this style does not have, is refused with a diagnostic.
    open func show(_ column: Column) {
        emit(.showColumn, EventArguments(.string(column.rawValue))) {
            guard availableColumns.contains(column), container(for: column) != nil else { return missing(column) }
            if isCollapsed {
                guard column != collapsedColumn else { return }
                if collapsedStacks != nil, column != .compact { return showOnCollapsedStack(column) }
                let previous = visibleControllers
                collapsedColumn = column
                switchShown(from: previous, to: visibleControllers)
            } else if column != .secondary, displayMode == .secondaryOnly {
                changeDisplayMode(to: column == .supplementary ? .twoOverSecondary : .oneOverSecondary)
            }
        }
    }

    /// Shows `controller` as the secondary column's controller, as UIKit's
    /// `showDetailViewController(_:sender:)`: it replaces the secondary column's controller, and a
    /// collapsed interface shows it on top; collapsed onto the primary's navigation stack it is
    /// pushed there, and expanded in column style it is pushed, animated, onto the secondary
    /// column's navigation controller (S16-16; SplitNavigationStacks.swift).
    open func showDetailViewController(_ controller: ViewController, sender: AnyObject?) {
        emit(.showDetailViewController, EventArguments(.object(controller.traceID), .none)) {
            if isCollapsed, collapsedStacks != nil { return pushDetailOnCollapsedStack(controller) }
            if let stack = secondaryStack(toPush: controller, in: .secondary) {
                return push(controller, ontoSecondaryStack: stack, animated: true)
            }
            replace(.secondary, with: controller, showing: isCollapsed ? .secondary : nil)
        }
    }

    /// The display mode the app prefers. Setting it while expanded changes `displayMode`, telling
    /// the delegate first (`willChangeTo`), without appearance callbacks (S16-05).
    public var preferredDisplayMode: DisplayMode {
        get { preferred }
        set {
            emit(.preferredDisplayMode, EventArguments(.string(newValue.rawValue))) {
                preferred = newValue
                guard !isCollapsed else { return }
                changeDisplayMode(to: newValue == .automatic ? automaticDisplayMode : newValue)
            }
        }
    }

    func changeDisplayMode(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        if let delegate {
            recordSplitCall(.splitViewControllerWillChangeDisplayMode, of: delegate, [.string(mode.rawValue)]) {
                delegate.splitViewController(self, willChangeTo: mode)
            }
        }
        displayMode = mode
    }

    private func missing(_ column: Column) {
        diagnose(.splitColumnMissing, EventArguments(.string(column.rawValue)))
    }

    /// Puts `controller` in `column`; collapsed, `showing` names the column shown afterwards, so
    /// that the change is one transition. In column style a controller that is not a navigation
    /// controller goes in a new one, which becomes the child (S16-14); the column's previous child
    /// leaves with what it holds.
    func replace(_ column: Column, with controller: ViewController?, showing shownColumn: Column? = nil) {
        let previous = columns[column]
        guard controller !== previous || (shownColumn != nil && shownColumn != collapsedColumn) else { return }
        let previousContainer = container(for: column)
        let wasShown = visibleControllers
        let wrapper = controller !== previous ? controller.flatMap(wrapperIfNeeded(for:)) : navigationWrappers[column]
        let newContainer: ViewController? = wrapper ?? controller
        let leaves = newContainer !== previousContainer && previousContainer?.parent === self
        if leaves { previousContainer?.deliverContainmentCallback(.willMoveToParent, to: nil) }
        if let shownColumn { collapsedColumn = shownColumn }
        columns[column] = controller
        navigationWrappers[column] = wrapper
        if controller != nil { session.lifetimes.noteSplitViewController(self) }
        if let newContainer, newContainer !== previousContainer { attach(newContainer) }
        switchShown(from: wasShown, to: visibleControllers)
        guard newContainer !== previousContainer else { return }
        if leaves, let previousContainer, previousContainer.parent === self { detach(previousContainer) }
        if let newContainer, newContainer.parent === self { newContainer.deliverContainmentCallback(.didMoveToParent, to: self) }
    }

    /// Column style: a navigation controller holding `controller`, named after it, for a
    /// controller that is not a navigation controller; nil otherwise. It is made with
    /// `controller` as its root, off screen, so `controller` gets both containment calls before the
    /// wrapper joins this controller (no source orders them).
    private func wrapperIfNeeded(for controller: ViewController) -> NavigationController? {
        guard style != .unspecified, !(controller is NavigationController) else { return nil }
        return NavigationController(rootViewController: controller, name: "\(controller.traceName).navigationController")
    }

    /// The child that holds `column`'s controller: UIKit's navigation controller around it, or
    /// the controller itself.
    func container(for column: Column) -> ViewController? {
        navigationWrappers[column] ?? columns[column]
    }

    // MARK: What is shown

    /// The children whose views are in this controller's view: every column's but the compact
    /// one when expanded (a hidden column's view stays, S16-05); collapsed, the primary's
    /// navigation controller when the interface collapsed onto its stack, otherwise the collapsed
    /// column's child.
    var shownControllers: [ViewController] {
        if isCollapsed {
            guard let column = collapsedColumn else { return [] }
            if column != .compact, let stack = collapsedStacks?.navigationController { return [stack] }
            return container(for: column).map { [$0] } ?? []
        }
        return [Column.primary, .supplementary, .secondary].compactMap { container(for: $0) }
    }

    /// What is on screen inside this controller: each shown child and, for a navigation
    /// controller, its top controller, whose appearance changes when a collapse or expand moves
    /// controllers between stacks.
    var visibleControllers: [ViewController] { visibleControllers(joining: []) }

    /// `visibleControllers` once the controllers of `joining` have joined their stacks (at the top).
    func visibleControllers(joining: [StackJoin]) -> [ViewController] {
        var visible: [ViewController] = []
        for child in shownControllers {
            visible.append(child)
            guard let stack = child as? NavigationController else { continue }
            if let top = joining.last(where: { $0.parent === stack })?.controller ?? stack.topViewController {
                visible.append(top)
            }
        }
        return visible
    }

    /// Moves from showing `old` to showing `new` (each a `visibleControllers` list, `new` as it
    /// will be once `joining` has joined). On screen, those leaving and those arriving have a
    /// transition in a navigation controller's order (S4-01): the leaving ones'
    /// viewWillDisappear, the arriving ones' viewWillAppear, the views swap, the leaving ones'
    /// viewDidDisappear, the arriving ones' viewDidAppear, all within the call (the model's
    /// reading; no source orders a split view's collapse). The controllers of `joining` join
    /// their new parent once its view is in place, so that a controller that stays on screen
    /// while it moves keeps its window and gets no appearance callback. Off screen only the
    /// views move. Returns the joins, whose `didMove(toParent:)` the caller sends (`finish`).
    @discardableResult
    func switchShown(from old: [ViewController], to new: [ViewController], joining: [StackJoin] = []) -> [StackJoin] {
        let (arriving, leaving) = Self.membershipChange(from: old, to: new)
        let onScreen = isOnScreen && viewIfLoaded != nil
        if onScreen {
            for controller in arriving { controller.loadViewIfRequired() }
            for controller in leaving { controller.beginAppearanceIfNeeded(false, animated: true, driver: .containerTransition) }
            for controller in arriving { controller.beginAppearanceIfNeeded(true, animated: true, driver: .containerTransition) }
        }
        // A controller joining this one first, as its view then comes in.
        var joined = join(joining.filter { $0.parent === self })
        let shown = shownControllers
        if let container = viewIfLoaded {
            for controller in shown { controller.loadViewIfRequired().moveKeepingWindow(to: container) }
        }
        joined += join(joining.filter { $0.parent !== self })
        // The stacks that gain a view first, so that a controller moving between stacks goes
        // straight from one to the other.
        let stacks = (shown + children.filter { !Self.list(shown, holds: $0) }).compactMap { $0 as? NavigationController }
        for stack in stacks where stack.topViewIsInAnotherSuperview { stack.showTopForSplit() }
        for stack in stacks { stack.showTopForSplit() }
        if let container = viewIfLoaded {
            for controller in children where !Self.list(shown, holds: controller) {
                if let view = controller.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
            }
        }
        guard onScreen else { return joined }
        for controller in leaving { controller.endAppearance(ifDrivenBy: .containerTransition) }
        for controller in arriving { controller.endAppearance(ifDrivenBy: .containerTransition) }
        return joined
    }

    /// Records a call to the delegate, with this controller first, as a callback of the delegate
    /// when it is a traced object, otherwise of this controller.
    func recordSplitCall(_ name: EventName, of target: AnyObject, _ arguments: [ArgumentValue], _ call: () -> Void) {
        let receiver = (target as? Responder)?.traceID ?? traceID
        recorder.record(name, object: receiver, arguments: EventArguments([.object(traceID)] + arguments), around: call)
    }

    // MARK: Appearance of the split view controller itself

    /// Appearing, this controller first matches its width class (collapsing on an iPhone, S16-07:
    /// `isCollapsed` is right in the columns' viewWillAppear from iOS 17.2), then puts the shown
    /// columns' views in place before the begin is forwarded, so they appear with it.
    override func containerWillForwardAppearance(animated: Bool) {
        adaptToWidth(traitCollection.horizontalSizeClass)
        guard let container = viewIfLoaded else { return }
        for controller in shownControllers {
            let view = controller.loadViewIfRequired()
            if view.superview !== container { container.insertSubview(view) }
        }
    }

    /// A width-class change collapses or expands the interface, after the columns have heard the
    /// trait transition (the base forwards it first; S16-06 shows a column need not hear it at all).
    open override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        // A column that comes back while expanding is in the new traits already: the size-class
        // change it missed out of the window is undone, not delivered late (SizeTransition.swift).
        var outOfWindow = children
        while let controller = outOfWindow.popLast() {
            // A column's controllers inside its navigation controller too (S16-14).
            outOfWindow += controller.children
            guard controller.viewIfLoaded?.window == nil else { continue }
            controller.deferTraitTransition(from: controller.traitCollection, to: newCollection)
        }
        adaptToWidth(newCollection.horizontalSizeClass)
    }
}

extension ViewController {
    /// The nearest ancestor that is a split view controller, as `UIViewController.splitViewController`.
    public var splitViewController: SplitViewController? {
        nearestAncestor(ofType: SplitViewController.self)
    }
}
