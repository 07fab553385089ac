/// A window, as `UIWindow`: the root of a view hierarchy that shows its root view controller's
/// view once it is made key and visible.
@MainActor
open class Window: View {
    /// Whether `makeKeyAndVisible()` made this the key window.
    public private(set) var isKeyWindow = false
    /// Windows start hidden, as in UIKit; `makeKeyAndVisible()` shows them.
    public private(set) var isHidden = true
    private var storedRootViewController: ViewController?
    /// The appearance the system gives the window's scene: light until the user switches it
    /// (`setUserInterfaceStyle(_:)`, TraitPropagation.swift).
    var sceneUserInterfaceStyle = UserInterfaceStyle.light
    /// The appearance the user switched to while the app was in the background, which UIKit
    /// delivers only as the app returns (AppLifecycle.swift); nil when there is none.
    var userInterfaceStyleHeldInBackground: UserInterfaceStyle?
    /// How many trait changes this window has made, so that a change stops delivering once app
    /// code inside one of its callbacks made another (TraitPropagation.swift).
    var traitChangeCount = 0
    /// While a trait change delivers its callbacks: the traits each object of the window last
    /// heard of, which a change made from inside one of those callbacks compares against.
    var traitsHeard: [ObjectIdentifier: TraitCollection]?
    /// The window's size when the user made it smaller than the screen (an iPad in Split View or
    /// Stage Manager, `resize(to:)`); nil while it fills the screen (SizeTransition.swift).
    var resizedSize: ScreenSize? {
        // The geometry a running layout pass assumed changes (LayoutPass.swift).
        willSet { View.layoutWorkChangedDuringPass() }
    }
    /// The controllers' geometry after this window's last layout pass, when every controller in it
    /// heard that one: a pass with the same geometry visits only marked branches (LayoutPass.swift).
    var geometryOfLastPass: RootViewGeometry?
    /// The orientation the interface had before a presented controller forced another one
    /// (SupportedOrientations.swift); the dismissal turns back to it. Nil when none is forced.
    var orientationBeforeForcedPresentation: InterfaceOrientation?

    public override init(name: String? = nil) {
        super.init(name: name, defaultName: "window", role: .window)
    }

    var isVisible: Bool { !isHidden }

    /// A window is its own window.
    public override var window: Window? { self }

    /// The controller whose view fills the window. Setting it on a hidden window only stores it:
    /// the view loads when the window becomes visible (the view-loading article: UIKit adds the
    /// root view from `makeKeyAndVisible()`). On a visible window the old root's view leaves and
    /// the new one's arrives at once.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            emit(.rootViewController, .object(newValue?.traceID)) { replaceRootViewController(with: newValue) }
        }
    }

    /// Makes the window the key window and shows it, loading and showing its root view controller.
    public func makeKeyAndVisible() {
        emit(.makeKeyAndVisible) {
            if let previous = session.keyWindow, previous !== self { previous.isKeyWindow = false }
            session.keyWindow = self
            isKeyWindow = true
            guard isHidden else { return }
            isHidden = false
            addRootViewControllerViewIfPossible()
            requestLayoutPass()
        }
    }

    func requestLayoutPass() {
        guard isVisible else { return }
        session.runLoop.requestLayout(of: self, cause: recorder.currentCause)
    }

    /// Lays the window out at once, as a non-animated transition does before its did-callbacks;
    /// the pass this turn would have ended with is no longer needed, unless something asks again.
    func layOutNow() {
        session.runLoop.withdrawLayoutRequest(of: self)
        performLayoutPass()
    }

    /// The layout pass at the end of a turn: constraints bottom-up, then layout top-down.
    func performLayoutPass() {
        LayoutPass.run(in: self)
    }

    /// The first display of the root view controller (S1): the view loads (loadView, viewDidLoad),
    /// viewWillAppear, the view joins the window (superview then window callbacks, S8-01, S8-08,
    /// S1-10), traits and geometry (S1-03, S1-13); viewIsAppearing and layout follow in this turn's
    /// layout pass, and viewDidAppear comes after layout (S1-01, S1-02, S1-06, S1-11), in the next
    /// turn. The window's own display is never animated.
    private func addRootViewControllerViewIfPossible() {
        guard let root = storedRootViewController else { return }
        let rootView = root.loadViewIfRequired()
        guard rootView.superview !== self else { return }
        root.beginAppearanceAsWindowRoot()
        insertSubview(rootView)
        // A root that cannot be in the device's orientation turns the interface now (S11-01).
        forceSupportedOrientationIfNeeded()
        session.runLoop.dispatch(cause: recorder.currentCause) { [root] in root.endAppearanceAsWindowRoot() }
    }

    /// Swapping the root of a visible window. No conformance entry covers it; the order follows a
    /// non-animated push, the nearest observed transition: outgoing viewWillDisappear, incoming
    /// viewWillAppear, outgoing viewDidDisappear, incoming viewDidAppear (S4-05, S4-01).
    private func replaceRootViewController(with newRoot: ViewController?) {
        let oldRoot = storedRootViewController
        guard oldRoot !== newRoot else { return }
        storedRootViewController = newRoot
        ViewController.noteWindowRootChange(from: oldRoot, to: newRoot)
        guard isVisible else { return }
        let newView = newRoot?.loadViewIfRequired()
        let oldView = oldRoot?.viewIfLoaded.flatMap { $0.superview === self ? $0 : nil }
        if oldView != nil { oldRoot?.beginAppearance(false, animated: false, driver: .window) }
        newRoot?.beginAppearanceAsWindowRoot()
        oldView?.detachFromSuperview()
        if let newView { insertSubview(newView) }
        if oldView != nil { oldRoot?.endAppearance() }
        if let newRoot {
            session.runLoop.dispatch(cause: recorder.currentCause) { [newRoot] in newRoot.endAppearanceAsWindowRoot() }
        }
    }
}
