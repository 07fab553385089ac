import Testing
import Lifeline
import LifelineTesting

/// Presentation per device (issue 14): on an iPad (regular width) a page or form sheet is a card
/// over its presenter on every iOS version, so the presenter hears nothing on present or dismiss
/// (S5-06T, observed before iOS 13; S5-17's table); on an iPhone, or an iPad window resized to a
/// compact width, a sheet before iOS 13 adapts to full screen and hides the presenter (S5-04,
/// S5-17). Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
@MainActor
@Suite("Device-aware presentation")
struct DevicePresentationTests {
    /// `a` in a key window on `device` presents `b` with `style`, animated, then dismisses it,
    /// each until idle; `resizedTo` narrows the window first (an iPad in Split View).
    static func roundTrip(ios: Int, device: Device, style: ModalPresentationStyle,
                          resizedTo size: ScreenSize? = nil) -> Trace {
        var window: Window?
        let trace = Session.record(ios: IOSVersion(major: ios)!, device: device) { session in
            let a = ViewController(name: "a")
            window = Window(name: "window")
            window?.rootViewController = a
            window?.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            if let size { window?.resize(to: size); session.runLoop.runUntilIdle() }
            let b = ViewController(name: "b")
            b.modalPresentationStyle = style
            // A popover needs a source view in a regular width, or UIKit refuses it (issue 15).
            if style == .popover { b.presentationController.sourceView = a.view }
            a.present(b, animated: true)
            session.runLoop.runUntilIdle()
            a.dismiss(animated: true)
            session.runLoop.runUntilIdle()
        }
        _ = window
        return trace
    }

    /// Whether the presenter `a` disappeared and came back: "Y" or "N", as S5-17's table reads.
    static func presenterHidden(_ trace: Trace) -> String {
        let lines = eventLines(trace)
        let hidden = lines.contains("a.viewWillDisappear(true)") && lines.contains("a.viewDidDisappear(true)")
            && lines.contains("a.viewWillAppear(true)") && lines.contains("a.viewDidAppear(true)")
        let untouched = !lines.contains("a.viewWillDisappear") && !lines.contains("a.viewDidDisappear")
            && lines.components(separatedBy: "a.viewWillAppear").count == 2
        #expect(hidden || untouched, "all four presenter callbacks or none")
        return hidden ? "Y" : "N"
    }

    /// S5-17's table per device before iOS 13 and S5-18 from iOS 13: which styles hide the
    /// presenter. On an iPad page and form sheets never do; `.automatic` is full screen before
    /// iOS 13 on both devices; popover follows the observed S5-06 (never) on both.
    @Test(arguments: [10, 12, 13, 16, 26])
    func presenterCallbacksPerDeviceAndStyle(ios: Int) {
        let styles: [ModalPresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .automatic, .popover]
        func table(_ device: Device) -> [String] {
            styles.map { "\($0): \(Self.presenterHidden(Self.roundTrip(ios: ios, device: device, style: $0)))" }
        }
        let sheetsHide = ios < 13 ? "Y" : "N"
        #expect(table(.iPhone) == ["fullScreen: Y", "pageSheet: \(sheetsHide)", "formSheet: \(sheetsHide)",
                                   "automatic: \(sheetsHide)", "popover: N"])
        #expect(table(.iPad) == ["fullScreen: Y", "pageSheet: N", "formSheet: N", "automatic: \(sheetsHide)", "popover: N"])
    }

    /// An iPad window narrowed to a compact width (Split View) adapts a form sheet as an iPhone
    /// does: before iOS 13 the presenter disappears and comes back (S5-04's "formSheet on phone").
    @Test func compactIPadWindowAdaptsTheFormSheetBeforeIOS13() {
        let half = ScreenSize(width: 410, height: 1180)
        #expect(Self.presenterHidden(Self.roundTrip(ios: 12, device: .iPad, style: .formSheet, resizedTo: half)) == "Y")
        #expect(Self.presenterHidden(Self.roundTrip(ios: 16, device: .iPad, style: .formSheet, resizedTo: half)) == "N")
    }

    /// The whole iPad sequence on iOS 12 (S5-06T): the form sheet's callbacks only, the presenter
    /// silent on present and dismiss. On an iPhone the same flow gives `a` all four (S5-04).
    @Test func iPadFormSheetOnIOS12KeepsThePresenterSilent() {
        let events = NavigationFlows.from(turn: 1, eventLines(Self.roundTrip(ios: 12, device: .iPad, style: .formSheet)))
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
                b.viewWillAppear(true)
                b.view.willMove(toSuperview: window)
                b.view.didMoveToSuperview()
                window.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.traitCollectionDidChange(nil)
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 4
              ~ main queue <- [3]
                b.viewDidAppear(true)
              [4] a.dismiss(animated: true)
            turn 5
              ~ main queue <- [4]
                b.viewWillDisappear(true)
            turn 6
              ~ main queue <- [4]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                window.willRemoveSubview(b.view)
                a.presentedViewController = nil
                b.presentingViewController = nil
                b.viewDidDisappear(true)
              ~ window: layout pass <- [4]
                window.layoutSubviews()

            """)
    }

    /// The iPhone on iOS 12, the same flow: the presenter disappears and returns (S5-04, S5-17).
    @Test func iPhoneFormSheetOnIOS12HidesThePresenter() {
        let events = NavigationFlows.from(turn: 1, eventLines(Self.roundTrip(ios: 12, device: .iPhone, style: .formSheet)))
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
                b.traitCollectionDidChange(nil)
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [3]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
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
              ~ window: layout pass <- [3]
                window.layoutSubviews()
            turn 5
              [4] a.dismiss(animated: true)
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
              ~ window: layout pass <- [4]
                window.layoutSubviews()

            """)
    }
}
