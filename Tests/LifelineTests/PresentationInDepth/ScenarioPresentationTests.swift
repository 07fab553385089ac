import Testing
import Lifeline
import LifelineScenarios

/// A controller's `presentation:` in scenario files and the sheet swipe steps: the writer's round
/// trip, reactions on the presentation delegate, and load errors with where and why.
@MainActor
@Suite("Scenario presentation declarations")
struct ScenarioPresentationTests {
    /// Every key and every step the issue adds survives `ScenarioWriter` and reads back equal.
    @Test func writerRoundTrip() throws {
        let source = """
            controllers:
              home: { subviews: [button] }
              form: { style: pageSheet, presentation: { delegate: watcher, modalInPresentation: true, shouldDismiss: false, detents: [medium, large] } }
              menu: { style: popover, presentation: { delegate: watcher, adaptiveStyle: none } }
              card: { style: custom, presentation: { removesPresentersView: true, transition: { animator: slide, duration: 0.5, completes: twice } } }
              nav: { type: navigation, root: list, presentation: { definesPresentationContext: true, modalTransitionStyle: crossDissolve, providesPresentationContextTransitionStyle: true } }
              list: {}
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - present: { controller: menu, on: home, animated: false, sourceView: button }
              - beginSheetSwipe: form
              - updateSheetSwipe: { on: form, percentComplete: 0.25 }
              - cancelSheetSwipe: form
              - finishSheetSwipe: form
              - selectDetent: { on: form, detent: medium }
              - selectDetent: { on: form, detent: large, byCode: true }
              - beginInteractiveDismiss: form
              - updateInteractiveDismiss: { on: form, percentComplete: 0.5 }
              - cancelInteractiveDismiss: form
              - finishInteractiveDismiss: form

            """
        let scenario = try Scenario.parse(source, file: "p.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("presentation: { delegate: watcher, modalInPresentation: true, shouldDismiss: false, detents: [medium, large] }"), "\(written)")
        #expect(written.contains("presentation: { delegate: watcher, adaptiveStyle: none }"))
        #expect(written.contains("sourceView: button"))
        #expect(written.contains("presentation: { definesPresentationContext: true, modalTransitionStyle: crossDissolve, providesPresentationContextTransitionStyle: true }"), "\(written)")
        #expect(written.contains("selectDetent: { on: form, detent: large, byCode: true }"), "\(written)")
        #expect(written.contains("presentation: { removesPresentersView: true, transition: { animator: slide, duration: 0.5, completes: twice } }"), "\(written)")
        #expect(try Scenario.parse(written, file: "p.yaml") == scenario)
    }

    /// A reaction on the delegate's callback runs inside it, as app code in the delegate method:
    /// the WWDC19 pattern of answering a refused swipe (the sheet-modal-attempt strategy).
    @Test func reactionOnTheDelegate() throws {
        let events = eventLines(Strategies.named("sheet-modal-attempt")!.run(fromMarker: true))
        #expect(events.contains("""
                watcher.presentationControllerDidAttemptToDismiss(form.presentationController)
                  [2] form.dismiss(animated: true)
            """), "\(events)")
        #expect(!events.contains("presentationControllerWillDismiss") && !events.contains("presentationControllerDidDismiss"))
    }

    nonisolated static let errors: [(String, String)] = [
        ("form: { presentation: { delegate: watcher, modal: true } }",
         "p.yaml:2:46: unknown presentation key 'modal'; expected one of delegate, modalInPresentation, shouldDismiss, adaptiveStyle, removesPresentersView, transition, definesPresentationContext, detents, modalTransitionStyle, providesPresentationContextTransitionStyle, presentationController"),
        ("form: { presentation: { shouldDismiss: false } }",
         "p.yaml:2:25: 'form''s presentation gives the delegate's answers (shouldDismiss, adaptiveStyle) but no delegate: add 'delegate: <name>'"),
        ("form: { presentation: { delegate: watcher, adaptiveStyle: sideways } }",
         "p.yaml:2:61: unknown adaptive style (none or a presentation style) 'sideways'; expected one of none, automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover, custom, currentContext, overCurrentContext"),
        ("form: { presentation: { delegate: home } }",
         "p.yaml:2:37: 'home' is a controller, and 'delegate' declares a new TracedDelegate: give the delegate a name no controller or view has"),
        ("form: { presentation: [watcher] }",
         "p.yaml:2:25: expected a mapping (e.g. '{ delegate: d, modalInPresentation: true }') for 'presentation', found a list"),
    ]

    /// Bad declarations are refused at load with the place and the reason.
    @Test(arguments: errors)
    func badDeclaration(_ declaration: String, _ message: String) {
        let source = "controllers:\n  \(declaration)\n  home: {}\nsteps: []\n"
        #expect(throws: ScenarioError.self) { try Scenario.parse(source, file: "p.yaml") }
        do {
            _ = try Scenario.parse(source, file: "p.yaml")
        } catch {
            #expect(error.description == message)
        }
    }

    /// `updateSheetSwipe` takes a fraction.
    @Test func percentOutOfRange() {
        let source = "controllers:\n  form: {}\nsteps:\n  - updateSheetSwipe: { on: form, percentComplete: 1.5 }\n"
        do {
            _ = try Scenario.parse(source, file: "p.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.description == "p.yaml:4:52: expected percentComplete between 0 and 1, found 1.5")
        }
    }
}
