import Testing
import Lifeline
import LifelineScenarios

/// Custom navigation transitions (issue 15): the navigation controller delegate's
/// `navigationController(_:animationControllerFor:from:to:)` gives an animator that runs the push
/// or pop (`transitionDuration`, `animateTransition`, `completeTransition`, `animationEnded`), and
/// `navigationController(_:interactionControllerFor:)` lets the swipe back drive it. No log shows
/// a custom navigation transition: the places of the calls follow the custom presentation's
/// (S15-01, S15-05 in `conformance-presentation.json`); see the rule on
/// `NavigationController.runCustomTransition`.
@MainActor
@Suite("Custom navigation transitions")
struct CustomNavigationTransitionTests {
    /// A visible nav [a] whose traced delegate answers `animator` (`slide`, 0.3 s), then, after
    /// the marker, `body`; the events from the marker on.
    static func events(interactive: Bool = false, completion: TransitionAnimator.Completion = .afterDuration,
                       _ body: (Session, NavigationController) -> Void) -> String {
        let delegate = TracedDelegate(name: "delegate")
        let animator = TransitionAnimator(name: "slide", duration: 0.3, completion: completion)
        delegate.navigationAnimator = animator
        delegate.givesInteractionController = interactive
        let trace = recordWithVisibleRoot(ios: 26, { () -> NavigationController in
            let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
            nav.delegate = delegate
            return nav
        }) { session, nav in
            session.mark("go")
            body(session, nav)
        }
        let lines = eventLines(trace)
        guard let start = lines.range(of: "--- go") else { return lines }
        return String(lines[start.lowerBound...])
    }

    /// A push the animator runs: willShow, then the delegate's animation controller, the
    /// animator's duration and animateTransition (the incoming view goes in inside it);
    /// completeTransition drives the did-callbacks and didShow, animationEnded last.
    @Test func customPush() {
        let events = Self.events { session, nav in
            nav.pushViewController(ViewController(name: "b"), animated: true)
            _ = session.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            --- go
              [3] nav.pushViewController(b, animated: true)
                b.willMove(toParent: nav)
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                a.viewWillDisappear(true)
                b.viewWillAppear(true)
                delegate.navigationController(nav, willShow: b, animated: true)
                delegate.navigationController(nav, animationControllerFor: "push", from: a, to: b)
                slide.transitionDuration(using: b)
                slide.animateTransition(using: b)
                  b.view.willMove(toSuperview: nav.view)
                  b.view.didMoveToSuperview()
                  nav.view.didAddSubview(b.view)
                  b.view.willMove(toWindow: window)
                  b.view.didMoveToWindow()
                  b.view.layoutMarginsDidChange()
                  b.viewLayoutMarginsDidChange()
                  b.view.safeAreaInsetsDidChange()
                  b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                b.viewIsAppearing(true)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [3]
                [4] slide.completeTransition(true)
                  a.view.willMove(toSuperview: nil)
                  a.view.willMove(toWindow: nil)
                  a.view.didMoveToWindow()
                  a.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(a.view)
                  a.viewDidDisappear(true)
                  b.viewDidAppear(true)
                  b.didMove(toParent: nav)
                  delegate.navigationController(nav, didShow: b, animated: true)
                  slide.animationEnded(true)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// A pop mirrors the push, with the operation "pop".
    @Test func customPop() {
        let events = Self.events { session, nav in
            nav.pushViewController(ViewController(name: "b"), animated: false)
            _ = session.runLoop.runUntilIdle()
            session.mark("pop")
            nav.popViewController(animated: true)
            _ = session.runLoop.runUntilIdle()
        }
        let pop = String(events[events.range(of: "--- pop")!.lowerBound...])
        expectText(pop, equals: """
            --- pop
              [4] nav.popViewController(animated: true)
                b.willMove(toParent: nil)
            turn 4
              ~ main queue <- [4]
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                delegate.navigationController(nav, willShow: a, animated: true)
                delegate.navigationController(nav, animationControllerFor: "pop", from: b, to: a)
                slide.transitionDuration(using: a)
                slide.animateTransition(using: a)
                  a.view.willMove(toSuperview: nav.view)
                  a.view.didMoveToSuperview()
                  nav.view.didAddSubview(a.view)
                  a.view.willMove(toWindow: window)
                  a.view.didMoveToWindow()
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 6
              ~ main queue <- [4]
                [5] slide.completeTransition(true)
                  b.view.willMove(toSuperview: nil)
                  b.view.willMove(toWindow: nil)
                  b.view.didMoveToWindow()
                  b.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(b.view)
                  b.viewDidDisappear(true)
                  a.viewDidAppear(true)
                  b.didMove(toParent: nil)
                  delegate.navigationController(nav, didShow: a, animated: true)
                  slide.animationEnded(true)
              ~ window: layout pass <- [5]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
              b.deinit()
              b.view.deinit()

            """)
    }

    static func swipe(interactive: Bool, cancel: Bool) -> String {
        let events = Self.events(interactive: interactive) { session, nav in
            nav.pushViewController(ViewController(name: "b"), animated: false)
            _ = session.runLoop.runUntilIdle()
            session.mark("swipe")
            let swipe = nav.beginInteractivePop()
            swipe?.update(percentComplete: 0.5)
            session.runLoop.runOnce()
            if cancel { swipe?.cancel() } else { swipe?.finish() }
            _ = session.runLoop.runUntilIdle()
        }
        return String(events[events.range(of: "--- swipe")!.lowerBound...])
    }

    /// An interactive custom pop: the interaction controller is asked after the animation
    /// controller; the swipe's finish completes the transition (completeTransition(true)).
    @Test func interactiveCustomPopFinished() {
        let events = Self.swipe(interactive: true, cancel: false)
        expectText(events, equals: """
            --- swipe
              [4] nav.beginInteractivePop()
                [5] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                delegate.navigationController(nav, willShow: a, animated: true)
                delegate.navigationController(nav, animationControllerFor: "pop", from: b, to: a)
                delegate.navigationController(nav, interactionControllerFor: slide)
                slide.transitionDuration(using: a)
                slide.animateTransition(using: a)
                  a.view.willMove(toSuperview: nav.view)
                  a.view.didMoveToSuperview()
                  nav.view.didAddSubview(a.view)
                  a.view.willMove(toWindow: window)
                  a.view.didMoveToWindow()
              [6] nav.updateInteractivePop(percentComplete: 0.5)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 4
              [7] nav.finishInteractivePop()
            turn 5
              ~ main queue <- [7]
                [8] slide.completeTransition(true)
                  b.view.willMove(toSuperview: nil)
                  b.view.willMove(toWindow: nil)
                  b.view.didMoveToWindow()
                  b.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(b.view)
                  b.viewDidDisappear(true)
                  a.viewDidAppear(true)
                  b.didMove(toParent: nil)
                  delegate.navigationController(nav, didShow: a, animated: true)
                  slide.animationEnded(true)
              ~ window: layout pass <- [8]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// A cancelled interactive custom pop: completeTransition(false) reverses the pop as a
    /// cancelled swipe does, then animationEnded(false); no didShow.
    @Test func interactiveCustomPopCancelled() {
        let events = Self.swipe(interactive: true, cancel: true)
        expectText(events, equals: """
            --- swipe
              [4] nav.beginInteractivePop()
                [5] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                delegate.navigationController(nav, willShow: a, animated: true)
                delegate.navigationController(nav, animationControllerFor: "pop", from: b, to: a)
                delegate.navigationController(nav, interactionControllerFor: slide)
                slide.transitionDuration(using: a)
                slide.animateTransition(using: a)
                  a.view.willMove(toSuperview: nav.view)
                  a.view.didMoveToSuperview()
                  nav.view.didAddSubview(a.view)
                  a.view.willMove(toWindow: window)
                  a.view.didMoveToWindow()
              [6] nav.updateInteractivePop(percentComplete: 0.5)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 4
              [7] nav.cancelInteractivePop()
            turn 5
              ~ main queue <- [7]
                [8] slide.completeTransition(false)
                  a.viewWillDisappear(true)
                  a.view.willMove(toSuperview: nil)
                  a.view.willMove(toWindow: nil)
                  a.view.didMoveToWindow()
                  a.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(a.view)
                  a.viewDidDisappear(true)
                  b.viewWillAppear(true)
                  b.viewIsAppearing(true)
                  b.viewDidAppear(true)
                  slide.animationEnded(false)
              ~ window: layout pass <- [8]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// A delegate that gives no interaction controller: the swipe drives nothing, its cancel is
    /// ignored and the pop completes after the animator's duration.
    @Test func customPopWithoutInteractionController() {
        let events = Self.swipe(interactive: false, cancel: true)
        expectText(events, equals: """
            --- swipe
              [4] nav.beginInteractivePop()
                [5] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                delegate.navigationController(nav, willShow: a, animated: true)
                delegate.navigationController(nav, animationControllerFor: "pop", from: b, to: a)
                delegate.navigationController(nav, interactionControllerFor: slide)
                slide.transitionDuration(using: a)
                slide.animateTransition(using: a)
                  a.view.willMove(toSuperview: nav.view)
                  a.view.didMoveToSuperview()
                  nav.view.didAddSubview(a.view)
                  a.view.willMove(toWindow: window)
                  a.view.didMoveToWindow()
              [6] nav.updateInteractivePop(percentComplete: 0.5)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 4
              [7] nav.cancelInteractivePop()
            turn 5
              ~ main queue <- [4]
                [8] slide.completeTransition(true)
                  b.view.willMove(toSuperview: nil)
                  b.view.willMove(toWindow: nil)
                  b.view.didMoveToWindow()
                  b.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(b.view)
                  b.viewDidDisappear(true)
                  a.viewDidAppear(true)
                  b.didMove(toParent: nil)
                  delegate.navigationController(nav, didShow: a, animated: true)
                  slide.animationEnded(true)
              ~ window: layout pass <- [8]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// An animator that never completes leaves the push open: a diagnostic when the run loop
    /// goes idle, and the next push waits for a transition that never ends.
    @Test func animatorThatNeverCompletes() {
        let events = Self.events(completion: .never) { session, nav in
            nav.pushViewController(ViewController(name: "b"), animated: true)
            _ = session.runLoop.runUntilIdle()
            nav.pushViewController(ViewController(name: "c"), animated: true)
            _ = session.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            --- go
              [3] nav.pushViewController(b, animated: true)
                b.willMove(toParent: nav)
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                a.viewWillDisappear(true)
                b.viewWillAppear(true)
                delegate.navigationController(nav, willShow: b, animated: true)
                delegate.navigationController(nav, animationControllerFor: "push", from: a, to: b)
                slide.transitionDuration(using: b)
                slide.animateTransition(using: b)
                  b.view.willMove(toSuperview: nav.view)
                  b.view.didMoveToSuperview()
                  nav.view.didAddSubview(b.view)
                  b.view.willMove(toWindow: window)
                  b.view.didMoveToWindow()
                  b.view.layoutMarginsDidChange()
                  b.viewLayoutMarginsDidChange()
                  b.view.safeAreaInsetsDidChange()
                  b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                b.viewIsAppearing(true)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 3
              ! slide.transitionNeverCompleted(b) <- [3]  # slide never called completeTransition for b: the transition stays open.
              [4] nav.pushViewController(c, animated: true)

            """)
    }

    /// A navigation `transition` is its delegate's answer: without a delegate it is an error
    /// saying where and why; `interactive` is a navigation transition's key only.
    @Test func transitionWithoutDelegateIsAnError() {
        expectScenarioError("controllers:\n  nav: { type: navigation, root: a, transition: { animator: slide } }\n  a: {}\nsteps: []\n",
                            2, 37, "'nav''s transition is its delegate's animator: add 'delegate: <name>'")
    }

    /// The scenario file's `interactive: true` gives the swipe back to the animator: the same
    /// cancelled custom pop as the Swift flow, from a file.
    @Test func interactiveTransitionFromAScenarioFile() throws {
        let events = try eventsFromMarker("""
            controllers:
              nav: { type: navigation, stack: [a, b], delegate: d, transition: { animator: slide, duration: 0.3, interactive: true } }
              a: {}
              b: {}
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: swipe
              - beginInteractivePop: nav
              - updateInteractivePop: { on: nav, percentComplete: 0.5 }
              - runOnce
              - cancelInteractivePop: nav
              - runUntilIdle
            """, ios: 26)
        expectText(events, equals: """
            turn 1
              --- swipe
              [1] nav.beginInteractivePop()
                [2] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                a.loadView()
                a.viewDidLoad()
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                d.navigationController(nav, willShow: a, animated: true)
                d.navigationController(nav, animationControllerFor: "pop", from: b, to: a)
                d.navigationController(nav, interactionControllerFor: slide)
                slide.transitionDuration(using: a)
                slide.animateTransition(using: a)
                  a.view.willMove(toSuperview: nav.view)
                  a.view.didMoveToSuperview()
                  nav.view.didAddSubview(a.view)
                  a.view.willMove(toWindow: window)
                  a.view.didMoveToWindow()
                  a.view.layoutMarginsDidChange()
                  a.viewLayoutMarginsDidChange()
                  a.view.safeAreaInsetsDidChange()
                  a.viewSafeAreaInsetsDidChange()
              [3] nav.updateInteractivePop(percentComplete: 0.5)
              ~ window: layout pass <- [1]
                a.updateViewConstraints()
                  a.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
                a.viewWillLayoutSubviews()
                a.view.layoutSubviews()
                a.viewDidLayoutSubviews()
            turn 2
              [4] nav.cancelInteractivePop()
            turn 3
              ~ main queue <- [4]
                [5] slide.completeTransition(false)
                  a.viewWillDisappear(true)
                  a.view.willMove(toSuperview: nil)
                  a.view.willMove(toWindow: nil)
                  a.view.didMoveToWindow()
                  a.view.didMoveToSuperview()
                  nav.view.willRemoveSubview(a.view)
                  a.viewDidDisappear(true)
                  b.viewWillAppear(true)
                  b.viewIsAppearing(true)
                  b.viewDidAppear(true)
                  slide.animationEnded(false)
              ~ window: layout pass <- [5]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }
}
