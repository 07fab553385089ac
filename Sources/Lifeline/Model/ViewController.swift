/// A view controller, as `UIViewController`: owns a lazily loaded root view and goes through
/// UIKit's appearance cycle. Subclass it and override the callbacks as in UIKit; call `super`
/// where UIKit asks you to (`updateViewConstraints()` updates the root view's constraints).
@MainActor
open class ViewController: Responder {
    // The appearance path's state opts out of dynamic exclusivity checking, as Responder's `session`
    // and `id` do: a check per access (swift_beginAccess) was about a third of an appearance
    // transition's instructions (Benchmarks/Profiling.md, section 15). Only the main actor reads and
    // writes them, and no code hands out an `inout` to them across a callback.
    @exclusivity(unchecked) private var loadedView: View?
    private var isLoadingView = false
    /// Where the controller is in its appearance cycle, as the callbacks it has received say.
    @exclusivity(unchecked) public private(set) var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the transition in progress, passed to the matching did-callback (and
    /// by a navigation controller to its delegate's didShow).
    @exclusivity(unchecked) private(set) var transitionIsAnimated = false
    @exclusivity(unchecked) private var viewIsAppearingIsPending = false {
        // Work for the next layout pass (Model/LayoutPass.swift).
        didSet {
            // Checked before the call: see `markingLayoutWorkChangesNothing`.
            if viewIsAppearingIsPending, loadedView?.markingLayoutWorkChangesNothing == false { loadedView?.markLayoutWork() }
        }
    }
    /// Who started the transition in progress: user code, or a window showing its root.
    @exclusivity(unchecked) var appearanceDriver = AppearanceDriver.manual
    private var hasJoinedAWindow = false
    /// Hooks `onView(_:)` keeps until the root view is set (Hooks/Hook.swift).
    var pendingViewHooks: [Hook] = []
    /// The controller's title, as `UIViewController.title`; no callback depends on it.
    public var title: String?
    /// Whether it has appeared and left the screen since (Lifetime/Deallocation.swift).
    @exclusivity(unchecked) var lifetime = ControllerLifetime()

    // Containment state; the operations are in Containment.swift.
    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    @exclusivity(unchecked) public internal(set) var children: [ViewController] = []
    /// True from `addChild(_:)` until the child's first appearance ends (S4-21, S4-22).
    @exclusivity(unchecked) public internal(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until the child's disappearance ends (S4-22).
    @exclusivity(unchecked) public internal(set) var isMovingFromParent = false
    /// Set while the model delivers a containment callback, so that the base implementation does
    /// not record a second event when an override calls `super`.
    var isDeliveringContainmentCallback = false
    /// A size-class change that happened while this controller's view was out of the window:
    /// the traits before it and after, delivered as `willTransition(to:with:)` just before the
    /// next `viewWillAppear` (S11-06, SizeTransition.swift).
    var deferredTraitTransition: (from: TraitCollection, to: TraitCollection)?
    /// The safe area and margins the root view last heard of, from its first joining a window on;
    /// a size transition that changes them calls the callbacks before the next layout (SafeArea.swift).
    var geometryHeard: RootViewGeometry?
    /// The size transition's coordinator while this controller is in one of its callbacks
    /// (`transitionCoordinator`, SizeTransition.swift).
    var activeTransitionCoordinator: TransitionCoordinator?

    // Presentation state; the operations are in Presentation.swift.
    /// The controller this one presents, held strongly as UIKit's presenter holds it.
    var storedPresentedViewController: ViewController?
    /// The controller that presents this one.
    weak var storedPresentingViewController: ViewController?
    /// The style this presented controller's presentation uses, `.automatic` resolved when the
    /// presentation was made.
    var presentationStyleInUse = ModalPresentationStyle.fullScreen
    /// True from `present(_:animated:completion:)` until the presentation's did-callbacks have run:
    /// in viewWillAppear and viewDidAppear, false in the completion (S5-04).
    public internal(set) var isBeingPresented = false
    /// True from `dismiss(animated:completion:)` until the dismissal's did-callbacks have run, so a
    /// controller can tell a dismissal from being covered in viewWillDisappear and viewDidDisappear.
    public internal(set) var isBeingDismissed = false
    /// How this controller is shown when it is presented; read when the presentation starts.
    /// Open because `AlertController` decides its own, as `UIAlertController` does.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    // Presentation in depth (issue 15; the work is in Model/Presentation/).
    /// The presentation controller, made on first access (PresentationController.swift).
    var storedPresentationController: PresentationController?
    /// `isModalInPresentation` (iOS 13+): the user cannot swipe this sheet away; the presentation
    /// delegate hears `presentationControllerDidAttemptToDismiss` instead (S14-06).
    public var isModalInPresentation = false
    /// `transitioningDelegate`: the object that supplies a custom animated presentation and
    /// dismissal (Presentation/CustomTransition.swift); weak, as UIKit's.
    public weak var transitioningDelegate: TransitionAnimator?
    /// `definesPresentationContext`: a `.currentContext` or `.overCurrentContext` presentation
    /// asked of this controller or a descendant is presented by this one (PresentationContext.swift).
    public var definesPresentationContext = false
    /// `modalTransitionStyle`: the animation that presents this controller (PresentationContext.swift).
    public var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// `providesPresentationContextTransitionStyle`: with `definesPresentationContext`, this
    /// controller's `modalTransitionStyle` replaces that of what it presents in its context.
    public var providesPresentationContextTransitionStyle = false
    /// The transition style the last presentation of this controller used (PresentationContext.swift).
    public internal(set) var transitionStyleInUse = ModalTransitionStyle.coverVertical

    /// Creates a controller in the current session, named `name` in traces (by default its class
    /// name with a lowercase first letter). The view is not loaded until it is first needed.
    public init(name: String? = nil) {
        super.init(name: name, defaultName: ViewController.defaultName(for: Self.self), role: .viewController)
    }

    /// Hooks waiting for the root view follow the controller to another session too.
    override func sessionDidChange() {
        super.sessionDidChange()
        for hook in pendingViewHooks { hook.follow(session) }
    }

    // A controller that left the screen records its release (Lifetime/Deallocation.swift).
    isolated deinit {
        if lifetime.departure != nil { recordDeallocation() }
    }

    // Asked only for a controller created without a name (Responder's `defaultName` is an
    // autoclosure). Concrete String operations only: `String + Substring` goes through a generic
    // `append(contentsOf:)` whose first use costs a conformance scan (Profiling.md, section 27).
    private static func defaultName(for type: ViewController.Type) -> String {
        let className = Responder.className(of: type)
        return String(className.prefix(1)).lowercased() + String(className.dropFirst())
    }

    // MARK: Storyboards, nibs and segues (the work is in Archives/)
    /// Where this controller and its view come from: nil for code, else a storyboard or a nib.
    public internal(set) var archive: ControllerArchive?
    /// The segues of its storyboard scene, in document order (embed segues run in this order).
    public var segues: [StoryboardSegueTemplate] = []
    /// The unwind actions this controller implements: `canPerformUnwindSegueAction` answers true
    /// for these by default, as UIKit's does for an action the controller responds to.
    public var unwindActions: Set<String> = []

    /// Called on a controller or view recreated from an archive once every object in it is
    /// loaded and its outlets and actions are connected (Apple's `awakeFromNib` docs).
    open func awakeFromNib() {}
    /// Called on the source before a segue's transition: the destination exists but its view is
    /// not loaded yet (Apple's `prepare(for:sender:)` docs, S17-08).
    open func prepare(for segue: StoryboardSegue, sender: Responder?) {}
    /// Asked before a triggered segue; false cancels it. Not asked for `performSegue` (Apple's docs).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Responder?) -> Bool { true }
    /// Asked of each candidate while an unwind looks for its destination (S17-01, S17-03).
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewController,
                                          sender: Responder?) -> Bool {
        unwindActions.contains(action)
    }
    /// Asked of each controller on an unwind segue's search path, before the children it returns
    /// are searched (in that order, depth first) and before its own `canPerformUnwindSegueAction`
    /// (S17-01, S17-10). The default is Apple's: `children` minus `childContaining(source)`, a
    /// navigation controller's stack top first (S17-01's log). Override in a custom container to
    /// narrow or order the search; a controller is searched once per unwind.
    open func allowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }
    /// The child the unwind's source descends from (through containment, or a presentation a
    /// descendant made), nil when none; `allowedChildrenForUnwinding(from:)`'s default leaves it out.
    /// Not recorded: UIKit's default calls it from inside that method.
    open func childContaining(_ source: UnwindSegueSource) -> ViewController? {
        defaultChildContaining(source)
    }
    /// The controller whose `present` call made this controller's presentation: the presenting
    /// controller, or a child of it when a child presented (UIKit presents from the root of the
    /// child's hierarchy). The unwind search visits it first (S17-01). Weak, as the presenter is.
    weak var presentationCaller: ViewController?
    /// Called on a classic split view controller's primary while the interface collapses, when
    /// the delegate's `collapseSecondary(_:onto:)` left the secondary to UIKit (S16-15). The
    /// base does what UIKit's does: a navigation controller pushes `secondaryViewController` onto
    /// its stack, other controllers do nothing (the secondary is then not shown). Override to
    /// take the secondary another way; call `super` for the default.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        collapseSecondaryOntoStack(secondaryViewController, for: splitViewController)
    }
    /// Called on a classic split view controller's primary while the interface expands, when
    /// the delegate's `separateSecondaryFrom` gave nothing (S16-15): the controller to show as the
    /// secondary, nil to keep the one the split view controller has. The base: a navigation
    /// controller pops its top controller and returns it (nil when only its root is left); other
    /// controllers return nil.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        separateSecondaryFromStack(for: splitViewController)
    }
    /// Called on each container between the destination's outermost container and the
    /// destination, outermost first (S17-01). The base pops a navigation stack to `subsequentVC`
    /// and selects its tab in a tab bar controller, as UIKit's containers do; override to unwind
    /// a custom container, calling `super`.
    open func unwind(for segue: StoryboardSegue, towards subsequentVC: ViewController) {
        unwindContainer(towards: subsequentVC)
    }

    // MARK: The view

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    public var view: View! {
        get {
            if loadedView == nil && !isLoadingView {
                emit(.view) { loadViewIfRequired() }
            }
            return loadedView
        }
        set { install(newValue) }
    }

    /// Whether the root view has been loaded; never loads it. O(1).
    public var isViewLoaded: Bool { loadedView != nil }
    /// The root view if it has been loaded, without loading it. O(1).
    public var viewIfLoaded: View? { loadedView }

    /// Loads the view if it is not loaded yet (iOS 9+).
    open func loadViewIfNeeded() {
        emit(.loadViewIfNeeded) { loadViewIfRequired() }
    }

    /// Creates the root view. Override to build your own and assign it to `view`; the default
    /// creates a plain `View`.
    open func loadView() {
        // A controller from a storyboard or nib loads its view from the archive.
        if let archive, viewComesFromArchive { loadViewFromArchive(archive); return }
        view = View()
    }

    @discardableResult
    func loadViewIfRequired() -> View {
        if let loadedView { return loadedView }
        // Apple's view property docs: a nil view is loaded with loadView(), then viewDidLoad() (S2-01).
        isLoadingView = true
        emit(.loadView) { loadView() }
        isLoadingView = false
        // A loadView override that sets no view gets a plain one, where UIKit would loop.
        if loadedView == nil { install(View()) }
        emit(.viewDidLoad) { viewDidLoad() }
        return loadedView!
    }

    private func install(_ newView: View?) {
        loadedView?.owningController = nil
        loadedView = newView
        guard let newView else { return }
        newView.owningController = self
        // A controller's pending work (viewIsAppearing, geometry) is now this view's (LayoutPass.swift).
        newView.markLayoutWork()
        newView.adoptAutomaticName("\(traceName).view")
        if !pendingViewHooks.isEmpty { transferPendingViewHooks(to: newView) }
    }

    // MARK: Callbacks (override as in UIKit)

    /// Called once, right after `loadView()` has set the root view: on the first access to `view`
    /// or `loadViewIfNeeded()`, wherever that happens (a window, a container, user code).
    open func viewDidLoad() {}
    /// Called when an appearance transition begins: a window showing its root controller, a push,
    /// pop or tab switch, a presentation or dismissal uncovering this controller, a parent
    /// forwarding its own, or `beginAppearanceTransition(true, animated:)`. The view is loaded but
    /// may not be in a window yet.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance (iOS 13+), in the layout pass after `viewWillAppear(_:)` once
    /// the view is in a visible window, just before the controller's `viewWillLayoutSubviews()`;
    /// never when the view does not join a window (`LifecycleRules.hasViewIsAppearing`).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called when the appearance transition ends: after the animation or, without one, in the turn
    /// after `viewWillAppear(_:)` for a window's root, or at `endAppearanceTransition()`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when a disappearance begins: covered by a push or full-screen presentation, popped,
    /// dismissed, its tab deselected, removed by a parent forwarding its own transition, or
    /// `beginAppearanceTransition(false, animated:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called when the disappearance ends, after the view has left the window where it leaves one.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in a layout pass just before the root view's `layoutSubviews()`, when the root view
    /// needs layout (a run loop turn's end, or `layoutIfNeeded()`).
    open func viewWillLayoutSubviews() {}
    /// Called in a layout pass just after the root view's `layoutSubviews()`, before its subviews'.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe area changes: as it first joins a window, and when a size
    /// transition changes it, before the next layout (iOS 11+, SafeArea.swift).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins change: as it first joins a window, and when a
    /// size transition changes them, before the next layout (iOS 11+, SafeArea.swift).
    open func viewLayoutMarginsDidChange() {}
    /// Called when the view first joins a window, with `nil` as the previous collection, before
    /// iOS 17 (`LifecycleRules`), and whenever the controller's traits change later (the user
    /// switches the appearance, an override changes), with the previous collection, before its
    /// view's (TraitPropagation.swift). Deprecated on iOS 17, and still called there on a change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called before a size-class change (an iPhone turning between portrait and landscape),
    /// before `viewWillTransition(to:with:)` and the trait change (SizeTransition.swift). The base
    /// passes it on to the children whose views are in the window: an override that does not call
    /// `super` cuts them off, as in UIKit.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in transitionRecipients { child.deliverWillTransition(to: newCollection, changed: nil, with: coordinator) }
    }
    /// The orientations this controller's interface supports, asked of the window's topmost
    /// full-screen controller when the device turns and when it is first shown
    /// (SupportedOrientations.swift). UIKit's default: all on an iPad, all but upside down on an
    /// iPhone; override to restrict it (a portrait-only controller refuses to turn).
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        session.device == .iPad ? .all : .allButUpsideDown
    }
    /// Called before the view's size changes (rotation), with the new size (SizeTransition.swift).
    /// The base passes it on to the children whose views are in the window: an override that does
    /// not call `super` cuts them off, as in UIKit.
    open func viewWillTransition(to size: ScreenSize, with coordinator: TransitionCoordinator) {
        for child in transitionRecipients { child.deliverViewWillTransition(to: size, with: coordinator) }
    }

    /// Called by `addChild(_:)` (with the new parent) and by a container about to remove this
    /// child (with nil). Overrides call `super`, as UIKit asks: it records the call when user code
    /// makes it, and keeps `isMovingToParent` / `isMovingFromParent` right.
    open func willMove(toParent parent: ViewController?) {
        containmentCallbackReachedBase(.willMoveToParent, parent)
    }

    /// Called by a container once a child is in place, and by `removeFromParent()` with nil.
    /// Overrides call `super`.
    open func didMove(toParent parent: ViewController?) {
        containmentCallbackReachedBase(.didMoveToParent, parent)
    }

    /// Whether this controller's appearance callbacks are passed on to its children; a container
    /// that returns false calls `beginAppearanceTransition`/`endAppearanceTransition` itself. The
    /// base returns `forwardsAppearanceToChildren`. The model reads it each time it would forward.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearanceToChildren }

    /// What the base `shouldAutomaticallyForwardAppearanceMethods` returns (true, UIKit's default):
    /// set it to false to declare a container that forwards appearance by hand without subclassing
    /// (scenario files' `forwardsAppearance: false`).
    @exclusivity(unchecked) public var forwardsAppearanceToChildren = true  // read on every forward: see `loadedView`

    /// The callbacks the model makes on a view controller, which `react(to:)` can name: the
    /// loading, appearance, layout, geometry and containment callbacks (a containment callback only
    /// when the model or a container delivers it, not when user code calls it directly).
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
         .viewDidDisappear, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints,
         .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .traitCollectionDidChange,
         .willMoveToParent, .didMoveToParent, .traitChangeHandler, .willTransitionToTraitCollection,
         .viewWillTransitionToSize,
         // Archives and segues (Model/Archives): the overrides an app writes for them.
         .awakeFromNib, .prepareForSegue, .shouldPerformSegue, .canPerformUnwindSegueAction, .unwindAction,
         .unwindTowards,
         // The unwind search and a classic split's collapse (Model/Archives, Model/Split).
         .allowedChildrenForUnwinding, .collapseSecondaryViewController, .separateSecondaryViewController]
    }

    /// Call `super` last, as UIKit asks: it updates the root view's constraints.
    open func updateViewConstraints() {
        guard let view = loadedView else { return }
        view.emit(.updateConstraints) { view.updateConstraints() }
    }

    // MARK: Containment and presentation (their work is in Containment.swift and Presentation.swift)

    /// Makes `child` a child of this controller. It calls `child.willMove(toParent: self)` at once,
    /// before anything touches the child's view (S6-03, S6-10, S6-11); the container calls
    /// `didMove(toParent:)` once the child's view is in place (S6-11).
    open func addChild(_ child: ViewController) {
        emit(.addChild, .object(child.traceID)) { attach(child) }
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)` itself (S6-11,
    /// S6-06). The container calls `willMove(toParent: nil)` before. Without a parent it does nothing.
    open func removeFromParent() {
        emit(.removeFromParent) { parent?.detach(self) }
    }

    /// Presents `viewControllerToPresent` modally. The relationship is set at once; the appearance
    /// work runs on the next turn (S5-07, S5-08: nothing before one main-queue turn). The call is
    /// refused with UIKit's message, no callback and no state change, when the presenting controller
    /// already presents one, when its view is not in a visible window, or when the controller to
    /// present is already presented or on screen; `completion` then never runs.
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses a presented controller, as UIKit's method: called on a presenter (or a child of
    /// one) it dismisses what that presenter presents and everything presented above it; called on
    /// a presented controller (or a child of one) it asks the presenter to dismiss it. With nothing
    /// to dismiss UIKit does nothing and logs nothing (Apple's documentation: the presenting
    /// controller handles the dismissal, and there is none); the model records a diagnostic so that
    /// the trace shows why the call had no effect, and `completion` does not run. A call while the
    /// presentation or a dismissal is still running is refused with UIKit's message.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Appearance transitions

    /// Starts an appearance (`true`) or disappearance (`false`), as a custom container does for
    /// its children. Loads the view first when it appears.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        emit(.beginAppearanceTransition, EventArguments(.bool(isAppearing), .bool(animated))) {
            beginAppearance(isAppearing, animated: animated, driver: .manual)
        }
    }

    /// Finishes the transition `beginAppearanceTransition(_:animated:)` started.
    public func endAppearanceTransition() {
        emit(.endAppearanceTransition) {
            if appearanceState == .appearing, appearanceDriver == .window, rules.windowOwnsRootAppearance { return }
            endAppearance()
        }
    }

    /// A window showing this controller as its root: starts the appearance, or joins one that
    /// user code began by hand instead of refusing it as unbalanced (S3-02).
    func beginAppearanceAsWindowRoot() {
        guard appearanceState != .appearing else {
            if rules.windowOwnsRootAppearance { appearanceDriver = .window }
            return
        }
        beginAppearance(true, animated: false, driver: .window)
    }

    /// The window's deferred end of its root's appearance; a transition that user code already
    /// finished (or that reversed) is left alone.
    func endAppearanceAsWindowRoot() {
        guard appearanceState == .appearing, appearanceDriver == .window else { return }
        endAppearance()
    }

    /// begin(true) calls viewWillAppear, begin(false) viewWillDisappear, end the matching did
    /// (S3-01, S3-03, S3-04); beginning on a fresh controller loads its view first (S3-01, the
    /// view-loading article). A transition can reverse before it ends, as a cancelled interactive
    /// pop does (S4-16, S4-17). Anything else is what UIKit logs as unbalanced: a diagnostic and
    /// no callback.
    func beginAppearance(_ isAppearing: Bool, animated: Bool, driver: AppearanceDriver) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            // Both checked here, not only inside the calls: on the hot path (a loaded view, no
            // missed size change) that saves two calls and the loaded view's retain and release.
            if loadedView == nil { loadViewIfRequired() }
            appearanceState = .appearing
            appearanceDriver = driver
            transitionIsAnimated = animated
            if deferredTraitTransition != nil { deliverDeferredTraitTransition() }
            emit(.viewWillAppear, .animated(animated)) { viewWillAppear(animated) }
            if hasContainerAppearanceHooks { containerWillForwardAppearance(animated: animated) }
            forwardAppearanceBegin(true, animated: animated)
            if hasContainerAppearanceHooks { containerDidForwardAppearanceBegin(animated: animated) }
            if rules.hasViewIsAppearing {
                viewIsAppearingIsPending = true
                loadedView?.window?.requestLayoutPass()
            }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceDriver = driver
            transitionIsAnimated = animated
            viewIsAppearingIsPending = false
            emit(.viewWillDisappear, .animated(animated)) { viewWillDisappear(animated) }
            forwardAppearanceBegin(false, animated: animated)
        default:
            diagnose(.unbalancedAppearanceTransition)
        }
    }

    func endAppearance() {
        switch appearanceState {
        case .appearing:
            // viewIsAppearing always precedes viewDidAppear (S10-01); it needs the view in a
            // window, so a transition without one never gets it.
            deliverPendingViewIsAppearing()
            viewIsAppearingIsPending = false
            appearanceState = .appeared
            lifetime.hasAppeared = true
            emit(.viewDidAppear, .animated(transitionIsAnimated)) { viewDidAppear(transitionIsAnimated) }
            isMovingToParent = false
            forwardAppearanceEnd()
            if hasContainerAppearanceHooks { containerDidForwardAppearanceEnd() }
        case .disappearing:
            appearanceState = .disappeared
            emit(.viewDidDisappear, .animated(transitionIsAnimated)) { viewDidDisappear(transitionIsAnimated) }
            isMovingFromParent = false
            forwardAppearanceEnd()
            noteDepartureIfOffScreen()
        default:
            diagnose(.unbalancedAppearanceTransition)
        }
    }

    // MARK: Hooks for the model's own containers (NavigationController)

    /// True for the model's own containers (navigation, tab bar, page and split view controllers),
    /// whose initialisers set it: the appearance path calls the hooks below only then, so that
    /// every other controller saves three virtual calls an appearance cycle (Benchmarks/Profiling.md,
    /// section 23). A class that overrides a hook must set it.
    @exclusivity(unchecked) final var hasContainerAppearanceHooks = false  // read on every appearance: see `loadedView`
    /// Called on an appearance, after this controller's viewWillAppear and before it forwards the
    /// begin to its children: a container puts the child it shows in place here.
    func containerWillForwardAppearance(animated: Bool) {}
    /// Called once the appearance begin has been forwarded to the children.
    func containerDidForwardAppearanceBegin(animated: Bool) {}
    /// Called once the appearance end (viewDidAppear) has been forwarded to the children.
    func containerDidForwardAppearanceEnd() {}

    /// viewIsAppearing runs once per appearance, once the view is in a window and its superview
    /// has laid it out (S10-01), just before the view's own layout (S1-13, S10-02).
    func deliverPendingViewIsAppearing() {
        guard viewIsAppearingIsPending, appearanceState == .appearing, loadedView?.window?.isVisible == true else {
            return
        }
        viewIsAppearingIsPending = false
        emit(.viewIsAppearing, .animated(transitionIsAnimated)) { viewIsAppearing(transitionIsAnimated) }
    }

    /// The first time the root view joins a window, UIKit updates traits, then geometry: layout
    /// margins, then the safe area (S1-13; traits after viewWillAppear and before layout, S1-03;
    /// safe area before layout, S1-12). The view's layoutMarginsDidChange exists since iOS 8 (the
    /// view-loading article lists it on first display); the controller's margin and safe-area
    /// callbacks since iOS 11.
    func rootViewDidMoveToWindow() {
        guard !hasJoinedAWindow, let view = loadedView else { return }
        hasJoinedAWindow = true
        geometryHeard = view.window?.rootViewGeometry
        if rules.sendsInitialTraitCollectionChange {
            emit(.traitCollectionDidChange, .object(nil)) { traitCollectionDidChange(nil) }
        }
        view.emit(.layoutMarginsDidChange) { view.layoutMarginsDidChange() }
        guard rules.hasSafeAreaAndControllerMargins else { return }
        emit(.viewLayoutMarginsDidChange) { viewLayoutMarginsDidChange() }
        view.emit(.safeAreaInsetsDidChange) { view.safeAreaInsetsDidChange() }
        emit(.viewSafeAreaInsetsDidChange) { viewSafeAreaInsetsDidChange() }
    }
}
