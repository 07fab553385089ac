import Foundation

/// One running `LifelineGraphvizHelper` and the renderer's end of the connection to it, over
/// which it is sent request after request (`RenderExchange`). Not thread-safe: `IsolatedRender`
/// holds the one session under its lock.
///
/// Why a socket pair, where the one-render-per-process helper used unlinked temporary files: a
/// helper that lives on must be told when a request is there and must say when its reply is
/// complete, which a file cannot do without polling. The two hazards that kept pipes out are
/// handled here:
/// - SIGPIPE: the renderer writes with `send(MSG_NOSIGNAL)` (Linux) or on a socket marked
///   `SO_NOSIGPIPE` (Darwin), so a helper that died early makes the write fail with EPIPE instead
///   of killing the caller with SIGPIPE; no signal disposition of the caller's is touched.
/// - Inherited descriptors: both ends are close-on-exec from the moment they exist
///   (`SOCK_CLOEXEC` on Linux; on Darwin, which lacks it, `FD_CLOEXEC` right after, leaving a
///   window only for a `posix_spawn` on another thread in between), and the helper's end is
///   closed here as soon as the helper has its copy. So the helper holds the only other end: when
///   it ends, reading here sees the end of the stream at once, and when this process ends, the
///   helper reads the end of its input and exits.
///
/// Process IDs: the helper is reaped only by `close()`, and `kill()` is called only before that,
/// by the same thread under the same lock, so its ID cannot have been handed to another process
/// (a zombie keeps it). A caller that ignores SIGCHLD is the exception: the system reaps the helper
/// itself the moment it ends. `kill()` then first checks that the helper's end of the connection is
/// still open (a process closes its descriptors before it can be reaped), which leaves only the
/// microseconds between that check and the kill, in which the helper would have to end, be reaped
/// and have its ID reused.
final class HelperSession {
    /// The executable this session runs.
    let path: String
    private let process: ChildProcess
    /// The renderer's end of the connection; -1 once closed.
    private var connection: Int32

    var processIdentifier: pid_t { process.processIdentifier }

    /// Starts the helper at `path`, with this process's environment.
    init(helper path: String) throws(GraphvizError) {
        self.path = path
        var ends: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
        #else
        let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends)
        #endif
        guard made == 0 else {
            throw GraphvizError(kind: .helperUnavailable,
                                message: "could not connect to the helper: socketpair: \(String(cString: strerror(errno)))")
        }
        #if canImport(Darwin)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var on: Int32 = 1
        setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        defer { Foundation.close(ends[1]) }
        // A crash is expected now and then: no time spent on Swift's backtrace of it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        do {
            process = try ChildProcess(executable: path, standardInput: ends[1], standardOutput: ends[1],
                                       environment: environment)
        } catch {
            Foundation.close(ends[0])
            throw GraphvizError(kind: .helperUnavailable, message: "could not start \(path): \(error)")
        }
        connection = ends[0]
    }

    deinit {
        if connection >= 0 { _ = close() }
    }

    /// Whether the helper is alive and waiting for a request. False when it has ended since its
    /// last reply (killed from outside, say): its end of the connection then reads as ended.
    var isWaiting: Bool {
        var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, 0)
            if ready < 0, errno == EINTR { continue }
            return ready == 0
        }
    }

    /// How sending a request ended.
    enum Sent {
        case sent
        /// The helper has gone (EPIPE) or the connection failed.
        case failed
        /// The helper took no more of the request by the deadline (it is stopped, say).
        case timedOut
    }

    /// Writes all of `bytes` by `deadline` (a `DispatchTime`'s uptime nanoseconds).
    func send(_ bytes: [UInt8], until deadline: UInt64) -> Sent {
        #if canImport(Darwin)
        let flags = Int32(MSG_DONTWAIT)
        #else
        let flags = Int32(MSG_NOSIGNAL | MSG_DONTWAIT)
        #endif
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.send(connection, $0.baseAddress! + done, bytes.count - done, flags)
            }
            if count > 0 {
                done += count
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: break
            default: return .failed
            }
            guard wait(for: POLLOUT, until: deadline) else { return .timedOut }
        }
        return .sent
    }

    /// How waiting for a reply ended.
    enum Outcome {
        case reply(RenderExchange.Reply)
        /// The connection ended before a whole reply (or with one that does not decode): the
        /// helper died while rendering or writing.
        case ended
        /// No whole reply by the deadline.
        case timedOut
    }

    /// Reads one whole reply, waiting until `deadline` (a `DispatchTime`'s uptime nanoseconds).
    func receive(until deadline: UInt64) -> Outcome {
        var timedOut = false
        let fields = RenderExchange.readMessage(fields: RenderExchange.replyFields) { count in
            guard !timedOut else { return nil }
            switch readExactly(count, until: deadline) {
            case .bytes(let bytes): return bytes
            case .ended: return nil
            case .timedOut:
                timedOut = true
                return nil
            }
        }
        if timedOut { return .timedOut }
        guard let fields, let reply = RenderExchange.decodeReply(fields) else { return .ended }
        return .reply(reply)
    }

    private enum Read {
        case bytes([UInt8])
        case ended
        case timedOut
    }

    private func readExactly(_ count: Int, until deadline: UInt64) -> Read {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(count, 1 << 20))
        var chunk = [UInt8](repeating: 0, count: min(count, 256 * 1024))
        while bytes.count < count {
            // Whatever is already there first; poll only when nothing is.
            let received = chunk.withUnsafeMutableBytes {
                recv(connection, $0.baseAddress, min($0.count, count - bytes.count), Int32(MSG_DONTWAIT))
            }
            if received > 0 {
                bytes += chunk[..<received]
                continue
            }
            if received == 0 { return .ended }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: break
            default: return .ended
            }
            guard wait(for: POLLIN, until: deadline) else { return .timedOut }
        }
        return .bytes(bytes)
    }

    /// Waits until the connection may be ready for `event` or a signal interrupts the wait; false
    /// once `deadline` has passed. Callers try again either way.
    private func wait(for event: Int32, until deadline: UInt64) -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return false }
        // Rounded up, so that a wait never ends just short of the deadline and spins.
        let milliseconds = Int32(clamping: (deadline - now + 999_999) / 1_000_000)
        var entry = pollfd(fd: connection, events: Int16(event), revents: 0)
        // EINTR (a caller that handles signals) and a timeout both send the caller round again,
        // to try once more and then come back here to the clock.
        _ = poll(&entry, 1, milliseconds)
        return true
    }

    /// Stops a helper that overran its time limit with SIGKILL, unless it has already ended
    /// (see the type's notes on process IDs). Call `close()` next.
    func kill() {
        var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, 0) < 0, errno == EINTR {}
        // Darwin may not report a closed peer as POLLHUP on a socket: it is then killed, as before.
        guard entry.revents & Int16(POLLHUP) == 0 else { return }
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Closes the connection, which ends a helper waiting for a request, and reaps the helper.
    /// Returns how it ended, or nil when this process ignores SIGCHLD (the system has reaped it,
    /// and its exit status is gone).
    @discardableResult
    func close() -> ChildProcess.Termination? {
        if connection >= 0 {
            Foundation.close(connection)
            connection = -1
        }
        return try? process.reap()
    }
}
