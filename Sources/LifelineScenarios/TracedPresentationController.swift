import Lifeline

/// An app's `UIPresentationController` subclass as a scenario file declares it
/// (`presentation: { presentationController: { name: dimmer, dimmingView: dim } }`), the kind of
/// subclass Apple's sample code and most apps write: it answers `shouldRemovePresentersView` with
/// `removesPresentersView`, and with a dimming view it adds that view to the container in
/// `presentationTransitionWillBegin()` and removes it in `dismissalTransitionDidEnd(true)` (or in
/// `presentationTransitionDidEnd(false)`, a cancelled presentation), as Apple's documentation of
/// those methods says to, so the view's own callbacks show in the trace. Its callbacks are
/// recorded on it, so reactions can name them. The scenario's transitioning delegate returns it
/// from `presentationController(forPresented:presenting:source:)`.
public final class TracedPresentationController: PresentationController {
    /// The view added over the presenter while the presentation is shown; nil for none.
    public var dimmingView: View?

    /// Adds the dimming view to the container (the window), above what is there, before the
    /// animator puts the presented view above it.
    public override func presentationTransitionWillBegin() {
        guard let dimmingView, let containerView else { return }
        containerView.addSubview(dimmingView)
    }

    /// A cancelled presentation takes the dimming view away again (Apple's documentation).
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView?.removeFromSuperview() }
    }

    /// A finished dismissal takes the dimming view away; a cancelled one keeps it, since the
    /// presented controller stays (Apple's documentation of `dismissalTransitionDidEnd(_:)`).
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView?.removeFromSuperview() }
    }
}
