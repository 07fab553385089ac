import Foundation

/// Renders in a child process running `LifelineGraphvizHelper`, so that DOT which crashes
/// Graphviz ends that process and comes back as a `.crashed` error.
///
/// The request goes in through a temporary file that is unlinked as soon as it is open: no
/// pipe to block on or to raise SIGPIPE if the helper dies early, and nothing left on disk
/// even if this process is killed. The helper's stderr is discarded: Graphviz's messages
/// come back in the reply, and what a crashing C library prints is not the caller's.
///
/// The helper gets `timeLimit` seconds; past it, it is killed and the caller gets `.timedOut`.
enum IsolatedRender {
    /// Two minutes: about the time `dot` takes on a 10,000-node graph on a slow machine, far
    /// beyond any diagram worth drawing (notes: 2 s is crossed near 3,500 nodes).
    static let defaultTimeLimit: Double = 120

    static func render(_ request: RenderExchange.Request,
                       timeLimit: Double = defaultTimeLimit) throws(GraphvizError) -> [UInt8] {
        let helper = try HelperLocation.find()
        let input = try requestFile(holding: RenderExchange.encode(request))
        defer { try? input.close() }

        let process = Process()
        process.executableURL = helper
        process.arguments = []
        process.standardInput = input
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // A crash is expected here now and then: no time spent on Swift's backtrace of it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw GraphvizError(kind: .helperUnavailable,
                                message: "could not start \(helper.path): \(error.localizedDescription)")
        }
        // Kills the helper if it is still running when the limit runs out. Its output closing
        // means it is ending: from then on the watchdog does nothing, so it can never kill a
        // process id the system has handed to someone else.
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
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        let wasKilled = watch.withLock { state in
            state.hasEnded = true
            return state.wasKilled
        }
        watchdog.cancel()
        process.waitUntilExit()

        if wasKilled {
            throw GraphvizError(kind: .timedOut, message: "Graphviz did not finish within \(timeLimit) s; "
                + "the helper process was stopped and the calling process is unaffected.")
        }

        if process.terminationReason == .exit, process.terminationStatus == 0,
           let result = RenderExchange.decodeReply(Array(reply)) {
            return try result.get()
        }
        throw GraphvizError(kind: .crashed, message: crashMessage(process))
    }

    private static func crashMessage(_ process: Process) -> String {
        let how = process.terminationReason == .uncaughtSignal
            ? "was killed by signal \(process.terminationStatus)\(signalName(process.terminationStatus))"
            : "exited with status \(process.terminationStatus) without a reply"
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
    private static func requestFile(holding bytes: [UInt8]) throws(GraphvizError) -> FileHandle {
        var template = Array((NSTemporaryDirectory() + "/lifeline-graphviz-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw GraphvizError(kind: .helperUnavailable,
                                message: "could not create a temporary file for the helper: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: bytes)
            try handle.seek(toOffset: 0)
        } catch {
            throw GraphvizError(kind: .helperUnavailable,
                                message: "could not write the helper's request: \(error.localizedDescription)")
        }
        return handle
    }
}
