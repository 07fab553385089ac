import Foundation

/// A temporary folder for one run's files (DOT inputs, SVG outputs, generated scenarios),
/// removed when the value goes away so that an interrupted suite leaves at most one behind.
final class ScratchDirectory {
    let path: String

    init(prefix: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
