/// A tab switch run by the tab bar controller delegate's animator (issue 15), placed as a custom
/// navigation transition is (NavigationController.runCustomTransition): the incoming view loads,
/// the incoming `viewWillAppear` and the outgoing `viewWillDisappear` (S7-01's order), then the
/// delegate's `tabBarController(_:animationControllerForTransitionFrom:to:)`, the animator's
/// `transitionDuration` and `animateTransition` (the incoming view joins the tab bar controller's
/// view inside it); after the duration `completeTransition(true)` takes the outgoing view out and
/// drives the outgoing `viewDidDisappear`, the incoming `viewDidAppear` (S7-01's order) and
/// `animationEnded(true)` last (S15-01). `didSelect` comes after the switch began, as without an
/// animator. No log shows a custom tab switch: the places of the delegate's and animator's calls
/// are the model's reading; see docs/model.md's fidelity notes. An interactive switch
/// (`beginInteractiveTabSwitch(to:)`, a pan) asks `tabBarController(_:interactionControllerFor:)`
/// after the animation controller and waits for the pan's finish or cancel.
extension TabBarController {
    /// The delegate's animator for a switch from `from` to `to`, recorded as a callback of the
    /// delegate only when it answers one (as the navigation delegate's: the model cannot tell a
    /// delegate that does not implement the optional method from one answering nil).
    func customTabAnimator(from: ViewController?, to: ViewController?) -> TransitionAnimator? {
        guard let delegate, let from, let to, from !== to,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        else { return nil }
        let receiver = (delegate as? Responder)?.traceID ?? traceID
        let event = recorder.open(.tabBarControllerAnimationControllerForTransition, object: receiver,
                                  arguments: EventArguments([.object(traceID), .object(from.traceID), .object(to.traceID)]))
        recorder.close(event)
        return animator
    }

    /// Runs the switch by `animator`; `done` runs once it has completed (true) or was cancelled.
    /// An interactive switch (`beginInteractiveTabSwitch(to:)`) asks the delegate's
    /// `interactionControllerFor` after the animation controller and waits for the pan.
    func runCustomTabSwitch(by animator: TransitionAnimator, from previous: ViewController?, to target: ViewController,
                            in container: View, done: @escaping @MainActor (Bool) -> Void) {
        runningTabAnimator = animator
        if let interaction = pendingInteractiveSwitch, interaction.controller === target, animator.pendingInteraction == nil {
            animator.pendingInteraction = interaction
        }
        pendingInteractiveSwitch = nil
        if let interaction = animator.pendingInteraction, interaction.controller === target, let delegate {
            let receiver = (delegate as? Responder)?.traceID ?? traceID
            let gives = recorder.record(.tabBarControllerInteractionControllerFor, object: receiver,
                                        arguments: EventArguments(.object(traceID), .object(animator.traceID))) {
                delegate.tabBarController(self, interactionControllerFor: animator)
            }
            if !gives { animator.pendingInteraction = nil }
        }
        let duration = animator.askDuration(for: target)
        let incoming = target.loadViewIfRequired()
        animator.animate(target, after: duration, { if incoming.superview !== container { container.insertSubview(incoming) } },
                         isOpen: { [weak self] in self?.customTabTransitionIsRunning == true }) { [weak self] finished in
            guard let self else { return }
            if animator.pendingInteraction?.controller === target { animator.pendingInteraction = nil }
            guard finished else {
                return self.reverseCustomTabSwitch(from: previous, to: target, in: container, animator: animator, done: done)
            }
            if let previous, let view = previous.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
            previous?.endAppearance(ifDrivenBy: .tabSwitch)
            target.endAppearance(ifDrivenBy: .tabSwitch)
                self.runningTabAnimator = nil
            done(true)
            animator.ended(true)
        }
    }

    /// A cancelled interactive switch (`completeTransition(false)`): the incoming controller,
    /// which heard viewWillAppear, disappears (viewWillDisappear, its view leaves, viewDidDisappear)
    /// and the outgoing one appears again (viewWillAppear, viewDidAppear), as a cancelled
    /// interactive pop (S4-16, observed; S15-04 claims only the will-calls for a tab switch), the
    /// did-calls in S7-01's order (the controller leaving first); the selection goes back. A pan
    /// is not a tap: the delegate's `shouldSelect`/`didSelect` are not asked (their documentation:
    /// user taps in the tab bar only).
    private func reverseCustomTabSwitch(from previous: ViewController?, to target: ViewController, in container: View,
                                        animator: TransitionAnimator, done: @escaping @MainActor (Bool) -> Void) {
        target.beginAppearanceIfNeeded(false, animated: false, driver: .tabSwitch)
        previous?.beginAppearanceIfNeeded(true, animated: false, driver: .tabSwitch)
        if let view = target.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
        selected = previous
        target.endAppearance(ifDrivenBy: .tabSwitch)
        previous?.endAppearance(ifDrivenBy: .tabSwitch)
        runningTabAnimator = nil
        done(false)
        animator.ended(false)
    }

    /// Starts an interactive switch to the tab at `index`, as a pan on the tab bar controller's
    /// view does in an app: the delegate's animator and interaction controller run it, and the
    /// returned object's `update(percentComplete:)`, `finish()` or `cancel()` drive it. Nil, with
    /// nothing changed, when the delegate answers no animator, the tab does not exist or is
    /// selected, this controller is not on screen, or a custom switch is running. (The delegate's
    /// animation controller is asked here to know whether a pan can start, unrecorded, and again,
    /// recorded, where the switch asks it, as an app's gesture handler checks first.)
    @discardableResult
    public func beginInteractiveTabSwitch(to index: Int) -> InteractiveCustomTransition? {
        var started: InteractiveCustomTransition?
        emit(.beginInteractiveTabSwitch, EventArguments(.number(Double(index)))) {
            guard let target = tab(at: index), let current = selected, target !== current, isOnScreen,
                  appearanceState == .appeared, !customTabTransitionIsRunning, let delegate,
                  let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: current, to: target),
                  animator.pendingInteraction == nil else { return }
            // The interaction waits on this controller, not on `animator`: a delegate may answer a
            // new animator each time it is asked (UIKit apps commonly do), and the switch runs by
            // the one it answers when `select` asks again.
            let interaction = InteractiveCustomTransition(controller: target, kind: .tabSwitch, receiver: self)
            pendingInteractiveSwitch = interaction
            select(target)
            pendingInteractiveSwitch = nil
            if runningTabAnimator?.pendingInteraction === interaction { started = interaction }
        }
        return started
    }

    /// The interactive tab switch in progress, nil when there is none.
    public var interactiveTabSwitchInProgress: InteractiveCustomTransition? {
        guard let interaction = runningTabAnimator?.pendingInteraction, interaction.kind == .tabSwitch,
              !interaction.hasEnded else { return nil }
        return interaction
    }
}
