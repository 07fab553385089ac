import Foundation
import Testing

/// Runs a built executable of the package (`lifeline` unless told otherwise) the way a user
/// would and captures what it did.
///
/// Finding the binary: SwiftPM puts every product of a build configuration in one directory
/// (`.build/<triple>/<config>/`, also reachable as `.build/<config>/`), the test bundle included.
/// On Linux the test bundle `LifelinePackageTests.xctest` is itself the running executable, so
/// `Bundle.main.bundleURL` (the directory of the executable) is that directory. On macOS the
/// bundle is loaded by `xctest` or `swiftpm-testing-helper` instead, so the `.xctest` bundle's
/// parent is used. `LIFELINE_BINARY` overrides both, e.g. to test an installed binary.
/// `swift test` builds the test bundle but does not rebuild `lifeline` (SwiftPM 6.3), so a stale
/// binary would be tested: `make test` runs `swift build` first for that reason.
struct LifelineBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
    }

    static func locate(_ name: String = "lifeline") throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if name == "lifeline", let override = environment["LIFELINE_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var directories = [Bundle.main.bundleURL]
        directories += Bundle.allBundles
            .filter { $0.bundleURL.pathExtension == "xctest" }
            .map { $0.bundleURL.deletingLastPathComponent() }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw LocateError(name: name, searched: directories.map(\.path))
    }

    /// util-linux's tool for running a program with other credentials.
    static let setpriv = "/usr/bin/setpriv"

    /// Whether `run(_:user:)` can work here: root, with `setpriv` installed.
    static var canRunAsAnotherUser: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
    }

    struct LocateError: Error, CustomStringConvertible {
        let name: String
        let searched: [String]
        var description: String {
            "no '\(name)' executable in \(searched); run 'swift build' first (or set LIFELINE_BINARY for lifeline)"
        }
    }

    /// Runs `script` with `/bin/sh`, `$0` naming the lifeline binary: a real pipe, which a
    /// command can read only once (`LifelineBinary.run` gives standard input as a file).
    static func shell(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try locate().path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The outputs are a few hundred bytes, far below a pipe's buffer, so reading after the exit cannot block it.
        process.waitUntilExit()
        return (process.terminationStatus,
                String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// Runs `lifeline arguments...` in `directory` (a fresh temporary one by default). Output
    /// goes to files rather than pipes so a large trace cannot block the child on a full pipe.
    /// `input` becomes standard input (empty by default, as `/dev/null`); `environment` is added
    /// to the test's own, a `nil` value removing the variable. `user` runs it as that user and
    /// group id through `setpriv` (the test must be root), for permission rules root bypasses.
    static func run(_ arguments: [String], in directory: URL? = nil, executable: String = "lifeline",
                    input: Data? = nil, environment: [String: String?] = [:], user: UInt32? = nil) throws -> Result {
        let scratch = try TemporaryDirectory()
        let stdoutURL = scratch.url.appendingPathComponent("stdout")
        let stderrURL = scratch.url.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = Process()
        if let user {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", try locate(executable).path] + arguments
        } else {
            process.executableURL = try locate(executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? scratch.url
        if let input {
            let inputURL = scratch.url.appendingPathComponent("stdin")
            try input.write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        try process.run()
        process.waitUntilExit()

        let stdoutData = try Data(contentsOf: stdoutURL)
        let stderrData = try Data(contentsOf: stderrURL)
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self),
            stdoutData: stdoutData
        )
    }
}

/// A directory that is removed when the value goes away, so each test gets its own clean
/// place for output files and tests can run in parallel.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Everything in the directory, to check that no temporary file was left behind.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
