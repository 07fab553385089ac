import Testing
@testable import Lifeline

/// A controller whose interface supports only the given orientations.
final class RestrictedOrientationController: ViewController {
    var supported: InterfaceOrientationMask = .portrait
    override var supportedInterfaceOrientations: InterfaceOrientationMask { supported }
}

/// `supportedInterfaceOrientations` (SupportedOrientations.swift): the window's topmost
/// full-screen controller decides; a rotation it does not support is refused; a root that cannot
/// be in the device's orientation turns the interface as it is shown (S11-01).
@MainActor
@Suite("Supported orientations")
struct SupportedOrientationsTests {
    @Test func aPortraitOnlyRootRefusesToTurn() {
        let trace = recordWithVisibleRoot(ios: 17, { RestrictedOrientationController(name: "vc") }) { session, _ in
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
            #expect(session.orientation == .portrait)
        }
        expectText(eventLines(trace.since(marker: "rotate")!), equals: """
            turn 1
              --- rotate
              [1] window.rotate(to: "landscapeLeft")
                ! window.unsupportedOrientation("landscapeLeft")

            """)
    }

    /// A full-screen presented controller decides over its presenter; a sheet on an iPhone from
    /// iOS 13 (a card over the presenter) does not, so the root's orientations hold there.
    @Test func theTopmostFullScreenControllerDecides() {
        func rotation(style: ModalPresentationStyle) -> [String] {
            let trace = recordWithVisibleRoot(ios: 17, { ViewController(name: "root") }) { session, root in
                let presented = RestrictedOrientationController(name: "presented")
                presented.modalPresentationStyle = style
                root.present(presented, animated: false)
                session.runLoop.runUntilIdle()
                session.mark("rotate")
                session.rotate(to: .landscapeLeft)
            }
            return lines(of: trace.since(marker: "rotate")!, containing: ["window.", "root.viewWillTransition"])
        }
        #expect(rotation(style: .fullScreen) == [
            "[1] window.rotate(to: \"landscapeLeft\")",
            "! window.unsupportedOrientation(\"landscapeLeft\")",
        ])
        #expect(rotation(style: .pageSheet).prefix(2) == [
            "[1] window.rotate(to: \"landscapeLeft\")",
            "root.viewWillTransition(to: \"852x393\", with: 0.4)",
        ])
    }

    /// S11-01 (observed, iOS 15): a landscape-only root shown while the device is held in portrait:
    /// after viewWillAppear, the trait transition and the trait change, no viewWillTransition, then
    /// the first layout, in landscape, and viewDidAppear.
    @Test func aLandscapeOnlyRootTurnsTheInterfaceAsItIsShown() {
        var orientation: InterfaceOrientation?
        let trace = recordTrace(ios: 15) { session in
            let window = Window(name: "window")
            let root = RestrictedOrientationController(name: "vc")
            root.supported = .landscape
            window.rootViewController = root
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            orientation = session.orientation
            withExtendedLifetime(window) {}
        }
        #expect(orientation == .landscapeRight)
        expectText(eventLines(trace), equals: """
            turn 0
              [1] window.rootViewController = vc
              [2] window.makeKeyAndVisible()
                vc.loadView()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
                vc.view.willMove(toSuperview: window)
                vc.view.didMoveToSuperview()
                window.didAddSubview(vc.view)
                vc.view.willMove(toWindow: window)
                vc.view.didMoveToWindow()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.view.safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
                vc.willTransition(to: "verticalSizeClass: compact", with: 0)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                vc.traitCollectionDidChange("verticalSizeClass: regular")
                vc.view.traitCollectionDidChange("verticalSizeClass: regular")
              ~ window: layout pass <- [2]
                vc.updateViewConstraints()
                  vc.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.view.safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
                vc.viewIsAppearing(false)
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                vc.viewDidAppear(false)

            """)
    }
}
