import Testing
import Lifeline
import LifelineScenarios

/// The user's swipe on a sheet (issue 15): whole sequences for a finished, a cancelled and a
/// refused swipe, and for a dismissal from code, per iOS version where they differ. Entries named
/// here are in `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
@MainActor
@Suite("Sheet swipe")
struct SheetSwipeTests {
    static let swipeAway = ["beginSheetSwipe: form", "updateSheetSwipe: { on: form, percentComplete: 0.6 }",
                            "finishSheetSwipe: form", "runUntilIdle"]

    /// S14-05's delegate order (ShouldDismiss, WillDismiss before anything moves, DidDismiss after
    /// everything), around the presented controller's disappearance; the presenter hears nothing
    /// (S14-04). The rest of the animation, 40 % of 0.35 s, runs on the next turn.
    @Test(arguments: [13, 16, 26])
    func finishedSwipe(ios: Int) throws {
        expectText(try eventsFromMarker(sheetScenario(steps: Self.swipeAway), ios: ios), equals: """
            turn 4
              --- swipe
              [1] form.beginSheetSwipe()
                watcher.presentationControllerShouldDismiss(form.presentationController)
                watcher.presentationControllerWillDismiss(form.presentationController)
                form.viewWillDisappear(true)
              [2] form.updateSheetSwipe(percentComplete: 0.6)
              [3] form.finishSheetSwipe()
            turn 5
              ~ main queue <- [3]
                form.view.willMove(toSuperview: nil)
                form.view.willMove(toWindow: nil)
                form.view.didMoveToWindow()
                form.view.didMoveToSuperview()
                window.willRemoveSubview(form.view)
                home.presentedViewController = nil
                form.presentingViewController = nil
                form.viewDidDisappear(true)
                watcher.presentationControllerDidDismiss(form.presentationController)
              ~ window: layout pass <- [3]
                window.layoutSubviews()
              form.deinit()
              form.view.deinit()

            """)
    }

    /// A form sheet swipes as a page sheet does, on an iPhone and on an iPad (where it is a card
    /// over the presenter too): the same delegate and controller calls.
    @Test(arguments: [("iphone", "formSheet"), ("ipad", "formSheet"), ("ipad", "pageSheet")])
    func formSheetsAndIPadSheetsSwipeTheSame(device: String, style: String) throws {
        let page = try eventsFromMarker(sheetScenario(steps: Self.swipeAway), ios: 26)
        let other = try eventsFromMarker(sheetScenario(style: style, device: device, steps: Self.swipeAway), ios: 26)
        #expect(other == page)
    }

    /// S14-01 (observed on iOS 17): a cancelled swipe gives the sheet viewWillDisappear, then
    /// viewWillAppear, viewIsAppearing and viewDidAppear, never viewDidDisappear; the delegate
    /// hears no DidDismiss and the relationship stays.
    @Test func cancelledSwipe() throws {
        let steps = ["beginSheetSwipe: form", "updateSheetSwipe: { on: form, percentComplete: 0.3 }",
                     "cancelSheetSwipe: form", "runUntilIdle"]
        expectText(try eventsFromMarker(sheetScenario(steps: steps), ios: 17), equals: """
            turn 4
              --- swipe
              [1] form.beginSheetSwipe()
                watcher.presentationControllerShouldDismiss(form.presentationController)
                watcher.presentationControllerWillDismiss(form.presentationController)
                form.viewWillDisappear(true)
              [2] form.updateSheetSwipe(percentComplete: 0.3)
              [3] form.cancelSheetSwipe()
            turn 5
              ~ main queue <- [3]
                form.viewWillAppear(true)
                form.viewIsAppearing(true)
                form.viewDidAppear(true)
              ~ window: layout pass <- [3]

            """)
    }

    /// On iOS 13-16 a cancelled swipe has viewIsAppearing too (back-deployed to 13, S10-01).
    @Test func cancelledSwipeHasViewIsAppearingFromIOS13() throws {
        let steps = ["beginSheetSwipe: form", "cancelSheetSwipe: form", "runUntilIdle"]
        #expect(try eventsFromMarker(sheetScenario(steps: steps), ios: 13).contains("form.viewIsAppearing(true)"))
    }

    /// S14-06: `isModalInPresentation` refuses the swipe; the delegate is not asked ShouldDismiss
    /// and hears DidAttemptToDismiss; the sheet gets no appearance callback, and finishing the
    /// gesture lets it spring back with nothing more.
    @Test func modalInPresentationRefusesTheSwipe() throws {
        let source = sheetScenario(presentation: "{ delegate: watcher, modalInPresentation: true }", steps: Self.swipeAway)
        expectText(try eventsFromMarker(source, ios: 26), equals: """
            turn 4
              --- swipe
              [1] form.beginSheetSwipe()
                watcher.presentationControllerDidAttemptToDismiss(form.presentationController)
              [2] form.updateSheetSwipe(percentComplete: 0.6)
              [3] form.finishSheetSwipe()
            turn 5
              ~ main queue <- [3]

            """)
    }

    /// S14-06's other case: the delegate answers false to ShouldDismiss; then DidAttemptToDismiss.
    @Test func delegateRefusingTheSwipe() throws {
        let source = sheetScenario(presentation: "{ delegate: watcher, shouldDismiss: false }", steps: Self.swipeAway)
        let events = try eventsFromMarker(source, ios: 26)
        expectText(events, equals: """
            turn 4
              --- swipe
              [1] form.beginSheetSwipe()
                watcher.presentationControllerShouldDismiss(form.presentationController)
                watcher.presentationControllerDidAttemptToDismiss(form.presentationController)
              [2] form.updateSheetSwipe(percentComplete: 0.6)
              [3] form.finishSheetSwipe()
            turn 5
              ~ main queue <- [3]

            """)
    }

    /// S14-05, S14-08: a dismissal from code calls none of the delegate's dismissal methods; the
    /// sequence is the plain sheet dismissal's.
    @Test(arguments: [13, 26])
    func programmaticDismissCallsNoDelegateMethod(ios: Int) throws {
        let source = sheetScenario(steps: ["dismiss: { on: form, animated: true }", "runUntilIdle"])
        expectText(try eventsFromMarker(source, ios: ios), equals: """
            turn 4
              --- swipe
              [1] form.dismiss(animated: true)
            turn 5
              ~ main queue <- [1]
                form.viewWillDisappear(true)
            turn 6
              ~ main queue <- [1]
                form.view.willMove(toSuperview: nil)
                form.view.willMove(toWindow: nil)
                form.view.didMoveToWindow()
                form.view.didMoveToSuperview()
                window.willRemoveSubview(form.view)
                home.presentedViewController = nil
                form.presentingViewController = nil
                form.viewDidDisappear(true)
              ~ window: layout pass <- [1]
                window.layoutSubviews()
              form.deinit()
              form.view.deinit()

            """)
    }

    /// Before iOS 13 a sheet on an iPhone is full screen and cannot be swiped away (the gesture
    /// came with the card, WWDC19 224); nor can a full-screen controller on any version, or one
    /// that is not presented: the diagnostic, and nothing else.
    @Test(arguments: [(12, "pageSheet"), (12, "formSheet"), (26, "fullScreen"), (26, "overFullScreen")])
    func swipeOnWhatIsNotASwipeableSheet(ios: Int, style: String) throws {
        let source = sheetScenario(style: style, steps: Self.swipeAway)
        let events = try eventsFromMarker(source, ios: ios)
        #expect(events.contains("""
              --- swipe
              [1] form.beginSheetSwipe()
                ! form.sheetSwipeWithoutSheet()  # form is not presented as a page or form sheet that can be swiped away
            """), "\(events)")
        #expect(!events.contains("watcher.") && !events.contains("viewWillDisappear") && !events.contains("viewDidAppear"))
    }

    /// A popover on an iPhone from iOS 13 is adapted to a form sheet (S14-07), which can be swiped.
    @Test func adaptedPopoverCanBeSwipedAway() throws {
        let events = try eventsFromMarker(sheetScenario(style: "popover", steps: Self.swipeAway), ios: 26)
        #expect(events.contains("watcher.presentationControllerDidDismiss(form.presentationController)"))
    }

    /// While the sheet is still being presented the swipe cannot begin; once it has begun, a
    /// second begin, and a second finish, change nothing.
    @Test func swipeDuringTransitionAndRepeatedGestures() throws {
        let source = """
            controllers:
              home: {}
              form: { style: pageSheet }
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: swipe
              - present: { controller: form, on: home, animated: true }
              - beginSheetSwipe: form
              - runUntilIdle
              - beginSheetSwipe: form
              - beginSheetSwipe: form
              - finishSheetSwipe: form
              - finishSheetSwipe: form
              - cancelSheetSwipe: form
              - runUntilIdle
            """
        let events = try eventsFromMarker(source, ios: 26)
        let diagnostics = events.components(separatedBy: "! form.sheetSwipeWithoutSheet()").count - 1
        #expect(diagnostics == 2, "one while presenting, one for the second begin:\n\(events)")
        #expect(events.components(separatedBy: "form.viewWillDisappear(true)").count - 1 == 1)
        #expect(events.components(separatedBy: "form.viewDidDisappear(true)").count - 1 == 1)
        #expect(events.hasSuffix("""
              [5] form.finishSheetSwipe()
              [6] form.finishSheetSwipe()
              [7] form.cancelSheetSwipe()
            turn 5
              ~ main queue <- [5]
                form.view.willMove(toSuperview: nil)
                form.view.willMove(toWindow: nil)
                form.view.didMoveToWindow()
                form.view.didMoveToSuperview()
                window.willRemoveSubview(form.view)
                home.presentedViewController = nil
                form.presentingViewController = nil
                form.viewDidDisappear(true)
              ~ window: layout pass <- [5]
                window.layoutSubviews()
              form.deinit()
              form.view.deinit()

            """), "\(events)")
    }

    /// The model's API without a scenario: the swipe object reports its state, and a presentation
    /// controller appears in the trace, a `SheetPresentationController` from iOS 15 only.
    @Test(arguments: [(13, "PresentationController"), (15, "SheetPresentationController")])
    func presentationControllerClassPerVersion(ios: Int, className: String) throws {
        var swipe: SheetSwipe?
        var window: Window?
        let trace = Session.record(ios: IOSVersion(major: ios)!) { session in
            let home = ViewController(name: "home")
            window = Window(name: "window")
            window?.rootViewController = home
            window?.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            let form = ViewController(name: "form")
            form.modalPresentationStyle = .pageSheet
            home.present(form, animated: true)
            session.runLoop.runUntilIdle()
            swipe = form.beginSheetSwipe()
            #expect(form.isBeingDismissed)
            #expect((form.sheetPresentationController != nil) == (ios >= 15))
            swipe?.finish()
            #expect(swipe?.state == .finishing)
            session.runLoop.runUntilIdle()
            #expect(!form.isBeingDismissed && form.presentingViewController == nil && home.presentedViewController == nil)
        }
        _ = window
        #expect(swipe?.state == .finished)
        #expect(trace.objects.contains { $0.name == "form.presentationController" && $0.className == className })
    }
}
