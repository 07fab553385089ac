/// The main run loop, made explicit. UIKit defers work: layout happens when the current turn's
/// Core Animation transaction commits, and transitions finish in blocks dispatched to the main
/// queue. Here that work waits until the user runs a turn, so every event has a known turn.
///
/// A turn: the code that is running (turn 0 is the code that starts the scenario) ends with the
/// layout pass for every window that asked for one; then the next turn starts by running the
/// blocks dispatched during the previous one.
@MainActor
public final class MainRunLoop {
    unowned let session: Session
    /// The turn new events are recorded in.
    public private(set) var turn = 0
    private var pendingBlocks: [(cause: Int?, work: @MainActor () -> Void)] = []
    /// Blocks app code queued (`async`, a due `asyncAfter`): they run after UIKit's own deferred
    /// work of the same turn. At launch a block dispatched from the root's viewDidLoad runs after its
    /// viewDidAppear, which UIKit calls from the commit's completion before the main queue's blocks
    /// (S20-11). No source fixes the order of app blocks and a push's or presentation's deferred
    /// start; the model puts app blocks after those too, one rule for all of UIKit's work.
    private var pendingAppBlocks: [(cause: Int?, work: @MainActor () -> Void)] = []
    private var layoutRequests: [(window: Window, cause: Int?)] = []
    /// The blocks the last turn ran, let go only once that turn's layout pass has
    /// run, as UIKit's autorelease pool drains after the Core Animation commit: what they
    /// captured (a popped controller) is released there (Lifetime/Deallocation.swift).
    private var retiredBlocks: [(cause: Int?, work: @MainActor () -> Void)] = []
    /// Objects UIKit autoreleases as they leave the screen (a popped or dismissed
    /// controller), released with the turn's blocks; the loop is not idle while it holds some.
    private var autoreleased: [AnyObject] = []

    /// Keeps `object` until the current turn ends, as UIKit's autorelease pool does.
    func autorelease(_ object: AnyObject) { autoreleased.append(object) }

    /// Lets go of the turn's blocks and autoreleased objects.
    private func drainAutoreleasePool() {
        let released = (retiredBlocks, autoreleased)
        retiredBlocks = []
        autoreleased = []
        withExtendedLifetime(released) {}
    }
    /// Virtual time, in seconds since the session started. It moves only through `advance(by:)`,
    /// or when `runUntilIdle()` has nothing left but timers and jumps to the next one.
    public private(set) var now: Double = 0 {
        // The trace records the clock where it changes (`TraceEvent.virtualTime`).
        didSet { if now != oldValue { session.recorder.setVirtualTime(now) } }
    }
    /// Work waiting for a moment of virtual time (animations that end after their duration).
    private var timers: [(fireAt: Double, cause: Int?, isAppWork: Bool, work: @MainActor () -> Void)] = []

    init(session: Session) { self.session = session }

    /// The run loop of the current session.
    public static var main: MainRunLoop { Session.current.runLoop }

    /// True when no layout pass, no dispatched block and no timer is waiting.
    public var isIdle: Bool { !hasTurnWork && timers.isEmpty }

    private var hasTurnWork: Bool {
        !pendingBlocks.isEmpty || !pendingAppBlocks.isEmpty || !layoutRequests.isEmpty || !autoreleased.isEmpty
    }

    /// Ends the current turn (its layout pass) and runs the next one's dispatched blocks, with this
    /// run loop's session current, so that what the work creates or uses records there.
    public func runOnce() {
        isRunningTurn = true
        session.run { _ in
            runTurn()
            // No layout pass to wait for: the turn ends here, and so does what it held.
            if layoutRequests.isEmpty { drainAutoreleasePool() }
        }
        isRunningTurn = false
        if isIdle {
            idleCount += 1
            runIdleChecks()
        }
    }

    /// Work that waits for the loop to go idle, each run once then forgotten: a custom transition
    /// whose animator never completes is diagnosed there (Presentation/CustomTransition.swift),
    /// because nothing else is left that could still complete it.
    private var idleChecks: [@MainActor () -> Void] = []

    /// Runs `check` once, the next time the loop goes idle after a turn, at the top level of
    /// that turn (no run-loop phase: UIKit runs nothing then; what it records is the model's).
    func whenIdle(_ check: @escaping @MainActor () -> Void) {
        idleChecks.append(check)
    }

    private func runIdleChecks() {
        guard !idleChecks.isEmpty else { return }
        let checks = idleChecks
        idleChecks.removeAll()
        session.run { _ in checks.forEach { $0() } }
    }

    /// True while a turn's deferred work runs (layout passes, dispatched blocks, timers), false in
    /// the code the user runs between turns.
    private(set) var isRunningTurn = false
    /// How many times the loop has gone idle: work that keeps re-triggering itself through the
    /// loop never lets it (`Reaction`).
    private(set) var idleCount = 0

    private func runTurn() {
        commitLayout()
        drainAutoreleasePool()
        turn += 1
        session.recorder.turn = turn
        let blocks = pendingBlocks + pendingAppBlocks
        pendingBlocks.removeAll(keepingCapacity: true)
        pendingAppBlocks.removeAll(keepingCapacity: true)
        for block in blocks {
            let phase = session.recorder.open(.mainQueue, object: nil, cause: block.cause)
            block.work()
            session.recorder.close(phase)
        }
        retiredBlocks = blocks
    }

    /// Runs turns until nothing is waiting. Stops after `maxTurns` so that work that keeps
    /// rescheduling itself cannot hang the caller; returns the number of turns run.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 10_000) -> Int {
        var turns = 0
        while !isIdle && turns < maxTurns {
            // With only timers left, time jumps to the next one: waiting is all the app would do.
            if !hasTurnWork, let next = timers.first?.fireAt { now = max(now, next); releaseDueTimers() }
            runOnce()
            turns += 1
        }
        return turns
    }

    /// Lets `seconds` of virtual time pass: runs the turns already due, then each timer at its
    /// moment (in a turn of its own, with the turns its work causes), and leaves the clock at
    /// `now + seconds`.
    public func advance(by seconds: Double) {
        let target = now + max(0, seconds)
        runTurnWork()
        while let next = timers.first?.fireAt, next <= target {
            now = max(now, next)
            releaseDueTimers()
            runTurnWork()
        }
        now = target
    }

    private func runTurnWork(maxTurns: Int = 10_000) {
        var turns = 0
        while hasTurnWork && turns < maxTurns {
            runOnce()
            turns += 1
        }
    }

    /// Schedules `work` to run on the main queue once `delay` seconds of virtual time have passed.
    /// Timers due at the same moment run in the order they were scheduled.
    func schedule(after delay: Double, cause: Int?, isAppWork: Bool = false, _ work: @escaping @MainActor () -> Void) {
        let fireAt = now + max(0, delay)
        let index = timers.firstIndex { $0.fireAt > fireAt } ?? timers.endIndex
        timers.insert((fireAt, cause, isAppWork, work), at: index)
    }

    /// Moves the timers that are due into the next turn's blocks.
    private func releaseDueTimers() {
        while let first = timers.first, first.fireAt <= now {
            timers.removeFirst()
            if first.isAppWork {
                pendingAppBlocks.append((first.cause, first.work))
            } else {
                pendingBlocks.append((first.cause, first.work))
            }
        }
    }

    /// Schedules `work` on the main queue: it runs at the start of the next turn, as UIKit's
    /// `DispatchQueue.main.async` blocks do.
    func dispatch(cause: Int?, _ work: @escaping @MainActor () -> Void) {
        pendingBlocks.append((cause, work))
    }

    /// Schedules app code's `work` on the main queue, after UIKit's work of the same turn.
    func dispatchAppWork(cause: Int?, _ work: @escaping @MainActor () -> Void) {
        pendingAppBlocks.append((cause, work))
    }

    /// Drops every block, timer and layout request still waiting, without running them: what
    /// `Session.end()` does, so that the objects they captured are freed with their session.
    func discardPendingWork() {
        pendingBlocks.removeAll()
        pendingAppBlocks.removeAll()
        timers.removeAll()
        layoutRequests.removeAll()
        idleChecks.removeAll()
        drainAutoreleasePool()
    }

    /// Asks for a layout pass of `window` at the end of this turn.
    func requestLayout(of window: Window, cause: Int?) {
        guard !layoutRequests.contains(where: { $0.window === window }) else { return }
        layoutRequests.append((window, cause))
    }

    /// Forgets a layout pass `window` asked for: a transition that lays the window out at once has
    /// done that work already.
    func withdrawLayoutRequest(of window: Window) {
        layoutRequests.removeAll { $0.window === window }
    }

    private func commitLayout() {
        // Layout can ask for more layout (a layoutSubviews that calls setNeedsLayout); UIKit runs
        // those in the same commit, so keep going until no window asks.
        var rounds = 0
        while !layoutRequests.isEmpty && rounds < 100 {
            let requests = layoutRequests
            layoutRequests.removeAll(keepingCapacity: true)
            for request in requests where request.window.isVisible {
                let phase = session.recorder.open(.layoutPass, object: request.window.traceID, cause: request.cause)
                request.window.performLayoutPass()
                session.recorder.close(phase)
            }
            rounds += 1
        }
    }
}
