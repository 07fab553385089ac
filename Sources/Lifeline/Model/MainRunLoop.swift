/// The main run loop, made explicit. UIKit defers work: layout happens when the current turn's
/// Core Animation transaction commits, and transitions finish in blocks dispatched to the main
/// queue. Here that work waits until the user runs a turn, so every event has a known turn.
///
/// A turn: the code that is running (turn 0 is the code that starts the scenario) ends with the
/// layout pass for every window that asked for one; then the next turn starts by running the
/// blocks dispatched during the previous one.
@MainActor
public final class MainRunLoop {
    private unowned let session: Session
    /// The turn new events are recorded in.
    public private(set) var turn = 0
    private var pendingBlocks: [(cause: Int?, work: @MainActor () -> Void)] = []
    private var layoutRequests: [(window: Window, cause: Int?)] = []

    init(session: Session) { self.session = session }

    /// The run loop of the current session.
    public static var main: MainRunLoop { Session.current.runLoop }

    /// True when no layout pass and no dispatched block is waiting.
    public var isIdle: Bool { pendingBlocks.isEmpty && layoutRequests.isEmpty }

    /// Ends the current turn (its layout pass) and runs the next one's dispatched blocks.
    public func runOnce() {
        commitLayout()
        turn += 1
        session.recorder.turn = turn
        let blocks = pendingBlocks
        pendingBlocks.removeAll(keepingCapacity: true)
        for block in blocks {
            let phase = session.recorder.open(.mainQueue, object: nil, cause: block.cause)
            block.work()
            session.recorder.close(phase)
        }
    }

    /// Runs turns until nothing is waiting. Stops after `maxTurns` so that work that keeps
    /// rescheduling itself cannot hang the caller; returns the number of turns run.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 10_000) -> Int {
        var turns = 0
        while !isIdle && turns < maxTurns {
            runOnce()
            turns += 1
        }
        return turns
    }

    /// Schedules `work` on the main queue: it runs at the start of the next turn, as UIKit's
    /// `DispatchQueue.main.async` blocks do.
    func dispatch(cause: Int?, _ work: @escaping @MainActor () -> Void) {
        pendingBlocks.append((cause, work))
    }

    /// Asks for a layout pass of `window` at the end of this turn.
    func requestLayout(of window: Window, cause: Int?) {
        guard !layoutRequests.contains(where: { $0.window === window }) else { return }
        layoutRequests.append((window, cause))
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
