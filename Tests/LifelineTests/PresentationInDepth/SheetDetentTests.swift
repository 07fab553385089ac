import Testing
import Lifeline
import LifelineScenarios

/// Sheet detents (issue 15, iOS 15+): the user's drag to another detent changes
/// `selectedDetentIdentifier`, tells the delegate, and lays the sheet out again without any
/// appearance callback; a detent the sheet does not declare is refused. Apple's documentation
/// only (no conformance entry).
@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
    static let flow = sheetScenario(presentation: "{ delegate: watcher, detents: [medium, large] }", steps: [
        "selectDetent: { on: form, detent: medium }", "runUntilIdle",
        "selectDetent: { on: form, detent: medium }", "runUntilIdle",
    ])

    /// The whole sequence on iOS 15 and later: the change, the delegate, one layout pass of the
    /// sheet; selecting the current detent again changes nothing.
    @Test(arguments: [15, 26])
    func userDragsToAnotherDetent(ios: Int) throws {
        expectText(try eventsFromMarker(Self.flow, ios: ios), equals: """
            turn 4
              --- swipe
              [1] form.presentationController.selectDetent("medium")
                form.presentationController.selectedDetentIdentifier = "medium"
                watcher.sheetPresentationControllerDidChangeSelectedDetentIdentifier(form.presentationController)
              ~ window: layout pass <- [1]
                form.viewWillLayoutSubviews()
                form.view.layoutSubviews()
                form.viewDidLayoutSubviews()
            turn 5
              [2] form.presentationController.selectDetent("medium")

            """)
    }

    /// Before iOS 15 there is no sheet presentation controller: the step does nothing.
    @Test func nothingBeforeIOS15() throws {
        expectText(try eventsFromMarker(Self.flow, ios: 14), equals: "turn 4\n  --- swipe\n")
    }

    /// A file naming a detent the sheet does not declare is refused where it is written; in code
    /// the call is a diagnostic and nothing changes.
    @Test func undeclaredDetent() throws {
        let source = sheetScenario(presentation: "{ detents: [medium] }", steps: ["selectDetent: { on: form, detent: large }"])
        do {
            _ = try Scenario.parse(source, file: "d.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.description == "d.yaml:11:39: unknown detent 'large'; expected one of medium "
                + "(declare it in 'form''s 'presentation: { detents: [...] }')")
        }
        var window: Window?
        let trace = Session.record(ios: .iOS26) { session in
            let home = ViewController(name: "home")
            window = Window(name: "window")
            window?.rootViewController = home
            window?.makeKeyAndVisible()
            let form = ViewController(name: "form")
            form.modalPresentationStyle = .formSheet
            home.present(form, animated: false)
            session.runLoop.runUntilIdle()
            session.mark("select")
            form.sheetPresentationController?.userSelectsDetent("tall")
            #expect(form.sheetPresentationController?.selectedDetentIdentifier == nil)
        }
        _ = window
        #expect(eventLines(trace.since(marker: "select")!).contains("""
                ! form.presentationController.undeclaredDetent("tall")  # form.presentationController has no detent "tall"; the sheet stays where it is.
            """))
    }
}
