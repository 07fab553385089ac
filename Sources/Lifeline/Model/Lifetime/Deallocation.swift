/// Deallocation, as UIKit apps see it in `deinit`: a controller that left the screen (popped,
/// dismissed, removed from its parent, a tab or window root replaced) is released once nothing
/// holds it any more, and its views after it.
///
/// What the model holds, it holds as UIKit does: a child's `parent`, a presented controller's
/// `presentingViewController`, a view's `superview` and `window`, a root view's controller and
/// the containers' delegates are weak; a container's children, a presenter's presented
/// controller, a window's root and a view's subviews are strong. The work of a transition (a
/// block on the main queue, a timer) holds the controllers it moves until it has run; the run
/// loop lets go of a turn's blocks when the turn ends, as UIKit's autorelease pool drains at the
/// end of a run-loop turn, so a popped controller's `deinit` comes after the transition's last
/// callbacks (S4-02: after the revealed controller's viewDidAppear; S18-04, S17-07: after the
/// popped controller's viewDidDisappear; S17-01: after the unwind's pops and dismissals).
///
/// The release is recorded (`deinit`) only for objects that left the screen: a window, its root
/// and whatever is still on screen are released only when the app (or a test) ends, which is not
/// part of UIKit's lifecycle, and a controller that never appeared has no screen to leave. The
/// controller's `deinit` comes before its root view's, and a view's before its subviews', as
/// releasing an object releases what it holds.
extension ViewController {
    /// Called where a controller may have left the screen: at the end of a disappearance and when
    /// a container lets it go. It has left when it appeared once, is disappeared, and nothing
    /// shows it any more: no parent, no presenter, its view in no window.
    func noteDepartureIfOffScreen() {
        guard lifetime.hasAppeared, lifetime.departure == nil, !lifetime.isWindowRoot, appearanceState == .disappeared,
              parent == nil, storedPresentingViewController == nil, storedPresentedViewController == nil,
              viewIfLoaded?.window == nil else { return }
        let departure = recorder.eventCount
        // UIKit autoreleases what it lets go of: the release comes at the end of the turn, after
        // its layout pass, even when the app held no other reference (MainRunLoop).
        session.runLoop.autorelease(self)
        // Its children go with it: a popped navigation controller takes its stack along.
        forEachInContainmentSubtree { controller in
            controller.lifetime.departure = departure
            controller.viewIfLoaded?.setRecordsDeallocationInSubtree(true)
            session.lifetimes.noteDeparture(of: controller)
        }
    }

    /// Called where a controller joins a hierarchy again (a parent, a presenter, a window): it is
    /// back, and its release will not be recorded unless it leaves again.
    func noteReturn() {
        guard lifetime.departure != nil else { return }
        forEachInContainmentSubtree { controller in
            controller.lifetime.departure = nil
            controller.viewIfLoaded?.setRecordsDeallocationInSubtree(false)
            session.lifetimes.noteReturn(of: controller)
        }
    }

    /// `body` on this controller and every controller contained in it (children, theirs, ...).
    private func forEachInContainmentSubtree(_ body: (ViewController) -> Void) {
        var stack: [ViewController] = [self]
        while let controller = stack.popLast() {
            body(controller)
            stack.append(contentsOf: controller.children)
        }
    }

    /// Called where a window's root changes: a root is in the hierarchy even while what it
    /// presents covers it.
    static func noteWindowRootChange(from oldRoot: ViewController?, to newRoot: ViewController?) {
        oldRoot?.lifetime.isWindowRoot = false
        newRoot?.lifetime.isWindowRoot = true
        newRoot?.noteReturn()
    }

    /// Whether the controller left the screen and has not come back (its release is recorded).
    public var hasLeftScreen: Bool { lifetime.departure != nil }
}

extension View {
    func setRecordsDeallocationInSubtree(_ records: Bool) {
        for view in subtreePreOrder() { view.recordsDeallocation = records }
    }
}
