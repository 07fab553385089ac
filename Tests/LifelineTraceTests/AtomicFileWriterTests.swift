import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifelineTrace
import LifelineTestSupport
import Testing

/// `AtomicFileWriter`'s two ways of making the new file, each run on purpose: through an unnamed
/// file where the file system has them (the default), and through a named temporary file from
/// the start, as on file systems without them. Both must leave the same folder behind. The CLI's
/// `OutputDestinationTests` cover special files, links, owners and killed runs.
@Suite("Atomic file writes, unnamed and named")
struct AtomicFileWriterTests {
    static let bytes = Array("lifeline-trace 4\nA.viewDidLoad()\n".utf8)

    @Test(arguments: [AtomicFileWriter.NewFile.unnamedWhereSupported, .named])
    func aNewFileGetsTheBytesAndTheUsualMode(newFile: AtomicFileWriter.NewFile) throws {
        let folder = try Folder()
        let path = folder.path + "/out.txt"
        try AtomicFileWriter.write(Self.bytes, to: path, newFile: newFile)
        #expect(try folder.contents() == ["out.txt"])
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == Self.bytes)
        let mask = umask(0)
        umask(mask)
        #expect(try Self.permissions(of: path) == 0o666 & ~mask)
    }

    @Test(arguments: [AtomicFileWriter.NewFile.unnamedWhereSupported, .named])
    func anExistingFileIsReplacedWholeAndKeepsItsMode(newFile: AtomicFileWriter.NewFile) throws {
        let folder = try Folder()
        let path = folder.path + "/out.txt"
        try Data("an older and longer text than the new one\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o640) == 0)
        let before = try Self.inode(of: path)
        try AtomicFileWriter.write(Self.bytes, to: path, newFile: newFile)
        #expect(try folder.contents() == ["out.txt"])
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == Self.bytes)
        #expect(try Self.permissions(of: path) == 0o640)
        #expect(try Self.inode(of: path) != before, "replaced by a new file, never rewritten in place")
    }

    /// A named-file write lists its folder and removes the temporary files of writers that no
    /// longer exist; a live writer's file, other hidden files and look-alikes without the
    /// leading dot stay. An unnamed-file write never lists the folder, so it leaves them all
    /// (which also shows that the default took that path: the tests' temporary folder is on a
    /// file system with unnamed files, ext4 or tmpfs; the CLI's `aRunKilledBeforeItsFileIsNamed`
    /// test sees its `linkat`).
    @Test(arguments: [AtomicFileWriter.NewFile.unnamedWhereSupported, .named])
    func onlyANamedFileWriteRemovesStaleTemporaryFiles(newFile: AtomicFileWriter.NewFile) throws {
        let folder = try Folder()
        let dead = try DeadProcess.id()
        let stale = [".out.txt.lifeline-tmp-\(dead)-k3", ".flow.svg.lifeline-tmp-\(dead)-0"]
        let kept = [".out.txt.lifeline-tmp-\(getpid())-live", ".notes.txt", "out.txt.lifeline-tmp-\(dead)-k3"]
        for name in stale + kept { try Data("partial".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name)) }
        try AtomicFileWriter.write(Self.bytes, to: folder.path + "/out.txt", newFile: newFile)
        let left = newFile == .named ? kept : stale + kept
        #expect(try folder.contents() == (left + ["out.txt"]).sorted())
    }

    static func permissions(of path: String) throws -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
        return status.st_mode & 0o777
    }

    static func inode(of path: String) throws -> UInt64 {
        var status = stat()
        guard stat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
        return UInt64(status.st_ino)
    }


    /// A fresh folder, removed with what is in it.
    final class Folder {
        let path: String

        init() throws {
            var template = Array((NSTemporaryDirectory() + "/lifeline-writer-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
            path = String(cString: made)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
    }
}
