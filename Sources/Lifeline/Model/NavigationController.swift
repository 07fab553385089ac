/// The delegate of a `NavigationController`, as `UINavigationControllerDelegate`. The model records
/// each call as a callback of the delegate when it is a traced object, otherwise of the
/// navigation controller.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController,
                                     willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     didShow viewController: ViewController, animated: Bool) {}
}

/// A stack container, as `UINavigationController`. The stack (`viewControllers`) changes at once;
/// the controllers on it are its children, and its view holds only the top controller's view.
/// While the navigation controller is on screen, a stack change that shows another top controller
/// is a transition that starts on the next run-loop turn (S4-11, S4-13, S4-15), animated or not.
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
open class NavigationController: ViewController {
    /// How long an animated push or pop takes, in the model's virtual time.
    public static let transitionDuration: Double = 0.35

    public private(set) var viewControllers: [ViewController] = []
    public weak var delegate: NavigationControllerDelegate?

    /// The child whose view is in this controller's view.
    private var shownController: ViewController?
    /// Added since the last transition ended: they get `didMove(toParent:)` when it ends.
    private var pendingAdded: [ViewController] = []
    /// Removed since the last transition ended: they leave (`didMove(toParent: nil)`) when it ends.
    private var pendingRemoved: [ViewController] = []
    private var transitionIsScheduled = false
    private var transitionIsRunning = false
    private var pendingAnimated = false

    public override init(name: String? = nil) {
        super.init(name: name)
    }

    public convenience init(rootViewController: ViewController, name: String? = nil) {
        self.init(name: name)
        replaceStack(with: [rootViewController], animated: false)
    }

    public var topViewController: ViewController? { viewControllers.last }

    // MARK: Stack operations

    /// Pushes `viewController` on the stack. An instance already on the stack is refused with
    /// UIKit's message and nothing changes.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        emit(.pushViewController, EventArguments(.object(viewController.traceID), .bool(animated))) {
            guard !viewControllers.contains(where: { $0 === viewController }) else {
                return viewController.diagnose(.pushingSameInstance)
            }
            replaceStack(with: viewControllers + [viewController], animated: animated)
        }
    }

    /// Pops the top controller; nil (and nothing changes) when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        var popped: ViewController?
        emit(.popViewController, .animated(animated)) {
            guard viewControllers.count > 1 else { return }
            popped = viewControllers.last
            replaceStack(with: Array(viewControllers.dropLast()), animated: animated)
        }
        return popped
    }

    /// Pops everything above the root; nil when the root is already on top.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        emit(.popToRootViewController, .animated(animated)) {
            guard viewControllers.count > 1 else { return }
            popped = Array(viewControllers.dropFirst())
            replaceStack(with: [viewControllers[0]], animated: animated)
        }
        return popped
    }

    /// Pops everything above `viewController`; a controller not on the stack is refused with a
    /// diagnostic (UIKit raises) and nothing changes.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        emit(.popToViewController, EventArguments(.object(viewController.traceID), .bool(animated))) {
            guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
                return viewController.diagnose(.popToMissingViewController)
            }
            popped = Array(viewControllers[(index + 1)...])
            replaceStack(with: Array(viewControllers[...index]), animated: animated)
        }
        return popped
    }

    /// Replaces the whole stack; a transition runs when the top controller changes. A controller
    /// listed twice is kept once, at its first place.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        emit(.setViewControllers, EventArguments(controllers.last.map { .object($0.traceID) } ?? .none, .bool(animated))) {
            var unique: [ViewController] = []
            for controller in controllers where !unique.contains(where: { $0 === controller }) {
                unique.append(controller)
            }
            replaceStack(with: unique, animated: animated)
        }
    }

    // MARK: Stack changes

    /// Changes the stack at once, with `willMove(toParent:)` for the controllers that join it
    /// (S4-19, S4-20: before anything else of theirs) and `willMove(toParent: nil)` for those that
    /// leave it (S4-19, S4-20: before their viewWillDisappear). The rest waits for the transition
    /// when this controller is on screen, and happens at once when it is not.
    private func replaceStack(with newStack: [ViewController], animated: Bool) {
        let old = viewControllers
        let added = newStack.filter { controller in !old.contains { $0 === controller } }
        let removed = old.filter { controller in !newStack.contains { $0 === controller } }
        for controller in removed { controller.deliverContainmentCallback(.willMoveToParent, to: nil) }
        for controller in added {
            if let index = pendingRemoved.firstIndex(where: { $0 === controller }) {
                // Back on the stack before it left: it stays a child, no longer moving out.
                pendingRemoved.remove(at: index)
                controller.isMovingFromParent = false
            } else {
                attach(controller)
            }
        }
        viewControllers = newStack
        pendingAdded.removeAll { controller in removed.contains { $0 === controller } }
        for controller in added where controller.parent === self && !pendingAdded.contains(where: { $0 === controller }) {
            pendingAdded.append(controller)
        }
        pendingRemoved += removed.filter { controller in !pendingRemoved.contains { $0 === controller } }
        if isOnScreen || transitionIsRunning {
            pendingAnimated = animated
            scheduleTransition()
        } else {
            settleWithoutTransition()
        }
    }

    private var isOnScreen: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window?.isVisible == true
    }

    /// Off screen there is nothing to show: the moves complete at once, and the new top's view
    /// goes in place when this controller next appears.
    private func settleWithoutTransition() {
        if let shown = shownController, shown !== topViewController {
            shown.viewIfLoaded?.detachFromSuperview()
            shownController = nil
        }
        finishMoves()
    }

    private func finishMoves() {
        let added = pendingAdded
        let removed = pendingRemoved
        pendingAdded.removeAll()
        pendingRemoved.removeAll()
        for controller in added where controller.parent === self {
            controller.deliverContainmentCallback(.didMoveToParent, to: self)
        }
        // S4-19, S4-20: a popped controller's didMove(toParent: nil) comes after its viewDidDisappear.
        for controller in removed where controller.parent === self { detach(controller) }
    }

    /// The transition runs in a block on the next turn, never within the call: S4-11 (animated
    /// push), S4-13 (non-animated set), S4-15 (non-animated pop) see no appearance callback before
    /// one main-queue turn. Changes made meanwhile join the same transition.
    private func scheduleTransition() {
        guard !transitionIsScheduled, !transitionIsRunning else { return }
        transitionIsScheduled = true
        session.runLoop.dispatch(cause: recorder.currentCause) { [weak self] in
            guard let self else { return }
            self.transitionIsScheduled = false
            self.runTransition()
        }
    }

    /// Push and pop alike (S4-01, S4-04, S4-05, S4-11): the incoming view loads first (S4-01), the
    /// outgoing viewWillDisappear, the incoming viewWillAppear, the delegate's willShow (S4-08);
    /// at the end the outgoing viewDidDisappear BEFORE the incoming viewDidAppear (S4-01, S4-02,
    /// S4-04, S4-05), the containment moves (S4-19, S4-20), then didShow (S4-08). Non-animated ends
    /// within the turn (S4-13, S4-15); animated after `transitionDuration` of virtual time.
    private func runTransition() {
        let from = shownController
        let to = topViewController
        let animated = pendingAnimated
        guard from !== to else { return finishMoves() }
        guard isOnScreen, let container = viewIfLoaded else { return settleWithoutTransition() }
        let toView = to?.loadViewIfRequired()
        from?.beginAppearanceIfNeeded(false, animated: animated, driver: .navigationTransition)
        to?.beginAppearanceIfNeeded(true, animated: animated, driver: .navigationTransition)
        if let to { notifyDelegate(.navigationControllerWillShow, to, animated: animated) }
        // The incoming view joins after its viewWillAppear, so the window move does not drive it.
        if let toView { container.insertSubview(toView) }
        shownController = to
        transitionIsRunning = true
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            if let fromView = from?.viewIfLoaded, fromView.superview === container, from !== self.shownController {
                fromView.detachFromSuperview()
            }
            from?.endAppearance(ifDrivenBy: .navigationTransition)
            to?.endAppearance(ifDrivenBy: .navigationTransition)
            self.transitionIsRunning = false
            self.finishMoves()
            if let to { self.notifyDelegate(.navigationControllerDidShow, to, animated: animated) }
            // A change made during an animation gets a transition of its own.
            if self.topViewController !== self.shownController { self.scheduleTransition() }
        }
        if animated {
            session.runLoop.schedule(after: Self.transitionDuration, cause: recorder.currentCause, finish)
        } else {
            finish()
        }
    }

    // MARK: Appearance of the navigation controller itself

    /// Appearing, this controller shows its top controller: the top's view goes in before the
    /// begin is forwarded, so the top appears with it (S1-06; S4-21 for its isMovingToParent).
    override func containerWillForwardAppearance(animated: Bool) {
        guard let top = topViewController, let container = viewIfLoaded else { return }
        if let shown = shownController, shown !== top { shown.viewIfLoaded?.detachFromSuperview() }
        let topView = top.loadViewIfRequired()
        if topView.superview !== container { container.insertSubview(topView) }
        shownController = top
    }

    /// S4-07: willShow after the top controller's viewWillAppear, on first display too.
    override func containerDidForwardAppearanceBegin(animated: Bool) {
        guard let top = topViewController, top === shownController else { return }
        notifyDelegate(.navigationControllerWillShow, top, animated: animated)
    }

    /// S4-07, S4-08: didShow after the top controller's viewDidAppear.
    override func containerDidForwardAppearanceEnd() {
        guard let top = topViewController, top === shownController, !transitionIsRunning else { return }
        notifyDelegate(.navigationControllerDidShow, top, animated: false)
    }

    private func notifyDelegate(_ name: EventName, _ controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        let receiver = (delegate as? Responder)?.traceID ?? traceID
        let event = recorder.open(name, object: receiver, arguments: EventArguments(.object(traceID), .object(controller.traceID)))
        if name == .navigationControllerWillShow {
            delegate.navigationController(self, willShow: controller, animated: animated)
        } else {
            delegate.navigationController(self, didShow: controller, animated: animated)
        }
        recorder.close(event)
    }
}
