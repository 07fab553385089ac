import Foundation

/// A whole process run to completion, for the end-to-end figures and for the peak-memory runs
/// (which print their own VmHWM: `wait4`'s `ru_maxrss` kept the spawning parent's size).
///
/// Started with posix_spawn (Foundation's Process adds tens of milliseconds on Linux, which
/// would be charged to Lifeline).
struct ChildProcess {
    /// How a finished process went.
    struct Outcome {
        let status: Int32
        /// Wall time from spawn to exit, on the monotonic clock.
        let milliseconds: Double
        /// What it wrote to standard output, when captured.
        let output: String

        var succeeded: Bool { status == 0 }
    }

    let path: String
    let arguments: [String]
    /// Standard output goes to /dev/null unless captured; standard error always does, except
    /// that a failure is reported through the status.
    var captureOutput = false

    func run() throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeEnds) == 0 else { throw BenchmarkFailure("pipe failed") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var child = pid_t()
        let spawned = posix_spawn(&child, path, &actions, nil, argv, environment)
        if captureOutput { close(pipeEnds[1]) }
        defer { if captureOutput { close(pipeEnds[0]) } }
        guard spawned == 0 else { throw BenchmarkFailure("could not start \(path): error \(spawned)") }

        let output = captureOutput ? readToEnd(pipeEnds[0]) : []
        var status: Int32 = 0
        waitpid(child, &status, 0)
        let elapsed = (clock.now - start).components
        return Outcome(status: status,
                       milliseconds: Double(elapsed.seconds) * 1_000 + Double(elapsed.attoseconds) / 1e15,
                       output: String(decoding: output, as: UTF8.self))
    }
}

/// The path of this executable and of the `lifeline` built next to it (`make bench` builds both
/// in the same release folder).
enum Executables {
    static var benchmark: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static var lifeline: String? {
        let path = URL(fileURLWithPath: benchmark).deletingLastPathComponent().appendingPathComponent("lifeline").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}

/// Everything a pipe delivers until its writer closes it.
func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        output += chunk[0..<count]
    }
    return output
}
