import Testing
import Lifeline

/// Windows: when the root controller's view loads and appears, key status, root replacement.
@MainActor
@Suite("Window")
struct WindowTests {
    /// Setting the root of a hidden window loads nothing: the view arrives with makeKeyAndVisible
    /// (the view-loading article).
    @Test func rootOfAHiddenWindowWaitsForMakeKeyAndVisible() {
        _ = Session.record { session in
            let window = Window()
            let vc = makeController()
            window.rootViewController = vc
            #expect(!vc.isViewLoaded && window.isHidden)
            #expect(session.trace.events.map(\.name) == [.rootViewController])
            window.makeKeyAndVisible()
            #expect(vc.isViewLoaded && vc.view.window === window && !window.isHidden)
        }
    }

    @Test func keyStatusMovesToTheNewestKeyWindow() {
        _ = Session.record { _ in
            let first = Window(), second = Window()
            first.makeKeyAndVisible()
            #expect(first.isKeyWindow && !second.isKeyWindow)
            second.makeKeyAndVisible()
            #expect(!first.isKeyWindow && second.isKeyWindow)
        }
    }

    @Test func makeKeyAndVisibleTwiceShowsOnce() {
        _ = Session.record { session in
            let window = Window()
            window.rootViewController = makeController()
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            let count = session.trace.events.count
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            #expect(session.trace.events.count == count + 1)
        }
    }

    /// Replacing the root of a visible window: outgoing will-disappear, incoming will-appear, the
    /// views swap, outgoing did-disappear, and the incoming did-appear in the next turn.
    @Test func replacingTheRootOfAVisibleWindow() {
        _ = Session.record { session in
            let window = Window()
            let login = ViewController(name: "login"), home = ViewController(name: "home")
            window.rootViewController = login
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            let start = session.trace.events.count
            window.rootViewController = home
            session.runLoop.runUntilIdle()
            let tail = session.trace.events[start...].filter { $0.kind != .runLoop }.map { session.trace.label(of: $0) }
            #expect(tail == [
                "window.rootViewController",
                "home.loadView()", "home.viewDidLoad()",
                "login.viewWillDisappear(_:)", "home.viewWillAppear(_:)",
                "login.view.willMove(toSuperview:)", "login.view.willMove(toWindow:)", "login.view.didMoveToWindow()",
                "login.view.didMoveToSuperview()", "window.willRemoveSubview(_:)",
                "home.view.willMove(toSuperview:)", "home.view.didMoveToSuperview()", "window.didAddSubview(_:)",
                "home.view.willMove(toWindow:)", "home.view.didMoveToWindow()",
                "home.view.layoutMarginsDidChange()", "home.viewLayoutMarginsDidChange()",
                "home.view.safeAreaInsetsDidChange()", "home.viewSafeAreaInsetsDidChange()",
                "login.viewDidDisappear(_:)",
                "home.updateViewConstraints()", "home.view.updateConstraints()",
                "window.layoutSubviews()",
                "home.viewIsAppearing(_:)", "home.viewWillLayoutSubviews()", "home.view.layoutSubviews()",
                "home.viewDidLayoutSubviews()",
                "home.viewDidAppear(_:)",
            ])
            #expect(login.appearanceState == .disappeared && home.appearanceState == .appeared)
            #expect(window.subviews.map(\.traceName) == ["home.view"])
        }
    }
}
