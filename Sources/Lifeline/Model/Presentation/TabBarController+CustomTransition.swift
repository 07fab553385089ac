/// A tab switch run by the tab bar controller delegate's animator (issue 15), placed as a custom
/// navigation transition is (NavigationController.runCustomTransition): the incoming view loads,
/// the incoming `viewWillAppear` and the outgoing `viewWillDisappear` (S7-01's order), then the
/// delegate's `tabBarController(_:animationControllerForTransitionFrom:to:)`, the animator's
/// `transitionDuration` and `animateTransition` (the incoming view joins the tab bar controller's
/// view inside it); after the duration `completeTransition(true)` takes the outgoing view out and
/// drives the outgoing `viewDidDisappear`, the incoming `viewDidAppear` (S7-01's order) and
/// `animationEnded(true)` last (S15-01). `didSelect` comes after the switch began, as without an
/// animator. No log shows a custom tab switch: the places of the delegate's and animator's calls
/// are the model's reading; see docs/model.md's fidelity notes. Interactive tab switches
/// (`interactionControllerFor`) are not modelled.
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

    /// Runs the switch by `animator`; `done` runs once it has completed.
    func runCustomTabSwitch(by animator: TransitionAnimator, from previous: ViewController?, to target: ViewController,
                            in container: View, done: @escaping @MainActor () -> Void) {
        customTabTransitionIsRunning = true
        let duration = animator.askDuration(for: target)
        let incoming = target.loadViewIfRequired()
        animator.animate(target, after: duration, { if incoming.superview !== container { container.insertSubview(incoming) } },
                         isOpen: { [weak self] in self?.customTabTransitionIsRunning == true }) { [weak self] _ in
            guard let self else { return }
            if let previous, let view = previous.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
            previous?.endAppearance(ifDrivenBy: .tabSwitch)
            target.endAppearance(ifDrivenBy: .tabSwitch)
            self.customTabTransitionIsRunning = false
            done()
            animator.ended(true)
        }
    }
}
