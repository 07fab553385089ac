#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shared by the CLI's output files (`-o`), `lifeline verify`'s goldens and the testing kit's
/// goldens. Writes a file so that readers see either the old contents or the new, never a
/// partial file, without changing what the path is. What the path names decides how:
///
/// - **Nothing yet, or a regular file with one link**: the bytes go to a temporary file in the
///   same folder (so the final `rename` stays on one file system, where it is atomic), which is
///   flushed and renamed over the path. An existing file's permission bits and owner are copied
///   to the new one first, so a 0600 file stays 0600 and never becomes readable by others. If the
///   owner cannot be kept (not root, someone else's file) or the folder refuses a new file, the
///   file is written in place instead, as a shell's `>` does: it keeps everything, but a reader
///   may see it half-written.
/// - **A read-only regular file** (no write bit for anyone) is refused, even for root, who could
///   replace it: read-only means "do not change me".
/// - **A regular file with several hard links** is written in place, so every name keeps seeing
///   the same file. Splitting the link would be atomic but silently detach the other names.
/// - **A symbolic link** is followed: its target is written by these rules and the link stays.
///   A link to nothing is refused rather than creating a file somewhere the user may not expect.
/// - **Standard output or error** (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/2`, or any path to
///   the same file) is written through the open descriptor, as a shell does.
/// - **Anything else** (a character device such as `/dev/null`, a FIFO) is opened and written
///   directly, never replaced: renaming over `/dev/null` as root would break it for every later
///   process on the machine.
/// - **A folder** is an error.
///
/// Where the file system offers unnamed files (Linux's `O_TMPFILE`: ext4, XFS, Btrfs, tmpfs),
/// the new contents are written to a file with no name at all, which the kernel frees if the
/// run is killed, and only then linked into the folder: straight to the destination's name when
/// nothing is there, else to a temporary name renamed over it at once. Elsewhere (and when
/// `/proc` is missing) the bytes go to a named temporary file from the start.
///
/// Temporary names are `.<name>.lifeline-tmp-<pid>-<tag>`. A run killed before its rename
/// leaves one behind: while writing on a file system without unnamed files, or with them only
/// in the moment between naming the complete file and renaming it. Each write through a named
/// temporary file removes the stale ones in its folder (those whose process no longer exists),
/// and `lifeline verify` clears its folders the same way. Writes through unnamed files do not
/// list the folder: in a folder of 18,000 files (a busy `/tmp`) that listing was 5 ms of a 6 ms
/// command. A process in another PID namespace sharing the folder looks dead and loses its
/// temporary file; its rename then fails with an error rather than writing anything wrong.
package enum AtomicFileWriter {
    /// Names the path the user gave, since that is what they need to fix.
    package struct WriteError: Error, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// What marks a temporary file of this writer, between the destination's name and the pid.
    package static let temporaryMarker = ".lifeline-tmp-"

    package static func write(_ bytes: [UInt8], to path: String, newFile: NewFile = .unnamedWhereSupported) throws {
        let (_, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw WriteError(path: path, reason: "not a file name")
        }
        let fail = { (reason: String) in WriteError(path: path, reason: reason) }
        if let descriptor = standardStream(named: path) {
            try writeAll(bytes, to: descriptor, fail: fail)
            return
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw fail(lastError()) }
            try replace(path, with: bytes, keeping: nil, newFile: newFile, fail: fail)
            return
        }
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                guard errno == ENOENT else { throw fail(lastError()) }
                throw fail("it is a symbolic link to '\(linkText(path))', which does not exist")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &status) == 0 else { throw fail(lastError()) }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_mode & 0o222 != 0 else { throw fail("the file is read-only") }
            guard access(target, W_OK) == 0 else { throw fail(lastError()) }
            if status.st_nlink > 1 {
                try writeInPlace(bytes, to: target, fail: fail)
            } else {
                try replace(target, with: bytes, keeping: status, newFile: newFile, fail: fail)
            }
        case S_IFDIR:
            throw fail("it is a folder")
        default:
            try writeInPlace(bytes, to: target, fail: fail)
        }
    }

    /// Removes the temporary files in `directory` whose writing process no longer exists. Errors
    /// are ignored: this only tidies, and a file it cannot remove harms nothing.
    package static func removeStaleTemporaryFiles(in directory: String) {
        let folder = directory.isEmpty ? "." : directory
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let marker = Array(temporaryMarker.utf8)
        while let entry = readdir(stream) {
            // Every write lists its folder, so most names are looked at as bytes and never made
            // into a `String`: in a folder of 15,000 files that was half the listing's cost.
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                guard length > marker.count, raw[0] == UInt8(ascii: "."),
                      (1...(length - marker.count)).contains(where: { start in
                          raw[start] == marker[0] && raw[start..<(start + marker.count)].elementsEqual(marker)
                      }) else { return nil }
                return String(decoding: raw.prefix(length), as: UTF8.self)
            }
            guard let name, let pid = writerProcess(ofTemporaryName: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            var status = stat()
            if lstat(prefix + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                _ = unlink(prefix + name)
            }
        }
    }

    /// The pid in `.<name>.lifeline-tmp-<pid>-<tag>`, or nil for any other name.
    package static func writerProcess(ofTemporaryName name: String) -> pid_t? {
        let bytes = Array(name.utf8), marker = Array(temporaryMarker.utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count > marker.count else { return nil }
        // The last occurrence: the destination's own name may contain the marker.
        guard let start = (0...(bytes.count - marker.count)).reversed().first(where: {
            bytes[$0..<($0 + marker.count)].elementsEqual(marker)
        }) else { return nil }
        let rest = bytes[(start + marker.count)...]
        let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.count <= 9, rest.dropFirst(digits.count).first == UInt8(ascii: "-") else { return nil }
        return pid_t(String(decoding: digits, as: UTF8.self))
    }

    /// How `replace` makes its new file: unnamed where the file system allows (the default), or
    /// named from the start, as on file systems without unnamed files. Tests choose the second
    /// to reach that path on a file system that has them.
    package enum NewFile: Sendable {
        case unnamedWhereSupported
        case named
    }

    /// Writes through a new file renamed over `path`, copying `existing`'s mode and owner.
    /// Falls back to writing in place when the folder refuses a new file or the owner cannot be
    /// kept, since the alternative is failing or changing the file's owner.
    private static func replace(_ path: String, with bytes: [UInt8], keeping existing: stat?,
                                newFile: NewFile, fail: (String) -> WriteError) throws {
        let (directory, name) = split(path)
        if newFile == .unnamedWhereSupported,
           try replaceThroughUnnamedFile(path, directory: directory, name: name, with: bytes, keeping: existing, fail: fail) {
            return
        }
        removeStaleTemporaryFiles(in: String(directory))
        let temporary = temporaryName(directory: directory, name: name)

        // O_EXCL: never write through a file someone else created under the temporary name.
        // An existing file's copy starts private (0600) and gets the file's own bits below, so
        // it is never more readable than the file it replaces, not even for a moment.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing == nil ? 0o666 : 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if existing != nil, [EACCES, EPERM, EROFS].contains(code) {
                return try writeInPlace(bytes, to: path, fail: fail)
            }
            throw fail(String(cString: strerror(code)))
        }
        var committed = false
        var isOpen = true
        defer {
            if isOpen { _ = close(descriptor) }
            if !committed { _ = unlink(temporary) }
        }
        guard try take(existing, to: descriptor, fail: fail) else {
            _ = close(descriptor)
            isOpen = false
            return try writeInPlace(bytes, to: path, fail: fail)
        }
        try writeDurably(bytes, to: descriptor, fail: fail)
        isOpen = false
        guard close(descriptor) == 0 else { throw fail(lastError()) }
        guard rename(temporary, path) == 0 else { throw fail(lastError()) }
        committed = true
    }

    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import: `__O_TMPFILE` is
    /// 020000000 in Linux's asm-generic/fcntl.h, which every architecture Swift runs on uses
    /// (alpha, parisc and sparc differ); `O_DIRECTORY` comes from the C library.
    private static var unnamedFileFlag: Int32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm) || arch(riscv64) || arch(powerpc64le) || arch(s390x))
        return 0o20000000 | O_DIRECTORY
        #else
        return nil
        #endif
    }

    /// `replace` through a file without a name: written, flushed, then linked into the folder.
    /// Returns false, having changed nothing, when the file system or the system refuses unnamed
    /// files or their linking (no `O_TMPFILE`, no `/proc`), so that the caller writes through a
    /// named temporary file instead, which reports any real error in the folder itself.
    private static func replaceThroughUnnamedFile(_ path: String, directory: Substring, name: Substring, with bytes: [UInt8],
                                                  keeping existing: stat?, fail: (String) -> WriteError) throws -> Bool {
        guard let flag = unnamedFileFlag else { return false }
        // An existing file's copy starts private (0600), as the named temporary file does.
        let descriptor = open(directory.isEmpty ? "." : String(directory), flag | O_WRONLY | O_CLOEXEC,
                              existing == nil ? 0o666 : 0o600)
        guard descriptor >= 0 else { return false }
        defer { _ = close(descriptor) }
        guard try take(existing, to: descriptor, fail: fail) else {
            try writeInPlace(bytes, to: path, fail: fail)
            return true
        }
        try writeDurably(bytes, to: descriptor, fail: fail)
        // Linked by its /proc name: `AT_EMPTY_PATH` would do it from the descriptor, but only for
        // a process allowed to read any file (CAP_DAC_READ_SEARCH).
        let unnamed = "/proc/self/fd/\(descriptor)"
        if existing == nil {
            // Nothing there: the complete file takes the name itself, with no moment in which a
            // killed run could leave a temporary name behind.
            if linkat(AT_FDCWD, unnamed, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return true }
            // Someone made the name meanwhile: replace it, as a rename would have.
            guard errno == EEXIST else { return false }
        }
        let temporary = temporaryName(directory: directory, name: name)
        // Any refusal here leaves nothing behind, and the named path reports real errors itself.
        guard linkat(AT_FDCWD, unnamed, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else { return false }
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            _ = unlink(temporary)
            throw fail(reason)
        }
        return true
    }

    /// `.<name>.lifeline-tmp-<pid>-<tag>` in `directory`: recognisable, and unique to this run.
    private static func temporaryName(directory: Substring, name: Substring) -> String {
        let tag = String(UInt64.random(in: .min ... .max), radix: 36)
        return "\(directory).\(shortened(name))\(temporaryMarker)\(getpid())-\(tag)"
    }

    /// Gives the new file `existing`'s owner and permission bits (nothing for a new file).
    /// Returns false when the owner cannot be kept, so the caller writes in place instead.
    private static func take(_ existing: stat?, to descriptor: Int32, fail: (String) -> WriteError) throws -> Bool {
        guard let existing else { return true }
        var created = stat()
        guard fstat(descriptor, &created) == 0 else { throw fail(lastError()) }
        if created.st_uid != existing.st_uid || created.st_gid != existing.st_gid {
            guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else { return false }
        }
        guard fchmod(descriptor, existing.st_mode & 0o777) == 0 else { throw fail(lastError()) }
        return true
    }

    /// Writes all of `bytes` and flushes them to disk, before the file gets its name, so that a
    /// crash cannot leave the name on empty data.
    private static func writeDurably(_ bytes: [UInt8], to descriptor: Int32, fail: (String) -> WriteError) throws {
        try writeAll(bytes, to: descriptor, fail: fail)
        guard fsync(descriptor) == 0 else { throw fail(lastError()) }
    }

    /// Opens the existing file and writes it from the start: devices, FIFOs, files with several
    /// links, and the fallbacks above. Not atomic for a regular file; never replaces anything.
    private static func writeInPlace(_ bytes: [UInt8], to path: String, fail: (String) -> WriteError) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail(lastError()) }
        defer { _ = close(descriptor) }
        try writeAll(bytes, to: descriptor, fail: fail)
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            guard fsync(descriptor) == 0 else { throw fail(lastError()) }
        }
    }

    /// Standard output or standard error, when `path` names the same file as either (through
    /// `/dev/stdout`, `/proc/self/fd/1` or plainly): writing through the descriptor keeps a
    /// pipe's or a redirected file's position, where renaming over it would lose the output.
    private static func standardStream(named path: String) -> Int32? {
        var named = stat()
        guard stat(path, &named) == 0 else { return nil }
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
            var stream = stat()
            if fstat(descriptor, &stream) == 0, stream.st_dev == named.st_dev, stream.st_ino == named.st_ino {
                return descriptor
            }
        }
        return nil
    }

    /// `name`, cut to leave room for the temporary name's other 40-odd bytes within a file
    /// name's 255, at a scalar boundary: a destination named near the limit can still be written.
    private static func shortened(_ name: Substring) -> Substring {
        var bytes = 0
        let end = name.unicodeScalars.firstIndex { scalar in
            bytes += String(scalar).utf8.count
            return bytes > 200
        }
        return end.map { name[..<$0] } ?? name
    }

    /// `dir/file` into `dir/` (kept with its slash, empty for the working directory) and `file`.
    private static func split(_ path: String) -> (directory: Substring, name: Substring) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
        return (path[...slash], path[path.index(after: slash)...])
    }

    /// What a symbolic link says, for the message about a link to nothing.
    private static func linkText(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, fail: (String) -> WriteError) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw fail(lastError())
                }
                offset += written
            }
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// The C library's `write`, which `AtomicFileWriter.write` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
