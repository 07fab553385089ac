import Testing
@testable import Lifeline

/// A controller that keeps the geometry its root view has in each geometry callback.
final class GeometryLoggingController: ViewController {
    var seen: [String] = []
    override func viewLayoutMarginsDidChange() {
        seen.append("margins \(view.layoutMargins)")
    }
    override func viewSafeAreaInsetsDidChange() {
        seen.append("safe area \(view.safeAreaInsets)")
    }
}

/// The safe area and layout margins that follow a size transition (issue 14, SafeArea.swift).
/// Evidence: S11-20 (viewSafeAreaInsetsDidChange just before the layout of a rotation, claimed),
/// S1-12 and S1-13 (the first display's order: margins, then safe area, before layout, and only
/// what changed), S11-03 (a rotation's layout comes after viewWillTransition and the trait change).
@MainActor
@Suite("Safe area")
struct SafeAreaTests {
    @Test func theModelledDevicesInsets() {
        #expect(Device.iPhone.safeAreaInsets(in: .portrait).description == "59,0,34,0")
        #expect(Device.iPhone.safeAreaInsets(in: .landscapeLeft).description == "0,59,21,59")
        #expect(Device.iPad.safeAreaInsets(in: .portrait) == Device.iPad.safeAreaInsets(in: .landscapeRight))
    }

    /// An iPhone turned to landscape: the notch moves to the side, so the root view's margins and
    /// safe area change in the layout pass, after the trait change and before the root's layout.
    @Test func anIPhoneTurnedToLandscapeHearsItsNewMarginsAndSafeAreaBeforeLayout() {
        var seen: [String] = []
        let trace = recordWithVisibleRoot(ios: 17, { GeometryLoggingController(name: "vc") }) { session, vc in
            #expect(vc.view.safeAreaInsets.description == "59,0,34,0")
            vc.seen = []
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
            seen = vc.seen
        }
        #expect(seen == ["margins 0,75,21,75", "safe area 0,59,21,59"])
        expectText(eventLines(trace.since(marker: "rotate")!), equals: """
            turn 1
              --- rotate
              [1] window.rotate(to: "landscapeLeft")
                vc.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                vc.viewWillTransition(to: "852x393", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                vc.traitCollectionDidChange("verticalSizeClass: regular")
                vc.view.traitCollectionDidChange("verticalSizeClass: regular")
                window.layoutSubviews()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.view.safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()

            """)
    }

    /// An iPad keeps its safe area and margins when it turns: no geometry callback (S1-13: only
    /// when they changed); resized to a compact width, only its margins change (16 points at the
    /// sides in place of 20).
    @Test func anIPadHearsOnlyWhatChanges() {
        let trace = Session.record(ios: .iOS17, device: .iPad) { session in
            let window = Window(name: "window")
            window.rootViewController = ViewController(name: "vc")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
            session.mark("resize")
            window.resize(to: ScreenSize(width: 500, height: 820))
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        let rotation = eventLines(trace.since(marker: "rotate")!).components(separatedBy: "--- resize")[0]
        #expect(rotation.contains("vc.viewWillTransition(to: \"1180x820\", with: 0.4)"))
        #expect(!rotation.contains("Margins") && !rotation.contains("SafeArea"))
        #expect(lines(of: trace.since(marker: "resize")!, containing: ["Margins", "SafeArea", "Layout"]) == [
            "vc.view.layoutMarginsDidChange()",
            "vc.viewLayoutMarginsDidChange()",
            "vc.viewWillLayoutSubviews()",
            "vc.viewDidLayoutSubviews()",
        ])
    }

    /// Before iOS 11 there is no safe area and no controller callback: the view's own
    /// layoutMarginsDidChange (iOS 8) follows the margins only if they change, and on an iPhone
    /// they do not (16 points at the sides in both orientations).
    @Test func beforeIOS11NothingButTheViewsMargins() {
        let trace = recordWithVisibleRoot(ios: 10, { ViewController(name: "vc") }) { session, _ in
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
        }
        #expect(lines(of: trace.since(marker: "rotate")!, containing: ["Margins", "SafeArea"]) == [])
    }

    /// A covered controller of a navigation stack is out of the window during the rotation: it
    /// hears its new geometry as it returns, before its layout (no evidence; SafeArea.swift).
    @Test func aCoveredControllerHearsItsNewGeometryWhenItReturns() {
        let trace = recordWithVisibleRoot(ios: 17, { NavigationController(rootViewController: ViewController(name: "list"), name: "nav") }) { session, nav in
            nav.pushViewController(ViewController(name: "detail"), animated: false)
            session.runLoop.runUntilIdle()
            session.rotate(to: .landscapeLeft)
            session.runLoop.runUntilIdle()
            session.mark("pop")
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
        }
        #expect(lines(of: trace.since(marker: "pop")!, containing: ["list."]) == [
            "list.willTransition(to: \"verticalSizeClass: compact\", with: 0)",
            "list.viewWillAppear(false)",
            "list.view.willMove(toSuperview: nav.view)",
            "list.view.didMoveToSuperview()",
            "nav.view.didAddSubview(list.view)",
            "list.view.willMove(toWindow: window)",
            "list.view.didMoveToWindow()",
            "list.view.layoutMarginsDidChange()",
            "list.viewLayoutMarginsDidChange()",
            "list.view.safeAreaInsetsDidChange()",
            "list.viewSafeAreaInsetsDidChange()",
            "list.viewIsAppearing(false)",
            "list.viewWillLayoutSubviews()",
            "list.view.layoutSubviews()",
            "list.viewDidLayoutSubviews()",
            "list.viewDidAppear(false)",
        ])
    }
}
