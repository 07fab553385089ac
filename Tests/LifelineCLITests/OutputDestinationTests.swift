import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifelineTestSupport
import Testing

/// `-o` respects what the path already names (issue 19, defect 0): special files are written
/// directly, an existing file keeps its mode, owner and links, a read-only file is refused, a
/// symlink is written through, and a killed run leaves at most one complete temporary file.
/// Run through the built binary against real files, FIFOs and devices.
struct OutputDestinationTests {
    static let arguments = ["trace", "root-window"]

    /// What `-o` should put in the file: exactly what standard output gets.
    static func expectedBytes() throws -> Data {
        let printed = try LifelineBinary.run(arguments)
        #expect(printed.status == 0)
        return printed.stdoutData
    }

    @Test(.enabled(if: FileStatus.canMakeDevices, "needs CAP_MKNOD"))
    func aCharacterDeviceIsWrittenDirectlyNotReplaced() throws {
        let directory = try TemporaryDirectory()
        let device = directory.file("null").path
        #expect(FileStatus.makeNullDevice(at: device))
        let before = try #require(FileStatus.of(device))
        let result = try LifelineBinary.run(Self.arguments + ["-o", device])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(FileStatus.of(device) == before, "still the same device node")
        #expect(try directory.contents() == ["null"], "no temporary file beside it")
    }

    /// The machine's own `/dev/null`, as CI scripts use it. Before the fix this replaced the
    /// device with a regular file for the whole container, so it runs after the private-device
    /// test above proves the rule.
    @Test func devNullStaysTheNullDevice() throws {
        let before = try #require(FileStatus.of("/dev/null"))
        #expect(before.kind == .characterDevice)
        let result = try LifelineBinary.run(Self.arguments + ["-o", "/dev/null"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(FileStatus.of("/dev/null") == before)
    }

    @Test func aFIFOReceivesTheOutputAndStaysAFIFO() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.file("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading first and without blocking, so the writer's open succeeds and a
        // writer that never opens the FIFO (the defect) shows as empty output, not a hang. The
        // trace is far smaller than a pipe's buffer, so the writer never waits for this reader.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try LifelineBinary.run(Self.arguments + ["-o", fifo])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(reader, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        #expect(received == (try Self.expectedBytes()))
        #expect(FileStatus.of(fifo)?.kind == .fifo)
        #expect(try directory.contents() == ["pipe"])
    }

    /// `-` and the descriptor paths all mean this process's standard output; nothing is renamed.
    @Test(arguments: ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
    func standardOutputPathsWriteToStandardOutput(path: String) throws {
        let result = try LifelineBinary.run(Self.arguments + ["-o", path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutData == (try Self.expectedBytes()))
    }

    @Test(arguments: [0o600, 0o640, 0o604] as [mode_t])
    func anExistingFileKeepsItsMode(mode: mode_t) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("out.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, mode) == 0)
        let result = try LifelineBinary.run(Self.arguments + ["-o", path])
        #expect(result.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == (try Self.expectedBytes()))
        #expect(FileStatus.of(path)?.permissions == mode, "never widened to the umask's default")
        #expect(try directory.contents() == ["out.txt"])
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file to another owner"))
    func anExistingFileKeepsItsOwner() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("out.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chown(path, 4321, 4322) == 0)
        let result = try LifelineBinary.run(Self.arguments + ["-o", path])
        #expect(result.status == 0)
        let status = try #require(FileStatus.of(path))
        #expect(status.owner == 4321 && status.group == 4322)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == (try Self.expectedBytes()))
    }

    /// Refused even as root, who could replace it: read-only says "do not change me".
    @Test func aReadOnlyFileIsAnErrorAndStaysUnchanged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("frozen.txt")
        try Data("keep me\n".utf8).write(to: path)
        #expect(chmod(path.path, 0o444) == 0)
        let result = try LifelineBinary.run(Self.arguments + ["-o", "frozen.txt"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: cannot write 'frozen.txt': the file is read-only\n")
        #expect(try Data(contentsOf: path) == Data("keep me\n".utf8))
        #expect(FileStatus.of(path.path)?.permissions == 0o444)
        #expect(try directory.contents() == ["frozen.txt"])
    }

    /// Symlinks are followed: the link stays, its target is replaced (atomically, keeping the
    /// target's mode), as an editor saving through a link does.
    @Test func aSymlinkIsWrittenThroughToItsTarget() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("links"), withIntermediateDirectories: false)
        let target = directory.file("target.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o600) == 0)
        #expect(symlink("../target.txt", directory.file("links/out.txt").path) == 0)
        let result = try LifelineBinary.run(Self.arguments + ["-o", "links/out.txt"], in: directory.url)
        #expect(result.status == 0)
        #expect(FileStatus.of(directory.file("links/out.txt").path)?.kind == .symlink)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("links/out.txt").path) == "../target.txt")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == (try Self.expectedBytes()))
        #expect(FileStatus.of(target)?.permissions == 0o600)
        #expect(try directory.contents() == ["links", "target.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("links").path) == ["out.txt"])
    }

    @Test func aSymlinkToNothingIsAnError() throws {
        let directory = try TemporaryDirectory()
        #expect(symlink("missing.txt", directory.file("out.txt").path) == 0)
        let result = try LifelineBinary.run(Self.arguments + ["-o", "out.txt"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write 'out.txt': it is a symbolic link to 'missing.txt', which does not exist\n")
        #expect(try directory.contents() == ["out.txt"])
    }

    /// A file with several names is written in place: every name sees the new contents.
    @Test func aHardLinkIsNotSplit() throws {
        let directory = try TemporaryDirectory()
        let first = directory.file("a.txt").path, second = directory.file("b.txt").path
        try Data(String(repeating: "old contents\n", count: 1_000).utf8).write(to: URL(fileURLWithPath: first))
        #expect(link(first, second) == 0)
        let inode = try #require(FileStatus.of(first)).inode
        let result = try LifelineBinary.run(Self.arguments + ["-o", "a.txt"], in: directory.url)
        #expect(result.status == 0)
        let expected = try Self.expectedBytes()
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == expected)
        #expect(FileStatus.of(first)?.inode == inode && FileStatus.of(first)?.links == 2)
        #expect(try directory.contents() == ["a.txt", "b.txt"])
    }

    /// The new contents are written to an unnamed file (`O_TMPFILE`) that is only named once
    /// complete, so the write never lists the folder: the stale temporary files a killed run of a
    /// named-file writer left stay for `verify` or the next named-file write to remove
    /// (`AtomicFileWriterTests`), and a live writer's are never touched either way.
    @Test func aWriteThroughAnUnnamedFileLeavesTheFolderAlone() throws {
        let directory = try TemporaryDirectory()
        let dead = try DeadProcess.id()
        let others = [".out.txt.lifeline-tmp-\(dead)-k3", ".out.txt.lifeline-tmp-\(getpid())-live", ".notes.txt"]
        for name in others { try Data("partial".utf8).write(to: directory.file(name)) }
        let result = try LifelineBinary.run(Self.arguments + ["-o", "out.txt"], in: directory.url)
        #expect(result.status == 0)
        #expect(try Data(contentsOf: directory.file("out.txt")) == (try Self.expectedBytes()))
        #expect(try directory.contents() == (others + ["out.txt"]).sorted())
    }

    /// `strace` kills the writer with SIGKILL at the moment the complete file would get its name
    /// (`linkat`): a new file never had a name, so nothing is left behind, and the next run writes.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
    func aRunKilledBeforeItsFileIsNamedLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        try Self.runKilled(at: "linkat", in: directory)
        #expect(try directory.contents() == [])
        let next = try LifelineBinary.run(Self.arguments + ["-o", "out.txt"], in: directory.url)
        #expect(next.status == 0)
        #expect(try directory.contents() == ["out.txt"])
        #expect(try Data(contentsOf: directory.file("out.txt")) == (try Self.expectedBytes()))
    }

    /// Replacing a file: the complete new file is linked under a temporary name and renamed over
    /// the old one. `strace` kills the writer at the rename: the old file is untouched, and the
    /// one thing left is the complete, recognisable temporary file (which `verify` and named-file
    /// writes remove, `verifyRemovesStaleTemporaryGoldens`).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
    func aRunKilledBeforeItsRenameLeavesTheOldFileAndACompleteTemporaryOne() throws {
        let directory = try TemporaryDirectory()
        try Data("old\n".utf8).write(to: directory.file("out.txt"))
        try Self.runKilled(at: "rename", in: directory)
        let left = try directory.contents()
        #expect(left.count == 2)
        #expect(try Data(contentsOf: directory.file("out.txt")) == Data("old\n".utf8))
        let name = try #require(left.first { $0 != "out.txt" })
        #expect(name.hasPrefix(".out.txt.lifeline-tmp-"), "recognisable: \(name)")
        #expect(try Data(contentsOf: directory.file(name)) == (try Self.expectedBytes()), "complete but never renamed")
    }

    /// Runs `trace root-window -o out.txt` in `directory` under `strace`, which sends SIGKILL
    /// when the writer makes its first `syscall`.
    static func runKilled(at syscall: String, in directory: TemporaryDirectory) throws {
        let killer = Process()
        killer.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        killer.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(syscall)", "-e", "inject=\(syscall):signal=KILL",
                            try LifelineBinary.locate().path] + arguments + ["-o", "out.txt"]
        killer.currentDirectoryURL = directory.url
        try killer.run()
        killer.waitUntilExit()
    }

    /// A name near the file system's 255-byte limit leaves no room for the temporary file's
    /// additions; the temporary name is shortened instead, and stays recognisable.
    @Test func aNameNearTheLengthLimitCanBeWritten() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "é", count: 120) + ".txt"
        let result = try LifelineBinary.run(Self.arguments + ["-o", name], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: directory.file(name)) == (try Self.expectedBytes()))
        #expect(try directory.contents() == [name])
    }

    /// `verify` writes goldens beside scenarios, so it clears its folder (and sub-folders) too.
    @Test func verifyRemovesStaleTemporaryGoldens() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("sub"), withIntermediateDirectories: false)
        try Data(VerifyCommandTests.scenario.utf8).write(to: directory.file("sub/flow.yaml"))
        try Data(VerifyCommandTests.golden.utf8).write(to: directory.file("sub/flow.trace"))
        let dead = try DeadProcess.id()
        try Data("lifeline-trace 2\n".utf8).write(to: directory.file("sub/.flow.trace.lifeline-tmp-\(dead)-x"))
        let result = try LifelineBinary.run(["verify", "."], in: directory.url)
        #expect(result.stdout == "ok        sub/flow.yaml\n1 scenario: 1 ok\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("sub").path).sorted()
            == ["flow.trace", "flow.yaml"])
    }

    // MARK: As a user who is not root, the case of most developers and of CI jobs that drop root

    static let nobody: UInt32 = 65534

    /// A folder the other user can write in, holding `file` owned by root with `mode`.
    func foreignFile(mode: mode_t, folderOwnedByUser: Bool) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        #expect(chmod(directory.url.path, 0o755) == 0)
        if folderOwnedByUser { #expect(chown(directory.url.path, Self.nobody, Self.nobody) == 0) }
        let path = directory.file("out.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, mode) == 0)
        return (directory, path)
    }

    @Test(.enabled(if: LifelineBinary.canRunAsAnotherUser, "needs root and setpriv"))
    func anotherUserCanWriteToDevNull() throws {
        let result = try LifelineBinary.run(Self.arguments + ["-o", "/dev/null"], user: Self.nobody)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let piped = try LifelineBinary.run(Self.arguments + ["-o", "/dev/stdout"], user: Self.nobody)
        #expect(piped.stdoutData == (try Self.expectedBytes()))
    }

    /// Root's file, writable by all, in the user's folder: the user cannot give a new file to
    /// root, so it is written in place and stays root's.
    @Test(.enabled(if: LifelineBinary.canRunAsAnotherUser, "needs root and setpriv"))
    func aFileTheUserCannotGiveAwayIsWrittenInPlace() throws {
        let (directory, path) = try foreignFile(mode: 0o666, folderOwnedByUser: true)
        let inode = try #require(FileStatus.of(path)).inode
        let result = try LifelineBinary.run(Self.arguments + ["-o", path], user: Self.nobody)
        #expect(result.status == 0, "\(result.stderr)")
        let status = try #require(FileStatus.of(path))
        #expect(status.owner == 0 && status.permissions == 0o666 && status.inode == inode)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == (try Self.expectedBytes()))
        #expect(try directory.contents() == ["out.txt"])
    }

    /// Root's file the user may not write, in a folder the user may write: renaming over it
    /// would work, and would replace someone else's file. Refused, as the shell's `>` refuses.
    @Test(.enabled(if: LifelineBinary.canRunAsAnotherUser, "needs root and setpriv"))
    func aFileTheUserMayNotWriteIsRefused() throws {
        let (directory, path) = try foreignFile(mode: 0o644, folderOwnedByUser: true)
        let result = try LifelineBinary.run(Self.arguments + ["-o", path], user: Self.nobody)
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write '\(path)': Permission denied\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old\n".utf8))
        #expect(FileStatus.of(path)?.owner == 0)
        #expect(try directory.contents() == ["out.txt"])
    }

    /// The user's own file in a folder only root may write: no temporary file can be made
    /// beside it, so it is written in place rather than refused.
    @Test(.enabled(if: LifelineBinary.canRunAsAnotherUser, "needs root and setpriv"))
    func aWritableFileInAReadOnlyFolderIsWrittenInPlace() throws {
        let (directory, path) = try foreignFile(mode: 0o600, folderOwnedByUser: false)
        #expect(chown(path, Self.nobody, Self.nobody) == 0)
        let result = try LifelineBinary.run(Self.arguments + ["-o", path], user: Self.nobody)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == (try Self.expectedBytes()))
        #expect(FileStatus.of(path)?.permissions == 0o600)
        #expect(try directory.contents() == ["out.txt"])
    }
}
