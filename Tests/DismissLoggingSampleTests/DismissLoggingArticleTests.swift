import DismissLogging
import Lifeline
import XCTest

/// The dismiss-logging article's own test shape, as written there: the SUT is made before any
/// recording (in `setUp`, through `makeSUT()`), then shown, then the flow runs and the test asserts
/// the logged lines. The model records the SUT in the session where it is shown, under its name;
/// the article's timeout and expectation become virtual time.
///
/// `@MainActor` with `async` test methods, for the reason `LifecycleObserverXCTests` gives.
@MainActor
final class DismissLoggingArticleTests: XCTestCase {
    /// The article's spy: counts the calls and keeps the lines.
    final class LogManagerSpy: LoggingManager {
        var logRunCount = 0
        var lines: [String] = []
        func log(text: String) {
            logRunCount += 1
            lines.append(text)
        }
    }

    private var logManager: LogManagerSpy!
    private var sut: HomeViewController!

    override func setUp() async throws {
        logManager = LogManagerSpy()
        sut = makeSUT(logManager: logManager)
    }

    private func makeSUT(logManager: LoggingManager) -> HomeViewController {
        HomeViewController(logManager: logManager)
    }

    /// Shows the SUT as a key window's root in a recorded session and lets `seconds` pass.
    private func show(_ sut: HomeViewController, for seconds: Double) -> Trace {
        Session.record(scenario: "dismiss-logging") { session in
            let window = Window(name: "window")
            window.rootViewController = sut
            window.makeKeyAndVisible()
            session.runLoop.advance(by: seconds)
            withExtendedLifetime(window) {}
        }
    }

    /// `test_HomeViewController_DismissDetailsViewController_LogManagerCalled`: the log manager is
    /// called once, once the details screen has been dismissed.
    func test_HomeViewController_DismissDetailsViewController_LogManagerCalled() async {
        let trace = show(sut, for: 3)
        XCTAssertEqual(logManager.logRunCount, 1)
        XCTAssertEqual(logManager.lines, [HomeViewController.dismissedLog])
        // Made before the session, recorded in it: the trace names the SUT and its screen as the
        // app does, each once.
        XCTAssertEqual(trace.objects.filter { $0.role == .viewController }.map(\.name), ["home", "details"])
    }
}
