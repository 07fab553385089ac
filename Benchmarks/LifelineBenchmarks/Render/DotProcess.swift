import Foundation

/// The `dot` command run as a subprocess, the way a program without the library would draw.
///
/// Started with posix_spawn rather than Foundation's Process, which adds some 50 ms a run on
/// Linux and would flatter the in-process renderer.
struct DotProcess {
    let path: String

    /// The first `dot` on PATH, if any.
    static func find() -> DotProcess? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/dot" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(DotProcess.init(path:))
    }

    /// `dot -Tsvg file`; the DOT is in a file so that the only pipe carries the output.
    func svg(of file: String) throws -> [UInt8] {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkFailure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])

        let arguments = [path, "-Tsvg", file].map { (text: String) in strdup(text) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + environment).forEach { free($0) } }

        var child = pid_t()
        let spawned = posix_spawn(&child, path, &actions, nil, arguments, environment)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw BenchmarkFailure("could not start \(path): error \(spawned)") }

        let output = readToEnd(pipeEnds[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        guard status == 0 else { throw BenchmarkFailure("dot failed with wait status \(status)") }
        return output
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
