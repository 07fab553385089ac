import Lifeline
import LifecycleObserver
import LifelineTesting
import XCTest

/// The lifecycle-observer article's checks written as XCTest cases, the way the article writes
/// them, in the shape that runs on Linux as well as on macOS.
///
/// The model is `@MainActor`, as UIKit is, so the class is too, and on Linux its test methods are
/// `async`: SwiftPM's test discovery lists the methods of a class whose tests are all synchronous
/// as `(Self) -> @MainActor () -> ()` and hands them to XCTest's `testCase(_:)`, whose array cast
/// drops the isolation and aborts the whole test binary before any test runs ("Could not cast
/// value of type '(…) -> @Swift.MainActor () -> ()' to '(…) -> () -> ()'"). `docs/testing.md`
/// shows the other working forms.
@MainActor
final class LifecycleObserverXCTests: XCTestCase {
    private var analytics: Analytics!

    // `setUp() async throws` is the override a `@MainActor` class can make: the synchronous
    // `setUp()` is nonisolated in XCTestCase.
    override func setUp() async throws {
        analytics = Analytics()
    }

    /// `testAnalyticsTrackedOnView`: after viewDidLoad the tracker is the screen's only
    /// TrackableObserver child; the kit's check reports to XCTest here, since no `@Test` runs.
    func testAnalyticsTrackedOnView() async {
        Session().run { _ in
            let profile = ProfileViewController(analytics: analytics)
            profile.loadViewIfNeeded()
            assertObserverAttached(TrackableObserver.self, to: profile)
        }
    }

    /// The tracker hears each appearance callback right after the screen, and tracks the screen once.
    func testTracksTheScreenWhenItAppears() async {
        let trace = Session.record(ios: .iOS16) { session in
            let window = Window(name: "window")
            window.rootViewController = ProfileViewController(analytics: analytics)
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        XCTAssertEqual(analytics.events, ["screen shown: profile"])
        XCTAssertEqual(trace.projected(onto: ["profile", "tracker"], callbacks: [.viewWillAppear, .viewIsAppearing, .viewDidAppear]),
                       ["profile.viewWillAppear(_:)", "tracker.viewWillAppear(_:)",
                        "profile.viewIsAppearing(_:)", "tracker.viewIsAppearing(_:)",
                        "profile.viewDidAppear(_:)", "tracker.viewDidAppear(_:)"])
        expect(trace, occurrences: 1, of: .viewDidAppear, on: "tracker")
    }
}
