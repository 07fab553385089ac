import Testing
import Lifeline
import LifelineScenarios

/// Custom transitions (issue 15): an animator presents and dismisses; `shouldRemovePresentersView`
/// decides whether the presenter disappears (S15-02); `completeTransition` drives the did-callbacks
/// (S15-05) and `animationEnded` comes last (S15-01); an animator that completes twice or never,
/// or answers a negative duration, is a diagnostic, never a hang. Entries named here are in
/// `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
@MainActor
@Suite("Custom transitions")
struct CustomTransitionTests {
    static func custom(_ presentation: String, dismiss: Bool = false) -> String {
        """
        controllers:
          home: {}
          card: { style: custom, presentation: \(presentation) }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: present
          - present: { controller: card, on: home, animated: true, completion: true }
          - runUntilIdle
        \(dismiss ? "  - dismiss: { on: card, animated: true }\n  - runUntilIdle" : "")
        """
    }

    /// The keeps-presenter case whole: the presenter hears nothing (S15-02, S15-06); the
    /// presented controller's viewDidAppear comes inside completeTransition (S15-05), then
    /// presentationTransitionDidEnd, animationEnded (S15-01) and the completion.
    @Test func presentationWithTheDefaultShouldRemovePresentersView() throws {
        let events = try eventsFromMarker(Self.custom("{ transition: { animator: slide, duration: 0.3 } }"), ios: 26)
        expectText(events, equals: """
            turn 1
              --- present
              [1] home.present(card, animated: true)
                home.presentedViewController = card
                card.presentingViewController = home
            turn 2
              ~ main queue <- [1]
                slide.animationController(forPresented: card, presenting: home, source: home)
                card.loadView()
                card.viewDidLoad()
                card.viewWillAppear(true)
                card.presentationController.presentationTransitionWillBegin()
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
              ~ window: layout pass <- [1]
                card.updateViewConstraints()
                  card.view.updateConstraints()
                card.presentationController.containerViewWillLayoutSubviews()
                window.layoutSubviews()
                card.presentationController.containerViewDidLayoutSubviews()
                card.viewIsAppearing(true)
                card.viewWillLayoutSubviews()
                card.view.layoutSubviews()
                card.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [1]
                [2] slide.completeTransition(true)
                  card.viewDidAppear(true)
                  card.presentationController.presentationTransitionDidEnd(true)
                  slide.animationEnded(true)
                  home.completion()

            """)
    }

    /// With `shouldRemovePresentersView` true the presenter disappears (after the presented
    /// controller's viewDidAppear, as full screen) and returns on dismissal.
    @Test func removingThePresentersView() throws {
        let events = try eventsFromMarker(
            Self.custom("{ removesPresentersView: true, transition: { animator: slide } }", dismiss: true), ios: 26)
        let appearance = ["viewWillAppear(", "viewDidAppear(", "viewWillDisappear(", "viewDidDisappear("]
        let order = events.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.contains("slide.") || line == "home.completion()"
                || (line.hasPrefix("home.") || line.hasPrefix("card.")) && appearance.contains { line.contains($0) }
        }
        #expect(order == [
            "slide.animationController(forPresented: card, presenting: home, source: home)", "home.viewWillDisappear(true)", "card.viewWillAppear(true)", "slide.transitionDuration(using: card)",
            "slide.animateTransition(using: card)", "[2] slide.completeTransition(true)", "card.viewDidAppear(true)",
            "home.viewDidDisappear(true)", "slide.animationEnded(true)", "home.completion()",
            "slide.animationController(forDismissed: card)", "card.viewWillDisappear(true)", "home.viewWillAppear(true)",
            "slide.transitionDuration(using: card)", "slide.animateTransition(using: card)",
            "[4] slide.completeTransition(true)", "home.viewDidAppear(true)", "card.viewDidDisappear(true)",
            "slide.animationEnded(true)",
        ], "\(events)")
    }

    /// An animator that never completes: the presented controller never gets viewDidAppear, the
    /// completion never runs, and the diagnostic comes once, when the run loop goes idle with the
    /// transition open (the issue's words), caused by the present; the model stays usable: a
    /// dismissal and another presentation meanwhile are refused as during a transition, and
    /// idling again says nothing more.
    @Test func animatorThatNeverCompletes() throws {
        let source = Self.custom("{ transition: { animator: slide, completes: never } }") + """

              - mark: later
              - present: { controller: other, on: home, animated: true }
              - dismiss: { on: card, animated: true }
              - runUntilIdle
              - advance: 5
            """
        let events = try eventsFromMarker(source.replacingOccurrences(of: "  home: {}\n", with: "  home: {}\n  other: {}\n"), ios: 26)
        expectText(events, equals: """
            turn 1
              --- present
              [1] home.present(card, animated: true)
                home.presentedViewController = card
                card.presentingViewController = home
            turn 2
              ~ main queue <- [1]
                slide.animationController(forPresented: card, presenting: home, source: home)
                card.loadView()
                card.viewDidLoad()
                card.viewWillAppear(true)
                card.presentationController.presentationTransitionWillBegin()
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
              ~ window: layout pass <- [1]
                card.updateViewConstraints()
                  card.view.updateConstraints()
                card.presentationController.containerViewWillLayoutSubviews()
                window.layoutSubviews()
                card.presentationController.containerViewDidLayoutSubviews()
                card.viewIsAppearing(true)
                card.viewWillLayoutSubviews()
                card.view.layoutSubviews()
                card.viewDidLayoutSubviews()
            turn 3
              ! slide.transitionNeverCompleted(card) <- [1]  # slide never called completeTransition for card: the transition stays open.
              --- later
              [2] home.present(other, animated: true)
                ! home.presentingDuringTransition(other)  # Attempt to present other on home (from home) while a presentation is in progress!
              [3] card.dismiss(animated: true)
                ! card.dismissingDuringTransition()  # Attempt to dismiss from view controller card while a presentation or dismiss is in progress!

            """)
    }

    /// An animator that completes twice: the second call is a diagnostic and nothing runs twice.
    @Test func animatorThatCompletesTwice() throws {
        let events = try eventsFromMarker(Self.custom("{ transition: { animator: slide, completes: twice } }"), ios: 26)
        #expect(events.hasSuffix("""
                [2] slide.completeTransition(true)
                  card.viewDidAppear(true)
                  card.presentationController.presentationTransitionDidEnd(true)
                  slide.animationEnded(true)
                  home.completion()
                [3] slide.completeTransition(true)
                  ! slide.completeTransitionTwice(card)  # slide called completeTransition a second time for card; the call is ignored.

            """), "\(events)")
    }

    /// A negative duration is a diagnostic and runs as 0: the transition completes in the next turn.
    @Test func negativeDuration() throws {
        let events = try eventsFromMarker(Self.custom("{ transition: { animator: slide, duration: -1 } }"), ios: 26)
        #expect(events.contains("""
                slide.transitionDuration(using: card)
                ! slide.negativeTransitionDuration(-1)  # slide answered a negative transitionDuration (-1); the model uses 0.
            """), "\(events)")
        #expect(events.contains("card.viewDidAppear(true)"))
    }

    /// Without animation, a style other than `.custom` runs UIKit's own transition: the animator
    /// is not asked (Apple's `isAnimated` documentation: always true for those styles, S15-09).
    @Test func nonAnimatedNonCustomPresentationDoesNotUseTheAnimator() throws {
        let source = Self.custom("{ transition: { animator: slide } }")
            .replacingOccurrences(of: "animated: true", with: "animated: false")
            .replacingOccurrences(of: "style: custom", with: "style: fullScreen")
        let events = try eventsFromMarker(source, ios: 26)
        #expect(!events.contains("slide."), "\(events)")
        #expect(events.contains("card.viewDidAppear(false)"), "\(events)")
    }

    /// Load errors: a transition without an animator, an unknown completion, an animator named
    /// like a controller.
    @Test func badTransitionDeclarations() {
        let cases = [
            ("{ transition: { duration: 1 } }", "p.yaml:2:54: a transition needs 'animator: <name>', the TransitionAnimator it declares"),
            ("{ transition: { animator: a, completes: sometimes } }",
             "p.yaml:2:80: unknown completion 'sometimes'; expected one of afterDuration, never, twice"),
            ("{ transition: { animator: home } }",
             "p.yaml:2:66: 'home' is a controller, and 'animator' declares a new TransitionAnimator: give the animator a name no controller or view has"),
        ]
        for (presentation, message) in cases {
            let source = "controllers:\n  card: { style: custom, presentation: \(presentation) }\n  home: {}\nsteps: []\n"
            do {
                _ = try Scenario.parse(source, file: "p.yaml")
                Issue.record("loaded \(presentation)")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    /// An interactive custom dismissal, cancelled (the custom-interactive-dismiss-cancelled
    /// strategy): the animator is asked for its interaction controller after the dismissal
    /// animator; the pan's cancel ends with completeTransition(false), the presented controller
    /// appears again and the returning presenter disappears again without its viewDidAppear, as
    /// a cancelled interactive pop (S4-16) and S15-04's claim; the links stay.
    @Test func interactiveDismissalCancelled() throws {
        let events = eventLines(Strategies.named("custom-interactive-dismiss-cancelled")!.run(fromMarker: true))
        let calls = events.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.contains("slide.") || $0.contains("Appear") || $0.contains("Disappear") || $0.contains("Interactive")
                || $0.contains("presentedViewController") || $0.contains("TransitionDidEnd")
        }
        #expect(calls == [
            "[1] card.beginInteractiveDismissal()", "slide.animationController(forDismissed: card)",
            "slide.interactionControllerForDismissal(using: card)", "card.viewWillDisappear(true)",
            "home.viewWillAppear(true)", "slide.transitionDuration(using: card)", "slide.animateTransition(using: card)",
            "home.viewIsAppearing(true)", "[3] card.updateInteractiveDismissal(percentComplete: 0.4)",
            "[4] card.cancelInteractiveDismissal()", "[5] slide.completeTransition(false)", "card.viewWillAppear(true)",
            "home.viewWillDisappear(true)", "card.viewIsAppearing(true)", "card.viewDidAppear(true)",
            "home.viewDidDisappear(true)", "card.presentationController.dismissalTransitionDidEnd(false)",
            "slide.animationEnded(false)",
        ], "\(events)")
    }

    /// Finished, the interactive dismissal ends as an animated one, after the rest of the
    /// duration; a cancel after the finish changes nothing; without an animator the step is a diagnostic.
    @Test func interactiveDismissalFinishedAndRefused() throws {
        let source = Self.custom("{ transition: { animator: slide, duration: 0.3 } }")
            + "\n  - beginInteractiveDismiss: card\n  - updateInteractiveDismiss: { on: card, percentComplete: 0.5 }"
            + "\n  - finishInteractiveDismiss: card\n  - cancelInteractiveDismiss: card\n  - runUntilIdle"
            + "\n  - beginInteractiveDismiss: card\n"
        let events = try eventsFromMarker(source, ios: 26)
        #expect(events.contains("""
                [8] slide.completeTransition(true)
                  card.view.willMove(toSuperview: nil)
            """), "\(events)")
        #expect(events.contains("home.presentedViewController = nil") && events.contains("slide.animationEnded(true)"))
        #expect(events.hasSuffix("""
              [9] card.beginInteractiveDismissal()
                ! card.interactiveDismissalWithoutAnimator()  # card is not presented with a transitioningDelegate (or is in a transition); the interactive dismissal does nothing.

            """), "\(events)")
    }
}
