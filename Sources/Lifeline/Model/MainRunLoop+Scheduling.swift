/// Work that app code schedules on the main queue, as `DispatchQueue.main.async` and
/// `asyncAfter(deadline:)` (or a one-shot `Timer`) do in UIKit apps. The work runs in a main-queue
/// phase of the trace whose cause is the call that was running when it was scheduled, so a
/// diagram shows what led to it.
extension MainRunLoop {
    /// Runs `work` at the start of the next turn.
    public func async(_ work: @escaping @MainActor () -> Void) {
        dispatch(cause: session.recorder.currentCause, work)
    }

    /// Runs `work` once `seconds` of virtual time have passed (`advance(by:)` or `runUntilIdle()`
    /// moves the clock).
    public func asyncAfter(seconds: Double, _ work: @escaping @MainActor () -> Void) {
        schedule(after: seconds, cause: session.recorder.currentCause, work)
    }
}
