import Testing
import Lifeline
import LifelineTesting

/// Objects made anywhere (issue 13): a controller or view made before `Session.record`, in a
/// test's `setUp` or a `makeSUT()`, records in the session where it is used, under its own name,
/// with identifiers of that session; one used by two live sessions is reported once.
@MainActor
@Suite("Objects made anywhere")
struct SessionBindingTests {
    /// The `makeSUT()` shape: made (and its view loaded) outside any session of the user's, shown
    /// in a recorded one. The recorded trace holds exactly the objects used in it, named as the
    /// user named them, and its events name them by this trace's identifiers.
    @Test func aControllerMadeBeforeRecordJoinsTheSessionItIsUsedIn() {
        let sut = ViewController(name: "home")
        sut.loadViewIfNeeded()
        let trace = Session.record { session in
            let window = Window(name: "window")
            window.rootViewController = sut
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        #expect(trace.objects.map(\.name) == ["window", "home", "home.view"])
        #expect(trace.objects.map(\.id.rawValue) == [1, 2, 3])
        expectText(eventLines(trace), equals: """
            turn 0
              [1] window.rootViewController = home
              [2] window.makeKeyAndVisible()
                home.viewWillAppear(false)
                home.view.willMove(toSuperview: window)
                home.view.didMoveToSuperview()
                window.didAddSubview(home.view)
                home.view.willMove(toWindow: window)
                home.view.didMoveToWindow()
                home.view.layoutMarginsDidChange()
                home.viewLayoutMarginsDidChange()
                home.view.safeAreaInsetsDidChange()
                home.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                home.updateViewConstraints()
                  home.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                home.viewIsAppearing(false)
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                home.viewDidAppear(false)

            """)
    }

    /// Made in a session that has ended, used in the next one: it moves without a word.
    @Test func anObjectOfAnEndedSessionMovesWithoutADiagnostic() {
        var kept: ViewController?
        _ = Session.record { _ in kept = ViewController(name: "vc") }
        let trace = Session.record { _ in kept?.loadViewIfNeeded() }
        #expect(trace.objects.map(\.name) == ["vc", "vc.view"])
        #expect(!trace.events.contains { $0.kind == .diagnostic })
    }

    /// One object used by two live sessions: the second gets `.objectSharedBetweenSessions` the first
    /// time, and each session's events name the object by that session's own identifier.
    @Test func anObjectUsedByTwoLiveSessionsIsReportedOnce() {
        let first = Session(scenario: "first")
        let second = Session(scenario: "second")
        let vc = first.run { _ in ViewController(name: "vc") }
        first.run { _ in vc.loadViewIfNeeded() }
        second.run { _ in
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
        }
        first.run { _ in vc.beginAppearanceTransition(false, animated: false) }
        second.run { _ in vc.endAppearanceTransition() }
        expectText(eventLines(first.trace), equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                vc.viewDidLoad()
              [2] vc.beginAppearanceTransition(false, animated: false)
                vc.viewWillDisappear(false)

            """)
        expectText(eventLines(second.trace), equals: """
            turn 0
              ! vc.objectSharedBetweenSessions()  # vc is already used in another live session; its events are recorded in the session that uses it.
              [1] vc.beginAppearanceTransition(true, animated: false)
                vc.viewWillAppear(false)
              [2] vc.endAppearanceTransition()
                vc.viewDidAppear(false)
              [3] vc.endAppearanceTransition()
                vc.viewDidDisappear(false)

            """)
        first.end()
        second.end()
    }

    /// Objects read outside any session of the user's (`traceID` after `record` returned) stay
    /// where they are: reading never moves them.
    @Test func readingOutsideASessionMovesNothing() {
        var vc: ViewController?
        let trace = Session.record { _ in
            vc = ViewController(name: "vc")
            vc?.loadViewIfNeeded()
        }
        #expect(trace.object(vc!.traceID)?.name == "vc")
        #expect(vc?.traceName == "vc")
    }

    /// A hook added before the session follows its owner into it.
    @Test func hooksFollowTheirOwner() {
        let vc = ViewController(name: "vc")
        vc.on(.viewDidLoad, name: "loadHook") { _ in }
        let trace = Session.record { _ in vc.loadViewIfNeeded() }
        expectText(eventLines(trace), equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                loadHook.perform(false)
                vc.viewDidLoad()

            """)
    }

    /// The first use in the session may be a log or a diagnostic: the event and the object's
    /// identifier belong to the same session (the recorder is chosen after the object moved).
    @Test func aLogAsTheFirstUseRecordsInTheSessionItIsUsedIn() {
        let vc = ViewController(name: "vc")
        let trace = Session.record { _ in
            vc.log("first use")
            vc.endAppearanceTransition()
        }
        #expect(trace.objects.map(\.name) == ["vc"])
        expectText(eventLines(trace), equals: """
            turn 0
              vc.log("first use")
              [1] vc.endAppearanceTransition()
                ! vc.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for vc.

            """)
    }

    /// Hosted content made before the session records where its hosting controller is shown.
    @Test func hostedContentFollowsItsHost() {
        let list = HostedView(name: "list").onAppear {}
        let host = HostingController(rootView: list, name: "host")
        let trace = Session.record { session in
            let window = Window(name: "window")
            window.rootViewController = host
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        #expect(trace.objects.map(\.name) == ["window", "host", "host.view", "list"])
        #expect(trace.events.filter { $0.name == .onAppear }.map { trace.label(of: $0) } == ["list.onAppear()"])
    }
}
