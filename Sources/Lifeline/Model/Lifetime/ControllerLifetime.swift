/// Where a controller is in its life as the leak report sees it: whether it was ever on screen,
/// and whether it has left the screen since (Deallocation.swift).
struct ControllerLifetime {
    /// True once the controller has received `viewDidAppear(_:)`: a controller that never
    /// appeared cannot leave the screen, so its release is not recorded (see Deallocation.swift).
    var hasAppeared = false
    /// The number of events recorded when the controller left the screen (popped, dismissed,
    /// removed from its parent, a replaced tab or window root, or inside a container that did):
    /// its `deinit` is recorded from then on, and it is a leak while it stays alive. Nil while it
    /// is on screen, covered, or back in a hierarchy.
    var departure: Int?
    /// True while it is a window's root view controller, which is never a departure.
    var isWindowRoot = false
}
