import Foundation
import Lifeline
@testable import LifelineTesting

/// Small traces written as text, so that the exact failure messages the tests pin stay short and
/// do not change when the model's rules do.
enum Fixtures {
    /// `a` appears, then `b` is pushed over it and popped: the shape of a navigation round trip.
    static let roundTripText = """
        lifeline-trace 2
        ios: 16
        objects:
          a = ViewController [viewController]
          b = ViewController [viewController]
        events:
        turn 0
          a.viewDidLoad()
          a.viewWillAppear(false)
          a.viewDidAppear(false)
        turn 1
          a.viewWillDisappear(true)
          b.viewDidLoad()
          b.viewWillAppear(true)
          a.viewDidDisappear(true)
          b.viewDidAppear(true)
        turn 2
          b.viewWillDisappear(true)
          a.viewWillAppear(true)
          b.viewDidDisappear(true)
          a.viewDidAppear(true)

        """

    static let roundTrip = decode(roundTripText)

    /// One controller loading its view: seven lines of text.
    static let smallText = """
        lifeline-trace 2
        ios: 16
        objects:
          a = ViewController [viewController]
        events:
        turn 0
          a.viewDidLoad()

        """

    static let small = decode(smallText)

    /// The same controller, appearing too.
    static let largerText = """
        lifeline-trace 2
        ios: 16
        objects:
          a = ViewController [viewController]
        events:
        turn 0
          a.viewDidLoad()
          a.viewWillAppear(false)

        """

    static let larger = decode(largerText)

    static func decode(_ text: String) -> Trace {
        do {
            return try TextTraceFormat.decode(text)
        } catch {
            fatalError("fixture does not decode: \(error)")
        }
    }
}

/// A private folder for one test's goldens and actual traces, removed when the test is done, so
/// that the kit's tests never write into the source tree.
final class Sandbox {
    let root: String

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-testing-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var goldenDirectory: String { root + "/golden" }
    var actualDirectory: String { root + "/actual" }

    /// Where `assertTrace(…, matches: name)` in `function` of `file` keeps its golden here, in a
    /// format whose files end in `pathExtension`.
    func goldenPath(_ name: String, pathExtension: String = "trace", function: String = #function,
                    file: String = #filePath) -> String {
        let testFile = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return "\(goldenDirectory)/\(testFile)/\(GoldenStore.testName(from: function)).\(name).\(pathExtension)"
    }

    func actualPath(_ name: String, pathExtension: String = "trace", function: String = #function,
                    file: String = #filePath) -> String {
        let testFile = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return "\(actualDirectory)/\(testFile)/\(GoldenStore.testName(from: function)).\(name).\(pathExtension)"
    }

    func write(_ text: String, to path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Every file under the sandbox, relative to it, sorted: to see that nothing else was written.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// Runs `body` with goldens and actual traces in this sandbox and the given environment (empty
    /// by default, so that `LIFELINE_RECORD` in the shell running the tests changes nothing), and
    /// returns the failures it reported instead of failing.
    func run(record: TraceRecordMode? = nil, environment: [String: String] = [:],
             _ body: () throws -> Void) rethrows -> [TraceTestFailure] {
        try withTraceTesting(configuring: { configuration in
            configuration.goldenDirectory = goldenDirectory
            configuration.actualDirectory = actualDirectory
            configuration.environment = environment
            configuration.record = record
        }) {
            try withFailureCapture(body)
        }
    }
}
