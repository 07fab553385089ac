import Foundation
import Lifeline
@testable import LifelineTesting
import XCTest

/// Outside Swift Testing, failures go to `XCTFail`. This case catches what XCTest records while
/// `isCatching` is set (and only then, so its own assertions still fail for real), which proves the
/// kit's failure reached XCTest with its message, file and line, without failing the suite.
final class XCTestReportingTests: XCTestCase {
    private struct Recorded: Equatable {
        let message: String
        let file: String
        let line: Int
    }

    private var isCatching = false
    private var recorded: [Recorded] = []

    private func catching(_ body: () -> Void) -> [Recorded] {
        isCatching = true
        recorded = []
        body()
        isCatching = false
        return recorded
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard isCatching else { return super.record(issue) }
        recorded.append(Recorded(message: issue.compactDescription, file: issue.sourceCodeContext.location?.fileURL.path ?? "",
                                 line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard isCatching else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append(Recorded(message: description, file: filePath, line: lineNumber))
    }
    #endif

    func testFailureGoesToXCTFail() {
        XCTAssertEqual(FailureReporter.currentFramework, .xcTest)
        let line = #line + 2
        let recorded = catching {
            expect(Fixtures.roundTrip, occurrences: 3, of: .viewDidDisappear, on: "a")
        }
        XCTAssertEqual(recorded.count, 1)
        // XCTFail may prefix its own words ("failed - "); the kit's message is the rest.
        XCTAssertTrue(recorded.first?.message.hasSuffix("""
            Expected 3 occurrences of a.viewDidDisappear(_:), found 1.
            Callbacks of a:
              a.viewDidLoad()
              a.viewWillAppear(_:)
              a.viewDidAppear(_:)
              a.viewWillDisappear(_:)
              a.viewDidDisappear(_:)
              a.viewWillAppear(_:)
              a.viewDidAppear(_:)
            """) == true, "\(recorded)")
        XCTAssertEqual(recorded.first?.file, #filePath)
        XCTAssertEqual(recorded.first?.line, line)
    }

    func testGoldenFailureGoesToXCTFail() {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load")
        let recorded = catching {
            withTraceTesting(configuring: {
                $0.goldenDirectory = sandbox.goldenDirectory
                $0.actualDirectory = sandbox.actualDirectory
                $0.environment = [:]
            }) {
                assertTrace(of: Fixtures.small, matches: "load")
            }
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.message.contains("No golden trace for \"load\" (record mode: never).\ngolden: \(golden) (missing)\n") == true,
                      "\(recorded)")
        XCTAssertNil(sandbox.read(golden))
    }

    func testCaptureWorksUnderXCTestToo() {
        let failures = withFailureCapture {
            expectSubsequence(Fixtures.roundTrip, ["b.viewDidAppear", "b.viewDidLoad"])
        }
        XCTAssertEqual(failures.map(\.framework), [.xcTest])
        XCTAssertEqual(failures.first?.message.hasPrefix("Expected the subsequence [b.viewDidAppear(_:), b.viewDidLoad()]; matched 1 of 2"), true)
    }
}
