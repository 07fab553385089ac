import Testing
import LifelineScenarios

/// Loading a controller's view, naming, and user overrides running inside the trace.
@MainActor
@Suite("View controller")
struct ViewControllerTests {
    @Test func askingWhetherTheViewIsLoadedLoadsNothing() {
        let trace = Session.record { _ in
            let vc = makeController()
            #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        }
        #expect(trace.events.isEmpty)
    }

    @Test func theViewGetterRecordsACallOnlyWhenItLoads() {
        let trace = Session.record { _ in
            let vc = makeController()
            _ = vc.view
            _ = vc.view
        }
        #expect(trace.events.filter { $0.name == .view }.count == 1)
        #expect(trace.events.filter { $0.name == .loadView }.count == 1)
    }

    /// A loadView override that sets no view gets a plain one (where UIKit would loop).
    @Test func loadViewWithoutAViewGetsAPlainOne() {
        final class Forgetful: ViewController {
            override func loadView() {}
        }
        _ = Session.record { _ in
            let vc = Forgetful(name: "forgetful")
            #expect(vc.view.traceName == "forgetful.view")
        }
    }

    /// The user's overrides run where UIKit calls them, and API calls they make are recorded
    /// inside the callback, with the outer call as their cause.
    @Test func apiCallsInsideOverridesNestUnderTheCallback() {
        final class Screen: ViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(View(name: "spinner"))
            }
        }
        let events = recordEvents { _ in Screen(name: "screen").loadViewIfNeeded() }
        expectText(events, equals: """
            turn 0
              [1] screen.loadViewIfNeeded()
                screen.loadView()
                screen.viewDidLoad()
                  [2] screen.view.addSubview(spinner)
                    spinner.willMove(toSuperview: screen.view)
                    spinner.didMoveToSuperview()
                    screen.view.didAddSubview(spinner)

            """)
    }

    /// updateViewConstraints must call super to update the root view's constraints, as in UIKit.
    @Test func updateViewConstraintsWithoutSuperSkipsTheRootView() {
        final class NoSuper: ViewController {
            override func updateViewConstraints() {}
        }
        let trace = Session.record { _ in
            let vc = NoSuper(name: "vc")
            vc.view.layoutIfNeeded()
        }
        #expect(trace.events.map(\.name).contains(.updateViewConstraints))
        #expect(!trace.events.map(\.name).contains(.updateConstraints))
    }

    @Test func namesAreUniqueAndFollowTheClass() {
        final class ProfileViewController: ViewController {}
        let trace = Session.record { _ in
            let a = ProfileViewController(), b = ProfileViewController()
            let named = ViewController(name: "settings")
            _ = (a.view, b.view, named.view)
            let window = Window()
            window.traceName = "main window"
        }
        #expect(trace.objects.map(\.name) == [
            "profileViewController", "profileViewController#2", "settings",
            "profileViewController.view", "profileViewController#2.view", "settings.view", "main window",
        ])
        #expect(trace.objects.map(\.className) == [
            "ProfileViewController", "ProfileViewController", "ViewController", "View", "View", "View", "Window",
        ])
        #expect(trace.objects.map(\.role) == [.viewController, .viewController, .viewController, .view, .view, .view, .window])
    }

    /// A view the user named keeps its name when it becomes a controller's root view.
    @Test func userNamedRootViewsKeepTheirName() {
        final class Custom: ViewController {
            override func loadView() { view = View(name: "canvas") }
        }
        _ = Session.record { _ in #expect(Custom(name: "vc").view.traceName == "canvas") }
    }

    /// Every event of a session's trace carries the turn it ran in and a consistent nesting.
    @Test func sessionsAreIndependent() {
        // Other tests may have recorded in the ambient session (objects used outside any session
        // of theirs), so the claim is that running the strategies adds nothing to it.
        let ambientEvents = Session.current.recorder.eventCount
        let first = Strategies.rootWindow.run()
        let second = Strategies.rootWindow.run()
        #expect(first == second)
        #expect(Session.current.recorder.eventCount == ambientEvents, "strategies run in their own session")
    }
}
