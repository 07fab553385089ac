/// A view, as `UIView`: a node in a view hierarchy that is told when it moves between superviews
/// and windows and when it is laid out. Subclass it and override the callbacks as in UIKit.
@MainActor
open class View: Responder {
    /// The view this one is a subview of, if any (held weakly, as in UIKit).
    public private(set) weak var superview: View?
    /// The subviews, back to front, as `addSubview(_:)` and its siblings ordered them.
    // The hierarchy's state opts out of dynamic exclusivity checking, as ViewController's
    // appearance state does: a check per access was about a sixth of a view's instructions in
    // a 100,000-view load (Benchmarks/Profiling.md, section 18). Only the main actor reads and
    // writes them, and no code hands out an `inout` to them across a callback.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Kept up to date as the view moves, so that it is still the old window inside
    /// `willMove(toWindow:)` and already the new one inside `didMoveToWindow()`, as in UIKit.
    weak var storedWindow: Window?
    /// The controller whose root view this is (UIKit's private view delegate).
    weak var owningController: ViewController?
    // UIKit creates views needing layout and, with Auto Layout, a constraints update.
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) var needsConstraintsUpdate = true
    /// This view or one below it has work for the next layout pass, and the subviews whose
    /// branches have some: what a window's pass visits (LayoutPass.swift). New views need layout.
    @exclusivity(unchecked) var hasLayoutWorkInBranch = true
    @exclusivity(unchecked) var subviewsWithLayoutWork: [View] = []
    /// Set when the list would be long, and on a view no pass has visited: the pass then reads
    /// every subview's mark instead of the list.
    @exclusivity(unchecked) var subviewsWithLayoutWorkOverflowed = true
    /// Set on the views of a controller that left the screen, whose release is
    /// recorded (Lifetime/Deallocation.swift).
    @exclusivity(unchecked) var recordsDeallocation = false

    /// Creates a view in the current session, named `name` in traces (`view` by default; a
    /// controller's root view becomes `<controller>.view`).
    public init(name: String? = nil) {
        super.init(name: name, defaultName: "view", role: .view)
    }

    override init(name: String?, defaultName: @autoclosure () -> String, role: ObjectRole) {
        super.init(name: name, defaultName: defaultName(), role: role)
    }

    // Releasing a view releases its subviews array, which releases each subview, recursively:
    // a chain of about 40,000 nested views overflowed the stack. Views this one alone keeps alive
    // are taken apart here, one level at a time, so teardown uses constant stack at any depth.
    isolated deinit {
        // The view's release before its subviews', as releasing it releases them.
        if recordsDeallocation { recordDeallocation() }
        // The layout pass's list holds subviews too: let go of it first, so that they are
        // uniquely held by `subviews` and taken apart as before.
        subviewsWithLayoutWork = []
        var released = subviews
        subviews = []
        while var view = released.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            view.subviewsWithLayoutWork = []
            released.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    /// The window the view is in, if any.
    public var window: Window? { storedWindow }

    // MARK: Callbacks (override as in UIKit)

    /// Called before the view (and, parents first, every view below it) moves to another window
    /// or out of one: `window` is still the old one. Inside a superview change, after
    /// `willMove(toSuperview:)` (S8-01, S8-02).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the whole subtree has moved: `window` is already the new one.
    open func didMoveToWindow() {}
    /// Called on a view recreated from a nib or storyboard once every object in the
    /// archive is loaded and its outlets are connected (Model/Archives/ControllerArchive.swift).
    open func awakeFromNib() {}
    /// Called first when `addSubview(_:)` or `removeFromSuperview()` moves the view (S8-01, S8-02);
    /// not when it is re-added to the superview it has, which only reorders (S8-04).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called once the view has its new superview (or none), before the superview's
    /// `didAddSubview(_:)` and before any window callbacks of an add.
    open func didMoveToSuperview() {}
    /// Called on the superview after a subview joined it, before the window callbacks (S8-01).
    open func didAddSubview(_ subview: View) {}
    /// Called on the old superview last when a subview leaves it, after the subview's
    /// `didMoveToSuperview()` (S8-02).
    open func willRemoveSubview(_ subview: View) {}
    /// Called in a layout pass, top-down, for each view that needs layout: at the end of a run
    /// loop turn in a visible window, or from `layoutIfNeeded()`.
    open func layoutSubviews() {}
    /// Called in a layout pass before layout, bottom-up, for each view needing a constraints
    /// update (a controller's root view goes through the controller's `updateViewConstraints()`).
    open func updateConstraints() {}
    /// Called when the layout margins change: as the view first joins a window, and for a
    /// controller's root view when a size transition changes them (SafeArea.swift).
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changes: as the view first joins a window (iOS 11+), and for a
    /// controller's root view when a size transition changes it (SafeArea.swift).
    open func safeAreaInsetsDidChange() {}
    /// Called when the view's traits change after it joined a window (the user switches the
    /// appearance, an ancestor's `overrideUserInterfaceStyle` changes), with the previous collection,
    /// parent first (TraitPropagation.swift). Deprecated by UIKit on iOS 17 in favour of
    /// `registerForTraitChanges(_:handler:)`, and still called there.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The callbacks the model makes on a view (and a window), which `react(to:)` can name.
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.willMoveToWindow, .didMoveToWindow, .willMoveToSuperview, .didMoveToSuperview, .didAddSubview,
         .willRemoveSubview, .layoutSubviews, .updateConstraints, .layoutMarginsDidChange, .safeAreaInsetsDidChange,
         .traitCollectionDidChange, .traitChangeHandler,
         // A view decoded from an archive (Model/Archives).
         .awakeFromNib]
    }

    // MARK: Hierarchy

    /// Adds `view` as the last subview, moving it from its current superview if it has one.
    public func addSubview(_ view: View) {
        emit(.addSubview, .object(view.traceID)) { insertSubview(view) }
    }

    /// Removes the view from its superview; does nothing if it has none.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        emit(.removeFromSuperview) { detachFromSuperview() }
    }

    /// Whether `ancestor` is this view or one of its superviews, as `UIView.isDescendant(of:)`.
    ///
    /// Walks up from this view and down through `ancestor`'s subtree in lockstep and stops when
    /// either walk ends, so the cost is O(min(depth of this view, size of `ancestor`'s subtree)):
    /// building a deep chain top-down (a new leaf under the deepest view) or bottom-up (the chain
    /// under a new root) is linear overall, where walking up alone made the top-down case quadratic.
    func isDescendant(of ancestor: View) -> Bool {
        // A view without subviews has no descendant but itself: no walk, no array (a view added
        // to a hierarchy is nearly always new, and this check ran for each: Profiling.md, section 18).
        if ancestor.subviews.isEmpty { return self === ancestor }
        var up: View? = self
        var down: [View] = [ancestor]
        while let view = up {
            if view === ancestor { return true }
            up = view.superview
            guard let next = down.popLast() else { return false }
            if next === self { return true }
            down.append(contentsOf: next.subviews)
        }
        return false
    }

    /// Adds `view` as a subview, last or just below `sibling` (a subview of this view).
    func insertSubview(_ view: View, below sibling: View? = nil) {
        View.layoutWorkChangedDuringPass()
        // UIKit raises "Can't add self as subview"; the model records it and leaves the tree as is.
        guard !isDescendant(of: view) else { return diagnose(.viewHierarchyCycle) }
        // Re-adding to the same superview only reorders: no callbacks (S8-04).
        if view.superview === self {
            if let index = subviews.indexOfIdentical(view) { subviews.remove(at: index) }
            subviews.append(view)
            return
        }
        view.detachFromSuperview()
        let newWindow = window
        // Superview callbacks, then the superview's didAddSubview, then the window callbacks (S8-01).
        view.emit(.willMoveToSuperview, .object(traceID)) { view.willMove(toSuperview: self) }
        if let sibling, let index = subviews.firstIndex(where: { $0 === sibling }) {
            subviews.insert(view, at: index)
        } else {
            subviews.append(view)
        }
        view.superview = self
        noteSubviewWithLayoutWorkJoined(view)
        view.emit(.didMoveToSuperview) { view.didMoveToSuperview() }
        emit(.didAddSubview, .object(view.traceID)) { didAddSubview(view) }
        if view.storedWindow !== newWindow { view.moveSubtree(to: newWindow) }
        markNeedsLayout()
    }

    func detachFromSuperview() {
        guard let oldSuperview = superview else { return }
        View.layoutWorkChangedDuringPass()
        // willMove(toSuperview: nil), the window callbacks inside it, didMoveToSuperview, and the
        // old superview's willRemoveSubview last, as printed in S8-02 (the only log with all five).
        emit(.willMoveToSuperview, .object(nil)) { willMove(toSuperview: nil) }
        if storedWindow != nil { moveSubtree(to: nil) }
        if let index = oldSuperview.subviews.indexOfIdentical(self) { oldSuperview.subviews.remove(at: index) }
        oldSuperview.noteSubviewLeft(self)
        superview = nil
        emit(.didMoveToSuperview) { didMoveToSuperview() }
        oldSuperview.emit(.willRemoveSubview, .object(traceID)) { oldSuperview.willRemoveSubview(self) }
        oldSuperview.markNeedsLayout()
    }

    /// Views in the subtree rooted here, parents before children.
    func subtreePreOrder() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Moves this subtree to another window: every view hears `willMove(toWindow:)`, parents first,
    /// then `didMoveToWindow()` in the same order. No entry fixes the order inside a subtree;
    /// parents first follows S8-08, where the owning controller's view moves before its subview.
    func moveSubtree(to newWindow: Window?) {
        let views = subtreePreOrder()
        let target = EventArguments.object(newWindow?.traceID)
        // A controller's root view entering or leaving a visible window drives its appearance
        // when nothing else does (Containment.swift): the begin comes before the window callbacks.
        // Views joining a window may have work in its next pass (their controllers' geometry).
        if newWindow != nil { for view in views { view.markLayoutWork() } }
        let appearing = newWindow?.isVisible == true
        let changesVisibility = (storedWindow?.isVisible == true) != appearing
        let driven = changesVisibility
            ? views.compactMap(\.owningController).filter { $0.rootViewWillChangeWindow(appearing: appearing) } : []
        for view in views { view.emit(.willMoveToWindow, target) { view.willMove(toWindow: newWindow) } }
        for view in views { view.storedWindow = newWindow }
        for view in views { view.emit(.didMoveToWindow) { view.didMoveToWindow() } }
        for controller in driven { controller.rootViewDidChangeWindow(appearing: appearing) }
        guard let newWindow else { return }
        for view in views {
            view.owningController?.rootViewDidMoveToWindow()
        }
        if newWindow.isVisible { newWindow.requestLayoutPass() }
    }

    // MARK: Layout

    /// Marks the view as needing layout; a visible window lays it out when the turn ends.
    public func setNeedsLayout() {
        emit(.setNeedsLayout) { markNeedsLayout() }
    }

    /// Marks the view as needing a constraints update before the next layout.
    public func setNeedsUpdateConstraints() {
        emit(.setNeedsUpdateConstraints) {
            needsConstraintsUpdate = true
            markLayoutWork()
            window?.requestLayoutPass()
        }
    }

    /// Updates constraints and lays out now, from the topmost ancestor that needs layout, as
    /// `CALayer.layoutIfNeeded` does.
    public func layoutIfNeeded() {
        emit(.layoutIfNeeded) {
            var root: View = self
            while let parent = root.superview, parent.needsLayout { root = parent }
            root.updateConstraintsInSubtree()
            root.layoutSubtree()
            // A geometry this pass delivered may differ from the one the window's next pass
            // assumes its controllers heard (LayoutPass.swift): that pass then walks everything.
            if let window, let assumed = window.geometryOfLastPass, window.rootViewGeometry != assumed {
                window.geometryOfLastPass = nil
            }
        }
    }

    func markNeedsLayout() {
        needsLayout = true
        markLayoutWork()
        window?.requestLayoutPass()
    }

    /// Constraints are updated bottom-up: subviews before their superview, and a controller's
    /// root view through the controller's `updateViewConstraints()` (S1-11).
    func updateConstraintsInSubtree() {
        for view in subtreePreOrder().reversed() { view.updateConstraintsIfNeeded() }
    }

    final func updateConstraintsIfNeeded() {
        guard needsConstraintsUpdate else { return }
        needsConstraintsUpdate = false
        if let controller = owningController {
            controller.emit(.updateViewConstraints) { controller.updateViewConstraints() }
        } else {
            emit(.updateConstraints) { updateConstraints() }
        }
    }

    /// Layout runs top-down. A controller's root view is laid out between the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, and its subviews after that
    /// (S1-11, S8-08); a pending `viewIsAppearing(_:)` comes just before (S1-13, S10-02).
    func layoutSubtree() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.layOutOne()
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// One view's part of a layout pass, its subviews' not included.
    final func layOutOne() {
        let controller = owningController
        // A size transition's new safe area and margins, before the view is laid out (SafeArea.swift).
        controller?.deliverGeometryChangeIfNeeded()
        controller?.deliverPendingViewIsAppearing()
        guard needsLayout else { return }
        needsLayout = false
        if let controller {
            controller.emit(.viewWillLayoutSubviews) { controller.viewWillLayoutSubviews() }
        }
        // A custom presentation's controller hears its container view (the window here)
        // lay out: Apple's documentation of containerViewWillLayoutSubviews/DidLayoutSubviews.
        let presentations = (self as? Window)?.customPresentationControllers() ?? []
        for presentation in presentations {
            presentation.emit(.containerViewWillLayoutSubviews) { presentation.containerViewWillLayoutSubviews() }
        }
        emit(.layoutSubviews) { layoutSubviews() }
        for presentation in presentations {
            presentation.emit(.containerViewDidLayoutSubviews) { presentation.containerViewDidLayoutSubviews() }
        }
        if let controller {
            controller.emit(.viewDidLayoutSubviews) { controller.viewDidLayoutSubviews() }
        }
    }
}

// MARK: Moving a view inside its window (split view area: Model/Split/SplitNavigationStacks.swift)

extension View {
    /// Moves this view under `newSuperview` when both are in the same window, as UIKit's
    /// `addSubview(_:)` does for a view that already has a superview there: the superview
    /// callbacks only (its `willMove(toSuperview:)`, the old superview's `willRemoveSubview`, its
    /// `didMoveToSuperview`, the new superview's `didAddSubview`; no log orders them), and no
    /// window callbacks, since the view never leaves the window. Otherwise as `insertSubview`.
    func moveKeepingWindow(to newSuperview: View) {
        guard let oldSuperview = superview, oldSuperview !== newSuperview, storedWindow != nil,
              storedWindow === newSuperview.storedWindow, !newSuperview.isDescendant(of: self) else {
            if superview !== newSuperview { newSuperview.insertSubview(self) }
            return
        }
        emit(.willMoveToSuperview, .object(newSuperview.traceID)) { willMove(toSuperview: newSuperview) }
        oldSuperview.emit(.willRemoveSubview, .object(traceID)) { oldSuperview.willRemoveSubview(self) }
        // The layout marks follow the view (Model/LayoutPass.swift), as in insertSubview and
        // detachFromSuperview; a pass running now turns into the full walk first.
        View.layoutWorkChangedDuringPass()
        oldSuperview.subviews.removeAll { $0 === self }
        oldSuperview.noteSubviewLeft(self)
        oldSuperview.markNeedsLayout()
        newSuperview.subviews.append(self)
        superview = newSuperview
        newSuperview.noteSubviewWithLayoutWorkJoined(self)
        emit(.didMoveToSuperview) { didMoveToSuperview() }
        newSuperview.emit(.didAddSubview, .object(traceID)) { newSuperview.didAddSubview(self) }
        newSuperview.markNeedsLayout()
    }
}
