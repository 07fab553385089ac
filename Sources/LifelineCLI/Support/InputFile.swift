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

    /// `body` with the file's bytes mapped read-only (`MappedFile`) and checked to be UTF-8 text,
    /// one leading byte order mark dropped as `checkedUTF8` does, and a function that lets the
    /// pages before an offset leave memory; `-` reads standard input into an array, and a pipe
    /// or device named on the command line is read into one from its descriptor (neither can be
    /// mapped; a `Data` and a `String` would be two more copies: Profiling.md, section 17). For a large trace the file is never in memory whole: the check itself
    /// releases what it has read, a few megabytes at a time. The same failures as `bytes(at:)`.
    static func withUTF8Bytes<Result>(at path: String, kind: String,
                                      _ body: (UnsafeBufferPointer<UInt8>, _ release: @escaping (Int) -> Void) throws -> Result) throws -> Result {
        if path == standardInput {
            return try checkedUTF8([UInt8](bytes(at: path)), at: path, kind: kind).withUnsafeBufferPointer { try body($0, { _ in }) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path, errno) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure("\(path): is a folder, not a file")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            // A pipe or device named on the command line cannot be mapped: read it whole.
            let bytes = try readAll(descriptor, size: Int(status.st_size), path: path)
            return try checkedUTF8(bytes, at: path, kind: kind).withUnsafeBufferPointer { try body($0, { _ in }) }
        }
        return try MappedFile.withBytes(descriptor: descriptor, size: Int(status.st_size), path: path) { bytes, release in
            guard isValidUTF8(bytes, releasing: release) else { throw notUTF8(path, kind: kind) }
            let start = UnsafeBufferPointer(rebasing: bytes[...]).starts(with: byteOrderMark) ? byteOrderMark.count : 0
            return try body(UnsafeBufferPointer(rebasing: bytes[start...])) { offset in release(start + offset) }
        }
    }

    /// Whether `path` names a regular file (not a pipe, device or folder, and not missing): one
    /// that can be looked at and then read again, since looking does not consume it.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return path != standardInput && stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// `body` with the bytes of the regular file at `path` mapped read-only where they lie, as
    /// they are (no UTF-8 check): for looking at a file before deciding how to read it, without
    /// copying it. The same failures as `bytes(at:)`.
    static func withMappedBytes<Result>(at path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
        return try MappedFile.withBytes(descriptor: descriptor, size: Int(status.st_size), path: path) { bytes, _ in try body(bytes) }
    }

    /// `UTF8Validation.isValid` a few megabytes at a time, each piece ending before a lead
    /// byte so that no sequence is cut, releasing each piece once checked.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, releasing release: (Int) -> Void) -> Bool {
        let piece = 8 << 20
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + piece)
            // At most three continuation bytes follow a lead byte; more is invalid either way.
            var backed = 0
            while end < bytes.count, backed < 3, bytes[end] & 0xC0 == 0x80 {
                end -= 1
                backed += 1
            }
            guard UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return false }
            release(end)
            start = end
        }
        return true
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

    /// Everything `descriptor` (open on `path`) gives with `read(2)`, into an array sized by
    /// `size` (`fstat`'s; 0 for a pipe), growing if more comes.
    private static func readAll(_ descriptor: Int32, size: Int, path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        // One more than the size, so that a read that fills it says the file grew.
        var capacity = max(size, 0) + 1
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
