import Testing
import Lifeline
import LifelineTesting

/// Reactions: app code attached to a callback runs inside it, before or after the model's own
/// implementation, on the occurrences it names; a reaction that keeps re-triggering itself is
/// stopped with a diagnostic; logs and main-queue work are recorded where app code makes them.
@MainActor
@Suite("Reactions")
struct ReactionTests {
    /// A controller whose override logs, so that a reaction's place before or after `super` shows.
    final class LoggingController: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            log("override")
        }
    }

    /// beforeSuper runs ahead of the override's own code, afterSuper after it; both nested in the
    /// callback's event, in the order the reactions were added.
    @Test func beforeAndAfterSuperNestInsideTheCallback() {
        let events = recordEvents { _ in
            let vc = LoggingController(name: "vc")
            vc.react(to: .viewDidLoad) { vc.log("after 1") }
            vc.react(to: .viewDidLoad, at: .beforeSuper) { vc.log("before") }
            vc.react(to: .viewDidLoad) { vc.log("after 2") }
            vc.loadViewIfNeeded()
        }
        expectText(events, equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                vc.viewDidLoad()
                  vc.log("before")
                  vc.log("override")
                  vc.log("after 1")
                  vc.log("after 2")

            """)
    }

    /// `.first`, `.every` and `.nth(2)` over three appearances of one controller.
    @Test func occurrencesCountTheCallsSinceRegistration() {
        let events = recordEvents { _ in
            let vc = ViewController(name: "vc")
            vc.react(to: .viewWillAppear) { vc.log("first") }
            vc.react(to: .viewWillAppear, on: .every) { vc.log("every") }
            vc.react(to: .viewWillAppear, on: .nth(2)) { vc.log("second") }
            for _ in 0..<3 {
                vc.beginAppearanceTransition(true, animated: false)
                vc.endAppearanceTransition()
                vc.beginAppearanceTransition(false, animated: false)
                vc.endAppearanceTransition()
            }
        }
        let logs = events.split(separator: "\n").filter { $0.contains(".log(") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(logs == [
            #"vc.log("first")"#, #"vc.log("every")"#,
            #"vc.log("every")"#, #"vc.log("second")"#,
            #"vc.log("every")"#,
        ])
    }

    /// The window root presents from viewDidAppear: the present call nests in the callback, and the
    /// presentation it schedules runs with that call as its cause.
    @Test func presentingFromViewDidAppearNestsTheCallAndOwnsThePresentation() {
        let events = recordEvents { session in
            let home = ViewController(name: "home")
            let details = ViewController(name: "details")
            details.modalPresentationStyle = .fullScreen
            home.react(to: .viewDidAppear) { home.present(details, animated: false) }
            let window = Window(name: "window")
            window.rootViewController = home
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        expectText(NavigationFlows.from(turn: 1, events), equals: """
            turn 1
              ~ main queue <- [2]
                home.viewDidAppear(false)
                  [3] home.present(details, animated: false)
                    home.presentedViewController = details
                    details.presentingViewController = home
            turn 2
              ~ main queue <- [3]
                details.loadView()
                details.viewDidLoad()
                home.viewWillDisappear(false)
                details.viewWillAppear(false)
                details.view.willMove(toSuperview: window)
                details.view.didMoveToSuperview()
                window.didAddSubview(details.view)
                details.view.willMove(toWindow: window)
                details.view.didMoveToWindow()
                details.view.layoutMarginsDidChange()
                details.viewLayoutMarginsDidChange()
                details.view.safeAreaInsetsDidChange()
                details.viewSafeAreaInsetsDidChange()
                details.updateViewConstraints()
                  details.view.updateConstraints()
                window.layoutSubviews()
                details.viewIsAppearing(false)
                details.viewWillLayoutSubviews()
                details.view.layoutSubviews()
                details.viewDidLayoutSubviews()
                home.view.willMove(toSuperview: nil)
                home.view.willMove(toWindow: nil)
                home.view.didMoveToWindow()
                home.view.didMoveToSuperview()
                window.willRemoveSubview(home.view)
                details.viewDidAppear(false)
                home.viewDidDisappear(false)
              ~ window: layout pass <- [3]
                window.layoutSubviews()

            """)
    }

    /// Reactions on a view, a window and a container all run inside their callbacks.
    @Test func viewsWindowsAndContainersReact() {
        let events = recordEvents { session in
            let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
            let window = Window(name: "window")
            window.react(to: .didAddSubview) { window.log("window got a subview") }
            nav.react(to: .viewDidAppear) { nav.log("nav appeared") }
            nav.react(to: .willMoveToParent) { nav.log("never: nav has no parent") }
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.view.react(to: .layoutSubviews) { nav.view.log("laid out") }
            session.runLoop.runUntilIdle()
        }
        let logs = events.split(separator: "\n").filter { $0.contains(".log(") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(logs == [#"window.log("window got a subview")"#, #"nav.view.log("laid out")"#, #"nav.log("nav appeared")"#])
    }

    /// A reaction that makes its own callback happen again at once would recurse without end: it
    /// runs `Reaction.nestingLimit` deep, then the model records the bound once and stops it.
    @Test func aReactionThatReTriggersItselfAtOnceIsStopped() {
        var runs = 0
        let trace = recordTrace { _ in
            let vc = ViewController(name: "vc")
            vc.react(to: .viewWillAppear, on: .every) {
                runs += 1
                vc.beginAppearanceTransition(false, animated: false)
                vc.beginAppearanceTransition(true, animated: false)
            }
            vc.beginAppearanceTransition(true, animated: false)
            vc.beginAppearanceTransition(false, animated: false)
            vc.beginAppearanceTransition(true, animated: false)
        }
        #expect(runs == 16)
        #expect(callAndDiagnosticLines(trace).filter { $0.hasPrefix("!") } == [
            "! vc.reactionLimitReached(16)  # " + EventName.reactionLimitReached.diagnosticMessage(
                objectName: "vc", argumentNames: ["16"], callerName: nil)!,
        ])
    }

    /// A reaction that re-triggers itself through the run loop (a layout that asks for another
    /// layout) stops after `Reaction.runLimit` runs instead of running as long as the loop allows.
    @Test func aReactionThatReTriggersItselfThroughTheRunLoopIsStopped() {
        var runs = 0
        let trace = recordTrace { session in
            let vc = ViewController(name: "vc")
            let window = Window(name: "window")
            window.rootViewController = vc
            window.makeKeyAndVisible()
            vc.view.react(to: .layoutSubviews, on: .every) {
                runs += 1
                vc.view.setNeedsLayout()
            }
            session.runLoop.runUntilIdle()
            _ = window
        }
        #expect(runs == 1_000)
        #expect(trace.events.filter { $0.name == .reactionLimitReached }.map { trace.label(of: $0) }
                == ["vc.view.reactionLimitReached(_:)"])
    }

    /// A reaction that merely runs often is never stopped: each layout here is the user's own
    /// request, with the run loop idle in between, so past `Reaction.runLimit` runs it still runs.
    @Test func aReactionThatRunsOftenIsNotStopped() {
        var runs = 0
        let trace = recordTrace { session in
            let vc = ViewController(name: "vc")
            let window = Window(name: "window")
            window.rootViewController = vc
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            vc.view.react(to: .layoutSubviews, on: .every) { runs += 1 }
            for _ in 0..<1_100 {
                vc.view.setNeedsLayout()
                session.runLoop.runUntilIdle()
            }
            _ = window
        }
        #expect(runs == 1_100)
        #expect(!trace.events.contains { $0.name == .reactionLimitReached })
    }

    /// The callbacks each type can name, as the scenario loader checks them.
    @Test func receivedCallbacksPerType() {
        #expect(ViewController.receivedCallbacks.contains(.viewDidAppear))
        #expect(!ViewController.receivedCallbacks.contains(.layoutSubviews))
        #expect(View.receivedCallbacks.contains(.layoutSubviews))
        #expect(Window.receivedCallbacks == View.receivedCallbacks)
        #expect(NavigationController.receivedCallbacks == ViewController.receivedCallbacks)
        #expect(!View.receivedCallbacks.contains(.viewDidLoad))
    }

    /// `log` on an object and on the session, and main-queue work scheduled with `async` and
    /// `asyncAfter`: each call is recorded where it is made and causes the phase that runs its work;
    /// a negative delay runs as 0, as GCD does.
    @Test func logsAndMainQueueWork() {
        let events = recordEvents { session in
            let vc = ViewController(name: "vc")
            session.log("start")
            MainRunLoop.main.asyncAfter(seconds: 0.5) { vc.log("half a second") }
            MainRunLoop.main.asyncAfter(seconds: -1) { vc.log("negative delay") }
            MainRunLoop.main.async { vc.log("next turn") }
            session.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            turn 0
              log("start")
              [1] DispatchQueue.main.asyncAfter(seconds: 0.5)
              [2] DispatchQueue.main.asyncAfter(seconds: -1)
              [3] DispatchQueue.main.async()
            turn 1
              ~ main queue <- [3]
                vc.log("next turn")
            turn 2
              ~ main queue <- [2]
                vc.log("negative delay")
            turn 3
              ~ main queue <- [1]
                vc.log("half a second")

            """)
    }

    /// A container that forwards appearance by hand (`forwardsAppearanceToChildren = false`) drives its
    /// child from reactions; one that forgets `endAppearanceTransition` leaves the child appearing:
    /// it never gets viewDidAppear, and the next begin is unbalanced.
    @Test func manualForwardingThatForgetsTheEnd() {
        let trace = recordWithVisibleRoot({ () -> ViewController in
            let container = ViewController(name: "container")
            container.forwardsAppearanceToChildren = false
            let child = ViewController(name: "child")
            container.react(to: .viewDidLoad) {
                container.addChild(child)
                container.view.addSubview(child.view)
                child.didMove(toParent: container)
            }
            container.react(to: .viewWillAppear) { child.beginAppearanceTransition(true, animated: false) }
            // Forgotten: container.react(to: .viewDidAppear) { child.endAppearanceTransition() }
            return container
        }) { _, container in
            container.children[0].beginAppearanceTransition(true, animated: false)
        }
        expectText(eventLines(trace), equals: """
            turn 0
              [1] window.rootViewController = container
              [2] window.makeKeyAndVisible()
                container.loadView()
                container.viewDidLoad()
                  [3] container.addChild(child)
                    child.willMove(toParent: container)
                  [4] child.view
                    child.loadView()
                    child.viewDidLoad()
                  [5] container.view.addSubview(child.view)
                    child.view.willMove(toSuperview: container.view)
                    child.view.didMoveToSuperview()
                    container.view.didAddSubview(child.view)
                  child.didMove(toParent: container)
                container.viewWillAppear(false)
                  [6] child.beginAppearanceTransition(true, animated: false)
                    child.viewWillAppear(false)
                container.view.willMove(toSuperview: window)
                container.view.didMoveToSuperview()
                window.didAddSubview(container.view)
                container.view.willMove(toWindow: window)
                child.view.willMove(toWindow: window)
                container.view.didMoveToWindow()
                child.view.didMoveToWindow()
                container.view.layoutMarginsDidChange()
                container.viewLayoutMarginsDidChange()
                container.view.safeAreaInsetsDidChange()
                container.viewSafeAreaInsetsDidChange()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                child.updateViewConstraints()
                  child.view.updateConstraints()
                container.updateViewConstraints()
                  container.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                container.viewIsAppearing(false)
                container.viewWillLayoutSubviews()
                container.view.layoutSubviews()
                container.viewDidLayoutSubviews()
                child.viewIsAppearing(false)
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                container.viewDidAppear(false)
              [7] child.beginAppearanceTransition(true, animated: false)
                ! child.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for child.

            """)
    }
}

