import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` (or `stat`, following links) says about a path, for the output-file tests: the
/// kind of file, its permission bits, owner, inode and link count.
struct FileStatus: Equatable {
    enum Kind: Equatable { case regular, directory, symlink, fifo, characterDevice, other }

    let kind: Kind
    let permissions: mode_t
    let owner: uid_t
    let group: gid_t
    let inode: UInt64
    let links: UInt64
    let device: UInt64

    /// The path's own status (a symlink is reported as one), or nil when nothing is there.
    static func of(_ path: String, following: Bool = false) -> FileStatus? {
        var info = stat()
        let result = following ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symlink
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        default: kind = .other
        }
        return FileStatus(kind: kind, permissions: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid,
                          inode: UInt64(info.st_ino), links: UInt64(info.st_nlink), device: UInt64(info.st_rdev))
    }

    /// Creates a character device like `/dev/null` (major 1, minor 3) at `path`, so the device
    /// rules can be tested without risking the machine's own `/dev/null`. Needs root (CAP_MKNOD).
    static func makeNullDevice(at path: String) -> Bool {
        #if os(Linux)
        let nullDevice = dev_t((1 << 8) | 3)
        #else
        let nullDevice = dev_t((1 << 24) | 3)
        #endif
        return mknod(path, S_IFCHR | 0o666, nullDevice) == 0
    }

    /// Whether this process may create device nodes: the device tests run only where it can.
    static let canMakeDevices: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-mknod-\(getpid())").path
        defer { unlink(path) }
        return makeNullDevice(at: path)
    }()
}
