/// What an event is: a lifecycle callback UIKit makes, a public API call that user code made,
/// a phase of the run loop that runs deferred work, a diagnostic UIKit would log, a line app
/// code logged, or a change of state that app code asserts on.
public enum EventKind: String, Sendable, Codable, CaseIterable {
    case callback
    case call
    case runLoop
    case diagnostic
    /// A line app code logged (a `print` in an override): `Responder.log(_:)`, `Session.log(_:)`.
    case log
    /// A property app code asserts on changed, e.g. `home.presentedViewController = details`.
    case state
}

/// How an API call is written: as a method, a property read, or a property assignment.
public enum CallSyntax: Sendable {
    case method
    case getter
    case setter
}

/// The vocabulary of a trace. The raw value is the Swift name of the method as UIKit spells it
/// (`willMove(toWindow:)`), so traces read like the code that produced them.
public enum EventName: String, Sendable, CaseIterable, Codable {
    // UIViewController callbacks
    case loadView = "loadView()"
    case viewDidLoad = "viewDidLoad()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case updateViewConstraints = "updateViewConstraints()"
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    case viewLayoutMarginsDidChange = "viewLayoutMarginsDidChange()"
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"
    /// Containment callbacks: UIKit calls them and so do containers, as in UIKit.
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    /// A navigation controller's delegate, recorded with the navigation controller, the
    /// controller it shows and the `animated` flag (`[.object, .object, .bool]`). Format 2 and
    /// earlier recorded the two controllers only (`navigationController(_:willShow:)`); those
    /// files still read, as events with two arguments.
    case navigationControllerWillShow = "navigationController(_:willShow:animated:)"
    case navigationControllerDidShow = "navigationController(_:didShow:animated:)"
    /// A tab bar controller's delegate, asked and told about a tab the user taps, recorded with
    /// the tab bar controller and the tab's controller.
    case tabBarControllerShouldSelect = "tabBarController(_:shouldSelect:)"
    case tabBarControllerDidSelect = "tabBarController(_:didSelect:)"
    /// The completion block of `present(_:animated:completion:)` or `dismiss(animated:completion:)`,
    /// recorded as a callback of the controller the call was made on, so that traces and diagrams
    /// show where it runs. Only a non-nil block is recorded.
    case completion = "completion()"
    /// The handler of an alert action, run once the alert's dismissal has finished; recorded as a
    /// callback of the alert controller (an action is not a traced object).
    case actionHandler = "actionHandler()"
    /// A hook's closure running (LifecycleHooks-style `on(_:)`), recorded on the hook's own object
    /// with the `Bool` the closure received: the `animated` flag of an appearance callback, or
    /// `alreadyLoaded` for a `viewDidLoad` hook.
    case hookPerform = "perform(_:)"
    /// A hook's closure running for a callback without a flag (layout, view hooks).
    case hookPerformWithoutFlag = "perform()"
    /// Hosted content's `onAppear` / `onDisappear` actions running, recorded on the content node
    /// (every action of the node runs inside the one event).
    case onAppear = "onAppear()"
    case onDisappear = "onDisappear()"
    /// A handler registered with `registerForTraitChanges(_:handler:)` (iOS 17+) running, recorded
    /// on the registering object with the previous values of the traits that changed (a `.string`).
    case traitChangeHandler = "traitChangeHandler(_:)"
    /// `willTransition(to:with:)` (UIContentContainer) before a size-class change: the new values
    /// of the traits that change (a `.string`) and the coordinator, shown by its duration (a `.number`).
    case willTransitionToTraitCollection = "willTransition(to:with:)"
    /// `viewWillTransition(to:with:)` before the view's size changes: the new size ("852x393", a
    /// `.string`) and the coordinator, shown by its duration in seconds (a `.number`).
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    /// An `animate(alongsideTransition:completion:)` animation block, run where UIKit runs it;
    /// recorded on the controller that added it. Its completion block is a `completion()`.
    case alongsideTransition = "alongsideTransition()"
    /// The app's state changes (issue 14, AppLifecycle.swift): a scene delegate's callbacks
    /// (iOS 13+ with a scene delegate) and the app delegate's (before iOS 13, or without scenes).
    /// Recorded without the scene or application argument, which the model does not represent.
    case sceneWillResignActive = "sceneWillResignActive()"
    case sceneDidEnterBackground = "sceneDidEnterBackground()"
    case sceneWillEnterForeground = "sceneWillEnterForeground()"
    case sceneDidBecomeActive = "sceneDidBecomeActive()"
    case applicationWillResignActive = "applicationWillResignActive()"
    case applicationDidEnterBackground = "applicationDidEnterBackground()"
    case applicationWillEnterForeground = "applicationWillEnterForeground()"
    case applicationDidBecomeActive = "applicationDidBecomeActive()"

    // UIView callbacks
    case willMoveToWindow = "willMove(toWindow:)"
    case didMoveToWindow = "didMoveToWindow()"
    case willMoveToSuperview = "willMove(toSuperview:)"
    case didMoveToSuperview = "didMoveToSuperview()"
    case didAddSubview = "didAddSubview(_:)"
    case willRemoveSubview = "willRemoveSubview(_:)"
    case layoutSubviews = "layoutSubviews()"
    case updateConstraints = "updateConstraints()"
    case layoutMarginsDidChange = "layoutMarginsDidChange()"
    case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"

    // Public API calls made by user code
    case view = "view"
    case loadViewIfNeeded = "loadViewIfNeeded()"
    case beginAppearanceTransition = "beginAppearanceTransition(_:animated:)"
    case endAppearanceTransition = "endAppearanceTransition()"
    case rootViewController = "rootViewController"
    case makeKeyAndVisible = "makeKeyAndVisible()"
    case addSubview = "addSubview(_:)"
    case removeFromSuperview = "removeFromSuperview()"
    case setNeedsLayout = "setNeedsLayout()"
    case layoutIfNeeded = "layoutIfNeeded()"
    case setNeedsUpdateConstraints = "setNeedsUpdateConstraints()"
    case addChild = "addChild(_:)"
    case removeFromParent = "removeFromParent()"
    /// `transition(from:to:duration:options:animations:completion:)`, recorded with its two
    /// controllers, the duration in seconds (a `.number`) and the options (a `.list` of their
    /// names as `.string`s, empty for none); the closures are not values of the trace (the
    /// completion's effects show where it runs). Format 2 and earlier recorded the two
    /// controllers only (`transition(from:to:)`); those files still read, as events with two
    /// arguments.
    case transition = "transition(from:to:duration:options:)"
    case pushViewController = "pushViewController(_:animated:)"
    case popViewController = "popViewController(animated:)"
    case popToRootViewController = "popToRootViewController(animated:)"
    case popToViewController = "popToViewController(_:animated:)"
    /// Recorded with the whole new stack and the flag: `[.list(objects), .bool(animated)]`. A tab
    /// bar controller records its `viewControllers` setter as this call too, since UIKit's setter
    /// is this method, not animated. Format 2 and earlier recorded one object (the new top
    /// controller, or the selected tab) in place of the list; those files still read as they were.
    case setViewControllers = "setViewControllers(_:animated:)"
    /// A tab bar controller's `selectedIndex` setter, recorded with the index as written, in range
    /// or not.
    case selectedIndex = "selectedIndex"
    case selectedViewController = "selectedViewController"
    /// The user tapping a tab bar item (not UIKit API: the model's stand-in for the touch),
    /// recorded with the tab's index.
    case tapTab = "tapTab(at:)"
    /// The interactive pop (swipe back). `beginInteractivePop()` stands in for the user's edge-pan
    /// gesture starting; the other three are the calls of the transition it returns (update,
    /// cancel, finish), recorded on its navigation controller, since the transition is not a traced
    /// object; an update carries its `percentComplete`.
    case beginInteractivePop = "beginInteractivePop()"
    case updateInteractivePop = "updateInteractivePop(percentComplete:)"
    case cancelInteractivePop = "cancelInteractivePop()"
    case finishInteractivePop = "finishInteractivePop()"
    /// `present(_:animated:completion:)`, recorded with the presented controller and the flag only:
    /// a closure is not an object of the trace; the completion shows as its own `completion()`
    /// callback where it runs.
    case present = "present(_:animated:)"
    /// `dismiss(animated:completion:)`, recorded without its closure for the same reason.
    case dismiss = "dismiss(animated:)"
    /// The user tapping one of an alert's actions (`AlertController.tapAction(titled:)`), recorded
    /// with the action's title (one `.string`). Format 2 and earlier recorded it without the title
    /// (`tapAction()`); those files still read, as events with no argument.
    case tapAction = "tapAction(_:)"
    /// Registering a hook (`vc.on(.viewDidAppear) { }`), recorded with the hook's object.
    case addHook = "on(_:)"
    /// `cancel()` on a hook's cancellable, recorded on the hook.
    case cancelHook = "cancel()"
    /// `addLifecycleObserver(_:)`: the lifecycle-observer article's helper, recorded with the
    /// observer; the containment calls it makes nest inside.
    case addLifecycleObserver = "addLifecycleObserver(_:)"
    /// `DispatchQueue.main.async { }`: app code scheduling work on the main queue. Belongs to no
    /// object and has no arguments; the `main queue` phase that runs the work names it as its cause.
    case dispatchAsync = "async()"
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { }` on the model's virtual
    /// clock, recorded with the delay in seconds (one `.number`). Belongs to no object.
    case dispatchAsyncAfter = "asyncAfter(seconds:)"
    /// `registerForTraitChanges(_:handler:)`, recorded with the traits' names (a `.list` of
    /// `.string`s); the handler shows as `traitChangeHandler(_:)` where it runs.
    case registerForTraitChanges = "registerForTraitChanges(_:)"
    /// The user switching the appearance (Settings, Control Center) while the window's scene is
    /// shown: the model's stand-in, recorded on the window with the new style (a `.string`).
    case setUserInterfaceStyle = "setUserInterfaceStyle(_:)"
    /// `overrideUserInterfaceStyle` set on a controller or view, with the style (a `.string`).
    case overrideUserInterfaceStyle = "overrideUserInterfaceStyle"
    /// The user turning the device (the model's stand-in for the rotation UIKit starts), recorded
    /// on the window with the new orientation (a `.string`).
    case rotate = "rotate(to:)"
    /// The user resizing an iPad app's window (Split View, Stage Manager): the model's stand-in,
    /// recorded on the window with the new size ("600x820", a `.string`).
    case resize = "resize(to:)"
    /// The user sends the app to the background (Home, app switcher), brings it back, locks or
    /// unlocks the device, or an interruption (a call, Control Center) makes it inactive for a
    /// while: the model's stand-ins, recorded on the window whose scene changes state.
    case background = "background()"
    case foreground = "foreground()"
    case lock = "lock()"
    case unlock = "unlock()"
    case interrupt = "interrupt()"

    // Lines app code logged
    /// A line app code logged (a `print` in an override), with its text (one `.string`), on the
    /// object whose code logged it, or on none for the app itself.
    case log = "log(_:)"

    // State app code asserts on, recorded where it changes
    /// A controller's `presentedViewController` set or cleared: one argument, `.object` or `.none`.
    case presentedViewControllerChange = "presentedViewController"
    /// A controller's `presentingViewController` set or cleared: one argument, `.object` or `.none`.
    case presentingViewControllerChange = "presentingViewController"

    // Run-loop phases that run deferred work
    case layoutPass = "layout pass"
    case mainQueue = "main queue"

    // Diagnostics UIKit logs instead of crashing
    case unbalancedAppearanceTransition = "unbalancedAppearanceTransition()"
    case viewHierarchyCycle = "viewHierarchyCycle()"
    case childIsItself = "childIsItself()"
    case childHasAnotherParent = "childHasAnotherParent()"
    case transitionWithoutCommonParent = "transitionWithoutCommonParent()"
    case pushingSameInstance = "pushingSameInstance()"
    case popToMissingViewController = "popToMissingViewController()"
    case selectingNonChildTab = "selectingNonChildTab()"
    case stackChangeDuringInteractivePop = "stackChangeDuringInteractivePop()"
    /// Recorded on the controller that would present, with the controller to present and the one
    /// it already presents.
    case presentingWhileAlreadyPresenting = "presentingWhileAlreadyPresenting(_:_:)"
    /// Recorded on the controller that would present, with the controller to present.
    case presentingOutsideWindowHierarchy = "presentingOutsideWindowHierarchy(_:)"
    /// Recorded on the controller to present, with the controller that already presents it.
    case presentingAlreadyPresentedController = "presentingAlreadyPresentedController(_:)"
    /// Recorded on the controller to present, when it is already on screen or a child.
    case presentingActiveController = "presentingActiveController()"
    /// Recorded on the controller `dismiss(animated:completion:)` was called on.
    case dismissingWithNothingPresented = "dismissingWithNothingPresented()"
    /// Recorded on the controller `dismiss(animated:completion:)` was called on.
    case dismissingDuringTransition = "dismissingDuringTransition()"
    /// Recorded on the controller that would present, with the controller to present, while a
    /// presentation or dismissal is still running.
    case presentingDuringTransition = "presentingDuringTransition(_:)"
    /// Recorded on the controller that presents while it is detached (its view is in a window, but
    /// it is neither the window's root, nor presented, nor a child of either: a view added with
    /// `addSubview` without `addChild`), with the controller to present; the presentation goes on.
    case presentingFromDetachedController = "presentingFromDetachedController(_:)"
    /// Lifeline's own: a reaction chain re-triggered itself past the bound (the argument, a
    /// `.number`) and was stopped; recorded on the object whose callback the reaction names.
    case reactionLimitReached = "reactionLimitReached(_:)"
    /// Lifeline's own: an object already used in another live session; recorded on the object.
    case objectSharedBetweenSessions = "objectSharedBetweenSessions()"
    /// Recorded on the window when the device turns to an orientation the app does not support
    /// there (UIKit keeps the interface as it is), with the orientation (a `.string`).
    case unsupportedOrientation = "unsupportedOrientation(_:)"
    /// Recorded on the window when it is resized where UIKit cannot (an iPhone app's window always
    /// fills the screen) or beyond the screen, with the size asked for (a `.string`).
    case unsupportedResize = "unsupportedResize(_:)"
    /// Lifeline's own: a state change asked of an app already in that state (`foreground` while
    /// in the foreground, `background` while in the background); UIKit does nothing, nor does the
    /// model. Recorded on the window.
    case alreadyInForeground = "alreadyInForeground()"
    case alreadyInBackground = "alreadyInBackground()"

    // MARK: Environment (session 3)
    /// `UIApplication`'s notifications as an observer registered with the notification center
    /// receives them (ApplicationNotifications.swift), recorded on the observer without arguments.
    case didFinishLaunchingNotification = "didFinishLaunchingNotification()"
    case willEnterForegroundNotification = "willEnterForegroundNotification()"
    case didEnterBackgroundNotification = "didEnterBackgroundNotification()"
    case didBecomeActiveNotification = "didBecomeActiveNotification()"
    case willResignActiveNotification = "willResignActiveNotification()"
    case willTerminateNotification = "willTerminateNotification()"
    /// The app's launch and termination (AppLaunch.swift): the app delegate's
    /// `application(_:didFinishLaunchingWithOptions:)` and `applicationWillTerminate(_:)`, the
    /// scene delegate's `scene(_:willConnectTo:options:)` and `sceneDidDisconnect(_:)`, recorded
    /// without their arguments, as the other delegate callbacks are.
    case applicationDidFinishLaunching = "applicationDidFinishLaunching()"
    case applicationWillTerminate = "applicationWillTerminate()"
    case sceneWillConnect = "sceneWillConnect()"
    case sceneDidDisconnect = "sceneDidDisconnect()"
    /// The user launching the app (tapping its icon) and terminating it (swiping it away in the
    /// app switcher): the model's stand-ins, recorded on the app delegate.
    case launch = "launch()"
    case terminate = "terminate()"
    /// Lifeline's own: a second launch of a running app, or a step once the app was terminated;
    /// UIKit has no such call. Recorded on the app delegate or the window.
    case alreadyLaunched = "alreadyLaunched()"
    case appNotRunning = "appNotRunning()"
    // MARK: Page and split view controllers
    /// `UIPageViewControllerDataSource`, recorded on the data source when it is traced, with the
    /// page controller and the page asked about.
    case pageViewControllerViewControllerBefore = "pageViewController(_:viewControllerBefore:)"
    case pageViewControllerViewControllerAfter = "pageViewController(_:viewControllerAfter:)"
    /// `UIPageViewControllerDelegate`, with the page controller and the pending pages.
    case pageViewControllerWillTransition = "pageViewController(_:willTransitionTo:)"
    /// `UIPageViewControllerDelegate`, with the page controller, `finished`, the previous pages
    /// and `completed`.
    case pageViewControllerDidFinishAnimating = "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
    /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`.
    case setPageViewControllers = "setViewControllers(_:direction:animated:)"
    /// The user's page swipe, which UIKit has no call for: the model's stand-in for the gesture.
    case beginPageSwipe = "beginPageSwipe(_:)"
    case updatePageSwipe = "updatePageSwipe(percentComplete:)"
    case cancelPageSwipe = "cancelPageSwipe()"
    case finishPageSwipe = "finishPageSwipe()"
    /// Recorded on the page controller when a swipe finds no page in its direction (UIKit bounces
    /// and calls nothing), with the direction.
    case pageSwipePastEnd = "pageSwipePastEnd(_:)"
    /// Recorded on the page controller when its pages are set while a transition runs.
    case pageChangeDuringTransition = "pageChangeDuringTransition()"
    /// Recorded on the page controller when `setViewControllers` gets no page, with the count.
    case pageCountMismatch = "pageCountMismatch(_:)"
    /// `UISplitViewController`'s calls.
    case setViewControllerForColumn = "setViewController(_:for:)"
    case showColumn = "show(_:)"
    case showDetailViewController = "showDetailViewController(_:sender:)"
    case preferredDisplayMode = "preferredDisplayMode"
    /// `UISplitViewControllerDelegate`, column style (iOS 14+).
    case splitViewControllerTopColumnForCollapsing = "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
    case splitViewControllerDisplayModeForExpanding = "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"
    case splitViewControllerDidCollapse = "splitViewControllerDidCollapse(_:)"
    case splitViewControllerDidExpand = "splitViewControllerDidExpand(_:)"
    case splitViewControllerWillChangeDisplayMode = "splitViewController(_:willChangeTo:)"
    /// `UISplitViewControllerDelegate`, classic style.
    case splitViewControllerCollapseSecondary = "splitViewController(_:collapseSecondary:onto:)"
    case splitViewControllerSeparateSecondary = "splitViewController(_:separateSecondaryFrom:)"
    /// Recorded on the split view controller when a call names a column it does not have, with
    /// the column.
    case splitColumnMissing = "splitColumnMissing(_:)"
    // MARK: Deallocation
    /// An object released: recorded for a controller that left the screen (popped, dismissed,
    /// removed from its parent, a replaced tab or window root) and for its views, once nothing
    /// holds them (Model/Lifetime). UIKit's `dealloc`, Swift's `deinit`.
    case deallocated = "deinit"

    // MARK: presentation in depth (issue 15)
    /// `UIAdaptivePresentationControllerDelegate`, recorded on the delegate with the presentation
    /// controller as first argument (Model/Presentation/).
    case presentationControllerShouldDismiss = "presentationControllerShouldDismiss(_:)"
    case presentationControllerWillDismiss = "presentationControllerWillDismiss(_:)"
    case presentationControllerDidDismiss = "presentationControllerDidDismiss(_:)"
    case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"
    /// With the trait collection's horizontal size class (a `.string`).
    case adaptivePresentationStyle = "adaptivePresentationStyle(for:traitCollection:)"
    /// With the adapted style (a `.string`) and whether a transition coordinator is passed (a `.bool`).
    case presentationControllerWillPresentWithAdaptiveStyle = "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
    /// The user's swipe down on a sheet, recorded on the presented controller (SheetSwipe.swift).
    case beginSheetSwipe = "beginSheetSwipe()"
    case updateSheetSwipe = "updateSheetSwipe(percentComplete:)"
    case cancelSheetSwipe = "cancelSheetSwipe()"
    case finishSheetSwipe = "finishSheetSwipe()"
    /// Lifeline's own: a sheet swipe on a controller that is not a swipeable sheet; recorded on it.
    case sheetSwipeWithoutSheet = "sheetSwipeWithoutSheet()"
    /// A popover presented in a regular width without a source view; UIKit raises. Recorded on the
    /// presented controller; nothing is presented.
    case popoverWithoutSourceView = "popoverWithoutSourceView()"
    /// Custom transitions: the transitioning delegate and animator's callbacks (recorded on the
    /// animator, which is both), the custom presentation controller's, and the transition
    /// context's `completeTransition(_:)` (a call, recorded on the animator that makes it).
    case animationControllerForPresented = "animationController(forPresented:presenting:source:)"
    case animationControllerForDismissed = "animationController(forDismissed:)"
    case transitionDuration = "transitionDuration(using:)"
    case animateTransition = "animateTransition(using:)"
    case animationEnded = "animationEnded(_:)"
    case presentationTransitionWillBegin = "presentationTransitionWillBegin()"
    case presentationTransitionDidEnd = "presentationTransitionDidEnd(_:)"
    case dismissalTransitionWillBegin = "dismissalTransitionWillBegin()"
    case dismissalTransitionDidEnd = "dismissalTransitionDidEnd(_:)"
    case completeTransition = "completeTransition(_:)"
    /// A transition context completed a second time; recorded on the animator, ignored.
    case completeTransitionTwice = "completeTransitionTwice(_:)"
    /// The run loop went idle with a custom transition whose animator never called
    /// `completeTransition`: UIKit leaves the transition open. Recorded once, on the animator, with
    /// the presented controller.
    case transitionNeverCompleted = "transitionNeverCompleted(_:)"
    /// An animator answered a negative `transitionDuration`; the model uses 0.
    case negativeTransitionDuration = "negativeTransitionDuration(_:)"
    /// An interactive custom dismissal: the delegate's interaction controller (a callback of the
    /// animator) and the pan's steps (calls on the presented controller).
    case interactionControllerForDismissal = "interactionControllerForDismissal(using:)"
    case beginInteractiveDismissal = "beginInteractiveDismissal()"
    case updateInteractiveDismissal = "updateInteractiveDismissal(percentComplete:)"
    case cancelInteractiveDismissal = "cancelInteractiveDismissal()"
    case finishInteractiveDismissal = "finishInteractiveDismissal()"
    /// Lifeline's own: an interactive dismissal asked of a controller not presented with a
    /// transitioning delegate (or already dismissing); recorded on it, nothing happens.
    case interactiveDismissalWithoutAnimator = "interactiveDismissalWithoutAnimator()"
    /// Sheet detents (iOS 15+): the user's drag to a detent (a call on the sheet presentation
    /// controller, with the identifier), the state change, the delegate's callback, and a detent
    /// the sheet does not declare (a diagnostic; nothing changes).
    case selectDetent = "selectDetent(_:)"
    case selectedDetentIdentifierChange = "selectedDetentIdentifier"
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier = "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
    case undeclaredDetent = "undeclaredDetent(_:)"
    // MARK: presentation in depth, second part (issue 15)
    /// The transition style a presentation uses when the presentation context replaces the
    /// presented controller's (`providesPresentationContextTransitionStyle`); Lifeline's own state.
    case transitionStyleInUse = "transitionStyleInUse"
    /// `UISheetPresentationController.animateChanges(_:)`: a detent change made by code, which
    /// tells the delegate nothing.
    case animateChanges = "animateChanges(_:)"
    /// Lifeline's own: a detent selected on a controller without a sheet presentation controller
    /// (before iOS 15, or not presented as a sheet); recorded on it, nothing happens.
    case detentsUnavailable = "detentsUnavailable(_:)"
    // MARK: Custom navigation transitions (issue 15)
    /// The navigation controller delegate's animation and interaction controllers (callbacks of
    /// the delegate); the animator's own calls are the custom presentation's names above.
    case navigationControllerAnimationControllerFor = "navigationController(_:animationControllerFor:from:to:)"
    case navigationControllerInteractionControllerFor = "navigationController(_:interactionControllerFor:)"
    /// A custom presentation controller told that its container view lays out (a callback).
    case containerViewWillLayoutSubviews = "containerViewWillLayoutSubviews()"
    case containerViewDidLayoutSubviews = "containerViewDidLayoutSubviews()"

    // MARK: Storyboards, nibs and segues (Model/Archives/)
    /// `init(coder:)` of a controller or view recreated from a storyboard or nib archive, written
    /// with the archive's name in place of the coder.
    case initWithCoder = "init(coder:)"
    /// `init(nibName:bundle:)` of a controller made in code that loads its view from a nib, with
    /// the nib's name and a nil bundle.
    case initWithNibName = "init(nibName:bundle:)"
    /// `awakeFromNib()`, sent to each object recreated from an archive once all of them are loaded
    /// and their outlets connected.
    case awakeFromNib = "awakeFromNib()"
    /// `performSegue(withIdentifier:sender:)`, a call, with the identifier and the sender.
    case performSegue = "performSegue(withIdentifier:sender:)"
    /// The user triggering a segue wired in the storyboard (a button): the model's stand-in for
    /// the tap, with the identifier.
    case triggerSegue = "triggerSegue(_:)"
    /// `shouldPerformSegue(withIdentifier:sender:)`, asked only for a triggered segue.
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    /// `prepare(for:sender:)`, recorded with the segue's identifier and the sender.
    case prepareForSegue = "prepare(for:sender:)"
    /// The user triggering an unwind segue towards an action (an exit button): the model's
    /// stand-in, recorded on the source with the action's name.
    case triggerUnwind = "triggerUnwind(_:)"
    /// `canPerformUnwindSegueAction(_:from:sender:)`, with the action, the source and the sender.
    case canPerformUnwindSegueAction = "canPerformUnwindSegueAction(_:from:sender:)"
    /// The destination's unwind action (an `@IBAction` taking the segue), with the action's name.
    case unwindAction = "unwindAction(_:)"
    /// `unwind(for:towards:)` on each container between the destination's root and the
    /// destination, with the segue's identifier and the child towards the destination.
    case unwindTowards = "unwind(for:towards:)"
    /// UIKit raises "Receiver (...) has no segue with identifier '...'"; recorded on the
    /// controller with the identifier; nothing is performed.
    case undeclaredSegue = "undeclaredSegue(_:)"
    /// An unwind that found no controller answering true for its action; recorded on the source
    /// with the action; nothing happens, as in UIKit.
    case unwindWithoutDestination = "unwindWithoutDestination(_:)"
    // MARK: Split view collapse onto a navigation stack (issue 16)
    /// `UIViewController.collapseSecondaryViewController(_:for:)` on a classic split view
    /// controller's primary, with the secondary and the split view controller.
    case collapseSecondaryViewController = "collapseSecondaryViewController(_:for:)"
    /// `UIViewController.separateSecondaryViewController(for:)` on a classic split view
    /// controller's primary, with the split view controller.
    case separateSecondaryViewController = "separateSecondaryViewController(for:)"
    // MARK: Unwind search and container segues (issue 16)
    /// `allowedChildrenForUnwinding(from:)`, asked of each controller on an unwind's search path
    /// before its children are searched, with the unwind's source.
    case allowedChildrenForUnwinding = "allowedChildrenForUnwinding(from:)"

    // MARK: presentation in depth, third part (issue 15)
    /// The transitioning delegate's `presentationController(forPresented:presenting:source:)`,
    /// a callback of the animator (which is the delegate here) with the presented, presenting
    /// and source controllers.
    case presentationControllerForPresented = "presentationController(forPresented:presenting:source:)"
    /// An interactive custom presentation: the delegate's interaction controller (a callback of
    /// the animator) and the pan's steps (calls on the presented controller).
    case interactionControllerForPresentation = "interactionControllerForPresentation(using:)"
    case beginInteractivePresentation = "beginInteractivePresentation(_:)"
    case updateInteractivePresentation = "updateInteractivePresentation(percentComplete:)"
    case cancelInteractivePresentation = "cancelInteractivePresentation()"
    case finishInteractivePresentation = "finishInteractivePresentation()"
    /// Lifeline's own: an interactive presentation asked for a controller without a
    /// transitioning delegate, or one that cannot be presented now; recorded on the presenter.
    case interactivePresentationWithoutAnimator = "interactivePresentationWithoutAnimator(_:)"
    /// The tab bar controller delegate's animator for a switch between tabs (a callback of the
    /// delegate, with the tab bar controller and the outgoing and incoming controllers).
    case tabBarControllerAnimationControllerForTransition = "tabBarController(_:animationControllerForTransitionFrom:to:)"
    /// An interactive custom tab switch: the delegate's interaction controller (a callback of the
    /// delegate) and the pan's steps (calls on the tab bar controller).
    case tabBarControllerInteractionControllerFor = "tabBarController(_:interactionControllerFor:)"
    case beginInteractiveTabSwitch = "beginInteractiveTabSwitch(to:)"
    case updateInteractiveTabSwitch = "updateInteractiveTabSwitch(percentComplete:)"
    case cancelInteractiveTabSwitch = "cancelInteractiveTabSwitch()"
    case finishInteractiveTabSwitch = "finishInteractiveTabSwitch()"

    /// Whether the name is a callback, a call, a diagnostic or a run-loop phase. Inlinable, so that
    /// the recorder's inlined `open` folds it for the model's constant names (Profiling.md, 15).
    @inlinable public var kind: EventKind {
        switch self {
        case .view, .loadViewIfNeeded, .beginAppearanceTransition, .endAppearanceTransition,
             .rootViewController, .makeKeyAndVisible, .addSubview, .removeFromSuperview,
             .setNeedsLayout, .layoutIfNeeded, .setNeedsUpdateConstraints, .addChild, .removeFromParent,
             .transition, .pushViewController, .popViewController, .popToRootViewController,
             .popToViewController, .setViewControllers, .selectedIndex, .selectedViewController, .tapTab,
             .beginInteractivePop, .updateInteractivePop, .cancelInteractivePop, .finishInteractivePop,
             .present, .dismiss, .tapAction, .addHook, .cancelHook, .addLifecycleObserver,
             .dispatchAsync, .dispatchAsyncAfter, .registerForTraitChanges, .setUserInterfaceStyle,
             .overrideUserInterfaceStyle, .rotate, .resize, .background, .foreground, .lock, .unlock, .interrupt,
             // Page and split view controllers
             .setPageViewControllers, .beginPageSwipe, .updatePageSwipe, .cancelPageSwipe, .finishPageSwipe,
             .setViewControllerForColumn, .showColumn, .showDetailViewController, .preferredDisplayMode:
            return .call
        case .log:
            return .log
        case .presentedViewControllerChange, .presentingViewControllerChange:
            return .state
        case .layoutPass, .mainQueue:
            return .runLoop
        case .unbalancedAppearanceTransition, .viewHierarchyCycle, .childIsItself, .childHasAnotherParent,
             .transitionWithoutCommonParent, .pushingSameInstance, .popToMissingViewController,
             .selectingNonChildTab, .stackChangeDuringInteractivePop,
             .presentingWhileAlreadyPresenting, .presentingOutsideWindowHierarchy,
             .presentingAlreadyPresentedController, .presentingActiveController, .dismissingWithNothingPresented, .dismissingDuringTransition,
             .presentingDuringTransition, .presentingFromDetachedController, .reactionLimitReached, .objectSharedBetweenSessions,
             .unsupportedOrientation, .unsupportedResize, .alreadyInForeground, .alreadyInBackground,
             // Page and split view controllers
             .pageSwipePastEnd, .pageChangeDuringTransition, .pageCountMismatch, .splitColumnMissing:
            return .diagnostic
        // MARK: Environment (session 3)
        case .launch, .terminate:
            return .call
        case .alreadyLaunched, .appNotRunning:
            return .diagnostic
        // presentation in depth (issue 15)
        case .beginSheetSwipe, .updateSheetSwipe, .cancelSheetSwipe, .finishSheetSwipe, .completeTransition,
             .beginInteractiveDismissal, .updateInteractiveDismissal, .cancelInteractiveDismissal, .finishInteractiveDismissal,
             .selectDetent:
            return .call
        case .selectedDetentIdentifierChange:
            return .state
        case .sheetSwipeWithoutSheet, .popoverWithoutSourceView, .completeTransitionTwice, .transitionNeverCompleted,
             .negativeTransitionDuration, .interactiveDismissalWithoutAnimator, .undeclaredDetent:
            return .diagnostic
        // presentation in depth, second part (issue 15)
        case .transitionStyleInUse:
            return .state
        case .animateChanges:
            return .call
        case .detentsUnavailable:
            return .diagnostic
        // MARK: Storyboards
        case .performSegue, .triggerSegue, .triggerUnwind:
            return .call
        case .undeclaredSegue, .unwindWithoutDestination:
            return .diagnostic
        // presentation in depth, third part (issue 15)
        case .beginInteractivePresentation, .updateInteractivePresentation, .cancelInteractivePresentation,
             .finishInteractivePresentation, .beginInteractiveTabSwitch, .updateInteractiveTabSwitch,
             .cancelInteractiveTabSwitch, .finishInteractiveTabSwitch:
            return .call
        case .interactivePresentationWithoutAnimator:
            return .diagnostic
        default:
            return .callback
        }
    }

    /// How a call is spelled; callbacks and diagnostics are always methods.
    public var syntax: CallSyntax {
        switch self {
        case .view: return .getter
        case .rootViewController, .selectedIndex, .selectedViewController,
             .presentedViewControllerChange, .presentingViewControllerChange,
             .overrideUserInterfaceStyle,
             .preferredDisplayMode: return .setter
        // presentation in depth (issue 15)
        case .selectedDetentIdentifierChange: return .setter
        // presentation in depth, second part (issue 15)
        case .transitionStyleInUse: return .setter
        default: return .method
        }
    }

    /// How the text spells the receiver of an event of this name that belongs to no object:
    /// `DispatchQueue.main` for the main-queue calls, an empty string for a log line of the app
    /// itself (`log("text")`, no receiver); nil for every other name, whose object-less events
    /// (only in hand-built traces) are written on `nil`.
    public var receiverWithoutObject: String? {
        switch self {
        case .dispatchAsync, .dispatchAsyncAfter: return "DispatchQueue.main"
        case .log: return ""
        default: return nil
        }
    }

    /// The method's base name: `willMove` for `willMove(toWindow:)`.
    public var baseName: Substring {
        // Raw values are ASCII: searched as bytes, not Characters (grapheme breaking made the
        // tables built from every name a start-up cost; Benchmarks/Profiling.md, section 20).
        guard let paren = rawValue.utf8.firstIndex(of: UInt8(ascii: "(")) else { return rawValue[...] }
        return rawValue[..<paren]
    }

    /// The argument labels, `_` for an unlabelled argument: `["toWindow"]` for `willMove(toWindow:)`.
    public var argumentLabels: [Substring] {
        if syntax == .setter { return ["_"] }
        let bytes = rawValue.utf8
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else { return [] }
        // The pieces between '(' and ')' split at ':', empty ones left out, as bytes (ASCII).
        var labels: [Substring] = []
        var start = bytes.index(after: open)
        var index = start
        let end = bytes.index(before: bytes.endIndex)
        while index < end {
            if bytes[index] == UInt8(ascii: ":") {
                if start < index { labels.append(rawValue[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < end { labels.append(rawValue[start..<end]) }
        return labels
    }

    /// The message UIKit logs for a diagnostic, naming the object it concerns.
    public func diagnosticMessage(objectName: String) -> String? {
        diagnosticMessage(objectName: objectName, argumentNames: [], callerName: nil)
    }

    /// The message UIKit logs for a diagnostic. Some messages name more than one controller: the
    /// event's arguments (`argumentNames`, as the text writes them) and the receiver of the call
    /// the diagnostic was recorded in (`callerName`, UIKit's "(from …)"), left out when unknown.
    public func diagnosticMessage(objectName: String, argumentNames: [String], callerName: String?) -> String? {
        func argument(_ index: Int) -> String { index < argumentNames.count ? argumentNames[index] : "nil" }
        let from = callerName.map { " (from \($0))" } ?? ""
        switch self {
        case .unbalancedAppearanceTransition:
            return "Unbalanced calls to begin/end appearance transitions for \(objectName)."
        case .viewHierarchyCycle:
            return "Can't add self as subview: the view added to \(objectName) contains it."
        case .childIsItself:
            // UIKit raises; no source in the evidence quotes its exact words.
            return "\(objectName) cannot be added as a child view controller of itself."
        case .childHasAnotherParent:
            // addChild(_:) docs: a child of another container is removed from it first.
            return "child view controller:\(objectName) already has a parent view controller; it is removed from it first."
        case .transitionWithoutCommonParent:
            return "Children view controllers passed to \(objectName) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        case .pushingSameInstance:
            // UIKit raises with these words; the model logs them and pushes nothing.
            return "Pushing the same view controller instance more than once is not supported (\(objectName))"
        case .popToMissingViewController:
            return "Tried to pop to a view controller that doesn't exist: \(objectName)."
        case .selectingNonChildTab:
            // UIKit raises with these words (decompiled -[UITabBarController setSelectedViewController:]);
            // the model logs them and selects nothing.
            return "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected. (\(objectName))"
        case .stackChangeDuringInteractivePop:
            // No source quotes UIKit here (it logs "Finishing up a navigation transition in an
            // unexpected state" once the transition ends); the model ignores the change.
            return "\(objectName) cannot change its stack during an interactive pop; the call is ignored."
        // The presentation messages are UIKit's current console wording, as quoted in public
        // issue threads (e.g. adaptyteam/AdaptySDK-iOS#116, michaelhenry/ImageViewer.swift#135,
        // Expensify/react-native-share-menu#101); UIKit prints object descriptions where the
        // model prints trace names.
        case .presentingWhileAlreadyPresenting:
            return "Attempt to present \(argument(0)) on \(objectName)\(from) which is already presenting \(argument(1))."
        case .presentingOutsideWindowHierarchy:
            return "Attempt to present \(argument(0)) on \(objectName)\(from) whose view is not in the window hierarchy."
        case .presentingAlreadyPresentedController:
            // UIKit raises NSInvalidArgumentException with these words; the model logs them.
            return "Application tried to present modally a view controller \(objectName) that is already being presented by \(argument(0))."
        case .presentingActiveController:
            // UIKit raises NSInvalidArgumentException with these words (e.g. sberrevoets/SDCAlertView#65).
            return "Application tried to present modally an active controller \(objectName)."
        case .dismissingWithNothingPresented:
            // UIKit logs nothing here and dismisses nothing; the model says so, as the trace would
            // otherwise show a call with no effect and no reason.
            return "Nothing to dismiss: \(objectName) presents no view controller and is not presented (UIKit does nothing and logs nothing)."
        case .dismissingDuringTransition:
            return "Attempt to dismiss from view controller \(objectName) while a presentation or dismiss is in progress!"
        case .presentingDuringTransition:
            return "Attempt to present \(argument(0)) on \(objectName)\(from) while a presentation is in progress!"
        case .presentingFromDetachedController:
            // UIKit logs this and presents anyway (SWRevealViewController #344, SwiftPages #18;
            // docs/evidence/own-flow.md section 5). It names the presenter only.
            return "Presenting view controllers on detached view controllers is discouraged \(objectName)."
        case .reactionLimitReached:
            // Lifeline's own: UIKit would loop (or recurse until it crashes); the model stops.
            return "A reaction on \(objectName) re-triggered itself \(argument(0)) times; Lifeline stopped it there."
        case .objectSharedBetweenSessions:
            // Lifeline's own: one object in two live recordings cannot be traced in both at once;
            // the model records it where it is used (Responder.swift), so the trace at hand stays whole.
            return "\(objectName) is already used in another live session; its events are recorded in the session that uses it."
        case .alreadyInForeground:
            // Lifeline's own: UIKit has nothing to do and logs nothing; the model says so.
            return "The app is already in the foreground: \(objectName)'s scene changes no state (UIKit does nothing)."
        case .alreadyInBackground:
            return "The app is already in the background: \(objectName)'s scene changes no state (UIKit does nothing)."
        // MARK: Environment (session 3)
        case .alreadyLaunched:
            // Lifeline's own: UIKit launches a process once; the model ignores the second launch.
            return "The app is already running: \(objectName) launches it once (the launch is ignored)."
        case .appNotRunning:
            return "The app was terminated: \(objectName) changes nothing until a new session launches it again."
        // presentation in depth (issue 15)
        case .sheetSwipeWithoutSheet:
            // Lifeline's own: UIKit has no call for the gesture; on a controller that is not a
            // swipeable sheet there is nothing to swipe.
            return "\(objectName) is not presented as a page or form sheet that can be swiped away (iOS 13 or later, on top, not in a transition); the swipe does nothing."
        case .popoverWithoutSourceView:
            // UIKit raises NSGenericException with words to this effect ("must provide location
            // information for this popover through the view controller's popoverPresentationController").
            return "\(objectName) is a popover with no location: its popoverPresentationController needs a sourceView (or barButtonItem) in a regular width. Nothing is presented."
        case .completeTransitionTwice:
            // UIKit's behaviour is undefined; the model ignores the second call.
            return "\(objectName) called completeTransition a second time for \(argument(0)); the call is ignored."
        case .transitionNeverCompleted:
            // Lifeline's own: UIKit logs nothing; the transition stays open and later presentations are refused.
            return "\(objectName) never called completeTransition for \(argument(0)): the transition stays open."
        case .undeclaredDetent:
            // UIKit ignores a selected identifier that is not among the detents; Lifeline says so.
            return "\(objectName) has no detent \(argument(0)); the sheet stays where it is."
        case .interactiveDismissalWithoutAnimator:
            // Lifeline's own: there is no animator to drive.
            return "\(objectName) is not presented with a transitioningDelegate (or is in a transition); the interactive dismissal does nothing."
        case .negativeTransitionDuration:
            return "\(objectName) answered a negative transitionDuration (\(argument(0))); the model uses 0."
        // MARK: Page and split view controllers
        case .pageSwipePastEnd:
            // UIKit bounces at the data source's end and calls nothing; the model says so.
            return "\(objectName) has no page \(argument(0)) the current one: the swipe bounces back (UIKit calls nothing)."
        case .pageChangeDuringTransition:
            // UIKit can crash here (openradar 24607701); the model ignores the call.
            return "\(objectName) cannot change its pages while a page transition runs; the call is ignored."
        case .pageCountMismatch:
            // UIKit raises NSInvalidArgumentException with these words; the model logs them.
            return "The number of view controllers provided (\(argument(0))) doesn't match the number required (1) for the requested transition (\(objectName))."
        case .splitColumnMissing:
            return "\(objectName) has no \(argument(0)) column; the call is ignored."
        // presentation in depth, second part (issue 15)
        case .detentsUnavailable:
            // Lifeline's own: in UIKit `sheetPresentationController` is nil there (and the API
            // unavailable before iOS 15), so there is nothing to select a detent on.
            return "\(objectName) has no sheet presentation controller (detents need iOS 15 or later and a page or form sheet); detent \(argument(0)) is not selected."
        // MARK: Storyboards
        case .undeclaredSegue:
            // UIKit raises NSInvalidArgumentException with these words; the model logs them and performs nothing.
            return "Receiver (\(objectName)) has no segue with identifier \(argument(0))"
        case .unwindWithoutDestination:
            // Lifeline's own: UIKit finds no destination and does nothing.
            return "No view controller answers canPerformUnwindSegueAction for \(argument(0)) from \(objectName); the unwind does nothing."
        // presentation in depth, third part (issue 15)
        case .interactivePresentationWithoutAnimator:
            // Lifeline's own: there is no animator to drive, or nothing can be presented now.
            return "\(objectName) cannot present \(argument(0)) interactively: it has no transitioningDelegate, is not custom, or a presentation is under way; nothing happens."
        default:
            return nil
        }
    }
}
