import Testing
@testable import Lifeline

/// Issue 14's leftovers: a full-screen presented controller that cannot be in the interface's
/// orientation turns it as it is presented and back as it is dismissed (SupportedOrientations.swift;
/// Apple's documentation says the topmost full-screen controller decides, no log places the
/// callbacks); an iPad window resized while the app is in the background takes its size as the
/// app returns, as S13-07's rotation does (AppLifecycle.swift; no log of a resize in the background).
@MainActor
@Suite("Presented orientation and background resize")
struct PresentedOrientationTests {
    /// The whole presentation and dismissal of a landscape-only controller over a portrait root.
    @Test func aLandscapeOnlyPresentedControllerTurnsTheInterfaceAndBack() {
        var orientations: [InterfaceOrientation] = []
        let trace = recordWithVisibleRoot(ios: 17, { ViewController(name: "home") }) { session, home in
            let player = RestrictedOrientationController(name: "player")
            player.supported = .landscape
            player.modalPresentationStyle = .fullScreen
            session.mark("present")
            home.present(player, animated: false)
            session.runLoop.runUntilIdle()
            orientations.append(session.orientation)
            player.dismiss(animated: false)
            session.runLoop.runUntilIdle()
            orientations.append(session.orientation)
        }
        #expect(orientations == [.landscapeRight, .portrait])
        expectText(eventLines(trace.since(marker: "present")!), equals: """
            turn 1
              --- present
              [1] home.present(player, animated: false)
                home.presentedViewController = player
                player.presentingViewController = home
            turn 2
              ~ main queue <- [1]
                player.loadView()
                player.viewDidLoad()
                home.viewWillDisappear(false)
                player.viewWillAppear(false)
                player.view.willMove(toSuperview: window)
                player.view.didMoveToSuperview()
                window.didAddSubview(player.view)
                player.view.willMove(toWindow: window)
                player.view.didMoveToWindow()
                player.view.layoutMarginsDidChange()
                player.viewLayoutMarginsDidChange()
                player.view.safeAreaInsetsDidChange()
                player.viewSafeAreaInsetsDidChange()
                home.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                player.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                home.viewWillTransition(to: "852x393", with: 0.4)
                player.viewWillTransition(to: "852x393", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                home.traitCollectionDidChange("verticalSizeClass: regular")
                home.view.traitCollectionDidChange("verticalSizeClass: regular")
                player.traitCollectionDidChange("verticalSizeClass: regular")
                player.view.traitCollectionDidChange("verticalSizeClass: regular")
                player.updateViewConstraints()
                  player.view.updateConstraints()
                window.layoutSubviews()
                home.view.layoutMarginsDidChange()
                home.viewLayoutMarginsDidChange()
                home.view.safeAreaInsetsDidChange()
                home.viewSafeAreaInsetsDidChange()
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
                player.view.layoutMarginsDidChange()
                player.viewLayoutMarginsDidChange()
                player.view.safeAreaInsetsDidChange()
                player.viewSafeAreaInsetsDidChange()
                player.viewIsAppearing(false)
                player.viewWillLayoutSubviews()
                player.view.layoutSubviews()
                player.viewDidLayoutSubviews()
                home.view.willMove(toSuperview: nil)
                home.view.willMove(toWindow: nil)
                home.view.didMoveToWindow()
                home.view.didMoveToSuperview()
                window.willRemoveSubview(home.view)
                player.viewDidAppear(false)
                home.viewDidDisappear(false)
              ~ window: layout pass <- [1]
                window.layoutSubviews()
            turn 3
              [2] player.dismiss(animated: false)
            turn 4
              ~ main queue <- [2]
                player.viewWillDisappear(false)
                home.viewWillAppear(false)
                home.view.willMove(toSuperview: window)
                home.view.didMoveToSuperview()
                window.didAddSubview(home.view)
                home.view.willMove(toWindow: window)
                home.view.didMoveToWindow()
                home.willTransition(to: "verticalSizeClass: regular", with: 0.4)
                player.willTransition(to: "verticalSizeClass: regular", with: 0.4)
                home.viewWillTransition(to: "393x852", with: 0.4)
                player.viewWillTransition(to: "393x852", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: compact")
                home.traitCollectionDidChange("verticalSizeClass: compact")
                home.view.traitCollectionDidChange("verticalSizeClass: compact")
                player.traitCollectionDidChange("verticalSizeClass: compact")
                player.view.traitCollectionDidChange("verticalSizeClass: compact")
                window.layoutSubviews()
                home.view.layoutMarginsDidChange()
                home.viewLayoutMarginsDidChange()
                home.view.safeAreaInsetsDidChange()
                home.viewSafeAreaInsetsDidChange()
                home.viewIsAppearing(false)
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
                player.view.layoutMarginsDidChange()
                player.viewLayoutMarginsDidChange()
                player.view.safeAreaInsetsDidChange()
                player.viewSafeAreaInsetsDidChange()
                player.viewWillLayoutSubviews()
                player.view.layoutSubviews()
                player.viewDidLayoutSubviews()
                player.view.willMove(toSuperview: nil)
                player.view.willMove(toWindow: nil)
                player.view.didMoveToWindow()
                player.view.didMoveToSuperview()
                window.willRemoveSubview(player.view)
                home.presentedViewController = nil
                player.presentingViewController = nil
                home.viewDidAppear(false)
                player.viewDidDisappear(false)
              ~ window: layout pass <- [2]
                window.layoutSubviews()

            """)
    }

    /// A presented controller that supports the current orientation turns nothing; a sheet on an
    /// iPhone from iOS 13 does not decide, so a landscape-only sheet turns nothing either.
    @Test(arguments: [(ModalPresentationStyle.fullScreen, InterfaceOrientationMask.allButUpsideDown),
                      (.pageSheet, .landscape)])
    func noTurnWhenThePresentedControllerDoesNotForceOne(style: ModalPresentationStyle, supported: InterfaceOrientationMask) {
        let trace = recordWithVisibleRoot(ios: 17, { ViewController(name: "home") }) { session, home in
            let player = RestrictedOrientationController(name: "player")
            player.supported = supported
            player.modalPresentationStyle = style
            home.present(player, animated: false)
            session.runLoop.runUntilIdle()
            player.dismiss(animated: false)
            session.runLoop.runUntilIdle()
            #expect(session.orientation == .portrait)
        }
        #expect(lines(of: trace, containing: ["Transition(to:"]).isEmpty)
    }

    /// An iPad window resized in the background: nothing until the return, then the resize's
    /// transition while the app is inactive, before the scene hears it enters the foreground.
    @Test func anIPadResizeInTheBackgroundIsMadeAsTheAppReturns() {
        var window: Window?
        let scene = SceneDelegate()
        let trace = Session.record(ios: .iOS26, device: .iPad) { session in
            session.sceneDelegate = scene
            window = Window(name: "window")
            window?.rootViewController = ViewController(name: "vc")
            window?.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("background")
            window?.background()
            window?.resize(to: ScreenSize(width: 410, height: 1180))
            #expect(window?.traitCollection.horizontalSizeClass == .regular)
            session.mark("return")
            window?.foreground()
            #expect(window?.traitCollection.horizontalSizeClass == .compact)
            session.runLoop.runUntilIdle()
        }
        _ = (window, scene)
        expectText(eventLines(trace.since(marker: "return")!), equals: """
            turn 1
              --- return
              [1] window.foreground()
                vc.willTransition(to: "horizontalSizeClass: compact", with: 0.4)
                vc.viewWillTransition(to: "410x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: regular")
                vc.traitCollectionDidChange("horizontalSizeClass: regular")
                vc.view.traitCollectionDidChange("horizontalSizeClass: regular")
                window.layoutSubviews()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()

            """)
    }
}
