import Foundation

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

    /// The file as UTF-8 text; `kind` ("trace", "scenario") says what it was expected to be.
    static func text(at path: String, kind: String) throws -> String {
        try text(of: bytes(at: path), at: path, kind: kind)
    }

    /// Bytes already read from `path` as UTF-8 text.
    static func text(of bytes: Data, at path: String, kind: String) throws -> String {
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw CommandFailure("\(displayName(path)): not UTF-8 text, so not a \(kind) file")
        }
        return text
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        switch code {
        case ENOENT, ENOTDIR: return CommandFailure("\(path): no such file")
        case EACCES: return CommandFailure("\(path): permission denied")
        default: return CommandFailure("\(path): \(String(cString: strerror(code)))")
        }
    }
}
