import Foundation
import Testing
@testable import LifelineGraphviz

extension GraphvizRendererTests {
    /// A caller whose process handles signals (timers, SIGCHLD, libFuzzer's SIGALRM) has its
    /// blocking system calls interrupted: the renderer must retry them, not trap. Foundation's
    /// `FileHandle.readDataToEndOfFile` traps on EINTR (`try!` in FileHandle.swift), which took the
    /// RawDOT fuzzing process down while it waited on the helper (issue 19).
    struct InterruptedCallsTests {
        @Test func rawDOTRendersWhileTheCallingThreadIsInterruptedEveryMillisecond() throws {
            let storm = SignalStorm(signal: SIGALRM, every: 0.001)
            defer { storm.stop() }
            var results: [[String]?] = []
            // At least 20 renders, and for half a second: one helper serves them all, so each takes
            // a millisecond or two, and the storm must run long enough to hit them.
            let end = Date().addingTimeInterval(0.5)
            while results.count < 20 || Date() < end {
                results.append(svgTexts(try GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small)))
            }
            let interruptions = storm.stop()
            #expect(results == Array(repeating: ["viewDidLoad", "viewWillAppear", "viewDidAppear"], count: results.count))
            // The storm really ran while the renders waited.
            #expect(interruptions > 100)
        }

        @Test func aHelperPastItsLimitIsStillStoppedUnderInterruptions() throws {
            let storm = SignalStorm(signal: SIGALRM, every: 0.001)
            defer { storm.stop() }
            let request = RenderExchange.Request(engine: "dot", format: "svg", dot: TimeLimitTests.slowGraph)
            #expect(throws: GraphvizError(kind: .timedOut, message: """
                Graphviz did not finish within 0.05 s; the helper process was stopped and the calling \
                process is unaffected.
                """)) { try IsolatedRender.render(request, timeLimit: 0.05) }
        }
    }
}

/// Sends `signal` to the thread that made it, every `interval` seconds, until stopped, with a
/// handler that does nothing and no `SA_RESTART`: each one makes a blocking system call on that
/// thread fail with EINTR, as any signal handler installed without `SA_RESTART` does. Aimed at
/// one thread (`pthread_kill`), so that tests running on other threads are left alone, and
/// unblocked on it while the storm lasts: the thread pool that runs tests blocks such signals, as
/// a program's main thread (libFuzzer's, an app's) does not. Stop it on the thread that made it.
final class SignalStorm: @unchecked Sendable {
    private let signal: Int32
    private var previous = sigaction()
    private var previousMask = sigset_t()
    private let state = NSLock()
    private var running = true
    private var sent = 0
    private var stopped: Int?
    private let finished = DispatchSemaphore(value: 0)

    init(signal: Int32, every interval: TimeInterval) {
        self.signal = signal
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { _ in }
        #else
        action.__sigaction_u.__sa_handler = { _ in }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, &previous)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
        let target = pthread_self()
        Thread.detachNewThread { [self] in
            while state.withLock({ running }) {
                pthread_kill(target, signal)
                state.withLock { sent += 1 }
                Thread.sleep(forTimeInterval: interval)
            }
            finished.signal()
        }
    }

    /// Stops sending (waiting for the sender to end), restores the previous handler, and
    /// returns how many signals were sent. Idempotent.
    @discardableResult
    func stop() -> Int {
        if let stopped { return stopped }
        state.withLock { running = false }
        finished.wait()
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        // One sent while the mask went back would wait on this thread for the old handler; take it.
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, signal) == 1 {
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, signal)
            var taken: Int32 = 0
            sigwait(&only, &taken)
        }
        sigaction(signal, &previous, nil)
        let count = state.withLock { sent }
        stopped = count
        return count
    }
}
