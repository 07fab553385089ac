import Testing
import Lifeline
import LifelineScenarios

/// An app's `UIPresentationController` subclass (issue 15): the transitioning delegate returns it
/// from `presentationController(forPresented:presenting:source:)` within `present`, and the model
/// calls its overrides where UIKit calls them: `presentationTransitionWillBegin` after the
/// will-appearance callbacks, the container-layout pair in each layout pass of the window,
/// `presentationTransitionDidEnd` inside `completeTransition` before `animationEnded` (S15-01,
/// S15-05), `dismissalTransitionWillBegin`/`DidEnd` likewise, `shouldRemovePresentersView`
/// deciding whether the presenter disappears (S15-02). A dimming view added in
/// `presentationTransitionWillBegin` gets the ordinary view callbacks. The transitioning delegate
/// is not asked when the presentation controller was made before (S15-07, openradar 42996292).
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
@MainActor
@Suite("App presentation controllers")
struct CustomPresentationControllerTests {
    /// `home` presents `card` (custom, animator `slide`, presentation controller `dimmer` with
    /// `fields`), then `after`; `react` is the file's reactions section.
    static func scenario(_ fields: String, react: String = "", before: [String] = [], after: [String]) -> String {
        """
        controllers:
          home: {}
          card: { style: custom, presentation: { transition: { animator: slide, duration: 0.3 }, presentationController: { name: dimmer\(fields) } } }
        \(react)steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
        \((before + ["mark: go"] + after).map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    static let presentAndDismiss = ["present: { controller: card, on: home, animated: true }", "runUntilIdle",
                                    "dismiss: { on: card, animated: true }", "runUntilIdle"]

    /// The whole presentation and dismissal with a dimming view: the delegate is asked for the
    /// presentation controller within `present`, before the links are set; the dimming view joins
    /// the window inside `presentationTransitionWillBegin` (with a reaction's log after it, as code
    /// below `super`) and leaves it inside `dismissalTransitionDidEnd(true)`; the presenter hears
    /// nothing (shouldRemovePresentersView false).
    @Test func presentAndDismissWithADimmingView() throws {
        let react = """
            react:
              - when: { object: dimmer, callback: presentationTransitionWillBegin }
                do: [log: { on: dimmer, message: "dimming" }]

            """
        let events = try eventsFromMarker(Self.scenario(", dimmingView: dim", react: react, after: Self.presentAndDismiss), ios: 26)
        expectText(events, equals: """
            turn 1
              --- go
              [1] home.present(card, animated: true)
                slide.presentationController(forPresented: card, presenting: home, source: home)
                home.presentedViewController = card
                card.presentingViewController = home
            turn 2
              ~ main queue <- [1]
                slide.animationController(forPresented: card, presenting: home, source: home)
                card.loadView()
                card.viewDidLoad()
                card.viewWillAppear(true)
                dimmer.presentationTransitionWillBegin()
                  [2] window.addSubview(dim)
                    dim.willMove(toSuperview: window)
                    dim.didMoveToSuperview()
                    window.didAddSubview(dim)
                    dim.willMove(toWindow: window)
                    dim.didMoveToWindow()
                  dimmer.log("dimming")
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
              ~ window: layout pass <- [2]
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
              ~ main queue <- [1]
                [3] slide.completeTransition(true)
                  card.viewDidAppear(true)
                  dimmer.presentationTransitionDidEnd(true)
                  slide.animationEnded(true)
              [4] card.dismiss(animated: true)
            turn 5
              ~ main queue <- [4]
                slide.animationController(forDismissed: card)
                card.viewWillDisappear(true)
                dimmer.dismissalTransitionWillBegin()
                slide.transitionDuration(using: card)
                slide.animateTransition(using: card)
            turn 6
              ~ main queue <- [4]
                [5] slide.completeTransition(true)
                  card.view.willMove(toSuperview: nil)
                  card.view.willMove(toWindow: nil)
                  card.view.didMoveToWindow()
                  card.view.didMoveToSuperview()
                  window.willRemoveSubview(card.view)
                  home.presentedViewController = nil
                  card.presentingViewController = nil
                  card.viewDidDisappear(true)
                  dimmer.dismissalTransitionDidEnd(true)
                    [6] dim.removeFromSuperview()
                      dim.willMove(toSuperview: nil)
                      dim.willMove(toWindow: nil)
                      dim.didMoveToWindow()
                      dim.didMoveToSuperview()
                      window.willRemoveSubview(dim)
                  slide.animationEnded(true)
              ~ window: layout pass <- [5]
                window.layoutSubviews()
              card.deinit()
              card.view.deinit()

            """)
    }

    /// `removesPresentersView: true` on the app's controller: the presenter disappears after the
    /// presented viewDidAppear and before presentationTransitionDidEnd, and on dismissal appears
    /// again before dismissalTransitionWillBegin, its viewDidAppear before the presented
    /// viewDidDisappear, as full screen (S5-01), all inside completeTransition.
    @Test func removingThePresentersView() throws {
        let events = try eventsFromMarker(Self.scenario(", removesPresentersView: true", after: Self.presentAndDismiss), ios: 26)
        let order = events.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.hasPrefix("dimmer.") || line.contains("slide.") || line.contains("Appear") || line.contains("Disappear")
        }
        #expect(order == [
            "slide.presentationController(forPresented: card, presenting: home, source: home)",
            "slide.animationController(forPresented: card, presenting: home, source: home)",
            "home.viewWillDisappear(true)", "card.viewWillAppear(true)", "dimmer.presentationTransitionWillBegin()",
            "slide.transitionDuration(using: card)", "slide.animateTransition(using: card)",
            "dimmer.containerViewWillLayoutSubviews()", "dimmer.containerViewDidLayoutSubviews()",
            "card.viewIsAppearing(true)",
            "[2] slide.completeTransition(true)", "card.viewDidAppear(true)", "home.viewDidDisappear(true)",
            "dimmer.presentationTransitionDidEnd(true)", "slide.animationEnded(true)",
            "dimmer.containerViewWillLayoutSubviews()", "dimmer.containerViewDidLayoutSubviews()",
            "slide.animationController(forDismissed: card)", "card.viewWillDisappear(true)", "home.viewWillAppear(true)",
            "dimmer.dismissalTransitionWillBegin()", "slide.transitionDuration(using: card)",
            "slide.animateTransition(using: card)",
            "dimmer.containerViewWillLayoutSubviews()", "dimmer.containerViewDidLayoutSubviews()",
            "home.viewIsAppearing(true)",
            "[4] slide.completeTransition(true)", "home.viewDidAppear(true)", "card.viewDidDisappear(true)",
            "dimmer.dismissalTransitionDidEnd(true)", "slide.animationEnded(true)",
        ], "\(events)")
    }

    /// A cancelled interactive dismissal: `dismissalTransitionDidEnd(false)` after the presented
    /// controller appears again, and the dimming view stays (Apple: remove views only when
    /// completed); the next, finished, dismissal removes it inside `dismissalTransitionDidEnd(true)`.
    @Test func cancelledInteractiveDismissalKeepsTheDimmingView() throws {
        let steps = ["beginInteractiveDismiss: card", "runOnce", "updateInteractiveDismiss: { on: card, percentComplete: 0.4 }",
                     "cancelInteractiveDismiss: card", "runUntilIdle", "mark: again", "beginInteractiveDismiss: card",
                     "runOnce", "finishInteractiveDismiss: card", "runUntilIdle"]
        let events = try eventsFromMarker(Self.scenario(", dimmingView: dim", before: Array(Self.presentAndDismiss.prefix(2)),
                                                        after: steps), ios: 26)
        expectText(events, equals: """
            turn 4
              --- go
              [1] card.beginInteractiveDismissal()
                [2] card.dismiss(animated: true)
            turn 5
              ~ main queue <- [2]
                slide.animationController(forDismissed: card)
                slide.interactionControllerForDismissal(using: card)
                card.viewWillDisappear(true)
                dimmer.dismissalTransitionWillBegin()
                slide.transitionDuration(using: card)
                slide.animateTransition(using: card)
              [3] card.updateInteractiveDismissal(percentComplete: 0.4)
              [4] card.cancelInteractiveDismissal()
            turn 6
              ~ main queue <- [4]
                [5] slide.completeTransition(false)
                  card.viewWillAppear(true)
                  card.viewIsAppearing(true)
                  card.viewDidAppear(true)
                  dimmer.dismissalTransitionDidEnd(false)
                  slide.animationEnded(false)
              ~ window: layout pass <- [5]
            turn 7
              --- again
              [6] card.beginInteractiveDismissal()
                [7] card.dismiss(animated: true)
            turn 8
              ~ main queue <- [7]
                slide.animationController(forDismissed: card)
                slide.interactionControllerForDismissal(using: card)
                card.viewWillDisappear(true)
                dimmer.dismissalTransitionWillBegin()
                slide.transitionDuration(using: card)
                slide.animateTransition(using: card)
              [8] card.finishInteractiveDismissal()
            turn 9
              ~ main queue <- [8]
                [9] slide.completeTransition(true)
                  card.view.willMove(toSuperview: nil)
                  card.view.willMove(toWindow: nil)
                  card.view.didMoveToWindow()
                  card.view.didMoveToSuperview()
                  window.willRemoveSubview(card.view)
                  home.presentedViewController = nil
                  card.presentingViewController = nil
                  card.viewDidDisappear(true)
                  dimmer.dismissalTransitionDidEnd(true)
                    [10] dim.removeFromSuperview()
                      dim.willMove(toSuperview: nil)
                      dim.willMove(toWindow: nil)
                      dim.didMoveToWindow()
                      dim.didMoveToSuperview()
                      window.willRemoveSubview(dim)
                  slide.animationEnded(true)
              ~ window: layout pass <- [9]
                window.layoutSubviews()
              card.deinit()
              card.view.deinit()

            """)
    }

    /// An app's subclass in Swift, overriding every callback and `shouldRemovePresentersView`,
    /// vended by a transitioning delegate that overrides `presentationController(forPresented:
    /// presenting:source:)`: each override runs inside its event, `shouldRemovePresentersView` is
    /// read once per transition, `containerView` is the window during the presentation and nil
    /// after the dismissal, and `presentingViewController` is the presenter.
    @Test func swiftSubclassOverrides() {
        let animator = VendingAnimator(name: "slide", duration: 0.3)
        var made: LoggingPresentationController?
        let trace = recordWithVisibleRoot(ios: 26, { ViewController(name: "home") }) { session, home in
            let card = ViewController(name: "card")
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = animator
            session.mark("go")
            home.present(card, animated: true)
            made = card.presentationController as? LoggingPresentationController
            session.runLoop.runUntilIdle()
            #expect(made?.containerView != nil && made?.containerView === card.view.window)
            #expect(made?.presentingViewController === home)
            card.dismiss(animated: true)
            session.runLoop.runUntilIdle()
            #expect(made?.containerView == nil)
        }
        #expect(made?.removalQuestions == 2)
        let lines = eventLines(trace)
        let events = String(lines[lines.range(of: "--- go")!.lowerBound...])
        let order = events.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.hasPrefix("sheet.") || line.hasPrefix("slide.presentationController") || line.contains("Appear(")
                || line.contains("Disappear(") || line.contains("dimming.didMoveToWindow")
        }
        #expect(order == [
            "slide.presentationController(forPresented: card, presenting: home, source: home)",
            "home.viewWillDisappear(true)", "card.viewWillAppear(true)", "sheet.presentationTransitionWillBegin()",
            "sheet.log(\"will begin\")", "dimming.didMoveToWindow()",
            "sheet.containerViewWillLayoutSubviews()", "sheet.log(\"container will lay out\")",
            "sheet.containerViewDidLayoutSubviews()", "sheet.log(\"container did lay out\")",
            "card.viewDidAppear(true)", "home.viewDidDisappear(true)",
            "sheet.presentationTransitionDidEnd(true)", "sheet.log(\"did end true\")",
            "sheet.containerViewWillLayoutSubviews()", "sheet.log(\"container will lay out\")",
            "sheet.containerViewDidLayoutSubviews()", "sheet.log(\"container did lay out\")",
            "card.viewWillDisappear(true)", "home.viewWillAppear(true)",
            "sheet.dismissalTransitionWillBegin()", "sheet.log(\"dismissal will begin\")",
            "sheet.containerViewWillLayoutSubviews()", "sheet.log(\"container will lay out\")",
            "sheet.containerViewDidLayoutSubviews()", "sheet.log(\"container did lay out\")",
            "home.viewDidAppear(true)", "card.viewDidDisappear(true)",
            "sheet.dismissalTransitionDidEnd(true)", "sheet.log(\"dismissal did end true\")",
            "dimming.didMoveToWindow()",
        ], "\(events)")
    }

    /// A presentation controller read from code before `present` is kept, and the transitioning
    /// delegate is never asked (S15-07, openradar 42996292); a non-custom style is never asked either.
    @Test func delegateNotAskedOnceAPresentationControllerExists() {
        for (style, readFirst) in [(ModalPresentationStyle.custom, true), (.fullScreen, false)] {
            let animator = VendingAnimator(name: "slide", duration: 0.3)
            let trace = recordWithVisibleRoot(ios: 26, { ViewController(name: "home") }) { session, home in
                let card = ViewController(name: "card")
                card.modalPresentationStyle = style
                card.transitioningDelegate = animator
                if readFirst { _ = card.presentationController }
                home.present(card, animated: true)
                session.runLoop.runUntilIdle()
                #expect(!(card.presentationController is LoggingPresentationController))
            }
            let events = eventLines(trace)
            #expect(!events.contains("presentationController(forPresented:"), "\(events)")
            #expect(!events.contains("sheet."), "\(events)")
        }
    }

    /// Load errors, each at its position: a presentation controller without a transition, on a
    /// style other than custom, with `removesPresentersView` given outside it, without a name,
    /// with an unknown key, named like a controller; a reaction naming a callback it does not
    /// receive, or testing controller flags on it.
    @Test func badDeclarations() {
        let cases: [(String, String)] = [
            ("card: { style: custom, presentation: { presentationController: { name: p } } }",
             "p.yaml:3:42: 'card''s presentation controller is what its transitioning delegate returns: add 'transition: { animator: <name> }'"),
            ("card: { presentation: { transition: { animator: a }, presentationController: { name: p } } }",
             "p.yaml:3:88: 'card' declares presentation controller 'p', which UIKit asks its transitioning delegate for only in a custom presentation: add 'style: custom'"),
            ("card: { style: custom, presentation: { removesPresentersView: true, transition: { animator: a }, presentationController: { name: p } } }",
             "p.yaml:3:42: 'card''s presentation controller answers shouldRemovePresentersView: give 'removesPresentersView' inside 'presentationController'"),
            ("card: { style: custom, presentation: { transition: { animator: a }, presentationController: { dimmingView: d } } }",
             "p.yaml:3:95: a presentation controller needs 'name: <name>', the name reactions give it"),
            ("card: { style: custom, presentation: { transition: { animator: a }, presentationController: { name: p, dims: true } } }",
             ""),
            ("card: { style: custom, presentation: { transition: { animator: a }, presentationController: { name: home } } }",
             "p.yaml:3:103: 'home' is declared more than once; names are unique across controllers and views"),
        ]
        for (card, message) in cases {
            let source = "controllers:\n  home: {}\n  \(card)\nsteps: []\n"
            do {
                _ = try Scenario.parse(source, file: "p.yaml")
                Issue.record("loaded \(card)")
            } catch {
                if message.isEmpty {
                    #expect(error.description.hasPrefix("p.yaml:3:106: unknown presentationController key 'dims'"), "\(error.description)")
                } else {
                    #expect(error.description == message)
                }
            }
        }
        let reactions: [(String, String)] = [
            ("{ when: { object: dimmer, callback: viewDidAppear }, do: [] }", "p.yaml:5:41: 'dimmer' is a TracedPresentationController, which has no callback 'viewDidAppear'"),
            ("{ when: { object: dimmer, callback: presentationTransitionWillBegin, if: { isBeingPresented: true } }, do: [] }",
             "p.yaml:5:74: 'if' tests a controller's flags, and 'dimmer' is not a controller"),
        ]
        for (reaction, prefix) in reactions {
            let source = "controllers:\n  home: {}\n  card: { style: custom, presentation: { transition: { animator: a }, "
                + "presentationController: { name: dimmer } } }\nreact:\n  - \(reaction)\nsteps: []\n"
            do {
                _ = try Scenario.parse(source, file: "p.yaml")
                Issue.record("loaded \(reaction)")
            } catch {
                #expect(error.description.hasPrefix(prefix), "\(error.description)")
            }
        }
    }

    /// A declared presentation controller is written back by the scenario writer and loads again
    /// to the same scenario.
    @Test func writtenBackAndReadAgain() throws {
        let scenario = try Scenario.parse(Self.scenario(", removesPresentersView: true, dimmingView: dim", after: []), file: "p.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("presentationController: { name: dimmer, removesPresentersView: true, dimmingView: dim }"), "\(written)")
        #expect(try Scenario.parse(written, file: "p.yaml") == scenario)
    }
}

/// A transitioning delegate that vends `LoggingPresentationController`, as an app's delegate
/// overriding the optional method.
private final class VendingAnimator: TransitionAnimator {
    override var vendsPresentationController: Bool { true }

    override func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                         source: ViewController) -> PresentationController? {
        LoggingPresentationController(presentedViewController: presented, presenting: presenting, name: "sheet")
    }
}

/// An app's subclass: a dimming view, and a log line in every override.
private final class LoggingPresentationController: PresentationController {
    let dimming = View(name: "dimming")
    var removalQuestions = 0

    override var shouldRemovePresentersView: Bool {
        removalQuestions += 1
        return true
    }

    override func presentationTransitionWillBegin() {
        log("will begin")
        containerView?.addSubview(dimming)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log("did end \(completed)") }
    override func dismissalTransitionWillBegin() { log("dismissal will begin") }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log("dismissal did end \(completed)")
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() { log("container will lay out") }
    override func containerViewDidLayoutSubviews() { log("container did lay out") }
}
