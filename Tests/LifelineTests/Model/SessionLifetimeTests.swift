import Testing
@testable import Lifeline

/// Issue 19, defect 3: a flow that ends with work still pending (an animated presentation or an
/// interactive pop still running) used to keep its whole session alive: the run loop's blocks and
/// timers captured the controllers, which hold their session, which holds the run loop.
@MainActor
@Suite struct SessionLifetimeTests {
    /// Weak references to what one recording made, read after it has returned.
    final class Leftovers {
        weak var session: Session?
        weak var window: Window?
        weak var presented: ViewController?
        weak var navigation: NavigationController?
    }

    /// Records a key window showing `makeRoot()`, idle, then `body`; the recording ends with
    /// whatever `body` left pending.
    private static func recordShownRoot(_ leftovers: Leftovers, _ makeRoot: () -> ViewController,
                                        then body: (Session) -> Void) -> Trace {
        Session.record { session in
            leftovers.session = session
            let root = makeRoot()
            let window = Window(name: "window")
            leftovers.window = window
            window.rootViewController = root
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            body(session)
        }
    }

    @Test func anAnimatedPresentationStillRunningFreesItsSession() {
        let leftovers = Leftovers()
        var leftWork = false
        _ = Self.recordShownRoot(leftovers, { ViewController(name: "home") }) { session in
            let details = ViewController(name: "details")
            leftovers.presented = details
            leftovers.window?.rootViewController?.present(details, animated: true)
            leftWork = !session.runLoop.isIdle
        }
        #expect(leftWork)
        #expect(leftovers.session == nil)
        #expect(leftovers.window == nil)
        #expect(leftovers.presented == nil)
    }

    @Test func anInteractivePopStillRunningFreesItsSession() {
        let leftovers = Leftovers()
        _ = Self.recordShownRoot(leftovers, {
            let navigation = NavigationController(rootViewController: ViewController(name: "a"))
            leftovers.navigation = navigation
            return navigation
        }) { session in
            guard let navigation = leftovers.navigation else { return }
            navigation.pushViewController(ViewController(name: "b"), animated: false)
            session.runLoop.runUntilIdle()
            let pop = navigation.beginInteractivePop()
            pop?.update(percentComplete: 0.4)
            #expect(pop != nil)
        }
        #expect(leftovers.session == nil)
        #expect(leftovers.navigation == nil)
    }

    @Test func manyUnfinishedScenariosLeaveNothingAlive() {
        var sessions: [Leftovers] = []
        for index in 0..<200 {
            let leftovers = Leftovers()
            _ = Self.recordShownRoot(leftovers, { ViewController(name: "home\(index)") }) { session in
                leftovers.window?.rootViewController?.present(ViewController(name: "sheet"), animated: true)
                session.runLoop.runOnce()
                MainRunLoop.main.asyncAfter(seconds: 5) { _ = leftovers.window }
            }
            sessions.append(leftovers)
        }
        #expect(sessions.filter { $0.session != nil || $0.window != nil }.count == 0)
    }
}
