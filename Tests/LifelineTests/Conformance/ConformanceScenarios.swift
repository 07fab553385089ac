import Lifeline

/// What a scenario function gets: the session it runs in, and marks for the part of the run the
/// source observed and for checkpoints.
@MainActor
final class ConformanceScenarioContext {
    let session: Session
    private(set) var observationStart = 0
    private(set) var observationEnd: Int?
    private(set) var checkpoints: [ConformanceRun.Checkpoint] = []
    /// Objects the app keeps alive, as UIKit apps keep their window (the model holds windows weakly).
    private var kept: [AnyObject] = []

    init(session: Session) { self.session = session }

    /// Keeps `object` alive until the scenario ends, as an app's `window` property does.
    func keep(_ object: AnyObject) { kept.append(object) }

    private var position: Int { session.recorder.eventCount }

    /// The source's log starts here: what came before is setup it did not print.
    func beginObservation() { observationStart = position }
    /// The source stops looking here (an assertion made before the run loop turns again).
    func endObservation() { observationEnd = position }
    /// An `@` checkpoint of a staged entry.
    func checkpoint(_ label: String) { checkpoints.append(.init(label: label, position: position)) }

    func runUntilIdle() { session.runLoop.runUntilIdle() }
    func runOnce() { session.runLoop.runOnce() }

    var run: ConformanceRun {
        ConformanceRun(trace: session.trace, observed: observationStart..<(observationEnd ?? position), checkpoints: checkpoints)
    }
}

// MARK: Controllers and views the setups describe

/// A controller whose `loadView` builds its root view with a child view (S1-11: RootView
/// containing ChildView).
final class RootViewWithChildController: ViewController {
    override func loadView() {
        let root = View()
        root.addSubview(View(name: "childView"))
        view = root
    }
}

/// A controller that adds a subview in `viewDidLoad` (S8-08).
final class SubviewInViewDidLoadController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(View(name: "subview"))
    }
}

/// S6-01: a parent that adds a child controller's view in `viewDidLoad` without `addChild`.
final class PlainChildViewParent: ViewController {
    let child = ViewController(name: "child")
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(child.view)
    }
}

/// S6-03: `addChild(child); view.addSubview(child.view)` in `viewDidLoad`, without `didMove`.
final class ContainedChildParent: ViewController {
    let child = ViewController(name: "child")
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
    }
}

/// S6-10: three children added in `viewDidLoad`; the third one's view is shown.
final class ThreeChildrenParent: ViewController {
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    let third = ViewController(name: "third")
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        addChild(second)
        addChild(third)
        view.addSubview(third.view)
        third.didMove(toParent: self)
    }
}

/// One function per entry the model covers: each reproduces the entry's `setup` as closely as
/// the model allows, then runs the main run loop until idle. The main controller is `vc`; a
/// window is `window`; S8's view under test is `myView`.
@MainActor
enum ConformanceScenarios {
    typealias Body = @MainActor (ConformanceScenarioContext) -> Void

    static let byID: [String: Body] = [
        "S1-01": s1_01, "S1-02": s1_02, "S1-03": s1_03, "S1-11": s1_11, "S1-12": s1_12,
        "S1-13": s1_13, "S1-15": s1_15, "S1-16": s1_16,
        "S2-01": s2_01, "S2-02": s2_02, "S2-03": s2_03,
        "S3-01": s3_01, "S3-02": s3_02, "S3-03": s3_03, "S3-04": s3_04,
        "S8-01": s8_01, "S8-02": s8_02, "S8-04": s8_04, "S8-06": s8_06, "S8-07": s8_07,
        "S8-08": s8_08, "S8-10": s8_10,
        "S10-01": s10_01, "S10-02": s10_02,
        "S6-01": s6_01, "S6-03": s6_03, "S6-06": s6_06, "S6-08": s6_08, "S6-10": s6_10, "S6-11": s6_11,
        "S6-12": s6_12,
        "S1-06": s1_06,
        "S4-01": s4_01, "S4-02": s4_02, "S4-04": s4_04, "S4-05": s4_05, "S4-07": s4_07, "S4-08": s4_08,
        "S4-09": s4_09, "S4-11": s4_11, "S4-13": s4_13, "S4-15": s4_15, "S4-19": s4_19, "S4-20": s4_20,
        "S4-21": s4_21,
        "S7-01": s7_01,
        "S9-01": s9_01,
        "S4-16": s4_16, "S4-17": s4_17, "S4-18": s4_18,
        "S5-01": s5_01, "S5-03": s5_03, "S5-04": s5_04, "S5-06": s5_06, "S5-06T": s5_06T, "S5-07": s5_07, "S5-08": s5_08,
        "S5-09": s5_09, "S5-11": s5_11, "S5-12": s5_12, "S5-14": s5_14, "S5-15": s5_15, "S5-16": s5_16,
    ].merging(ownFlow) { first, _ in first }.merging(traits) { first, _ in first }
        .merging(appLifecycle) { first, _ in first }
        .merging(rotation) { first, _ in first }
        .merging(environment) { first, _ in first }
        .merging(presentationInDepth) { first, _ in first }
        .merging(containers) { first, _ in first }
        .merging(archives) { first, _ in first }
        .merging(storyboards) { first, _ in first }

    /// The entries observed on an iPad; every other entry runs on the default iPhone.
    static let devices: [String: Device] = ["S5-06T": .iPad]

    /// Runs the scenario of `id` in a fresh session at `ios`; nil when the model does not cover it.
    static func run(_ id: String, ios: IOSVersion) -> ConformanceRun? {
        guard let body = byID[id] else { return nil }
        let session = Session(iosVersion: ios, device: devices[id] ?? .default, scenario: id)
        let context = ConformanceScenarioContext(session: session)
        session.run { _ in body(context) }
        return context.run
    }

    // MARK: Shared setups

    /// What UIKit does at launch for the storyboard's initial controller (or app code does for a
    /// code-built one): `window.rootViewController = vc; window.makeKeyAndVisible()`.
    private static func showAsWindowRoot(_ controller: ViewController, _ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        context.runUntilIdle()
    }

    private static func firstDisplay(_ context: ConformanceScenarioContext) {
        showAsWindowRoot(ViewController(name: "vc"), context)
    }

    /// A visible window whose root controller's view (`vc.view`) is the container of S8.
    private static func visibleContainer(_ context: ConformanceScenarioContext) -> View {
        let controller = ViewController(name: "vc")
        showAsWindowRoot(controller, context)
        return controller.view
    }

    // MARK: S1 first display in a window

    /// Storyboard launch of the initial controller (logged init(coder:) and loadViewIfNeeded are left out).
    static func s1_01(_ context: ConformanceScenarioContext) { firstDisplay(context) }
    /// Storyboard launch of the initial controller; one layout pass in this log.
    static func s1_02(_ context: ConformanceScenarioContext) { firstDisplay(context) }
    /// Root controller of a window at launch (iOS 9).
    static func s1_03(_ context: ConformanceScenarioContext) { firstDisplay(context) }

    /// A controller whose loadView builds RootView containing ChildView, shown as window root.
    static func s1_11(_ context: ConformanceScenarioContext) {
        showAsWindowRoot(RootViewWithChildController(name: "vc"), context)
    }

    /// Root controller's first display (iOS 11+, safe area).
    static func s1_12(_ context: ConformanceScenarioContext) { firstDisplay(context) }
    /// Apple's article: the steps when a controller's view appears (iOS 17 era).
    static func s1_13(_ context: ConformanceScenarioContext) { firstDisplay(context) }
    /// Apple's docs: viewSafeAreaInsetsDidChange is called before the view appears onscreen.
    static func s1_15(_ context: ConformanceScenarioContext) { firstDisplay(context) }
    /// Third-party summaries of a controller's first display.
    static func s1_16(_ context: ConformanceScenarioContext) { firstDisplay(context) }

    // MARK: S2 view access without a window

    /// `_ = vc.view`, no window.
    static func s2_01(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        _ = controller.view
        context.runUntilIdle()
    }

    /// XCTest: `sut.loadViewIfNeeded()` (the entry's other variant is S2-01's `_ = vc.view`).
    static func s2_02(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        controller.loadViewIfNeeded()
        context.runUntilIdle()
    }

    /// `scene.loadViewIfNeeded(); pumpMainRunLoop()`, no window and no container.
    static func s2_03(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        controller.loadViewIfNeeded()
        context.runOnce()
        context.runUntilIdle()
    }

    // MARK: S3 begin/endAppearanceTransition

    /// `loadViewIfNeeded(); pump; beginAppearanceTransition(true, animated: false); endAppearanceTransition()`, no window.
    static func s3_01(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        controller.loadViewIfNeeded()
        context.runOnce()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        context.runUntilIdle()
    }

    /// `begin(true); window.rootViewController = vc; window.makeKeyAndVisible(); end()`. The
    /// source's unit test asserts right after `end()`, before the run loop turns, so observation
    /// stops there; the run loop then runs until idle as usual.
    static func s3_02(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        let window = Window(name: "window")
        context.keep(window)
        controller.beginAppearanceTransition(true, animated: false)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.endAppearanceTransition()
        context.endObservation()
        context.runUntilIdle()
    }

    /// Apple's docs: `begin(true)` → viewWillAppear, `end()` → viewDidAppear.
    static func s3_03(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        context.runUntilIdle()
    }

    /// `begin(false); end()`. The article pairs it with a preceding `begin(true); end()`, so the
    /// controller has appeared before it disappears.
    static func s3_04(_ context: ConformanceScenarioContext) {
        let controller = ViewController(name: "vc")
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        context.runUntilIdle()
        context.beginObservation()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        context.runUntilIdle()
    }

    // MARK: S8 view window and superview moves

    /// `container.addSubview(myView)`, the container in a visible window; myView has its own subview.
    static func s8_01(_ context: ConformanceScenarioContext) {
        let container = visibleContainer(context)
        let myView = View(name: "myView")
        myView.addSubview(View(name: "myView.subview"))
        context.beginObservation()
        container.addSubview(myView)
        context.runUntilIdle()
    }

    /// S8-01's setup, then `myView.removeFromSuperview()`; the log shows the removal only.
    static func s8_02(_ context: ConformanceScenarioContext) {
        let container = visibleContainer(context)
        let myView = View(name: "myView")
        myView.addSubview(View(name: "myView.subview"))
        container.addSubview(myView)
        context.runUntilIdle()
        context.beginObservation()
        myView.removeFromSuperview()
        context.runUntilIdle()
    }

    /// A custom view added to a view in a visible window, laid out, then removed.
    private static func addLayOutRemove(_ context: ConformanceScenarioContext) {
        let container = visibleContainer(context)
        let myView = View(name: "myView")
        container.addSubview(myView)
        context.runUntilIdle()
        myView.removeFromSuperview()
        context.runUntilIdle()
    }

    /// Custom view added then removed (2019 log).
    static func s8_04(_ context: ConformanceScenarioContext) { addLayOutRemove(context) }
    /// UIView add/remove notes (no didMoveToWindow override, so it is not in the projection).
    static func s8_06(_ context: ConformanceScenarioContext) { addLayOutRemove(context) }
    /// Numbered UIView lifecycle list (LifeView demo): init, add, layout, remove.
    static func s8_07(_ context: ConformanceScenarioContext) { addLayOutRemove(context) }

    /// A controller that adds a subview in viewDidLoad, shown as a window root.
    static func s8_08(_ context: ConformanceScenarioContext) {
        showAsWindowRoot(SubviewInViewDidLoadController(name: "vc"), context)
    }

    /// Apple's docs for willMove(toWindow:)/didMoveToWindow(): a view joins a window.
    static func s8_10(_ context: ConformanceScenarioContext) {
        let container = visibleContainer(context)
        let myView = View(name: "myView")
        container.addSubview(myView)
        context.runUntilIdle()
    }

    // MARK: S6 child containment

    /// A window root controller named `parent` that the scenario keeps, shown and idle.
    private static func visibleParent<Parent: ViewController>(_ parent: Parent, _ context: ConformanceScenarioContext) -> Parent {
        showAsWindowRoot(parent, context)
        return parent
    }

    /// The full add sequence into a visible parent: addChild, addSubview(child.view), didMove.
    private static func embedInVisibleParent(_ context: ConformanceScenarioContext) {
        let parent = visibleParent(ViewController(name: "parent"), context)
        let child = ViewController(name: "child")
        context.beginObservation()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        context.runUntilIdle()
    }

    /// Parent.viewDidLoad adds child.view without addChild; the parent is shown as window root (iOS 9).
    static func s6_01(_ context: ConformanceScenarioContext) {
        showAsWindowRoot(PlainChildViewParent(name: "parent"), context)
    }

    /// Parent.viewDidLoad: addChild(child); view.addSubview(child.view); no didMove.
    static func s6_03(_ context: ConformanceScenarioContext) {
        showAsWindowRoot(ContainedChildParent(name: "parent"), context)
    }

    /// The parent swaps c1 for c2: addChild(c2), c1.willMove(nil), an animated transition whose
    /// completion calls c2.didMove(parent) and c1.removeFromParent().
    static func s6_06(_ context: ConformanceScenarioContext) {
        // A parent showing child c1, embedded with the full add sequence in viewDidLoad.
        let parent = visibleParent(EmbeddingParent(name: "parent", child: ViewController(name: "c1")), context)
        let c1 = parent.child
        let c2 = ViewController(name: "c2")
        context.beginObservation()
        parent.addChild(c2)
        c1.willMove(toParent: nil)
        parent.transition(from: c1, to: c2, duration: 0.3, animations: nil) { _ in
            c2.didMove(toParent: parent)
            c1.removeFromParent()
        }
        context.runUntilIdle()
    }

    /// A child added with the full sequence to a visible parent (the report's applicationDidBecomeActive).
    static func s6_08(_ context: ConformanceScenarioContext) { embedInVisibleParent(context) }

    /// Three children, the third shown, then an animated transition from the third to the second.
    static func s6_10(_ context: ConformanceScenarioContext) {
        let parent = visibleParent(ThreeChildrenParent(name: "parent"), context)
        parent.transition(from: parent.third, to: parent.second, duration: 0.3, animations: nil, completion: nil)
        context.runUntilIdle()
    }

    /// Apple's contract: addChild calls willMove(toParent:), the container calls didMove(toParent:).
    static func s6_11(_ context: ConformanceScenarioContext) { embedInVisibleParent(context) }

    /// A child controller's view added to a visible parent's view, then removed from it.
    static func s6_12(_ context: ConformanceScenarioContext) {
        let parent = visibleParent(ViewController(name: "parent"), context)
        let child = ViewController(name: "child")
        parent.view.addSubview(child.view)
        context.runUntilIdle()
        child.view.removeFromSuperview()
        context.runUntilIdle()
    }

    // MARK: S4 navigation controller

    /// A key window whose root is `nav`, a navigation controller with root `a`, shown and idle.
    /// With `delegate`, a traced delegate named `delegate` is set first (S4-07, S4-08).
    @discardableResult
    private static func visibleNav(_ context: ConformanceScenarioContext, root: ViewController? = nil,
                                   delegate: Bool = false) -> NavigationController {
        let nav = root.map { NavigationController(rootViewController: $0, name: "nav") }
            ?? NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
        if delegate {
            let navDelegate = RecordingNavigationDelegate(name: "delegate")
            context.keep(navDelegate)
            nav.delegate = navDelegate
        }
        showAsWindowRoot(nav, context)
        return nav
    }

    /// `visibleNav`, then `b` pushed and idle: the stack is [a, b].
    static func visibleNavShowingB(_ context: ConformanceScenarioContext, animated: Bool) -> NavigationController {
        let nav = visibleNav(context)
        nav.pushViewController(ViewController(name: "b"), animated: animated)
        context.runUntilIdle()
        return nav
    }

    /// A visible nav with root `a` pushes `b` animated; the log starts at the push.
    private static func pushAnimated(_ context: ConformanceScenarioContext) {
        let nav = visibleNav(context)
        context.beginObservation()
        nav.pushViewController(ViewController(name: "b"), animated: true)
        context.runUntilIdle()
    }

    /// A visible nav showing [a, b] pops `b` animated; the log starts at the pop.
    private static func popAnimated(_ context: ConformanceScenarioContext) {
        let nav = visibleNavShowingB(context, animated: true)
        context.beginObservation()
        nav.popViewController(animated: true)
        context.runUntilIdle()
    }

    /// `UINavigationController(rootViewController: vc)` as window root; vc logs.
    static func s1_06(_ context: ConformanceScenarioContext) {
        visibleNav(context, root: ViewController(name: "vc"))
    }

    /// Root A pushes B animated (storyboard; the logged init(coder:) and loadViewIfNeeded are left out).
    static func s4_01(_ context: ConformanceScenarioContext) { pushAnimated(context) }
    /// The same app: B pops back to A, animated (B's dealloc is left out).
    static func s4_02(_ context: ConformanceScenarioContext) { popAnimated(context) }
    /// Pop Second → First (animated, as a back button does).
    static func s4_04(_ context: ConformanceScenarioContext) { popAnimated(context) }
    /// Push A → B (animated).
    static func s4_05(_ context: ConformanceScenarioContext) { pushAnimated(context) }

    /// App launch with root A, the nav's delegate logging willShow/didShow.
    static func s4_07(_ context: ConformanceScenarioContext) {
        visibleNav(context, delegate: true)
    }

    /// The delegate-logging nav pushes B animated, then pops back; the stored log is cut off after
    /// the pop's willShow(A), so observation ends after the turn that starts the pop transition.
    static func s4_08(_ context: ConformanceScenarioContext) {
        let nav = visibleNav(context, delegate: true)
        context.beginObservation()
        nav.pushViewController(ViewController(name: "b"), animated: true)
        context.runUntilIdle()
        nav.popViewController(animated: true)
        context.runOnce()
        context.endObservation()
        context.runUntilIdle()
    }

    /// A pushes another controller and comes back (animated both ways); only A logs.
    static func s4_09(_ context: ConformanceScenarioContext) {
        let nav = visibleNav(context)
        context.beginObservation()
        nav.pushViewController(ViewController(name: "b"), animated: true)
        context.runUntilIdle()
        nav.popViewController(animated: true)
        context.runUntilIdle()
    }

    // The Lasso entries (S4-11, S4-13, S4-15) list, after each `@` label, what the test's
    // recorder had seen by that checkpoint and not before (S4-11's notes: "Sync after push + view
    // access: B=[vDL]"). A label therefore heads the stage that ENDS at its checkpoint, so the
    // scenario marks each label where that stage begins: the first at the call, each next one at
    // the checkpoint before it; observation ends at the last checkpoint.

    /// Lasso: nav with root A in a window; `push(B, animated: true)` then `_ = B.view`; stages end at
    /// sync, after one main-queue turn, and after the transition coordinator's completion.
    static func s4_11(_ context: ConformanceScenarioContext) {
        let nav = visibleNav(context)
        let b = ViewController(name: "b")
        context.beginObservation()
        context.checkpoint("@sync")
        nav.pushViewController(b, animated: true)
        _ = b.view
        context.checkpoint("@afterOneMainQueueTurn")  // the @sync stage ends here
        context.runOnce()
        context.checkpoint("@afterTransitionCoordinatorCompletion")  // the one-turn stage ends here
        context.session.runLoop.advance(by: NavigationController.transitionDuration)
        context.endObservation()  // the completion stage ends here
        context.runUntilIdle()
    }

    /// Lasso: an empty nav in a window; `setViewControllers([vc], animated: false)`; one turn.
    static func s4_13(_ context: ConformanceScenarioContext) {
        let nav = NavigationController(name: "nav")
        showAsWindowRoot(nav, context)
        let controller = ViewController(name: "vc")
        context.beginObservation()
        context.checkpoint("@afterOneMainQueueTurn")
        nav.setViewControllers([controller], animated: false)
        context.runOnce()
        context.endObservation()
        context.runUntilIdle()
    }

    /// Lasso: a visible nav [A, B]; `popViewController(animated: false)`; one turn.
    static func s4_15(_ context: ConformanceScenarioContext) {
        let nav = visibleNavShowingB(context, animated: false)
        context.beginObservation()
        context.checkpoint("@afterOneMainQueueTurn")
        nav.popViewController(animated: false)
        context.runOnce()
        context.endObservation()
        context.runUntilIdle()
    }

    /// Cheat sheet: A pushes B by a storyboard segue (animated); init/awakeFromNib/prepareForSegue
    /// are left out.
    static func s4_19(_ context: ConformanceScenarioContext) { pushAnimated(context) }
    /// Neuburg: a controller pushed onto a navigation controller (B here, animated).
    static func s4_20(_ context: ConformanceScenarioContext) { pushAnimated(context) }

    /// The root of a nav shown as window root; the source printed isMovingToParent in its
    /// viewWillAppear (the flag itself is checked by NavigationFlagTests).
    static func s4_21(_ context: ConformanceScenarioContext) {
        visibleNav(context, root: ViewController(name: "vc"))
    }

    // MARK: S10 viewIsAppearing

    /// Apple's docs for viewIsAppearing(_:): a controller's first display as window root.
    static func s10_01(_ context: ConformanceScenarioContext) { firstDisplay(context) }
    /// Third-party lifecycle lists with viewIsAppearing: first display as window root.
    static func s10_02(_ context: ConformanceScenarioContext) { firstDisplay(context) }
}
