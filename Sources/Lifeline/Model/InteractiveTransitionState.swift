/// Where a user-driven (percent-driven) transition is: an interactive pop, a page swipe, a sheet
/// swiped down, an interactive custom dismissal. One state for all of them, as UIKit drives them
/// all through `UIPercentDrivenInteractiveTransition`-like objects: the finger moves
/// (`interacting`), lifts (`finishing` or `cancelling` while the rest of the animation runs) and
/// the transition ends (`finished` or `cancelled`).
public enum InteractiveTransitionState: Sendable {
    /// The finger is on the screen.
    case interacting
    /// `finish()` was called; the rest of the animation runs.
    case finishing
    /// `cancel()` was called; the animation runs back.
    case cancelling
    /// The transition completed.
    case finished
    /// The transition was undone: the screen is as it was before the gesture.
    case cancelled
}
