import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// What a first day with the tool expects of any command-line program (issue 12): `--version`,
/// `NO_COLOR`, `-` for standard input, "no such file" for a missing file, and `verify` noticing a
/// golden whose scenario is gone.
struct CommandLineConventionsTests {
    @Test func versionPrintsOneVersionString() throws {
        let result = try LifelineBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
        let help = try LifelineBinary.run(["--help"])
        #expect(help.stdout.contains("--version"))
    }

    // MARK: NO_COLOR (https://no-color.org): set and not empty, `auto` does not colour.

    /// Two traces that differ, and `verify` folder whose golden differs, to colour.
    func differingFiles() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "push", "-o", "a.trace"], in: directory.url).status == 0)
        #expect(try LifelineBinary.run(["trace", "push", "--ios", "12", "-o", "b.trace"], in: directory.url).status == 0)
        try FileManager.default.createDirectory(at: directory.file("scenarios"), withIntermediateDirectories: false)
        try Data(VerifyCommandTests.scenario.utf8).write(to: directory.file("scenarios/flow.yaml"))
        try Data(VerifyCommandTests.golden.replacingOccurrences(of: "    vc.viewDidLoad()\n", with: "").utf8)
            .write(to: directory.file("scenarios/flow.trace"))
        return directory
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"),
          arguments: [["diff", "a.trace", "b.trace"], ["verify", "scenarios"]])
    func noColorTurnsOffAutomaticColourOnATerminal(command: [String]) throws {
        let directory = try differingFiles()
        let coloured = try TerminalRun.run(command, in: directory.url, environment: ["NO_COLOR": nil])
        #expect(coloured.contains("\u{1B}[32m+"), "a terminal gets colour by default")
        let plain = try TerminalRun.run(command, in: directory.url, environment: ["NO_COLOR": "1"])
        // Colour is SGR (`ESC [ ... m`); verify's progress line still erases itself (`ESC [ K`).
        #expect(plain.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) == nil, "NO_COLOR=1")
        #expect(plain.contains("+    vc.viewDidLoad()") || plain.contains("+ios: 12"))
        let empty = try TerminalRun.run(command, in: directory.url, environment: ["NO_COLOR": ""])
        #expect(empty.contains("\u{1B}[32m+"), "an empty NO_COLOR does not count")
        let forced = try TerminalRun.run(command + ["--color", "always"], in: directory.url, environment: ["NO_COLOR": "1"])
        #expect(forced.contains("\u{1B}[32m+"), "--color always is the user asking, over NO_COLOR")
    }

    // MARK: `-` is standard input

    @Test(arguments: ["text", "json"])
    func renderReadsStandardInput(format: String) throws {
        let saved = try LifelineBinary.run(["trace", "root-window", "--format", format])
        for output in ["svg", "text", "mermaid"] {
            let fromInput = try LifelineBinary.run(["render", "-", "--format", output], input: saved.stdoutData)
            let direct = try LifelineBinary.run(["trace", "root-window", "--format", output])
            #expect(fromInput.status == 0, "\(fromInput.stderr)")
            #expect(fromInput.stdoutData == direct.stdoutData, "\(format) in, \(output) out")
        }
    }

    @Test func diffReadsStandardInputOnEitherSide() throws {
        let saved = try LifelineBinary.run(["trace", "push", "--format", "json"]).stdoutData
        #expect(try LifelineBinary.run(["diff", "-", "push"], input: saved).status == 0)
        let other = try LifelineBinary.run(["diff", "push", "-", "--ios", "12"], input: saved)
        #expect(other.status == 1)
        #expect(other.stdout.hasPrefix("--- push\n+++ <stdin>\n"))
        let twice = try LifelineBinary.run(["diff", "-", "-"], input: saved)
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("error: standard input ('-') can be read only once; save one of the traces to a file.\n"))
    }

    @Test func aMalformedTraceOnStandardInputIsNamedAsSuch() throws {
        let result = try LifelineBinary.run(["render", "-"], input: Data("lifeline-trace 2\nios: x\n".utf8))
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: <stdin>:2:6: expected an iOS major version, found `x`\n")
    }

    // MARK: Missing files

    @Test(arguments: [
        (["render", "missing.trace"], "missing.trace", 1 as Int32),
        (["diff", "missing.trace", "push"], "missing.trace", 2),
        (["diff", "push", "missing.json"], "missing.json", 2),
        (["trace", "missing.yaml"], "missing.yaml", 1),
        (["compare", "push", "gone/flow.json"], "gone/flow.json", 1),
    ])
    func aMissingFileSaysNoSuchFile(arguments: [String], path: String, status: Int32) throws {
        let result = try LifelineBinary.run(arguments)
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(path): no such file\n")
    }

    @Test(arguments: [["render", "folder.trace"], ["trace", "folder.yaml"]])
    func aFolderIsNotAFile(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file(arguments[1]), withIntermediateDirectories: false)
        let result = try LifelineBinary.run(arguments, in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr == "error: \(arguments[1]): is a folder, not a file\n")
    }

    // MARK: verify and goldens without scenarios

    @Test func verifyReportsAGoldenWithoutItsScenario() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("old"), withIntermediateDirectories: false)
        try Data(VerifyCommandTests.scenario.utf8).write(to: directory.file("flow.yaml"))
        try Data(VerifyCommandTests.golden.utf8).write(to: directory.file("flow.trace"))
        try Data(VerifyCommandTests.golden.utf8).write(to: directory.file("old/renamed.trace"))
        let result = try LifelineBinary.run(["verify", "."], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout == """
            ok        flow.yaml
            ORPHAN    old/renamed.trace: no scenario old/renamed.yaml, .yml or .json beside it
            1 scenario: 1 ok, 1 golden without a scenario

            """)
    }
}

/// Runs `lifeline` with its standard output and error on a pseudo-terminal, as a user's shell
/// does, so that `--color auto` sees a terminal. Returns what the terminal received.
enum TerminalRun {
    static func run(_ arguments: [String], in directory: URL, environment: [String: String?]) throws -> String {
        let primary = PseudoTerminal.open(O_RDWR | O_NOCTTY)
        #expect(primary >= 0)
        defer { close(primary) }
        #expect(PseudoTerminal.grant(primary) == 0 && PseudoTerminal.unlock(primary) == 0)
        let secondaryPath = try #require(PseudoTerminal.secondaryPath(of: primary))
        let secondary = try FileHandle(forUpdating: URL(fileURLWithPath: secondaryPath))

        let process = Process()
        process.executableURL = try LifelineBinary.locate()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = secondary
        process.standardError = secondary
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        try process.run()
        process.waitUntilExit()
        try secondary.close()

        // The terminal hands the child's output to this side asynchronously: on a loaded machine it
        // may not be readable yet when the child has exited. Read until the terminal reports the
        // hang-up (every copy of the secondary side is closed: `read` fails with EIO), waiting at
        // most 10 s for each piece so that a stuck terminal fails the test instead of hanging it.
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var waiting = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 10_000) > 0 else { break }
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}

/// The C library's pseudo-terminal calls, which the Glibc module does not import (their header
/// hides them behind `_XOPEN_SOURCE`), looked up by name instead.
enum PseudoTerminal {
    private static func function<F>(_ name: String, as type: F.Type) -> F {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name) in libc") }
        return unsafeBitCast(symbol, to: type)
    }

    static let open = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    /// `ptsname_r`, not `ptsname`: `ptsname` answers in one static buffer, and the tests run side
    /// by side, so one test could be handed another's terminal, its command's output going to the
    /// other test (seen once in CI: a run that read nothing from its own terminal).
    private static let nameInto = function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)

    /// The path of the secondary side of the pseudo-terminal `primary`, or nil.
    static func secondaryPath(of primary: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 128)
        guard nameInto(primary, &buffer, buffer.count) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
