/// The user's page swipe, which UIKit has no public call for: `beginPageSwipe(_:)` stands in for
/// the gesture, as `NavigationController.beginInteractivePop()` does for the back swipe.
extension PageViewController {
    /// Starts a swipe in `direction`. Returns the swipe the rest of the gesture drives
    /// (`update(percentComplete:)`, then `finish()` or `cancel()`), or nil when it could not
    /// begin: this controller is not on screen, has no page, or a change or swipe runs.
    ///
    /// The data source is asked for the pages after and before the current one, in that order,
    /// unless it was asked since the pages changed (S16-08, iOS 9.1: "viewControllerAfter… first
    /// vc / viewControllerBefore… first vc / willTransitionToViewControllers:" on a slight
    /// scroll). With no page in `direction` UIKit bounces and calls nothing more: the model
    /// records `pageSwipePastEnd` and returns nil. Otherwise the delegate's `willTransitionTo`
    /// (S16-08; the docs: "Called before a gesture-driven transition begins"), then the pending
    /// page becomes a child, its view loads, its viewWillAppear, the current page's
    /// viewWillDisappear (S16-02, S16-03, S16-04: incoming first), and the pending view joins.
    /// No source orders willTransitionTo against the will-callbacks; the model calls it first.
    @discardableResult
    public func beginPageSwipe(_ direction: NavigationDirection) -> PageSwipe? {
        var started: PageSwipe?
        emit(.beginPageSwipe, EventArguments(.string(direction.rawValue))) {
            guard isOnScreen, !transitionIsRunning, let current = viewControllers.first,
                  let container = viewIfLoaded else { return }
            let after = neighbour(.forward, of: current)
            let before = neighbour(.reverse, of: current)
            guard let pending = direction == .forward ? after : before else {
                return diagnose(.pageSwipePastEnd, EventArguments(.string(direction == .forward ? "after" : "before")))
            }
            if let delegate {
                recordPageCall(.pageViewControllerWillTransition, of: delegate, [.list([.object(pending.traceID)])]) {
                    delegate.pageViewController(self, willTransitionTo: [pending])
                }
            }
            transitionIsRunning = true
            attach(pending)
            beginPageChange(to: pending, from: current, in: container, animated: true)
            let swipe = PageSwipe(pageViewController: self, direction: direction, current: current, pending: pending)
            self.swipe = swipe
            started = swipe
        }
        return started
    }

    func updatePageSwipe(_ swipe: PageSwipe, to percentComplete: Double) {
        emit(.updatePageSwipe, EventArguments(.number(percentComplete))) {
            guard swipe === self.swipe, swipe.state == .interacting else { return }
            swipe.percentComplete = min(1, max(0, percentComplete))
        }
    }

    /// The finger lifts past the threshold: after the rest of the animation, `(1 − percentComplete)
    /// × transitionDuration`, the page change ends as a completed one (the style's did order,
    /// S16-02, S16-04), `viewControllers` is the new page, the delegate's
    /// `didFinishAnimating(true, previous, completed: true)`, then the data source is asked for
    /// the page beyond the new one (S16-08: "didFinishAnimating… completed / viewControllerAfter…
    /// second vc"); the page left is kept as the page behind.
    func finishPageSwipe(_ swipe: PageSwipe) {
        emit(.finishPageSwipe) {
            settle(swipe, as: .finishing, then: .finished, after: (1 - swipe.percentComplete) * Self.transitionDuration) {
                [weak self] swipe in
                guard let self, let container = self.viewIfLoaded else { return }
                self.viewControllers = [swipe.pending]
                swipe.current.deliverContainmentCallback(.willMoveToParent, to: nil)
                self.endPageChange(to: swipe.pending, from: swipe.current, in: container)
                self.notifyDidFinishAnimating(previous: swipe.current, completed: true)
                self.neighbours = [swipe.direction.opposite: swipe.current]
                _ = self.neighbour(swipe.direction, of: swipe.pending)
            }
        }
    }

    /// The finger lifts short of the threshold: after the animation back, `percentComplete ×
    /// transitionDuration`, the appearance reverses in the style's order: scroll (S16-03) the
    /// current page's viewWillAppear and viewDidAppear, then the pending page's viewWillDisappear
    /// and viewDidDisappear, which never had its viewDidAppear; page curl (S16-04's notes) the
    /// pending viewWillDisappear, the current viewWillAppear, the pending viewDidDisappear, the
    /// current viewDidAppear. The pending page leaves the children (no source shows its
    /// containment calls), and the delegate's `didFinishAnimating(true, previous, completed:
    /// false)` (S16-08: "animating finish but transition not complete"). The data source is not
    /// asked again (S16-08: the next slight scroll only calls willTransitionTo).
    func cancelPageSwipe(_ swipe: PageSwipe) {
        emit(.cancelPageSwipe) {
            settle(swipe, as: .cancelling, then: .cancelled, after: swipe.percentComplete * Self.transitionDuration) {
                [weak self] swipe in
                self?.reversePageChange(swipe)
            }
        }
    }

    private func reversePageChange(_ swipe: PageSwipe) {
        let (current, pending) = (swipe.current, swipe.pending)
        let removePendingView = { [weak self] in
            guard let container = self?.viewIfLoaded, let view = pending.viewIfLoaded, view.superview === container else { return }
            view.detachFromSuperview()
        }
        switch transitionStyle {
        case .scroll:
            current.beginAppearanceIfNeeded(true, animated: true, driver: .containerTransition)
            current.endAppearance(ifDrivenBy: .containerTransition)
            pending.beginAppearanceIfNeeded(false, animated: true, driver: .containerTransition)
            removePendingView()
            pending.endAppearance(ifDrivenBy: .containerTransition)
        case .pageCurl:
            pending.beginAppearanceIfNeeded(false, animated: true, driver: .containerTransition)
            current.beginAppearanceIfNeeded(true, animated: true, driver: .containerTransition)
            removePendingView()
            pending.endAppearance(ifDrivenBy: .containerTransition)
            current.endAppearance(ifDrivenBy: .containerTransition)
        }
        transitionIsRunning = false
        pending.deliverContainmentCallback(.willMoveToParent, to: nil)
        if pending.parent === self { detach(pending) }
        notifyDidFinishAnimating(previous: current, completed: false)
    }

    private func notifyDidFinishAnimating(previous: ViewController, completed: Bool) {
        guard let delegate else { return }
        recordPageCall(.pageViewControllerDidFinishAnimating, of: delegate,
                       [.bool(true), .list([.object(previous.traceID)]), .bool(completed)]) {
            delegate.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                        transitionCompleted: completed)
        }
    }

    /// The finger lifts: the swipe animates for `remaining` seconds of virtual time, then ends as
    /// `final`. A swipe that is not the current one, or has already lifted, is left alone.
    private func settle(_ swipe: PageSwipe, as interim: PageSwipe.State, then final: PageSwipe.State, after remaining: Double,
                        _ completion: @escaping @MainActor (PageSwipe) -> Void) {
        guard swipe === self.swipe, swipe.state == .interacting else { return }
        swipe.state = interim
        session.runLoop.schedule(after: remaining, cause: recorder.currentCause) { [weak self] in
            self?.swipe = nil
            swipe.state = final
            completion(swipe)
        }
    }
}

/// A swipe that `PageViewController.beginPageSwipe(_:)` started, driven as the user's finger
/// would: `update(percentComplete:)` while it moves, then `finish()` or `cancel()` when it lifts.
/// Each call is recorded on the page controller; calls after the finger lifted change nothing.
@MainActor
public final class PageSwipe {
    /// Where the gesture is (finished: the new page is shown; cancelled: the page the swipe
    /// started from is shown again).
    public typealias State = InteractiveTransitionState

    /// How far the swipe has gone, 0...1.
    public internal(set) var percentComplete: Double = 0
    /// Where the gesture is now.
    public internal(set) var state = State.interacting
    /// The way the pages move.
    public let direction: PageViewController.NavigationDirection
    private weak var pageViewController: PageViewController?
    let current: ViewController
    let pending: ViewController

    init(pageViewController: PageViewController, direction: PageViewController.NavigationDirection,
         current: ViewController, pending: ViewController) {
        self.pageViewController = pageViewController
        self.direction = direction
        self.current = current
        self.pending = pending
    }

    /// The finger moved: `percentComplete` (clamped to 0...1) sets how much of the animation is
    /// left once it lifts. Nothing else happens in UIKit's lifecycle.
    public func update(percentComplete: Double) { pageViewController?.updatePageSwipe(self, to: percentComplete) }
    /// The finger lifted short of the threshold: the page stays.
    public func cancel() { pageViewController?.cancelPageSwipe(self) }
    /// The finger lifted past the threshold: the new page is shown.
    public func finish() { pageViewController?.finishPageSwipe(self) }
}
