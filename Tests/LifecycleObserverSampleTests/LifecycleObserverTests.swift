import Lifeline
import LifelineTesting
import LifecycleObserver
import Testing

/// The lifecycle-observer article's tests, on the model: the observer is attached exactly once,
/// it tracks the screen when it appears (with where that happens in the trace), and the mock
/// observer on hosted content counts one onAppear after appearing.
@MainActor
@Suite("Lifecycle observer sample")
struct LifecycleObserverTests {
    /// The article's hand-rolled mock (a class: its struct would mutate in non-mutating methods).
    final class MockLifecycleObserver: ViewLifecycleObservable {
        var onAppearCalled = 0
        var onDisappearCalled = 0
        func onAppear() { onAppearCalled += 1 }
        func onDisappear() { onDisappearCalled += 1 }
    }

    /// `testAnalyticsTrackedOnView`: after viewDidLoad the tracker is the screen's only
    /// TrackableObserver child. The article calls the callbacks by hand; here the model loads the view.
    @Test func analyticsTrackedOnView() {
        Session().run { _ in
            let profile = ProfileViewController(analytics: Analytics())
            profile.loadViewIfNeeded()
            assertObserverAttached(TrackableObserver.self, to: profile)
        }
    }

    /// The tracker hears viewDidAppear right after the screen's own, in the same turn, and tracks
    /// the screen once per appearance.
    @Test func tracksTheScreenWhenItAppears() {
        let analytics = Analytics()
        let trace = Session.record { session in
            let window = Window(name: "window")
            window.rootViewController = ProfileViewController(analytics: analytics)
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(analytics.events == ["screen shown: profile"])
        expectSubsequence(trace, ["profile.viewDidLoad", "tracker.willMove(toParent:)", "tracker.didMove(toParent:)",
                                  "profile.viewWillAppear", "tracker.viewWillAppear",
                                  "profile.viewDidAppear", "tracker.viewDidAppear"])
        expect(trace, occurrences: 1, of: .viewDidAppear, on: "tracker")
        expect(trace, occurrences: 1, of: .addLifecycleObserver, on: "profile")
    }

    /// `testV1AddsLifecycleObserver`: the mock's onAppear count is 1 once the hosted screen has
    /// appeared (in a window and laid out), and 0 before.
    @Test func hostedContentCallsTheObserverOnce() {
        let mock = MockLifecycleObserver()
        var beforeLayout = -1
        let trace = Session.record { session in
            let window = Window(name: "window")
            window.rootViewController = GreetingScreen.hostingController(observer: mock)
            window.makeKeyAndVisible()
            beforeLayout = mock.onAppearCalled
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(beforeLayout == 0)
        #expect(mock.onAppearCalled == 1)
        #expect(mock.onDisappearCalled == 0)
        expect(trace, "greeting.viewIsAppearing", before: "vStack.onAppear")
        expect(trace, "vStack.onAppear", before: "greeting.viewDidAppear")
    }
}
