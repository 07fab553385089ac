/// Work that app code schedules on the main queue, as `DispatchQueue.main.async` and
/// `asyncAfter(deadline:)` (or a one-shot `Timer`) do in UIKit apps. Each call is recorded as an
/// event with no object (`DispatchQueue.main.async()`, `DispatchQueue.main.asyncAfter(1.0)`), nested in
/// whatever is running, and the work runs later in a main-queue phase whose cause is that call, so
/// a trace and a diagram show which code scheduled it.
extension MainRunLoop {
    /// Runs `work` in the next turn, as `DispatchQueue.main.async` does: after UIKit's own deferred
    /// work queued in this turn (a window root's viewDidAppear comes first, S20-11). The model calls
    /// `work` once, in a main-queue phase of the next turn, with this run loop's session current.
    public func async(_ work: @escaping @MainActor () -> Void) {
        let call = session.recorder.record(.dispatchAsync, object: nil)
        dispatchAppWork(cause: call, work)
    }

    /// Runs `work` once `seconds` of virtual time have passed (`advance(by:)` or `runUntilIdle()`
    /// moves the clock), as `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)` does. A
    /// negative or non-finite delay runs as 0, the next turn, as GCD treats a deadline in the past;
    /// the call records the delay as given when it is finite. The model calls `work` once, in a
    /// main-queue phase of the turn the timer fires in.
    public func asyncAfter(seconds: Double, _ work: @escaping @MainActor () -> Void) {
        let delay = seconds.isFinite ? max(0, seconds) : 0
        let call = session.recorder.record(.dispatchAsyncAfter, object: nil,
                                           arguments: EventArguments(.number(seconds.isFinite ? seconds : 0)))
        schedule(after: delay, cause: call, isAppWork: true, work)
    }
}
