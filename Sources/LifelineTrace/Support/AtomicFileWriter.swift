#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shared by the CLI's output files and `lifeline verify`'s goldens, and the testing kit's goldens.
/// Writes a file so that readers see either the old contents or the new, never a partial file:
/// the bytes go to a temporary file in the destination's directory (so the final `rename` stays
/// on one file system, where it is atomic) and only a complete file is renamed over the
/// destination. On any failure the temporary file is removed.
package enum AtomicFileWriter {
    /// Names the path the user gave, since that is what they need to fix.
    package struct WriteError: Error, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "cannot write '\(path)': \(reason)" }
    }

    package static func write(_ bytes: [UInt8], to path: String) throws {
        let (directory, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw WriteError(path: path, reason: "not a file name")
        }
        let suffix = String(UInt64.random(in: .min ... .max), radix: 36)
        let temporary = "\(directory).\(name).\(suffix).tmp"

        // O_EXCL: never write through a file someone else created under the temporary name.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: lastError()) }
        var committed = false
        var isOpen = true
        defer {
            if isOpen { _ = close(descriptor) }
            if !committed { _ = unlink(temporary) }
        }

        try writeAll(bytes, to: descriptor, path: path)
        // Flush to disk before the rename, so a crash cannot leave the new name on empty data.
        guard fsync(descriptor) == 0 else { throw WriteError(path: path, reason: lastError()) }
        isOpen = false
        guard close(descriptor) == 0 else { throw WriteError(path: path, reason: lastError()) }
        guard rename(temporary, path) == 0 else { throw WriteError(path: path, reason: lastError()) }
        committed = true
    }

    /// `dir/file` into `dir/` (kept with its slash, empty for the working directory) and `file`.
    private static func split(_ path: String) -> (directory: Substring, name: Substring) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
        return (path[...slash], path[path.index(after: slash)...])
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, reason: lastError())
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
