import DismissLogging
import Lifeline
import Testing

/// The dismiss-logging article's test, on the model's virtual run loop instead of timers and an
/// expectation with a timeout: the log in the dismissal's completion happens exactly once, after
/// the details screen's viewDidDisappear, and the whole flow runs in an instant.
@MainActor
@Suite("Dismiss logging sample")
struct DismissLoggingTests {
    /// Counts the logs and notes, at each, where the details screen is in its cycle and what the
    /// trace holds so far.
    final class LogManagerSpy: LoggingManager {
        var texts: [String] = []
        var detailsStateAtLog: [AppearanceState] = []
        var eventCountAtLog: [Int] = []
        weak var details: ViewController?

        func log(text: String) {
            texts.append(text)
            detailsStateAtLog.append(details?.appearanceState ?? .disappeared)
            eventCountAtLog.append(Session.current.trace.events.count)
        }
    }

    struct Run {
        let trace: Trace
        let spy: LogManagerSpy
        let clock: Double
    }

    /// The home screen as the root of a key window, then the run loop until nothing is left.
    func runInWindow(ios: Int = 26) -> Run {
        let spy = LogManagerSpy()
        var clock = 0.0
        let trace = Session.record(ios: IOSVersion(major: ios)!) { session in
            let home = HomeViewController(logManager: spy)
            spy.details = home.detailsViewController
            let window = Window()
            window.rootViewController = home
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            clock = session.runLoop.now
            _ = window
        }
        return Run(trace: trace, spy: spy, clock: clock)
    }

    /// The callbacks of `home` and `details`, the two calls and the completion, in order.
    func appearanceStory(_ trace: Trace) -> [String] {
        let kept: Set<EventName> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                    .present, .dismiss, .completion]
        return trace.events.filter { kept.contains($0.name) }.map { trace.label(of: $0) }
    }

    @Test func logsOnceAfterTheDetailsViewDidDisappear() {
        let run = runInWindow()
        #expect(run.spy.texts == [HomeViewController.dismissedLog])
        #expect(run.spy.detailsStateAtLog == [.disappeared])
        // Present at 1 s, dismiss at 2 s, and the dismissal animation's 0.35 s.
        #expect(run.clock == 2.35)
        // From iOS 13 the details screen is a page sheet (the .automatic default): home stays.
        #expect(appearanceStory(run.trace) == [
            "home.viewWillAppear(_:)", "home.viewDidAppear(_:)",
            "home.present(_:animated:)", "details.viewWillAppear(_:)", "details.viewDidAppear(_:)",
            "details.dismiss(animated:)", "details.viewWillDisappear(_:)", "details.viewDidDisappear(_:)",
            "details.completion()",
        ])
        let logged = run.spy.eventCountAtLog[0]
        #expect(run.trace.label(of: run.trace.events[logged - 1]) == "details.completion()",
                "the log runs inside the completion, the last event so far")
    }

    /// Before iOS 13 the automatic style was full screen: home disappears and comes back, and the
    /// log still comes once, after details' viewDidDisappear.
    @Test func onIOS12TheHomeScreenDisappearsAndReturns() {
        let run = runInWindow(ios: 12)
        #expect(run.spy.texts.count == 1)
        #expect(appearanceStory(run.trace) == [
            "home.viewWillAppear(_:)", "home.viewDidAppear(_:)",
            "home.present(_:animated:)", "home.viewWillDisappear(_:)", "details.viewWillAppear(_:)",
            "details.viewDidAppear(_:)", "home.viewDidDisappear(_:)",
            "details.dismiss(animated:)", "details.viewWillDisappear(_:)", "home.viewWillAppear(_:)",
            "home.viewDidAppear(_:)", "details.viewDidDisappear(_:)", "details.completion()",
        ])
    }

    /// The article's own setup: `loadViewIfNeeded()` with no window. UIKit refuses to present from
    /// a view outside the window hierarchy, so nothing is presented, dismissing does nothing and
    /// the log never happens: the article's mock hid that by overriding `dismiss`.
    @Test func withoutAWindowNothingIsPresentedAndNothingIsLogged() {
        let spy = LogManagerSpy()
        let trace = Session.record { session in
            let home = HomeViewController(logManager: spy)
            home.loadViewIfNeeded()
            session.runLoop.runUntilIdle()
        }
        #expect(spy.texts.isEmpty)
        let diagnostics = trace.events.filter { $0.kind == .diagnostic }.map { trace.label(of: $0) }
        #expect(diagnostics == ["home.presentingOutsideWindowHierarchy(_:)", "details.dismissingWithNothingPresented()"])
    }

    /// With the app's own logger the line shows in the trace where the app printed it: inside the
    /// dismissal's completion, after the details screen's viewDidDisappear, two seconds in.
    @Test func theLoggedLineIsInTheTraceInsideTheCompletion() throws {
        let trace = Session.record(scenario: "dismiss-logging") { session in
            let window = Window(name: "window")
            window.rootViewController = HomeViewController(logManager: LogManager())
            window.makeKeyAndVisible()
            session.runLoop.advance(by: 3)
            withExtendedLifetime(window) {}
        }
        let story = trace.events.filter { [.viewDidDisappear, .completion, .log, .dispatchAsyncAfter].contains($0.name) }
            .map { $0.object == nil ? $0.name.rawValue : trace.label(of: $0) }
        // The two timers home's viewDidLoad starts, then the dismissal, its completion and the line.
        #expect(story == [
            "asyncAfter(seconds:)", "asyncAfter(seconds:)",
            "details.viewDidDisappear(_:)", "details.completion()", "log(_:)",
        ])
        let log = try #require(trace.events.first { $0.name == .log })
        #expect(log.arguments.first == .string(HomeViewController.dismissedLog))
        #expect(log.parent.map { trace.label(of: trace.events[$0 - 1]) } == "details.completion()")
    }
}
