import Foundation

/// Renders in a child process running `LifelineGraphvizHelper`, so that DOT which crashes
/// Graphviz ends that process and comes back as a `.crashed` error.
///
/// One helper serves request after request (a `HelperSession`): a process start and Graphviz's
/// plugin loading cost tens of milliseconds, against a millisecond or two for a small render, so a
/// process per render made raw DOT some thirty times slower (issue 19: fuzzing it could not reach
/// 10^6 executions). A new helper is started only for the first request, after one crashed, timed
/// out, retired itself (`GraphvizHelper.retires(after:)`: fdp's state, memory) or was lost, or when
/// `LIFELINE_GRAPHVIZ_HELPER` names another executable. Calls are serialized by one lock, so that
/// one helper is enough and a reply always answers the request just sent. The helper's stderr is
/// discarded: Graphviz's messages come back in the reply, and what a crashing C library prints is
/// not the caller's. Every system call is retried when a signal interrupts it (a caller may handle
/// signals: issue 19).
///
/// Whether a render succeeded is decided by its reply alone, which is length-framed
/// (`RenderExchange`): a helper that died while writing leaves a reply cut short. The exit status
/// only words the `.crashed` message, so a caller that ignores SIGCHLD (the system then reaps
/// the helper and waiting for it fails with ECHILD) loses nothing but that wording.
///
/// Each request gets `timeLimit` seconds; past it, the helper is killed and the caller gets
/// `.timedOut`; the next request starts another.
enum IsolatedRender {
    /// Two minutes: about the time `dot` takes on a 10,000-node graph on a slow machine, far
    /// beyond any diagram worth drawing (notes: 2 s is crossed near 3,500 nodes).
    static let defaultTimeLimit: Double = 120

    /// The helper that serves the next request, if one is running.
    private static let session = Locked<HelperSession?>(nil)

    /// For tests: `body` with the running helper, if any, under the renderer's lock (so that
    /// no render starts, replaces or reaps it meanwhile).
    static func withRunningHelper<Result>(_ body: (HelperSession?) -> Result) -> Result {
        session.withLock { body($0) }
    }

    static func render(_ request: RenderExchange.Request,
                       timeLimit: Double = defaultTimeLimit) throws(GraphvizError) -> [UInt8] {
        let helper = try HelperLocation.find().path
        let bytes = RenderExchange.encode(request)
        return try session.withLock { (current: inout HelperSession?) throws(GraphvizError) in
            // A helper that ended while it waited (killed from outside) or is not the one asked for
            // is replaced; one that cannot take the request is replaced once more, fresh.
            if let running = current, running.path != helper || !running.isWaiting {
                running.close()
                current = nil
            }
            // The time limit covers sending too: a helper that stops reading cannot hang the caller.
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeLimit) * 1e9)
            var sent = HelperSession.Sent.failed
            for _ in 0..<2 where sent == .failed {
                let session: HelperSession
                if let running = current {
                    session = running
                } else {
                    session = try HelperSession(helper: helper)
                }
                current = session
                sent = session.send(bytes, until: deadline)
                if sent == .failed {
                    session.close()
                    current = nil
                }
            }
            guard let session = current else {
                throw GraphvizError(kind: .helperUnavailable, message: "\(helper) ended before it could be sent the request")
            }
            let outcome = sent == .timedOut ? .timedOut : session.receive(until: deadline)
            switch outcome {
            case .reply(let reply):
                if reply.helperExits {
                    session.close()
                    current = nil
                }
                return try reply.result.get()
            case .timedOut:
                session.kill()
                session.close()
                current = nil
                throw GraphvizError(kind: .timedOut, message: "Graphviz did not finish within \(timeLimit) s; "
                    + "the helper process was stopped and the calling process is unaffected.")
            case .ended:
                let termination = session.close()
                current = nil
                throw GraphvizError(kind: .crashed, message: crashMessage(termination))
            }
        }
    }

    private static func crashMessage(_ termination: ChildProcess.Termination?) -> String {
        let how = switch termination {
        case .signaled(let signal): "was killed by signal \(signal)\(signalName(signal))"
        case .exited(let status): "exited with status \(status) without a reply"
        case nil: "ended without a whole reply; how is unknown, as this process ignores SIGCHLD"
        }
        return "Graphviz crashed on this DOT text (the helper process \(how)); "
            + "the calling process is unaffected. Graphviz 2.42 has known faults on some malformed input."
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: " (SIGSEGV)"
        case SIGABRT: " (SIGABRT)"
        case SIGBUS: " (SIGBUS)"
        case SIGFPE: " (SIGFPE)"
        case SIGILL: " (SIGILL)"
        case SIGKILL: " (SIGKILL)"
        default: ""
        }
    }
}
