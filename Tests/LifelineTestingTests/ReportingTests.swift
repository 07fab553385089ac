import Lifeline
@testable import LifelineTesting
import Testing

/// Where failures go: to Swift Testing as issues inside a `@Test`, to the capture inside
/// `withFailureCapture`, with the location of the assertion.
@Suite("Reporting")
struct ReportingTests {
    /// A real failure reaches Swift Testing as an issue with the message and location; it is
    /// expected here, so the suite stays green, and its text is checked by the matcher.
    @Test func failuresBecomeSwiftTestingIssues() {
        let line = #line + 2
        withKnownIssue {
            expectNoOccurrence(Fixtures.roundTrip, of: .viewDidLoad, on: "b")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                Expected no occurrence of b.viewDidLoad(), found 1.
                Callbacks of b:
                  b.viewDidLoad()
                  b.viewWillAppear(_:)
                  b.viewDidAppear(_:)
                  b.viewWillDisappear(_:)
                  b.viewDidDisappear(_:)
                """]
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "ReportingTests.swift"
        }
    }

    @Test func captureSaysWhichFrameworkWouldHaveHeard() {
        #expect(FailureReporter.currentFramework == .swiftTesting)
        let failures = withFailureCapture {
            expect(Fixtures.roundTrip, occurrences: 5, of: .viewDidLoad, on: "a")
        }
        #expect(failures.map(\.framework) == [.swiftTesting])
        #expect(failures.first?.location.fileID == "LifelineTestingTests/ReportingTests.swift")
        #expect(failures.first?.location.filePath.hasSuffix("/Tests/LifelineTestingTests/ReportingTests.swift") == true)
    }

    @Test func captureKeepsOrderAndEndsWithItsBody() {
        let failures = withFailureCapture {
            expectNoOccurrence(Fixtures.roundTrip, of: .viewDidLoad, on: "a")
            let inner = withFailureCapture { expectNoOccurrence(Fixtures.roundTrip, of: .viewDidLoad, on: "b") }
            #expect(inner.count == 1)
            expectNoOccurrence(Fixtures.roundTrip, of: .viewWillAppear, on: "a")
        }
        #expect(failures.map { $0.message.prefix(40) } == [
            "Expected no occurrence of a.viewDidLoad(", "Expected no occurrence of a.viewWillAppe",
        ])
    }

    @Test func asyncCapture() async {
        let failures = await withFailureCapture { () async in
            await Task.yield()
            expectNoOccurrence(Fixtures.roundTrip, of: .viewDidLoad, on: "a")
        }
        #expect(failures.count == 1)
    }
}
