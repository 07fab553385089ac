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
        "selectDetent: { on: form, detent: large }", "runUntilIdle",
        "selectDetent: { on: form, detent: large }", "runUntilIdle",
    ])

    /// The whole sequence on iOS 15 and later: the change, the delegate, one layout pass of the
    /// sheet; selecting the current detent again changes nothing.
    @Test(arguments: [15, 26])
    func userDragsToAnotherDetent(ios: Int) throws {
        expectText(try eventsFromMarker(Self.flow, ios: ios), equals: """
            turn 4
              --- swipe
              [1] form.presentationController.selectDetent("large")
                form.presentationController.selectedDetentIdentifier = "large"
                watcher.sheetPresentationControllerDidChangeSelectedDetentIdentifier(form.presentationController)
              ~ window: layout pass <- [1]
                form.viewWillLayoutSubviews()
                form.view.layoutSubviews()
                form.viewDidLayoutSubviews()
            turn 5
              [2] form.presentationController.selectDetent("large")

            """)
    }

    /// Before iOS 15 there is no sheet presentation controller: the step is the diagnostic
    /// `detentsUnavailable` on the controller, and nothing changes (the step used to do nothing
    /// without a word).
    @Test(arguments: [13, 14])
    func diagnosedBeforeIOS15(ios: Int) throws {
        let flow = sheetScenario(presentation: "{ delegate: watcher, detents: [medium, large] }",
                                 steps: ["selectDetent: { on: form, detent: medium }", "runUntilIdle"])
        expectText(try eventsFromMarker(flow, ios: ios), equals: """
            turn 4
              --- swipe
              ! form.detentsUnavailable("medium")  # form has no sheet presentation controller (detents need iOS 15 or later and a page or form sheet); detent "medium" is not selected.

            """)
    }

    /// A file that says `ios:` below 15 is refused at load, at the step, whether the detent is the
    /// user's or the code's; at 15 the same file loads. (The run-time diagnostic above stays for a
    /// file without `ios:` run at an older version, and for Swift callers.)
    @Test(arguments: [12, 13, 14])
    func refusedAtLoadWhenTheFileSaysBeforeIOS15(ios: Int) {
        let flow = "ios: \(ios)\n" + sheetScenario(presentation: "{ detents: [medium, large] }",
                                                   steps: ["selectDetent: { on: form, detent: medium, byCode: true }"])
        expectScenarioError(flow, 12, 5, "'selectDetent' needs iOS 15 or later (sheet detents), and the file says "
                            + "'ios: \(ios)': remove the step or raise 'ios'")
    }

    @Test func loadsWhenTheFileSaysIOS15() throws {
        let flow = "ios: 15\n" + sheetScenario(presentation: "{ detents: [medium, large] }",
                                              steps: ["selectDetent: { on: form, detent: medium }"])
        #expect(try Scenario.parse(flow, file: "flow.yaml").steps.count == 7)
    }

    /// A detent change made by code (`animateChanges { selectedDetentIdentifier = ... }`, the
    /// step's `byCode: true`): the state change and the layout pass, and NO delegate call (Apple's
    /// documentation: the delegate hears changes made by the user); selecting it again changes nothing.
    @Test(arguments: [15, 26])
    func codeChangesTheDetentWithoutTellingTheDelegate(ios: Int) throws {
        let flow = sheetScenario(presentation: "{ delegate: watcher, detents: [medium, large] }", steps: [
            "selectDetent: { on: form, detent: large, byCode: true }", "runUntilIdle",
            "selectDetent: { on: form, detent: large, byCode: true }", "runUntilIdle",
        ])
        expectText(try eventsFromMarker(flow, ios: ios), equals: """
            turn 4
              --- swipe
              [1] form.presentationController.animateChanges()
                form.presentationController.selectedDetentIdentifier = "large"
              ~ window: layout pass <- [1]
                form.viewWillLayoutSubviews()
                form.view.layoutSubviews()
                form.viewDidLayoutSubviews()
            turn 5
              [2] form.presentationController.animateChanges()

            """)
    }

    /// The same from Swift: an undeclared identifier set by code is refused and diagnosed; the
    /// smallest detent, where a sheet with a nil identifier rests (Apple's documentation of
    /// `selectedDetentIdentifier`), changes the property and not the height, so no layout pass;
    /// `large` moves the sheet, and nil moves it back to the smallest.
    @Test func swiftCodeSetsTheDetent() {
        var window: Window?
        let trace = Session.record(ios: .iOS26) { session in
            let home = ViewController(name: "home")
            window = Window(name: "window")
            window?.rootViewController = home
            window?.makeKeyAndVisible()
            let form = ViewController(name: "form")
            form.modalPresentationStyle = .pageSheet
            let sheet = form.sheetPresentationController!
            sheet.detents = [SheetPresentationController.medium, SheetPresentationController.large]
            home.present(form, animated: false)
            session.runLoop.runUntilIdle()
            session.mark("code")
            sheet.animateChanges { sheet.selectedDetentIdentifier = "tall" }
            sheet.animateChanges { sheet.selectedDetentIdentifier = SheetPresentationController.medium }
            #expect(sheet.selectedDetentIdentifier == "medium")
            session.runLoop.runUntilIdle()
            sheet.animateChanges { sheet.selectedDetentIdentifier = SheetPresentationController.large }
            session.runLoop.runUntilIdle()
            sheet.selectedDetentIdentifier = nil
            session.runLoop.runUntilIdle()
        }
        _ = window
        expectText(eventLines(trace.since(marker: "code")!), equals: """
            turn 1
              --- code
              [1] form.presentationController.animateChanges()
                ! form.presentationController.undeclaredDetent("tall")  # form.presentationController has no detent "tall"; the sheet stays where it is.
              [2] form.presentationController.animateChanges()
                form.presentationController.selectedDetentIdentifier = "medium"
              [3] form.presentationController.animateChanges()
                form.presentationController.selectedDetentIdentifier = "large"
              ~ window: layout pass <- [3]
                form.viewWillLayoutSubviews()
                form.view.layoutSubviews()
                form.viewDidLayoutSubviews()
            turn 2
              form.presentationController.selectedDetentIdentifier = nil
              ~ window: layout pass
                form.viewWillLayoutSubviews()
                form.view.layoutSubviews()
                form.viewDidLayoutSubviews()

            """)
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
