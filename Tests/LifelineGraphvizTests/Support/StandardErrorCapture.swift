import Foundation

/// Runs `body` with file descriptor 2 pointed at a temporary file and returns what was written
/// to it, so that tests can see output that bypasses Swift entirely (C's stderr).
func capturingStandardError<Result>(_ body: () throws -> Result) rethrows -> (result: Result, stderr: String) {
    fflush(nil)
    guard let file = tmpfile() else { fatalError("tmpfile failed") }
    defer { fclose(file) }
    let saved = dup(2)
    dup2(fileno(file), 2)
    let result: Result
    do {
        defer {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        result = try body()
    }
    lseek(fileno(file), 0, SEEK_SET)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(fileno(file), &chunk, chunk.count)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    return (result, String(decoding: bytes, as: UTF8.self))
}
