import Foundation

/// A child process started with `posix_spawn` and reaped with `waitpid`, retried when a
/// signal interrupts it.
///
/// Why not `Foundation.Process` and `Pipe`: `FileHandle.readDataToEndOfFile` traps (`try!`) when
/// `read` fails with EINTR, so any caller whose process handles a signal without `SA_RESTART`
/// (a timer, SIGCHLD, libFuzzer's SIGALRM) crashed while the helper was drawing (issue 19).
///
/// The child's process ID stays the child's until `reap()`: a zombie keeps it. So `kill` is safe
/// at any time before reaping (unless the caller ignores SIGCHLD: `HelperSession`).
final class ChildProcess {
    /// How a child ended, from its wait status.
    enum Termination: Equatable {
        case exited(status: Int32)
        case signaled(Int32)
    }

    let processIdentifier: pid_t
    private var reaped = false

    /// Starts `executable` (no arguments) with the given descriptors as its standard input and
    /// output, standard error to /dev/null, default signal dispositions and an empty signal
    /// mask, and `environment`.
    init(executable: String, standardInput: Int32, standardOutput: Int32,
         environment: [String: String]) throws(ChildProcessError) {
        // Copies above the standard streams' numbers, so that the two dup2 below cannot overwrite
        // each other when the caller has closed its own stdin or stdout.
        let input = fcntl(standardInput, F_DUPFD_CLOEXEC, 3)
        defer { if input >= 0 { close(input) } }
        let output = fcntl(standardOutput, F_DUPFD_CLOEXEC, 3)
        defer { if output >= 0 { close(output) } }
        guard input >= 0, output >= 0 else { throw ChildProcessError(call: "fcntl", errno: errno) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The caller's blocked and ignored signals are not the helper's business.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let arguments = [strdup(executable)] + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, arguments, variables)
        guard status == 0 else { throw ChildProcessError(call: "posix_spawn", errno: status) }
        processIdentifier = pid
    }

    deinit {
        // Never leave a zombie behind, even on a path that did not wait.
        if !reaped { _ = try? reap() }
    }

    /// Waits for the child to end and reaps it; its process ID is free for reuse afterwards.
    func reap() throws(ChildProcessError) -> Termination {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else { throw ChildProcessError(call: "waitpid", errno: errno) }
        }
        reaped = true
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited(status: (status >> 8) & 0xff) : .signaled(signal)
    }
}

/// A system call that failed while starting or waiting on a child process.
struct ChildProcessError: Error, CustomStringConvertible {
    var call: String
    var errno: Int32

    var description: String { "\(call): \(String(cString: strerror(errno)))" }
}
