import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, as the `#fileID`, `#filePath`, `#line` and `#column` of its call.
public struct TraceSourceLocation: Sendable, Equatable, CustomStringConvertible {
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int
    /// XCTest takes the file as a `StaticString`, which cannot be made from a `String` later.
    let staticFilePath: StaticString

    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
        self.column = Int(column)
        staticFilePath = filePath
    }

    public static func == (lhs: TraceSourceLocation, rhs: TraceSourceLocation) -> Bool {
        lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public var description: String { "\(fileID):\(line):\(column)" }
}

/// The test framework a failure goes to.
public enum TestFramework: String, Sendable, Equatable {
    /// Swift Testing, as `Issue.record`: used while a `@Test` function runs.
    case swiftTesting
    /// XCTest, as `XCTFail`: used everywhere else.
    case xcTest
}

/// A failed assertion of the kit: its message, where the assertion was written, and the framework
/// it went (or, while captured, would have gone) to.
public struct TraceTestFailure: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: TraceSourceLocation
    public var framework: TestFramework

    public var description: String { "\(location): \(message)" }
}

/// Runs `body` and returns the failures the kit's assertions reported inside it, in order, instead
/// of failing the test. For testing assertions themselves (the kit's own tests, helpers built on
/// the kit): the text of a failure can be checked while the suite stays green.
///
/// Capture is scoped to the current task, so tests running in parallel do not see each other's
/// failures.
public func withFailureCapture(_ body: () throws -> Void) rethrows -> [TraceTestFailure] {
    let capture = FailureCapture()
    try FailureReporter.$capture.withValue(capture) { try body() }
    return capture.failures
}

/// The async form of `withFailureCapture(_:)`, for bodies that await.
public func withFailureCapture(_ body: () async throws -> Void) async rethrows -> [TraceTestFailure] {
    let capture = FailureCapture()
    try await FailureReporter.$capture.withValue(capture) { try await body() }
    return capture.failures
}

/// Collects failures; locked because a captured body may report from other threads.
final class FailureCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [TraceTestFailure] = []

    func append(_ failure: TraceTestFailure) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(failure)
    }

    var failures: [TraceTestFailure] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// The one place the kit's failures leave through: every assertion builds its message purely,
/// then hands it here, so capture and the choice of framework apply to all of them alike.
enum FailureReporter {
    @TaskLocal static var capture: FailureCapture?

    /// The framework that would receive a failure now: Swift Testing while one of its tests runs
    /// on this task, XCTest otherwise.
    static var currentFramework: TestFramework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }

    static func report(_ message: String, at location: TraceSourceLocation) {
        let failure = TraceTestFailure(message: message, location: location, framework: currentFramework)
        if let capture {
            capture.append(failure)
            return
        }
        deliver(failure)
    }

    private static func deliver(_ failure: TraceTestFailure) {
        switch failure.framework {
        case .swiftTesting:
            #if canImport(Testing)
            let location = failure.location
            Issue.record(Comment(rawValue: failure.message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: location.filePath,
                                                        line: location.line, column: location.column))
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(failure.message, file: failure.location.staticFilePath, line: UInt(failure.location.line))
            #else
            // Without a test framework the failure must still not pass unseen.
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            #endif
        }
    }
}
