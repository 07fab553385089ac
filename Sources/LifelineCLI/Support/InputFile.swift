import Foundation
import LifelineTrace

/// The one reader for files named on the command line (saved traces, scenario files), with `-`
/// meaning standard input. Every failure names the path the user typed and says why in the words
/// of `ls` and the shell ("no such file"), never a positioned parse error for a file that was
/// never read.
enum InputFile {
    /// The argument that means standard input, as for `cat -`.
    static let standardInput = "-"

    /// How a path appears in messages and diff headers: `<stdin>` for `-`, which would read as
    /// a stray dash.
    static func displayName(_ path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    /// The file's bytes. `-` reads standard input to its end.
    static func bytes(at path: String) throws -> Data {
        if path == standardInput {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path, errno) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure("\(path): is a folder, not a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw failure(path, errno) }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw CommandFailure("\(path): cannot read: \((error as NSError).localizedDescription)")
        }
    }

    /// The file's bytes, checked to be UTF-8 text, read straight into one array (`-` reads
    /// standard input): for a large trace, a `Data` and a `String` were two more copies of the
    /// whole file (Benchmarks/Profiling.md, section 17). The same failures as `bytes(at:)`.
    static func utf8Bytes(at path: String, kind: String) throws -> [UInt8] {
        try checkedUTF8(path == standardInput ? [UInt8](try self.bytes(at: path)) : try fileBytes(at: path),
                        at: path, kind: kind)
    }

    /// Bytes already read from `path`, if they are UTF-8 text: the bytes of the `String`
    /// `text(of:at:kind:)` would make, which drops one leading byte order mark (as Foundation's
    /// `String(data:encoding:)` does), so that positions in messages stay what they were.
    static func checkedUTF8(_ bytes: consuming [UInt8], at path: String, kind: String) throws -> [UInt8] {
        guard bytes.withUnsafeBufferPointer(UTF8Validation.isValid) else { throw notUTF8(path, kind: kind) }
        if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
        return bytes
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A file's bytes read with `read(2)` into an array sized by `fstat`, growing if the file
    /// grows meanwhile.
    private static func fileBytes(at path: String) throws -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path, errno) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure("\(path): is a folder, not a file")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        // One more than the size, so that a read that fills it says the file grew.
        var capacity = max(Int(status.st_size), 0) + 1
        while true {
            bytes.reserveCapacity(capacity)
            let start = bytes.count
            var failed: Int32 = 0
            bytes.append(contentsOf: repeatElement(0, count: capacity - start))
            let filled = bytes.withUnsafeMutableBytes { buffer -> Int in
                var filled = start
                while filled < buffer.count {
                    let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                    if count < 0, errno == EINTR { continue }
                    if count < 0 { failed = errno; return filled }
                    if count == 0 { break }
                    filled += count
                }
                return filled
            }
            if failed != 0 { throw CommandFailure("\(path): cannot read: \(String(cString: strerror(failed)))") }
            bytes.removeLast(bytes.count - filled)
            if filled < capacity { return bytes }
            capacity *= 2
        }
    }

    /// The file as UTF-8 text; `kind` ("trace", "scenario") says what it was expected to be.
    static func text(at path: String, kind: String) throws -> String {
        try text(of: bytes(at: path), at: path, kind: kind)
    }

    /// Bytes already read from `path` as UTF-8 text.
    static func text(of bytes: Data, at path: String, kind: String) throws -> String {
        guard let text = String(data: bytes, encoding: .utf8) else { throw notUTF8(path, kind: kind) }
        return text
    }

    private static func notUTF8(_ path: String, kind: String) -> CommandFailure {
        CommandFailure("\(displayName(path)): not UTF-8 text, so not a \(kind) file")
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        switch code {
        case ENOENT, ENOTDIR: return CommandFailure("\(path): no such file")
        case EACCES: return CommandFailure("\(path): permission denied")
        default: return CommandFailure("\(path): \(String(cString: strerror(code)))")
        }
    }
}
