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
/// Not modelled: UIKit's automatic wrapping of each column in a navigation controller, moving
/// the secondary's controllers onto the primary's navigation stack when collapsing (the model
/// shows the chosen column's controller in place, with the appearance a push gives), overlay
/// and displace animations, and the display mode's dependence on the orientation (automatic is
/// always side by side here).
open class SplitViewController: ViewController {
    /// Classic or column style, fixed at creation as UIKit's `style`.
    public let style: Style
    /// Told about collapsing, expanding and display-mode changes; held weakly, as in UIKit.
    public weak var delegate: SplitViewControllerDelegate?

    /// The controller of each column that has one.
    var columns: [Column: ViewController] = [:]
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
    /// once and replaces the column's controller, which leaves. When the column is on screen the
    /// change is a transition in a navigation controller's order (S4-01; no split source orders
    /// it), within the call. A column this style does not have is refused with a diagnostic.
    open func setViewController(_ controller: ViewController?, for column: Column) {
        emit(.setViewControllerForColumn, EventArguments(controller.map { .object($0.traceID) } ?? .none, .string(column.rawValue))) {
            guard availableColumns.contains(column) else { return missing(column) }
            replace(column, with: controller)
        }
    }

    /// Shows `column`, as UIKit's `show(_:)`. Collapsed, the column's controller replaces the one
    /// shown, as a pop or push would. Expanded, a column that the display mode hides is revealed
    /// by a display-mode change (an overlay), which sends no appearance callback (S16-05). A
    /// column without a controller, or one this style does not have, is refused with a diagnostic.
    open func show(_ column: Column) {
        emit(.showColumn, EventArguments(.string(column.rawValue))) {
            guard availableColumns.contains(column), let controller = columns[column] else { return missing(column) }
            if isCollapsed {
                guard column != collapsedColumn else { return }
                let previous = shownControllers
                collapsedColumn = column
                switchShown(from: previous, to: [controller])
            } else if column != .secondary, displayMode == .secondaryOnly {
                changeDisplayMode(to: column == .supplementary ? .twoOverSecondary : .oneOverSecondary)
            }
        }
    }

    /// Shows `controller` as the secondary column's controller, as UIKit's
    /// `showDetailViewController(_:sender:)`: it replaces the secondary column's controller, and a
    /// collapsed interface shows it on top.
    open func showDetailViewController(_ controller: ViewController, sender: AnyObject?) {
        emit(.showDetailViewController, EventArguments(.object(controller.traceID), .none)) {
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
    /// that the change is one transition.
    func replace(_ column: Column, with controller: ViewController?, showing shownColumn: Column? = nil) {
        let previous = columns[column]
        guard controller !== previous || (shownColumn != nil && shownColumn != collapsedColumn) else { return }
        let wasShown = shownControllers
        if controller !== previous { previous?.deliverContainmentCallback(.willMoveToParent, to: nil) }
        if let shownColumn { collapsedColumn = shownColumn }
        columns[column] = controller
        if let controller, controller !== previous { attach(controller) }
        switchShown(from: wasShown, to: shownControllers)
        guard controller !== previous else { return }
        if let previous, previous.parent === self { detach(previous) }
        if let controller, controller.parent === self { controller.deliverContainmentCallback(.didMoveToParent, to: self) }
    }

    // MARK: What is shown

    /// The controllers whose views are in this controller's view: every column but the compact
    /// one when expanded (a hidden column's view stays, S16-05), the collapsed column's when collapsed.
    var shownControllers: [ViewController] {
        if isCollapsed { return collapsedColumn.flatMap { columns[$0] }.map { [$0] } ?? [] }
        return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
    }

    /// Moves from showing `old` to showing `new`. On screen, those leaving and those arriving
    /// have a transition in a navigation controller's order (S4-01): the leaving ones'
    /// viewWillDisappear, the arriving ones' viewWillAppear, the views swap, the leaving ones'
    /// viewDidDisappear, the arriving ones' viewDidAppear, all within the call (the model's
    /// reading; no source orders a split view's collapse). Off screen only the views move.
    func switchShown(from old: [ViewController], to new: [ViewController]) {
        let (arriving, leaving) = Self.membershipChange(from: old, to: new)
        guard let container = viewIfLoaded else { return }
        let onScreen = isOnScreen
        if onScreen {
            for controller in arriving { controller.loadViewIfRequired() }
            for controller in leaving { controller.beginAppearanceIfNeeded(false, animated: true, driver: .containerTransition) }
            for controller in arriving { controller.beginAppearanceIfNeeded(true, animated: true, driver: .containerTransition) }
        }
        for controller in arriving {
            let view = controller.loadViewIfRequired()
            if view.superview !== container { container.insertSubview(view) }
        }
        for controller in leaving {
            if let view = controller.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
        }
        guard onScreen else { return }
        for controller in leaving { controller.endAppearance(ifDrivenBy: .containerTransition) }
        for controller in arriving { controller.endAppearance(ifDrivenBy: .containerTransition) }
    }

    /// Records a call to the delegate, with this controller first, as a callback of the delegate
    /// when it is a traced object, otherwise of this controller.
    func recordSplitCall(_ name: EventName, of target: AnyObject, _ arguments: [ArgumentValue], _ call: () -> Void) {
        let receiver = (target as? Responder)?.traceID ?? traceID
        let event = recorder.open(name, object: receiver, arguments: EventArguments([.object(traceID)] + arguments))
        call()
        recorder.close(event)
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
        for controller in columns.values where controller.viewIfLoaded?.window == nil {
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
