/// The delegate of a `NavigationController`, as `UINavigationControllerDelegate`. The model records
/// each call as a callback of the delegate when it is a traced object, otherwise of the
/// navigation controller.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when the navigation controller is about to show `viewController` on top: as the
    /// navigation controller itself appears, and as a push, pop or `setViewControllers` on screen
    /// begins (an interactive pop: as the swipe begins).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// Called when `viewController` is shown: after its `viewDidAppear(_:)` (an interactive pop:
    /// only if the swipe finishes).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
    /// `navigationController(_:animationControllerFor:from:to:)`: the animator of an animated push
    /// or pop from `from` to `to`, nil for UIKit's own animation. Asked after `willShow`.
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationOperation,
                              from fromViewController: ViewController, to toViewController: ViewController) -> TransitionAnimator?
    /// `navigationController(_:interactionControllerFor:)`, asked only for an interactive pop
    /// (`beginInteractivePop()`) run by a custom animator: true when the delegate gives an
    /// interaction controller (the swipe then drives the animator's transition), false for nil,
    /// with which UIKit runs the custom pop without the finger: it completes after the animator's
    /// duration and the swipe's later steps change nothing.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: TransitionAnimator) -> Bool
}

/// `UINavigationController.Operation`: what a navigation transition does.
public enum NavigationOperation: String, Sendable {
    case push
    case pop
}

extension NavigationControllerDelegate {
    /// Does nothing, as an unimplemented optional delegate method.
    public func navigationController(_ navigationController: NavigationController,
                                     willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing, as an unimplemented optional delegate method.
    public func navigationController(_ navigationController: NavigationController,
                                     didShow viewController: ViewController, animated: Bool) {}
    /// Nil, as an unimplemented optional delegate method: UIKit's own animation.
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationOperation,
                                     from fromViewController: ViewController,
                                     to toViewController: ViewController) -> TransitionAnimator? { nil }
    /// False (nil), as an unimplemented optional delegate method.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: TransitionAnimator) -> Bool { false }
}

/// A stack container, as `UINavigationController`. The stack (`viewControllers`) changes at once;
/// the controllers on it are its children, and its view holds only the top controller's view.
/// While the navigation controller is on screen, a stack change that shows another top controller
/// is a transition that starts on the next run-loop turn (S4-11, S4-13, S4-15), animated or not.
/// `beginInteractivePop()` stands in for the swipe back (S4-16, S4-17).
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
open class NavigationController: ViewController {
    /// How long an animated push or pop takes, in the model's virtual time.
    public static let transitionDuration: Double = 0.35

    /// The stack, root first. It changes at once; the transition that shows a change follows.
    public private(set) var viewControllers: [ViewController] = []
    /// Told when a controller is about to be shown and has been shown; held weakly, as in UIKit.
    public weak var delegate: NavigationControllerDelegate?

    /// The child whose view is in this controller's view.
    private var shownController: ViewController?
    /// Added since the last transition ended: they get `didMove(toParent:)` when it ends.
    private var pendingAdded: [ViewController] = []
    /// Removed since the last transition ended: they leave (`didMove(toParent: nil)`) when it ends.
    private var pendingRemoved: [ViewController] = []
    private var transitionIsScheduled = false
    /// True from the first callback of a transition until its end: a stack change meanwhile gets a
    /// transition of its own afterwards.
    private var transitionIsRunning = false
    /// Pushes made while a transition ran, with the call each came from: UIKit (iOS 8 and later)
    /// performs them once that transition has ended (see `pushViewController`).
    private var deferredPushes: [(controller: ViewController, animated: Bool, cause: Int?)] = []
    private var pendingAnimated = false
    /// The call that made the latest stack change, which the transition showing it runs for: a push
    /// made inside another transition's callback owns the transition that follows.
    private var stackChangeCause: Int?
    /// The interactive pop in progress, from `beginInteractivePop()` until its transition ends.
    private var interactivePop: InteractivePopTransition?
    /// Set while `beginInteractivePop()` pops: its transition starts at once, not on the next turn.
    private var startsTransitionAtOnce = false
    /// The delegate's animator of the transition running now, nil for UIKit's own animation.
    private var navigationAnimatorInUse: TransitionAnimator?
    /// True while the running transition is driven by the delegate's animator: its end comes from
    /// the animator's `completeTransition`, not from the navigation controller's own duration.
    private var customTransitionIsRunning = false
    /// True while the running interactive pop is driven by the delegate's interaction controller.
    private var customInteractionIsRunning = false

    public override init(name: String? = nil) {
        super.init(name: name)
        hasContainerAppearanceHooks = true
    }

    /// A navigation controller whose stack is `[rootViewController]`.
    public convenience init(rootViewController: ViewController, name: String? = nil) {
        self.init(name: name)
        replaceStack(with: [rootViewController], animated: false)
    }

    /// The last controller on the stack. O(1).
    public var topViewController: ViewController? { viewControllers.last }

    // MARK: Stack operations

    /// Pushes `viewController` on the stack. An instance already on the stack is refused with
    /// UIKit's message and nothing changes.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        emit(.pushViewController, EventArguments(.object(viewController.traceID), .bool(animated))) {
            guard !refusesStackChange() else { return }
            // A scan without a closure: see `membershipChange` (Benchmarks/Profiling.md, section 13).
            guard !Self.list(viewControllers, holds: viewController) else {
                return viewController.diagnose(.pushingSameInstance)
            }
            // A push while a transition runs (from the incoming controller's viewDidLoad or
            // viewWillAppear, or a second tap) waits for it: from iOS 8 the stack is not even
            // updated when the call returns, and the second controller is shown once the first
            // transition has ended, without a message (S20-12; radar 44091459 on iOS 11.4,
            // react-native-screens PR #409 on iOS 13). iOS 7 and earlier logged "nested push
            // animation can result in corrupted navigation bar" (S20-05), a version the model does
            // not cover, so it has no diagnostic for it.
            if transitionIsRunning {
                deferredPushes.append((viewController, animated, recorder.currentCause))
                return
            }
            pushOntoStack(viewController, animated: animated)
        }
    }

    /// Pops the top controller; nil (and nothing changes) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        var popped: ViewController?
        emit(.popViewController, .animated(animated)) {
            guard !refusesStackChange(), viewControllers.count > 1 else { return }
            popped = viewControllers.last
            replaceStack(with: Array(viewControllers.dropLast()), animated: animated)
        }
        return popped
    }

    /// Pops everything above the root; nil when the root is already on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        emit(.popToRootViewController, .animated(animated)) {
            guard !refusesStackChange(), viewControllers.count > 1 else { return }
            popped = Array(viewControllers.dropFirst())
            replaceStack(with: [viewControllers[0]], animated: animated)
        }
        return popped
    }

    /// Pops everything above `viewController`; a controller not on the stack is refused with a
    /// diagnostic (UIKit raises) and nothing changes.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        emit(.popToViewController, EventArguments(.object(viewController.traceID), .bool(animated))) {
            guard !refusesStackChange() else { return }
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
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let stack = ArgumentValue.list(controllers.map { .object($0.traceID) })
        emit(.setViewControllers, EventArguments(stack, .bool(animated))) {
            guard !refusesStackChange() else { return }
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
    private func replaceStack(with newStack: [ViewController], animated: Bool, cause: Int? = nil) {
        let (added, removed) = Self.membershipChange(from: viewControllers, to: newStack)
        changeStack(adding: added, removing: removed, animated: animated, cause: cause) { viewControllers = newStack }
    }

    /// A push of a controller that is not on the stack: `replaceStack(with: viewControllers + [controller])`
    /// without copying the stack (which retained every controller on it) or comparing it with
    /// the copy, so that a push costs the same at any depth (Benchmarks/Profiling.md, section 18).
    private func pushOntoStack(_ controller: ViewController, animated: Bool, cause: Int? = nil) {
        // The stack as the push found it; app code in the added controller's willMove(toParent:)
        // may change the stack, and the push then sets the stack it computed, as before. Held
        // only until then, so that an unchanged stack is appended to in place, not copied.
        var stackBefore: [ViewController]? = viewControllers
        changeStack(adding: [controller], removing: [], animated: animated, cause: cause) {
            let unchanged = stackBefore.map { viewControllers.sharesStorage(with: $0) } ?? false
            if unchanged {
                stackBefore = nil
                viewControllers.append(controller)
            } else {
                viewControllers = (stackBefore ?? []) + [controller]
            }
        }
    }

    /// The work of `replaceStack(with:animated:cause:)` once the change is known; `update`
    /// changes `viewControllers`, at the point where the stack changes.
    private func changeStack(adding added: [ViewController], removing removed: [ViewController], animated: Bool,
                             cause: Int?, update: () -> Void) {
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
        update()
        pendingAdded.removeAll { controller in removed.contains { $0 === controller } }
        for controller in added where controller.parent === self && !pendingAdded.contains(where: { $0 === controller }) {
            pendingAdded.append(controller)
        }
        pendingRemoved += removed.filter { controller in !pendingRemoved.contains { $0 === controller } }
        stackChangeCause = cause ?? recorder.currentCause
        if isOnScreen || transitionIsRunning {
            pendingAnimated = animated
            if !startsTransitionAtOnce { scheduleTransition() }
        } else {
            settleWithoutTransition()
        }
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

    /// Completes the pending moves, or only those of `transition` (the moves pending when it
    /// started): a controller pushed while it ran waits for the transition that shows it, so its
    /// `didMove(toParent:)` never comes before its view has even loaded.
    private func finishMoves(of transition: (added: [ViewController], removed: [ViewController])? = nil) {
        let added = transition.map { moves in pendingAdded.filter { c in moves.added.contains { $0 === c } } } ?? pendingAdded
        let removed = transition.map { moves in pendingRemoved.filter { c in moves.removed.contains { $0 === c } } } ?? pendingRemoved
        pendingAdded.removeAll { c in added.contains { $0 === c } }
        pendingRemoved.removeAll { c in removed.contains { $0 === c } }
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
        session.runLoop.dispatch(cause: stackChangeCause ?? recorder.currentCause) { [weak self] in
            guard let self else { return }
            self.transitionIsScheduled = false
            self.runTransition()
        }
    }

    /// Push and pop alike (S4-01, S4-04, S4-05, S4-11): the incoming view loads first (S4-01), the
    /// outgoing viewWillDisappear, the incoming viewWillAppear, the delegate's willShow (S4-08);
    /// at the end the outgoing viewDidDisappear BEFORE the incoming viewDidAppear (S4-01, S4-02,
    /// S4-04, S4-05), the containment moves (S4-19, S4-20), then didShow (S4-08). Non-animated ends
    /// within the turn (S4-13, S4-15), once the window has laid the incoming view out: the
    /// incoming view's layout (and viewIsAppearing) comes before its viewDidAppear (S4-01, S10-02),
    /// as a non-animated presentation does (S5-14). Animated ends after `transitionDuration` of
    /// virtual time, the layout having run at the end of the turn.
    private func runTransition() {
        let animated = pendingAnimated
        guard let end = startTransition(animated: animated) else { return }
        if customTransitionIsRunning { return }
        if animated {
            session.runLoop.schedule(after: Self.transitionDuration, cause: recorder.currentCause, end)
        } else {
            viewIfLoaded?.window?.layOutNow()
            end()
        }
    }

    /// The start of a transition from the shown controller to the top one; returns its end, or
    /// nil when there is nothing to show (the pending moves then complete at once).
    private func startTransition(animated: Bool, interactive: Bool = false) -> (@MainActor () -> Void)? {
        let from = shownController
        let to = topViewController
        guard from !== to else {
            finishMoves()
            return nil
        }
        guard isOnScreen, let container = viewIfLoaded else {
            settleWithoutTransition()
            return nil
        }
        let moves = (added: pendingAdded, removed: pendingRemoved)
        // Running from here: the incoming controller's viewDidLoad and viewWillAppear are inside it.
        transitionIsRunning = true
        let toView = to?.loadViewIfRequired()
        from?.beginAppearanceIfNeeded(false, animated: animated, driver: .navigationTransition)
        to?.beginAppearanceIfNeeded(true, animated: animated, driver: .navigationTransition)
        if let to { notifyDelegate(.navigationControllerWillShow, to, animated: animated) }
        let animator = animated ? askAnimator(from: from, to: to) : nil
        navigationAnimatorInUse = animator
        // The incoming view joins after its viewWillAppear, so the window move does not drive it;
        // a custom animator puts it in place inside its animateTransition.
        if animator == nil, let toView { container.insertSubview(toView) }
        shownController = to
        let end: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            if let fromView = from?.viewIfLoaded, fromView.superview === container, from !== self.shownController {
                fromView.detachFromSuperview()
            }
            from?.endAppearance(ifDrivenBy: .navigationTransition)
            to?.endAppearance(ifDrivenBy: .navigationTransition)
            self.transitionIsRunning = false
            self.finishMoves(of: moves)
            if let to { self.notifyDelegate(.navigationControllerDidShow, to, animated: animated) }
            self.performDeferredPushes()
            self.scheduleTransitionIfTheTopChanged()
        }
        guard let animator, let to else { return end }
        return runCustomTransition(by: animator, to: to, view: toView, in: container, interactive: interactive, end: end)
    }

    /// The pushes made during the transition that just ended, in order, each with the call it came
    /// from as the cause of what follows. No new call is recorded: the app made the call already.
    private func performDeferredPushes() {
        let pushes = deferredPushes
        deferredPushes.removeAll()
        for push in pushes where !Self.list(viewControllers, holds: push.controller) {
            pushOntoStack(push.controller, animated: push.animated, cause: push.cause)
        }
    }

    /// A change made during an animation gets a transition of its own.
    private func scheduleTransitionIfTheTopChanged() {
        if topViewController !== shownController { scheduleTransition() }
    }

    // MARK: Custom transitions (the delegate's animation and interaction controllers)

    /// Asks the delegate for the animator of an animated transition from `from` to `to`, after
    /// its `willShow` (the model's reading: no log fixes the order; UIKit must know the incoming
    /// controller before it asks, and `willShow` is documented to come "just before" the view is
    /// shown). Recorded as a callback of the delegate when it is a traced object.
    private func askAnimator(from: ViewController?, to: ViewController?) -> TransitionAnimator? {
        guard let delegate, let from, let to else { return nil }
        let operation: NavigationOperation = viewControllers.contains(where: { $0 === from }) ? .push : .pop
        // Recorded only when the delegate answers an animator: the model cannot tell a delegate that
        // does not implement the optional method (UIKit then does not call it) from one answering
        // nil, and the traces of every delegate without custom transitions stay as they were.
        guard let animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        else { return nil }
        let receiver = (delegate as? Responder)?.traceID ?? traceID
        let event = recorder.open(.navigationControllerAnimationControllerFor, object: receiver, arguments: EventArguments([
            .object(traceID), .string(operation.rawValue), .object(from.traceID), .object(to.traceID),
        ]))
        recorder.close(event)
        return animator
    }

    /// A push or pop run by the delegate's `animator`, as a custom presentation is run
    /// (`TransitionAnimator`): the will-callbacks and `willShow` have come; then, for an interactive
    /// pop, `navigationController(_:interactionControllerFor:)`, then the animator's
    /// `transitionDuration` and `animateTransition` (inside which the incoming view goes in the
    /// container); `completeTransition(true)` drives the end (the outgoing viewDidDisappear, the
    /// incoming viewDidAppear, the containment moves, `didShow`), and `animationEnded(true)` comes
    /// last (S15-01, S15-05, documented for presentations; the model uses the same order for
    /// navigation, for which no evidence exists). An interactive pop with an interaction
    /// controller waits for the swipe's finish (`completeTransition(true)`) or cancel
    /// (`completeTransition(false)`, the reversal of an interactive pop, then `animationEnded(false)`).
    /// Returns the end the swipe's finish runs.
    private func runCustomTransition(by animator: TransitionAnimator, to: ViewController, view toView: View?,
                                     in container: View, interactive: Bool,
                                     end: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        customTransitionIsRunning = true
        var drivenBySwipe = false
        if interactive, let delegate {
            let receiver = (delegate as? Responder)?.traceID ?? traceID
            drivenBySwipe = recorder.record(.navigationControllerInteractionControllerFor, object: receiver,
                                            arguments: EventArguments(.object(traceID), .object(animator.traceID))) {
                delegate.navigationController(self, interactionControllerFor: animator)
            }
        }
        customInteractionIsRunning = drivenBySwipe
        let duration = animator.askDuration(for: to)
        let finish: @MainActor () -> Void = { [weak self] in
            self?.customTransitionIsRunning = false
            self?.customInteractionIsRunning = false
            self?.navigationAnimatorInUse = nil
            end()
        }
        animator.animate(to, after: duration, { if let toView { container.insertSubview(toView) } },
                         drivenByInteraction: drivenBySwipe,
                         isOpen: { [weak self] in self?.customTransitionIsRunning == true }) { [weak self] _ in
            // Without an interaction controller the swipe drives nothing: the pop it started ends here.
            if let self, let swipe = self.interactivePop {
                self.interactivePop = nil
                swipe.state = .finished
            }
            finish()
            animator.ended(true)
        }
        return {
            animator.emit(.completeTransition, .animated(true)) {
                finish()
                animator.ended(true)
            }
        }
    }

    /// True while an interactive pop runs under a custom animator the delegate gave no
    /// interaction controller: the swipe's updates, finish and cancel change nothing.
    private var ignoresSwipe: Bool { customTransitionIsRunning && !customInteractionIsRunning }

    // MARK: Interactive pop (swipe back)

    /// Starts an interactive pop, as the user's swipe from the left edge does; UIKit has no public
    /// call for it, so this stands in for the gesture. Returns the transition that the rest of
    /// the gesture drives (`update(percentComplete:)`, then `finish()` or `cancel()`), or nil,
    /// with nothing changed, when the gesture could not begin: only the root is on the stack, a
    /// transition is running or waiting for its turn, or this controller is not on screen.
    ///
    /// The gesture pops the top controller with `popViewController(animated: true)`, which a
    /// subclass's override sees (Tencent/MLeaksFinder PR #2 tells a swipe from the back button
    /// inside its swizzled popViewControllerAnimated: by the transition coordinator's
    /// percentComplete), so the stack changes at once and the top gets `willMove(toParent: nil)`
    /// as on any pop (S4-19, S4-20); during the gesture `viewControllers` and `topViewController`
    /// already show the stack without it (onegray/UIViewController-BackButtonHandler issue #2:
    /// during a swipe the navigation controller already names the controller below).
    /// Unlike a pop from code, the transition starts within this call, not on the next turn
    /// (S4-11): the gesture's began callback starts an interactive transition that its next
    /// updates drive, so the will-callbacks (S4-16, S4-17: the top's viewWillDisappear, the
    /// revealed controller's viewWillAppear) and the delegate's willShow (openradar 21137690: "gets
    /// called only once for the previous view controller") come as the swipe begins. No log shows
    /// the turn; this is the model's reading.
    @discardableResult
    public func beginInteractivePop() -> InteractivePopTransition? {
        var transition: InteractivePopTransition?
        emit(.beginInteractivePop) {
            guard viewControllers.count > 1, isOnScreen, interactivePop == nil, !transitionIsScheduled,
                  !transitionIsRunning, let current = topViewController, current === shownController else { return }
            let stack = viewControllers
            startsTransitionAtOnce = true
            popViewController(animated: true)
            startsTransitionAtOnce = false
            guard let end = startTransition(animated: true, interactive: true) else { return }
            let started = InteractivePopTransition(navigationController: self, stack: stack, end: end)
            interactivePop = started
            transition = started
        }
        return transition
    }

    /// While an interactive pop runs, push, pop and set are ignored with a diagnostic. UIKit
    /// neither queues them nor refuses them cleanly: a stack change during a navigation transition
    /// leaves it "in an unexpected state" (its log once the transition ends), and the gesture's
    /// cancel would restore a stack that no longer exists. The model keeps the stack the gesture
    /// started from, and an app must not rely on such a change.
    private func refusesStackChange() -> Bool {
        guard interactivePop != nil else { return false }
        diagnose(.stackChangeDuringInteractivePop)
        return true
    }

    func updateInteractivePop(_ transition: InteractivePopTransition, to percentComplete: Double) {
        emit(.updateInteractivePop, EventArguments(.number(percentComplete))) {
            guard transition === interactivePop, transition.state == .interacting, !ignoresSwipe else { return }
            transition.percentComplete = min(1, max(0, percentComplete))
        }
    }

    /// The finger lifts past the threshold: the rest of the animation, `(1 − percentComplete) ×
    /// transitionDuration`, then the end of a pop (S4-17 "When COMPLETED: vWD, vDD"; the order of
    /// S4-01, S4-05): the popped viewDidDisappear, the revealed viewDidAppear, the popped
    /// `didMove(toParent: nil)` (FeatherweightRouter PR #9: didMove is not called "until after a
    /// user swipes a view away"), then didShow.
    func finishInteractivePop(_ transition: InteractivePopTransition) {
        emit(.finishInteractivePop) {
            settleInteractivePop(transition, as: .finishing, then: .finished,
                                 after: (1 - transition.percentComplete) * Self.transitionDuration) { $0.end() }
        }
    }

    /// The finger lifts short of the threshold: after the animation back, `percentComplete ×
    /// transitionDuration`, the appearance reverses in S4-16's total order (S4-17 agrees for the
    /// top controller): the revealed controller's viewWillDisappear and viewDidDisappear (it never
    /// got viewDidAppear), then the top's viewWillAppear and viewDidAppear (it never got
    /// viewDidDisappear). The stack is restored first; the top stays a child and is no longer
    /// moving from it (AlphaWallet PR #5146: isMovingFromParent is true in viewWillDisappear at the
    /// swipe's start, yet a cancelled swipe leaves the controller on the stack). It gets no
    /// `didMove(toParent:)`: its `willMove(toParent: nil)` stays unanswered (FeatherweightRouter
    /// PR #9: didMove is the one call that does not fire for a swipe the user gives up). The delegate gets neither willShow nor didShow (openradar 21137690:
    /// "Neither -willShowViewController: or -didShowViewController: get called when the user
    /// cancels the back gesture"; BufferedNavigationController issue #5).
    func cancelInteractivePop(_ transition: InteractivePopTransition) {
        emit(.cancelInteractivePop) {
            let animator = customInteractionIsRunning ? navigationAnimatorInUse : nil
            settleInteractivePop(transition, as: .cancelling, then: .cancelled,
                                 after: transition.percentComplete * Self.transitionDuration) { [weak self] swipe in
                guard let animator else { self?.reverseInteractivePop(swipe); return }
                animator.emit(.completeTransition, .animated(false)) {
                    self?.reverseInteractivePop(swipe)
                    animator.ended(false)
                }
            }
        }
    }

    /// The finger lifts: the swipe in progress animates for `remaining` seconds of virtual time,
    /// then ends as `final` and `completion` runs. A swipe that is not this controller's, or has
    /// already lifted, is left alone. Only one swipe runs at a time (`beginInteractivePop`), and
    /// only one lift is accepted, so the scheduled end is always the current swipe's.
    private func settleInteractivePop(_ transition: InteractivePopTransition, as interim: InteractivePopTransition.State,
                                      then final: InteractivePopTransition.State, after remaining: Double,
                                      _ completion: @escaping @MainActor (InteractivePopTransition) -> Void) {
        guard transition === interactivePop, transition.state == .interacting, !ignoresSwipe else { return }
        transition.state = interim
        session.runLoop.schedule(after: remaining, cause: recorder.currentCause) { [weak self] in
            guard let self else { return }
            self.interactivePop = nil
            transition.state = final
            completion(transition)
        }
    }

    private func reverseInteractivePop(_ transition: InteractivePopTransition) {
        let popped = transition.popped
        let revealed = shownController
        viewControllers = transition.stack
        pendingRemoved.removeAll { $0 === popped }
        popped.isMovingFromParent = false
        revealed?.beginAppearanceIfNeeded(false, animated: true, driver: .navigationTransition)
        if let revealedView = revealed?.viewIfLoaded, let container = viewIfLoaded, revealedView.superview === container,
           revealed !== popped {
            revealedView.detachFromSuperview()
        }
        revealed?.endAppearance(ifDrivenBy: .navigationTransition)
        shownController = popped
        popped.beginAppearanceIfNeeded(true, animated: true, driver: .navigationTransition)
        popped.endAppearance(ifDrivenBy: .navigationTransition)
        transitionIsRunning = false
        customTransitionIsRunning = false
        customInteractionIsRunning = false
        navigationAnimatorInUse = nil
        finishMoves()
        scheduleTransitionIfTheTopChanged()
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

    /// S4-07, S4-08: didShow after the top controller's viewDidAppear, with the flag willShow had
    /// (the container's own appearance's, as its viewDidAppear has).
    override func containerDidForwardAppearanceEnd() {
        guard let top = topViewController, top === shownController, !transitionIsRunning else { return }
        notifyDelegate(.navigationControllerDidShow, top, animated: transitionIsAnimated)
    }

    private func notifyDelegate(_ name: EventName, _ controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        recordDelegateCall(name, of: delegate, about: controller, animated: animated) {
            if name == .navigationControllerWillShow {
                delegate.navigationController(self, willShow: controller, animated: animated)
            } else {
                delegate.navigationController(self, didShow: controller, animated: animated)
            }
        }
    }
}

/// An interactive pop that `NavigationController.beginInteractivePop()` started, driven as the
/// user's swipe would drive UIKit's own (a `UIPercentDrivenInteractiveTransition`-like object):
/// `update(percentComplete:)` while the finger moves, then `finish()` or `cancel()` when it lifts.
/// Each call is recorded on the navigation controller; calls after `finish()` or `cancel()` are
/// recorded and change nothing.
@MainActor
public final class InteractivePopTransition {
    /// Where the gesture is (finished: the popped controller has disappeared; cancelled: it is
    /// back on screen).
    public typealias State = InteractiveTransitionState

    /// How far the swipe has gone, 0...1.
    public internal(set) var percentComplete: Double = 0
    /// Where the gesture is now.
    public internal(set) var state = State.interacting
    private weak var navigationController: NavigationController?
    /// The stack before the gesture, and the controller it pops: the top of that stack.
    let stack: [ViewController]
    var popped: ViewController { stack[stack.count - 1] }
    let end: @MainActor () -> Void

    init(navigationController: NavigationController, stack: [ViewController], end: @escaping @MainActor () -> Void) {
        self.navigationController = navigationController
        self.stack = stack
        self.end = end
    }

    /// The finger moved: `percentComplete` (clamped to 0...1) sets how much of the animation is
    /// left once it lifts. Nothing else happens in UIKit's lifecycle.
    public func update(percentComplete: Double) {
        navigationController?.updateInteractivePop(self, to: percentComplete)
    }

    /// The finger lifted short of the threshold: the pop is undone.
    public func cancel() {
        navigationController?.cancelInteractivePop(self)
    }

    /// The finger lifted past the threshold: the pop completes.
    public func finish() {
        navigationController?.finishInteractivePop(self)
    }
}

extension ViewController {
    /// The nearest ancestor that is a navigation controller, as UIKit's `navigationController`:
    /// nil for a controller on no navigation stack. A popped controller keeps it until its
    /// `didMove(toParent: nil)`, so during an interactive pop the top controller still has it.
    public var navigationController: NavigationController? {
        nearestAncestor(ofType: NavigationController.self)
    }
}

// MARK: Split view collapse and expand (split view area, Model/Split/SplitNavigationStacks.swift)

extension NavigationController {
    /// A split view controller moving controllers onto or off this stack as it collapses or
    /// expands: the stack becomes `newStack` at once, with no transition of this controller's own
    /// (the split view controller gives the appearance callbacks around `showTopForSplit()`).
    /// Those that leave get `willMove(toParent: nil)` and `didMove(toParent: nil)` at once, since
    /// they join another stack straight after; those that join get `willMove(toParent:)`. Returns
    /// the joiners, whose `didMove(toParent:)` the split view controller sends once the change is
    /// on screen, as a push's comes at its end (S4-19, S4-20).
    func regroupStackForSplit(_ newStack: [ViewController]) -> [ViewController] {
        let (added, removed) = Self.membershipChange(from: viewControllers, to: newStack)
        for controller in removed { controller.deliverContainmentCallback(.willMoveToParent, to: nil) }
        for controller in removed where controller.parent === self { detach(controller) }
        for controller in added { attach(controller) }
        viewControllers = newStack
        return added.filter { $0.parent === self }
    }

    /// Whether the top controller's view is under another view than this controller's: it is
    /// moving here from another stack and must move before that stack shows its own top.
    var topViewIsInAnotherSuperview: Bool {
        guard let superview = topViewController?.viewIfLoaded?.superview else { return false }
        return superview !== viewIfLoaded
    }

    /// Puts the top controller's view in place of the one shown, without appearance callbacks.
    /// Off screen only the shown view leaves: the top's goes in when this controller appears.
    func showTopForSplit() {
        let top = topViewController
        guard top !== shownController else { return }
        if let shown = shownController, let view = shown.viewIfLoaded, view.superview === viewIfLoaded {
            view.detachFromSuperview()
        }
        shownController = nil
        guard let top, let container = viewIfLoaded, isOnScreen else { return }
        // A controller that stays on screen while it moves here keeps its window (no callbacks).
        top.loadViewIfRequired().moveKeepingWindow(to: container)
        shownController = top
    }
}
