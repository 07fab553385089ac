import Foundation
import LifelineTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where golden and actual traces live, and how they are read and written.
///
/// Goldens are plain files beside the tests, found from `#filePath`, not bundle resources: they
/// are reviewed in the repository like code, and a recording run writes them where they are read.
/// Layout: `<folder of the test file>/__Traces__/<TestFile>/<testName>.<name>.<extension>` (`trace`
/// for the text format, the format's own otherwise), where
/// `<TestFile>` is the file name without `.swift` and `<testName>` the function name without its
/// argument list. The test target should exclude `__Traces__` so SwiftPM does not ask what the
/// files are.
struct GoldenStore {
    /// The folder holding the test file's `__Traces__`, or the configured replacement for it.
    let root: String
    /// The folder the actual trace of a failure is written to.
    let actualRoot: String
    let testFile: String
    let testName: String

    init(filePath: String, function: String, configuration: TraceTestingConfiguration) {
        let file = URL(fileURLWithPath: filePath)
        root = configuration.goldenDirectory ?? file.deletingLastPathComponent().appendingPathComponent("__Traces__").path
        actualRoot = configuration.resolvedActualDirectory
        testFile = file.deletingPathExtension().lastPathComponent
        testName = Self.testName(from: function)
    }

    /// `testPush()` and `push(animated:)` become `testPush` and `push`: the argument list is not
    /// part of a file name people want to read.
    static func testName(from function: String) -> String {
        let base = function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
        return sanitized(base)
    }

    /// Keeps a name to one path component of portable characters: anything else becomes `_`, so a
    /// name can never reach outside its folder.
    static func sanitized(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        var result = String(name.map { allowed.contains($0) ? $0 : "_" })
        if result.isEmpty || result.allSatisfy({ $0 == "." }) { result = "_" + result }
        return result
    }

    /// `<testName>.<name>.<pathExtension>`: `trace` for the text format, the default.
    func fileName(for name: String, pathExtension: String = "trace") -> String {
        "\(testName).\(Self.sanitized(name)).\(pathExtension)"
    }

    func goldenPath(for name: String, pathExtension: String = "trace") -> String {
        "\(root)/\(testFile)/\(fileName(for: name, pathExtension: pathExtension))"
    }

    func actualPath(for name: String, pathExtension: String = "trace") -> String {
        "\(actualRoot)/\(testFile)/\(fileName(for: name, pathExtension: pathExtension))"
    }

    /// What is at a golden path: nothing, its text, or why it cannot be read as text.
    static func read(_ path: String) -> GoldenCheck.Golden {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable(reason: "cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable(reason: "is not UTF-8 text") }
        return .text(text)
    }

    /// Writes `text` so that a reader sees the old file or the new one, never half of one
    /// (`AtomicFileWriter`), creating the folders first.
    static func writeAtomically(_ text: String, to path: String) throws(WriteError) {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } catch let error as AtomicFileWriter.WriteError {
            throw WriteError(path: path, reason: error.reason)
        } catch {
            throw WriteError(path: path, reason: "\(error)")
        }
    }

    struct WriteError: Error, Equatable, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }
}
