import Testing
import Lifeline
import LifelineTesting

/// A hosting controller's SwiftUI-style content: when `onAppear` / `onDisappear` run against the
/// host's callbacks and against each other (HostingController.swift gives each rule's basis).
@MainActor
@Suite("Hosting")
struct HostingTests {
    /// The article's hand-rolled mock, as a class (its struct mutates from non-mutating methods).
    final class CountingObserver: ViewLifecycleObservable {
        var onAppearCalled = 0
        var onDisappearCalled = 0
        func onAppear() { onAppearCalled += 1 }
        func onDisappear() { onDisappearCalled += 1 }
    }

    /// Content appears in the hosting view's layout in the window (S9-01 notes, S9-02): after the
    /// host's viewWillAppear and viewIsAppearing, before its viewDidAppear; nested content parents
    /// first. Leaving the window, it disappears inside the view's didMoveToWindow.
    @Test func firstDisplayAndRemoval() {
        let observer = CountingObserver()
        let events = recordEvents { session in
            let window = Window(name: "window")
            let host = HostingController(rootView: HostedView(name: "list", [
                HostedView(name: "header").onAppear {}.onDisappear {},
                HostedView(name: "row").addLifecycleObserver(observer),
            ]).onAppear {}.onDisappear {}, name: "host")
            window.rootViewController = host
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            #expect(observer.onAppearCalled == 1)
            host.view.removeFromSuperview()
            session.runLoop.runUntilIdle()
        }
        #expect(observer.onAppearCalled == 1 && observer.onDisappearCalled == 1)
        expectText(events, equals: """
            turn 0
              [1] window.rootViewController = host
              [2] window.makeKeyAndVisible()
                host.loadView()
                host.viewDidLoad()
                host.viewWillAppear(false)
                host.view.willMove(toSuperview: window)
                host.view.didMoveToSuperview()
                window.didAddSubview(host.view)
                host.view.willMove(toWindow: window)
                host.view.didMoveToWindow()
                host.view.layoutMarginsDidChange()
                host.viewLayoutMarginsDidChange()
                host.view.safeAreaInsetsDidChange()
                host.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                host.updateViewConstraints()
                  host.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                host.viewIsAppearing(false)
                host.viewWillLayoutSubviews()
                host.view.layoutSubviews()
                  list.onAppear()
                  header.onAppear()
                  row.onAppear()
                host.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                host.viewDidAppear(false)
              [3] host.view.removeFromSuperview()
                host.view.willMove(toSuperview: nil)
                host.viewWillDisappear(false)
                host.view.willMove(toWindow: nil)
                host.view.didMoveToWindow()
                  list.onDisappear()
                  header.onDisappear()
                  row.onDisappear()
                host.viewDidDisappear(false)
                host.view.didMoveToSuperview()
                window.willRemoveSubview(host.view)
              ~ window: layout pass <- [3]
                window.layoutSubviews()

            """)
    }

    /// Without a window there is no onAppear (S9-02), even though the host gets its appearance.
    @Test func noWindowNoOnAppear() {
        let observer = CountingObserver()
        let events = recordEvents { session in
            let host = HostingController(rootView: HostedView(name: "text").addLifecycleObserver(observer), name: "host")
            host.beginAppearanceTransition(true, animated: false)
            host.endAppearanceTransition()
            session.runLoop.runUntilIdle()
        }
        #expect(observer.onAppearCalled == 0)
        expectText(events, equals: """
            turn 0
              [1] host.beginAppearanceTransition(true, animated: false)
                host.loadView()
                host.viewDidLoad()
                host.viewWillAppear(false)
              [2] host.endAppearanceTransition()
                host.viewDidAppear(false)

            """)
    }

    /// An identity change (`.id`) while shown: at the next layout the new identity's onAppear, then
    /// the old identity's onDisappear (S9-01, "AADD"), for the node and its nested content; a
    /// replaced rootView likewise.
    @Test func identityChangeAppearsBeforeTheOldDisappears() {
        let trace = recordTrace { session in
            let window = Window(name: "window")
            let counter = HostedView(name: "counter", [HostedView(name: "digit").onAppear {}.onDisappear {}])
                .onAppear {}.onDisappear {}
            let host = HostingController(rootView: HostedView(name: "screen", [counter]).onAppear {}.onDisappear {},
                                         name: "host")
            window.rootViewController = host
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("id")
            counter.id = 1
            session.runLoop.runUntilIdle()
            session.mark("rootView")
            host.rootView = HostedView(name: "other").onAppear {}.onDisappear {}
            session.runLoop.runUntilIdle()
        }
        // The first display as in firstDisplayAndRemoval: parents first, in the hosting view's layout.
        expectProjection(of: trace, onto: ["screen", "counter", "digit", "other"], callbacks: [.onAppear, .onDisappear],
                         equals: ["screen.onAppear()", "counter.onAppear()", "digit.onAppear()",
                                  "counter.onAppear()", "digit.onAppear()", "counter.onDisappear()", "digit.onDisappear()",
                                  "other.onAppear()", "screen.onDisappear()", "counter.onDisappear()", "digit.onDisappear()"])
        expectSubsequence(trace, ["host.viewIsAppearing", "screen.onAppear", "digit.onAppear", "host.viewDidLayoutSubviews",
                                  "host.viewDidAppear"])
        expectText(NavigationFlows.from(turn: 1, eventLines(trace)), equals: """
            turn 1
              ~ main queue <- [2]
                host.viewDidAppear(false)
              --- id
              ~ window: layout pass
                host.viewWillLayoutSubviews()
                host.view.layoutSubviews()
                  counter.onAppear()
                  digit.onAppear()
                  counter.onDisappear()
                  digit.onDisappear()
                host.viewDidLayoutSubviews()
            turn 2
              --- rootView
              ~ window: layout pass
                host.viewWillLayoutSubviews()
                host.view.layoutSubviews()
                  other.onAppear()
                  screen.onDisappear()
                  counter.onDisappear()
                  digit.onDisappear()
                host.viewDidLayoutSubviews()

            """)
    }
}
