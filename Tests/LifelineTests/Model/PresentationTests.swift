import Testing
import Lifeline
import LifelineTesting

/// Modal presentation: present and dismiss per style and iOS version, from a navigation child,
/// completions, flags, diagnostics and alerts, as whole sequences from the turn of interest on.
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
@MainActor
@Suite("Presentation")
struct PresentationTests {
    /// Full screen, animated: nothing before the next turn (S5-07); the presented view loads first (S5-03);
    /// presenter viewWillDisappear, presented viewWillAppear, the view joins the window, margins and safe
    /// area before layout (S5-14); after the duration the presenter's view leaves, then presented
    /// viewDidAppear BEFORE presenter viewDidDisappear (S5-01, S5-04), then the completion (S5-15).
    /// Dismissal mirrors it: presenter viewDidAppear BEFORE presented viewDidDisappear (S5-01), completion last (S5-16).
    @Test func fullScreenAnimatedPresentThenDismiss() {
        let events = NavigationFlows.from(turn: 1, eventLines(PresentationFlows.roundTrip(animated: true, completions: true)))
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                a.viewDidAppear(false)
              [3] a.present(b, animated: true)
                a.presentedViewController = b
                b.presentingViewController = a
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                a.viewWillDisappear(true)
                b.viewWillAppear(true)
                b.view.willMove(toSuperview: window)
                b.view.didMoveToSuperview()
                window.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
                b.viewIsAppearing(true)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [3]
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                window.willRemoveSubview(a.view)
                b.viewDidAppear(true)
                a.viewDidDisappear(true)
                a.completion()
              ~ window: layout pass <- [3]
                window.layoutSubviews()
            turn 5
              [4] b.dismiss(animated: true)
            turn 6
              ~ main queue <- [4]
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                a.view.willMove(toSuperview: window)
                a.view.didMoveToSuperview()
                window.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
              ~ window: layout pass <- [4]
                window.layoutSubviews()
                a.viewIsAppearing(true)
            turn 8
              ~ main queue <- [4]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                window.willRemoveSubview(b.view)
                a.presentedViewController = nil
                b.presentingViewController = nil
                a.viewDidAppear(true)
                b.viewDidDisappear(true)
                b.completion()
              ~ window: layout pass <- [4]
                window.layoutSubviews()
              b.deinit()
              b.view.deinit()

            """)
    }

    /// Full screen, not animated: the callbacks of the animated presentation and dismissal above, in
    /// the same order, with no completion given and none recorded; each transition runs whole in the
    /// turn after its call (S5-08, S5-11), the presented view laid out before its viewDidAppear (S5-14).
    @Test func fullScreenNotAnimatedCompletesWithinOneTurn() {
        let quick = PresentationFlows.roundTrip(animated: false)
        let animated = PresentationFlows.roundTrip(animated: true, completions: true)
        #expect(callbackLines(quick) == callbackLines(animated, excluding: ["completion"]).map {
            $0.replacingOccurrences(of: "(true)", with: "(false)")
        })
        #expect(quick.turns(of: "a.present(_:animated:)") == [1] && quick.turns(of: "b.dismiss(animated:)") == [3])
        for label in ["b.loadView()", "a.viewWillDisappear(_:)", "b.viewWillAppear(_:)", "b.viewDidAppear(_:)", "a.viewDidDisappear(_:)"] {
            #expect(quick.turns(of: label) == [2], "\(label)")
        }
        for label in ["b.viewWillDisappear(_:)", "b.viewDidDisappear(_:)"] {
            #expect(quick.turns(of: label) == [4], "\(label)")
        }
        #expect(quick.turns(of: "a.viewWillAppear(_:)") == [0, 4] && quick.turns(of: "a.viewDidAppear(_:)") == [1, 4])
        expectSubsequence(quick, ["b.view.layoutSubviews", "b.viewDidAppear"])
        // No layout pass of its own before the end: each transition lays out within its turn.
        #expect(lines(of: quick, containing: ["~ ", "turn "]).dropFirst(2) == [
            "turn 1", "~ main queue <- [2]",
            "turn 2", "~ main queue <- [3]", "~ window: layout pass <- [3]",
            "turn 3",
            "turn 4", "~ main queue <- [4]", "~ window: layout pass <- [4]",
        ])
        expectNoOccurrence(quick, of: .completion, on: "a")
        expectNoOccurrence(quick, of: .completion, on: "b")
    }

    /// iOS 12 runs the same presentations but for no viewIsAppearing and the initial
    /// traitCollectionDidChange(nil) of iOS < 17 as each view first joins the window.
    @Test(arguments: [(ModalPresentationStyle.fullScreen, false), (.fullScreen, true), (.overFullScreen, true)])
    func iOS12DiffersOnlyByTraitsAndViewIsAppearing(style: ModalPresentationStyle, animated: Bool) {
        expectIOS12Differences(PresentationFlows.roundTrip(ios: 12, style: style, animated: animated),
                               from: PresentationFlows.roundTrip(ios: 26, style: style, animated: animated), traitsOf: ["a", "b"])
    }

    /// Before iOS 13 a sheet on an iPhone hides the presenter as full screen does (S5-17's table,
    /// S5-09's notes): the same trace, to the letter.
    @Test(arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic])
    func onIOS12ASheetHidesThePresenterAsFullScreenDoes(style: ModalPresentationStyle) {
        expectText(eventLines(PresentationFlows.roundTrip(ios: 12, style: style, animated: false)),
                   equals: eventLines(PresentationFlows.roundTrip(ios: 12, style: .fullScreen, animated: false)))
    }

    /// `a` presents `b` as `.automatic` without animation, then dismisses it, each until idle.
    static func sheetNotAnimated() -> Trace {
        recordWithVisibleRoot({ PresentationFlows.root() }) { s, a in
            a.present(PresentationFlows.modal(style: .automatic), animated: false)
            s.runLoop.runUntilIdle()
            a.dismiss(animated: false)
            s.runLoop.runUntilIdle()
        }
    }

    /// From iOS 13 `.automatic` is a page sheet and the presenter gets nothing (S5-09, S5-18); a
    /// non-animated sheet dismissal ends a turn later than it starts (S5-12).
    @Test func automaticIsAPageSheetOnIOS26AndKeepsThePresenter() {
        let events = NavigationFlows.from(turn: 1, eventLines(Self.sheetNotAnimated()))
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                a.viewDidAppear(false)
              [3] a.present(b, animated: false)
                a.presentedViewController = b
                b.presentingViewController = a
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                b.viewWillAppear(false)
                b.view.willMove(toSuperview: window)
                b.view.didMoveToSuperview()
                window.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
                b.viewDidAppear(false)
              [4] a.dismiss(animated: false)
            turn 3
              ~ main queue <- [4]
                b.viewWillDisappear(false)
            turn 4
              ~ main queue <- [4]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                window.willRemoveSubview(b.view)
                a.presentedViewController = nil
                b.presentingViewController = nil
                b.viewDidDisappear(false)
              ~ window: layout pass <- [4]
                window.layoutSubviews()
              b.deinit()
              b.view.deinit()

            """)
    }

    /// overFullScreen never removes the presenter's view, on any version (S5-19, S5-17's table): the
    /// presenter gets no callback after its first appearance and its view never leaves the window.
    /// On iOS 26 it traces as a page sheet does, animated, the callbacks of the non-animated sheet
    /// below in the same order.
    @Test(arguments: [12, 26]) func overFullScreenKeepsThePresenter(ios: Int) {
        let trace = PresentationFlows.roundTrip(ios: ios, style: .overFullScreen, animated: true)
        expectProjection(of: trace, onto: ["a"], callbacks: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
                         equals: ["a.viewWillAppear(_:)", "a.viewDidAppear(_:)"])
        expect(trace, occurrences: 1, of: .willMoveToWindow, on: "a.view")
        expectProjection(of: trace, onto: ["b"], callbacks: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
                         equals: ["b.viewWillAppear(_:)", "b.viewDidAppear(_:)", "b.viewWillDisappear(_:)", "b.viewDidDisappear(_:)"])
        guard ios == 26 else { return }
        expectText(eventLines(trace), equals: eventLines(PresentationFlows.roundTrip(style: .automatic, animated: true)))
        #expect(callbackLines(trace).map { $0.replacingOccurrences(of: "(true)", with: "(false)") }
                == callbackLines(Self.sheetNotAnimated()))
    }

    /// A child of a navigation controller presents: the navigation controller (the window's root) makes the
    /// presentation and its appearance is forwarded to its top controller; dismiss on the child dismisses
    /// what its container presents.
    @Test func presentingFromANavigationChildPresentsFromTheNavigationController() {
        let events = PresentationFlows.withVisibleRoot(ios: 26, fromTurn: 1, { NavigationFlows.nav() }) { s, nav in
            let b = PresentationFlows.modal()
            nav.topViewController!.present(b, animated: false)
            #expect(b.presentingViewController === nav)
            #expect(nav.presentedViewController === b)
            #expect(nav.topViewController!.presentedViewController === b)
            s.runLoop.runUntilIdle()
            nav.topViewController!.dismiss(animated: false)
            s.runLoop.runUntilIdle()
            #expect(nav.presentedViewController == nil)
            #expect(b.presentingViewController == nil)
        }
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
                a.viewDidAppear(false)
              [3] a.present(b, animated: false)
                nav.presentedViewController = b
                b.presentingViewController = nav
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                nav.viewWillDisappear(false)
                a.viewWillDisappear(false)
                b.viewWillAppear(false)
                b.view.willMove(toSuperview: window)
                b.view.didMoveToSuperview()
                window.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
                nav.view.willMove(toSuperview: nil)
                nav.view.willMove(toWindow: nil)
                a.view.willMove(toWindow: nil)
                nav.view.didMoveToWindow()
                a.view.didMoveToWindow()
                nav.view.didMoveToSuperview()
                window.willRemoveSubview(nav.view)
                b.viewDidAppear(false)
                nav.viewDidDisappear(false)
                a.viewDidDisappear(false)
              ~ window: layout pass <- [3]
                window.layoutSubviews()
            turn 3
              [4] a.dismiss(animated: false)
            turn 4
              ~ main queue <- [4]
                b.viewWillDisappear(false)
                nav.viewWillAppear(false)
                a.viewWillAppear(false)
                nav.view.willMove(toSuperview: window)
                nav.view.didMoveToSuperview()
                window.didAddSubview(nav.view)
                nav.view.willMove(toWindow: window)
                a.view.willMove(toWindow: window)
                nav.view.didMoveToWindow()
                a.view.didMoveToWindow()
                window.layoutSubviews()
                nav.viewIsAppearing(false)
                a.viewIsAppearing(false)
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                window.willRemoveSubview(b.view)
                nav.presentedViewController = nil
                b.presentingViewController = nil
                nav.viewDidAppear(false)
                a.viewDidAppear(false)
                b.viewDidDisappear(false)
              ~ window: layout pass <- [4]
                window.layoutSubviews()

            """)
    }

    /// Each refused call records UIKit's message, no callback and no state change: presenting on a
    /// controller whose presentation is still running (S20-03), from a view outside the window, a controller already presented or
    /// on screen, dismissing during a transition and with nothing presented. The callbacks are those
    /// of the same flow without the refused calls, to the letter.
    @Test func diagnosticsChangeNothing() {
        func flow(refusing: Bool) -> Trace {
            recordWithVisibleRoot({ NavigationFlows.nav() }) { s, nav in
                let b = PresentationFlows.modal()
                let a = nav.topViewController!
                a.present(b, animated: false)
                if refusing {
                    a.present(PresentationFlows.modal("c"), animated: false) {}
                    ViewController(name: "d").present(PresentationFlows.modal("e"), animated: false)
                    b.dismiss(animated: false)
                }
                s.runLoop.runUntilIdle()
                if refusing {
                    b.present(b, animated: false)
                    b.present(a, animated: false)
                    let f = ViewController(name: "f")
                    f.present(PresentationFlows.modal("g"), animated: false)
                    f.dismiss(animated: false) {}
                }
                s.runLoop.runUntilIdle()
                #expect(nav.presentedViewController === b)
                #expect(b.presentedViewController == nil)
            }
        }
        let refused = flow(refusing: true)
        #expect(callbackLines(refused) == callbackLines(flow(refusing: false)))
        #expect(callAndDiagnosticLines(refused) == [
            "[1] window.rootViewController = nav",
            "[2] window.makeKeyAndVisible()",
            "[3] a.present(b, animated: false)",
            "[4] a.present(c, animated: false)",
            "! nav.presentingDuringTransition(c)  # Attempt to present c on nav (from a) while a presentation is in progress!",
            "[5] d.present(e, animated: false)",
            "! d.presentingOutsideWindowHierarchy(e)  # Attempt to present e on d (from d) whose view is not in the window hierarchy.",
            "[6] b.dismiss(animated: false)",
            "! b.dismissingDuringTransition()  # Attempt to dismiss from view controller b while a presentation or dismiss is in progress!",
            "[7] b.present(b, animated: false)",
            "! b.presentingAlreadyPresentedController(nav)  # Application tried to present modally a view controller b that is already being presented by nav.",
            "[8] b.present(a, animated: false)",
            "! a.presentingActiveController()  # Application tried to present modally an active controller a.",
            "[9] f.present(g, animated: false)",
            "! f.presentingOutsideWindowHierarchy(g)  # Attempt to present g on f (from f) whose view is not in the window hierarchy.",
            "[10] f.dismiss(animated: false)",
            "! f.dismissingWithNothingPresented()  # Nothing to dismiss: f presents no view controller and is not presented (UIKit does nothing and logs nothing).",
        ])
        #expect(refused.turns(of: "b.present(_:animated:)") == [3, 3] && refused.turns(of: "f.dismiss(animated:)") == [3])
    }

    /// Presenting a controller that another controller presents raises in UIKit; the model logs the
    /// exception's words and leaves both presentations alone: the callbacks are those of the two
    /// sheets without the refused calls.
    @Test func alreadyPresentedControllerIsRefused() {
        func flow(refusing: Bool) -> Trace {
            recordWithVisibleRoot({ PresentationFlows.root() }) { s, a in
                let b = PresentationFlows.modal("b", style: .pageSheet)
                a.present(b, animated: false)
                s.runLoop.runUntilIdle()
                b.present(PresentationFlows.modal("c", style: .pageSheet), animated: false)
                s.runLoop.runUntilIdle()
                let c = b.presentedViewController!
                if refusing {
                    c.present(c, animated: false)
                    c.present(b, animated: false)
                }
                s.runLoop.runUntilIdle()
                #expect(b.presentedViewController === c && c.presentingViewController === b)
            }
        }
        let refused = flow(refusing: true)
        #expect(callbackLines(refused) == callbackLines(flow(refusing: false)))
        expectProjection(of: refused, onto: ["a", "b", "c"], callbacks: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
                         equals: ["a.viewWillAppear(_:)", "a.viewDidAppear(_:)", "b.viewWillAppear(_:)", "b.viewDidAppear(_:)",
                                  "c.viewWillAppear(_:)", "c.viewDidAppear(_:)"])
        #expect(Array(callAndDiagnosticLines(refused).dropFirst(4)) == [
            "[5] c.present(c, animated: false)",
            "! c.presentingAlreadyPresentedController(b)  # Application tried to present modally a view controller c that is already being presented by b.",
            "[6] c.present(b, animated: false)",
            "! b.presentingAlreadyPresentedController(a)  # Application tried to present modally a view controller b that is already being presented by a.",
        ])
    }

    /// A presenter dismisses what it presents and everything above it: a covers b covers c, all full
    /// screen; only c is on screen, so only c disappears and a comes back, in the dismissal's turn;
    /// b's view never comes back; the completion follows c's viewDidDisappear.
    @Test func dismissingFromTheBottomDismissesTheWholeStack() {
        let trace = recordWithVisibleRoot({ PresentationFlows.root() }) { s, a in
            let b = PresentationFlows.modal("b")
            a.present(b, animated: false)
            s.runLoop.runUntilIdle()
            b.present(PresentationFlows.modal("c"), animated: false)
            s.runLoop.runUntilIdle()
            a.dismiss(animated: false) {}
            s.runLoop.runUntilIdle()
            #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        }
        expectProjection(of: trace, onto: ["a", "b", "c", "a.view", "b.view", "c.view"],
                         callbacks: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                     .willMoveToWindow, .completion],
                         equals: [
                             "a.viewWillAppear(_:)", "a.view.willMove(toWindow:)", "a.viewDidAppear(_:)",
                             "a.viewWillDisappear(_:)", "b.viewWillAppear(_:)", "b.view.willMove(toWindow:)",
                             "a.view.willMove(toWindow:)", "b.viewDidAppear(_:)", "a.viewDidDisappear(_:)",
                             "b.viewWillDisappear(_:)", "c.viewWillAppear(_:)", "c.view.willMove(toWindow:)",
                             "b.view.willMove(toWindow:)", "c.viewDidAppear(_:)", "b.viewDidDisappear(_:)",
                             "c.viewWillDisappear(_:)", "a.viewWillAppear(_:)", "a.view.willMove(toWindow:)",
                             "c.view.willMove(toWindow:)", "a.viewDidAppear(_:)", "c.viewDidDisappear(_:)", "a.completion()",
                         ])
        #expect(trace.turns(of: "a.dismiss(animated:)") == [5])
        #expect(trace.turns(of: "c.viewWillDisappear(_:)") == [6] && trace.turns(of: "a.completion()") == [6])
    }

    /// An alert keeps its presenter on screen; tapping an action dismisses it (animated) and runs the
    /// handler once the dismissal has ended.
    @Test func alertTapDismissesThenRunsTheHandler() {
        let events = PresentationFlows.withVisibleRoot(ios: 26, fromTurn: 1, { PresentationFlows.root() }) { s, a in
            let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert, name: "alert")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in alert.title = "done" })
            a.present(alert, animated: true)
            #expect(!alert.tapAction(titled: "Delete"), "not tappable before the presentation ends")
            s.runLoop.runUntilIdle()
            #expect(!alert.tapAction(titled: "Missing"))
            #expect(alert.tapAction(titled: "Delete"))
            s.runLoop.runUntilIdle()
            #expect(alert.title == "done")
            #expect(a.presentedViewController == nil)
        }
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                a.viewDidAppear(false)
              [3] a.present(alert, animated: true)
                a.presentedViewController = alert
                alert.presentingViewController = a
              [4] alert.tapAction("Delete")
            turn 2
              ~ main queue <- [3]
                alert.loadView()
                alert.viewDidLoad()
                alert.viewWillAppear(true)
                alert.view.willMove(toSuperview: window)
                alert.view.didMoveToSuperview()
                window.didAddSubview(alert.view)
                alert.view.willMove(toWindow: window)
                alert.view.didMoveToWindow()
                alert.view.layoutMarginsDidChange()
                alert.viewLayoutMarginsDidChange()
                alert.view.safeAreaInsetsDidChange()
                alert.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                alert.updateViewConstraints()
                  alert.view.updateConstraints()
                window.layoutSubviews()
                alert.viewIsAppearing(true)
                alert.viewWillLayoutSubviews()
                alert.view.layoutSubviews()
                alert.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [3]
                alert.viewDidAppear(true)
              [5] alert.tapAction("Missing")
              [6] alert.tapAction("Delete")
            turn 5
              ~ main queue <- [6]
                alert.viewWillDisappear(true)
            turn 6
              ~ main queue <- [6]
                alert.view.willMove(toSuperview: nil)
                alert.view.willMove(toWindow: nil)
                alert.view.didMoveToWindow()
                alert.view.didMoveToSuperview()
                window.willRemoveSubview(alert.view)
                a.presentedViewController = nil
                alert.presentingViewController = nil
                alert.viewDidDisappear(true)
                alert.actionHandler()
              ~ window: layout pass <- [6]
                window.layoutSubviews()

            """)
    }

    /// A style set on an alert changes nothing, as UIKit's setter ignores it: the presentation
    /// traces exactly as without it, keeping the presenter on screen.
    @Test(arguments: [AlertController.Style.alert, .actionSheet])
    func anAlertIgnoresAPresentationStyleSetOnIt(_ style: AlertController.Style) {
        func presentation(setting requested: ModalPresentationStyle?) -> String {
            PresentationFlows.withVisibleRoot(ios: 26, fromTurn: 1, { PresentationFlows.root() }) { s, a in
                let alert = AlertController(title: "Delete?", message: nil, preferredStyle: style, name: "alert")
                if let requested { alert.modalPresentationStyle = requested }
                #expect(alert.modalPresentationStyle == (style == .alert ? .custom : .popover))
                a.present(alert, animated: true)
                s.runLoop.runUntilIdle()
            }
        }
        let plain = presentation(setting: nil)
        #expect(!plain.contains("a.viewWillDisappear"))
        expectText(presentation(setting: .fullScreen), equals: plain)
        expectText(presentation(setting: .pageSheet), equals: plain)
    }

    /// An action sheet is a popover, adapted on an iPhone, and never hides the presenter (S5-06).
    @Test func actionSheetOnIOS12KeepsThePresenter() {
        let events = PresentationFlows.withVisibleRoot(ios: 12, fromTurn: 1, { PresentationFlows.root() }) { s, a in
            let sheet = AlertController(title: nil, message: "Share", preferredStyle: .actionSheet, name: "sheet")
            sheet.addAction(AlertAction(title: "Copy", style: .default))
            a.present(sheet, animated: false)
            s.runLoop.runUntilIdle()
            sheet.tapAction(titled: "Copy")
            s.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                a.viewDidAppear(false)
              [3] a.present(sheet, animated: false)
                a.presentedViewController = sheet
                sheet.presentingViewController = a
            turn 2
              ~ main queue <- [3]
                sheet.loadView()
                sheet.viewDidLoad()
                sheet.viewWillAppear(false)
                sheet.view.willMove(toSuperview: window)
                sheet.view.didMoveToSuperview()
                window.didAddSubview(sheet.view)
                sheet.view.willMove(toWindow: window)
                sheet.view.didMoveToWindow()
                sheet.traitCollectionDidChange(nil)
                sheet.view.layoutMarginsDidChange()
                sheet.viewLayoutMarginsDidChange()
                sheet.view.safeAreaInsetsDidChange()
                sheet.viewSafeAreaInsetsDidChange()
                sheet.updateViewConstraints()
                  sheet.view.updateConstraints()
                window.layoutSubviews()
                sheet.viewWillLayoutSubviews()
                sheet.view.layoutSubviews()
                sheet.viewDidLayoutSubviews()
                sheet.viewDidAppear(false)
              [4] sheet.tapAction("Copy")
            turn 3
              ~ main queue <- [4]
                sheet.viewWillDisappear(true)
            turn 4
              ~ main queue <- [4]
                sheet.view.willMove(toSuperview: nil)
                sheet.view.willMove(toWindow: nil)
                sheet.view.didMoveToWindow()
                sheet.view.didMoveToSuperview()
                window.willRemoveSubview(sheet.view)
                a.presentedViewController = nil
                sheet.presentingViewController = nil
                sheet.viewDidDisappear(true)
              ~ window: layout pass <- [4]
                window.layoutSubviews()

            """)
    }
    /// The relationship and `isBeingPresented` change within the call; nothing else happens before
    /// the next turn (S5-07, S5-08).
    @Test func relationshipChangesAtOnceAndNothingRunsBeforeTheNextTurn() {
        let events = PresentationFlows.withVisibleRoot({ PresentationFlows.root() }) { s, a in
            let b = PresentationFlows.modal()
            a.present(b, animated: false)
            #expect(a.presentedViewController === b && b.presentingViewController === a)
            #expect(b.isBeingPresented && !b.isViewLoaded)
            s.runLoop.runUntilIdle()
            #expect(!b.isBeingPresented)
            b.dismiss(animated: false)
            #expect(b.isBeingDismissed && a.presentedViewController === b)
            s.runLoop.runUntilIdle()
            #expect(!b.isBeingDismissed && a.presentedViewController == nil && b.presentingViewController == nil)
        }
        #expect(events.contains("""
              [3] a.present(b, animated: false)
                a.presentedViewController = b
                b.presentingViewController = a
            turn 2

            """))
        #expect(events.contains("  [4] b.dismiss(animated: false)\nturn 4\n"))
    }

    /// isBeingPresented is true in viewWillAppear and viewDidAppear and false in the completion
    /// (S5-04); isBeingDismissed is true in viewWillDisappear and viewDidDisappear and false in the
    /// completion; presentingViewController is set in viewWillAppear (S5-04) and already nil in
    /// viewDidDisappear (S20-08).
    @Test func flagsAtEachCallback() {
        var notes: [String] = []
        _ = PresentationFlows.withVisibleRoot({ PresentationFlows.root() }) { s, a in
            let b = PresentationFlagController(name: "b")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true, completion: b.completionNote("present completion"))
            s.runLoop.runUntilIdle()
            b.dismiss(animated: true, completion: b.completionNote("dismiss completion"))
            s.runLoop.runUntilIdle()
            notes = b.notes
        }
        #expect(notes == [
            "viewWillAppear presented=true dismissed=false presenting=a",
            "viewDidAppear presented=true dismissed=false presenting=a",
            "present completion presented=false dismissed=false presenting=a",
            "viewWillDisappear presented=false dismissed=true presenting=a",
            "viewDidDisappear presented=false dismissed=true presenting=nil",
            "dismiss completion presented=false dismissed=false presenting=nil",
        ])
    }

    /// Completions run after every appearance callback of their transition (S5-15, S5-16), in the
    /// order the transitions end, and a completion can start the next presentation.
    @Test func completionOrder() {
        var log: [String] = []
        _ = PresentationFlows.withVisibleRoot({ PresentationFlows.root() }) { s, a in
            let b = PresentationFlagController(name: "b")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true) {
                log.append("present b done, b: \(b.notes.last ?? "")")
                b.present(PresentationFlows.modal("c", style: .pageSheet), animated: false) {
                    log.append("present c done")
                }
            }
            s.runLoop.runUntilIdle()
            a.dismiss(animated: false) { log.append("dismiss done, b: \(b.notes.last ?? "")") }
            s.runLoop.runUntilIdle()
        }
        #expect(log == [
            "present b done, b: viewDidAppear presented=true dismissed=false presenting=a",
            "present c done",
            "dismiss done, b: viewDidDisappear presented=false dismissed=true presenting=nil",
        ])
    }

    /// The documented tables (S5-17 before iOS 13, S5-18 from iOS 13, S5-19 for custom and
    /// overFullScreen) as the model reads them on an iPhone: whether the presenter gets
    /// viewWillDisappear on present and viewWillAppear on dismiss. Popover follows the observed
    /// S5-06 (never), not S5-17's claim that it adapts to full screen before iOS 13.
    @Test(arguments: [12, 26])
    func presenterCallbacksPerStyle(ios: Int) {
        var table: [String] = []
        for style in ModalPresentationStyle.allCases {
            let events = PresentationFlows.withVisibleRoot(ios: ios, { PresentationFlows.root() }) { s, a in
                a.present(PresentationFlows.modal(style: style), animated: true)
                s.runLoop.runUntilIdle()
                a.dismiss(animated: true)
                s.runLoop.runUntilIdle()
            }
            let hidden = events.contains("a.viewWillDisappear(true)") && events.contains("a.viewWillAppear(true)")
            table.append("\(style): \(hidden ? "Y" : "N")")
        }
        let expected = ios < 13
            ? ["fullScreen: Y", "overFullScreen: N", "pageSheet: Y", "formSheet: Y", "automatic: Y", "popover: N", "custom: N",
               "currentContext: Y", "overCurrentContext: N"]
            : ["fullScreen: Y", "overFullScreen: N", "pageSheet: N", "formSheet: N", "automatic: N", "popover: N", "custom: N",
               "currentContext: Y", "overCurrentContext: N"]
        #expect(table == expected)
    }

    /// A presented navigation controller forwards its appearance to its top controller, and a
    /// child's dismiss asks the navigation controller's presenter.
    @Test func presentedNavigationControllerForwardsAndItsChildDismissesIt() {
        let events = PresentationFlows.withVisibleRoot(fromTurn: 3, { PresentationFlows.root() }) { s, a in
            let nav = NavigationController(rootViewController: ViewController(name: "top"), name: "nav")
            nav.modalPresentationStyle = .fullScreen
            a.present(nav, animated: false)
            s.runLoop.runUntilIdle()
            #expect(nav.topViewController!.presentingViewController === a)
            nav.topViewController!.dismiss(animated: false)
            s.runLoop.runUntilIdle()
        }
        expectText(events, equals: """
            turn 3
              [4] top.dismiss(animated: false)
            turn 4
              ~ main queue <- [4]
                nav.viewWillDisappear(false)
                top.viewWillDisappear(false)
                a.viewWillAppear(false)
                a.view.willMove(toSuperview: window)
                a.view.didMoveToSuperview()
                window.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
                window.layoutSubviews()
                a.viewIsAppearing(false)
                nav.view.willMove(toSuperview: nil)
                nav.view.willMove(toWindow: nil)
                top.view.willMove(toWindow: nil)
                nav.view.didMoveToWindow()
                top.view.didMoveToWindow()
                nav.view.didMoveToSuperview()
                window.willRemoveSubview(nav.view)
                a.presentedViewController = nil
                nav.presentingViewController = nil
                a.viewDidAppear(false)
                nav.viewDidDisappear(false)
                top.viewDidDisappear(false)
              ~ window: layout pass <- [4]
                window.layoutSubviews()

            """)
    }
}
