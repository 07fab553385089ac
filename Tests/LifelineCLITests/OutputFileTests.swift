import Foundation
import Testing

/// `--output FILE`: the file gets exactly what stdout would, and is replaced atomically.
struct OutputFileTests {
    @Test(arguments: [
        ["trace", "root-window"],
        ["trace", "root-window", "--format", "json"],
        ["compare", "root-window", "direct-view-access"],
        ["compare", "root-window", "direct-view-access", "--format", "json"],
    ])
    func writesTheSameBytesAsStdout(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let printed = try LifelineBinary.run(arguments)
        let written = try LifelineBinary.run(arguments + ["--output", "out.txt"], in: directory.url)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr.isEmpty)
        #expect(try Data(contentsOf: directory.file("out.txt")) == printed.stdoutData)
        #expect(try directory.contents() == ["out.txt"], "no temporary file is left behind")
    }

    @Test func acceptsAnAbsolutePath() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("trace.txt").path
        let result = try LifelineBinary.run(["trace", "direct-view-access", "--output", path])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("lifeline-trace 3"))
    }

    @Test func replacesAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        let destination = directory.file("out.txt")
        try Data(String(repeating: "old contents\n", count: 10_000).utf8).write(to: destination)
        let printed = try LifelineBinary.run(["trace", "root-window"])
        let result = try LifelineBinary.run(["trace", "root-window", "--output", destination.path])
        #expect(result.status == 0)
        #expect(try Data(contentsOf: destination) == printed.stdoutData)
        #expect(try directory.contents() == ["out.txt"])
    }

    @Test func reportsAMissingDirectoryWithThePath() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/out.txt").path
        let result = try LifelineBinary.run(["trace", "root-window", "--output", path])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: cannot write '\(path)': "))
        #expect(try directory.contents().isEmpty)
    }

    @Test func reportsADirectoryAsDestinationAndLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("taken"), withIntermediateDirectories: false)
        let result = try LifelineBinary.run(["trace", "root-window", "--output", "taken"], in: directory.url)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: cannot write 'taken': "))
        #expect(try directory.contents() == ["taken"], "the temporary file is removed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("taken").path).isEmpty)
    }

    @Test func reportsAPathThatEndsInASlash() throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["trace", "root-window", "--output", "out/"], in: directory.url)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot write 'out/'"))
        #expect(try directory.contents().isEmpty)
    }
}
