import Foundation

/// Renders in a child process running `LifelineGraphvizHelper`, so that DOT which crashes
/// Graphviz ends that process and comes back as a `.crashed` error.
///
/// The request goes in and the reply comes back through temporary files that are unlinked as
/// soon as they are open: no pipe to block on or to raise SIGPIPE if the helper dies early,
/// nothing for another child spawned meanwhile to hold open by inheriting it, and nothing left
/// on disk even if this process is killed. The reply is read once the helper has ended. The
/// helper's stderr is discarded: Graphviz's messages come back in the reply, and what a
/// crashing C library prints is not the caller's. The process is a `ChildProcess`, and every
/// call here is retried when a signal interrupts it (a caller may handle signals: issue 19).
///
/// The helper gets `timeLimit` seconds; past it, it is killed and the caller gets `.timedOut`.
enum IsolatedRender {
    /// Two minutes: about the time `dot` takes on a 10,000-node graph on a slow machine, far
    /// beyond any diagram worth drawing (notes: 2 s is crossed near 3,500 nodes).
    static let defaultTimeLimit: Double = 120

    static func render(_ request: RenderExchange.Request,
                       timeLimit: Double = defaultTimeLimit) throws(GraphvizError) -> [UInt8] {
        let helper = try HelperLocation.find()
        let input = try temporaryFile(holding: RenderExchange.encode(request))
        defer { close(input) }
        let output = try temporaryFile(holding: [])
        defer { close(output) }

        // A crash is expected here now and then: no time spent on Swift's backtrace of it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: helper.path, standardInput: input, standardOutput: output,
                                       environment: environment)
        } catch {
            throw GraphvizError(kind: .helperUnavailable, message: "could not start \(helper.path): \(error)")
        }
        // Kills the helper if it is still running when the limit runs out. Once it has ended the
        // watchdog does nothing: the helper is reaped only after that, so the watchdog can never
        // kill a process ID the system has handed to someone else.
        let watch = Locked((hasEnded: false, wasKilled: false))
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem {
            watch.withLock { state in
                guard !state.hasEnded else { return }
                state.wasKilled = true
                kill(pid, SIGKILL)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        var lost: ChildProcessError?
        do {
            try process.waitForExit()
        } catch {
            // ECHILD: the caller ignores SIGCHLD, so the system reaped the helper itself once every
            // child had ended; its process ID may already be someone else's, so no kill here.
            lost = error
        }
        let wasKilled = watch.withLock { state in
            state.hasEnded = true
            return state.wasKilled
        }
        watchdog.cancel()
        if let lost {
            throw GraphvizError(kind: .helperUnavailable, message: "lost the helper process: \(lost)")
        }
        let termination: ChildProcess.Termination
        do {
            termination = try process.reap()
        } catch {
            throw GraphvizError(kind: .helperUnavailable, message: "lost the helper process: \(error)")
        }

        if wasKilled {
            throw GraphvizError(kind: .timedOut, message: "Graphviz did not finish within \(timeLimit) s; "
                + "the helper process was stopped and the calling process is unaffected.")
        }

        if termination == .exited(status: 0), let result = RenderExchange.decodeReply(try contents(of: output)) {
            return try result.get()
        }
        throw GraphvizError(kind: .crashed, message: crashMessage(termination))
    }

    private static func crashMessage(_ termination: ChildProcess.Termination) -> String {
        let how = switch termination {
        case .signaled(let signal): "was killed by signal \(signal)\(signalName(signal))"
        case .exited(let status): "exited with status \(status) without a reply"
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

    /// An open, already unlinked file holding `bytes`, positioned at its start.
    private static func temporaryFile(holding bytes: [UInt8]) throws(GraphvizError) -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/lifeline-graphviz-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw fileError("could not create a temporary file for the helper") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        // Not for other children spawned meanwhile (mkostemp, which does it at once, is not
        // imported on Linux; an inherited copy would only keep the file a little longer).
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, bytes.count - written, off_t(written)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = fileError("could not write the helper's request")
                close(descriptor)
                throw error
            }
            written += count
        }
        return descriptor
    }

    /// The whole file behind `descriptor`, read from its start.
    private static func contents(of descriptor: Int32) throws(GraphvizError) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(result.count)) }
            if count > 0 {
                result += buffer[..<count]
            } else if count == 0 {
                return result
            } else if errno != EINTR {
                throw fileError("could not read the helper's reply")
            }
        }
    }

    private static func fileError(_ what: String) -> GraphvizError {
        GraphvizError(kind: .helperUnavailable, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
