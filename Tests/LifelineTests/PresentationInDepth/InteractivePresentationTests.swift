import Testing
import Lifeline
import LifelineScenarios

/// An interactive custom presentation (issue 15): `interactionControllerForPresentation(using:)`
/// right after the animation controller, then the presentation waits for the pan; finished, it
/// ends as an animated one after the rest of the duration; cancelled, `completeTransition(false)`
/// makes the presented controller disappear after its viewWillAppear (viewWillDisappear,
/// viewDidDisappear: the cancelled interactive pop's incoming side, S4-16), a presenter that was
/// leaving appears again (its viewDidAppear first, S5-01), `presentationTransitionDidEnd(false)`
/// (the dimming view leaves), `animationEnded(false)`, and nothing stays presented. No log shows
/// an interactive custom presentation: see docs/model.md's fidelity notes.
@MainActor
@Suite("Interactive custom presentations")
struct InteractivePresentationTests {
    static func scenario(_ steps: [String]) -> String {
        """
        controllers:
          home: {}
          card: { style: custom, presentation: { transition: { animator: slide, duration: 0.3 }, presentationController: { name: dimmer, removesPresentersView: true, dimmingView: dim } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: go
        \(steps.map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    /// Cancelled at 30 %: the whole sequence, on iOS 26 and 16 (the same: viewIsAppearing is
    /// back-deployed to 16).
    @Test(arguments: [16, 26])
    func cancelled(ios: Int) throws {
        let events = try eventsFromMarker(Self.scenario([
            "beginInteractivePresent: { controller: card, on: home }", "runOnce",
            "updateInteractivePresent: { on: card, percentComplete: 0.3 }", "cancelInteractivePresent: card", "runUntilIdle",
        ]), ios: ios)
        expectText(events, equals: """
            turn 1
              --- go
              [1] home.beginInteractivePresentation(card)
                [2] home.present(card, animated: true)
                  slide.presentationController(forPresented: card, presenting: home, source: home)
                  home.presentedViewController = card
                  card.presentingViewController = home
            turn 2
              ~ main queue <- [2]
                slide.animationController(forPresented: card, presenting: home, source: home)
                slide.interactionControllerForPresentation(using: card)
                card.loadView()
                card.viewDidLoad()
                home.viewWillDisappear(true)
                card.viewWillAppear(true)
                dimmer.presentationTransitionWillBegin()
                  [3] window.addSubview(dim)
                    dim.willMove(toSuperview: window)
                    dim.didMoveToSuperview()
                    window.didAddSubview(dim)
                    dim.willMove(toWindow: window)
                    dim.didMoveToWindow()
                slide.transitionDuration(using: card)
                slide.animateTransition(using: card)
                  card.view.willMove(toSuperview: window)
                  card.view.didMoveToSuperview()
                  window.didAddSubview(card.view)
                  card.view.willMove(toWindow: window)
                  card.view.didMoveToWindow()
                  card.view.layoutMarginsDidChange()
                  card.viewLayoutMarginsDidChange()
                  card.view.safeAreaInsetsDidChange()
                  card.viewSafeAreaInsetsDidChange()
              [4] card.updateInteractivePresentation(percentComplete: 0.3)
              [5] card.cancelInteractivePresentation()
              ~ window: layout pass <- [3]
                card.updateViewConstraints()
                  card.view.updateConstraints()
                dim.updateConstraints()
                dimmer.containerViewWillLayoutSubviews()
                window.layoutSubviews()
                dimmer.containerViewDidLayoutSubviews()
                dim.layoutSubviews()
                card.viewIsAppearing(true)
                card.viewWillLayoutSubviews()
                card.view.layoutSubviews()
                card.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [5]
                [6] slide.completeTransition(false)
                  card.viewWillDisappear(true)
                  home.viewWillAppear(true)
                  card.view.willMove(toSuperview: nil)
                  card.view.willMove(toWindow: nil)
                  card.view.didMoveToWindow()
                  card.view.didMoveToSuperview()
                  window.willRemoveSubview(card.view)
                  home.presentedViewController = nil
                  card.presentingViewController = nil
                  home.viewIsAppearing(true)
                  home.viewDidAppear(true)
                  card.viewDidDisappear(true)
                  dimmer.presentationTransitionDidEnd(false)
                    [7] dim.removeFromSuperview()
                      dim.willMove(toSuperview: nil)
                      dim.willMove(toWindow: nil)
                      dim.didMoveToWindow()
                      dim.didMoveToSuperview()
                      window.willRemoveSubview(dim)
                  slide.animationEnded(false)
              ~ window: layout pass <- [6]
                window.layoutSubviews()

            """)
    }

    /// Finished at 60 %: completeTransition(true) after the remaining 40 % of 0.3 s drives the
    /// did-callbacks as an animated custom presentation does (S15-05, S15-01); a cancel step after
    /// the finish finds no presentation in progress and does nothing; the controller stays presented.
    @Test func finished() throws {
        let source = Self.scenario([
            "beginInteractivePresent: { controller: card, on: home }", "runOnce",
            "updateInteractivePresent: { on: card, percentComplete: 0.6 }", "finishInteractivePresent: card",
            "cancelInteractivePresent: card", "runUntilIdle",
        ])
        let trace = try Scenario.parse(source, file: "t.yaml").run(ios: .iOS26, fromMarker: true)
        let complete = try #require(trace.events.first { $0.name == .completeTransition })
        #expect(abs(complete.virtualTime - 0.12) < 1e-9, "\(complete.virtualTime)")
        let events = eventLines(trace)
        let order = events.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.contains("slide.") || line.contains("Appear(") || line.contains("Disappear(") || line.contains("Interactive")
                || line.hasPrefix("dimmer.presentationTransition")
        }
        #expect(order == [
            "[1] home.beginInteractivePresentation(card)",
            "slide.presentationController(forPresented: card, presenting: home, source: home)",
            "slide.animationController(forPresented: card, presenting: home, source: home)",
            "slide.interactionControllerForPresentation(using: card)", "home.viewWillDisappear(true)",
            "card.viewWillAppear(true)", "dimmer.presentationTransitionWillBegin()", "slide.transitionDuration(using: card)",
            "slide.animateTransition(using: card)", "[4] card.updateInteractivePresentation(percentComplete: 0.6)",
            "[5] card.finishInteractivePresentation()", "[6] slide.completeTransition(true)", "card.viewDidAppear(true)",
            "home.viewDidDisappear(true)", "dimmer.presentationTransitionDidEnd(true)", "slide.animationEnded(true)",
        ], "\(events)")
    }

    /// From Swift: the interaction object's state goes interacting → cancelling → cancelled, the
    /// links are undone and the presentation's completion never runs; a second interactive
    /// presentation of the same controller works; one without a transitioning delegate is the
    /// diagnostic and presents nothing.
    @Test func swiftStatesAndRefusal() {
        var states: [InteractiveTransitionState] = []
        let animator = TransitionAnimator(name: "slide", duration: 0.3)
        let trace = recordWithVisibleRoot(ios: 26, { ViewController(name: "home") }) { session, home in
            let card = ViewController(name: "card")
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = animator
            let interaction = home.beginInteractivePresentation(card)
            session.runLoop.runOnce()
            states.append(interaction!.state)
            interaction?.update(percentComplete: 0.5)
            interaction?.cancel()
            states.append(interaction!.state)
            session.runLoop.runUntilIdle()
            states.append(interaction!.state)
            #expect(home.presentedViewController == nil && card.presentingViewController == nil && !card.isBeingPresented)
            #expect(card.interactivePresentationInProgress == nil)
            let again = home.beginInteractivePresentation(card)
            session.runLoop.runOnce()
            again?.finish()
            session.runLoop.runUntilIdle()
            #expect(again?.state == .finished)
            #expect(home.presentedViewController === card)
            session.mark("refused")
            #expect(card.beginInteractivePresentation(ViewController(name: "plain")) == nil)
        }
        #expect(states == [.interacting, .cancelling, .cancelled])
        let lines = eventLines(trace)
        #expect(lines.hasSuffix("""
              --- refused
              [12] card.beginInteractivePresentation(plain)
                ! card.interactivePresentationWithoutAnimator(plain)  # card cannot present plain interactively: it has no transitioningDelegate, is not custom, or a presentation is under way; nothing happens.

            """), "\(lines)")
    }

    /// Load errors: the presented controller must have a transition to drive.
    @Test func refusedAtLoadWithoutATransition() {
        expectScenarioError("controllers:\n  home: {}\n  card: { style: custom }\nsteps:\n"
                            + "  - beginInteractivePresent: { controller: card, on: home }\n", 5, 44,
                            "'card' has no transitioning delegate to drive: declare 'presentation: { transition: { animator: <name> } }' on it")
    }
}
