import Testing
@testable import Lifeline

/// A controller that animates alongside a rotation and keeps what it saw: the traits and size in
/// each callback and block. `callsSuper: false` is a container that cuts its children off.
final class RotationLoggingController: ViewController {
    var callsSuper = true
    var seen: [String] = []
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        seen.append("willTransition to \(newCollection.verticalSizeClass.rawValue), now \(traitCollection.verticalSizeClass.rawValue)")
        if callsSuper { super.willTransition(to: newCollection, with: coordinator) }
    }
    override func viewWillTransition(to size: ScreenSize, with coordinator: TransitionCoordinator) {
        seen.append("viewWillTransition to \(size), now \(traitCollection.verticalSizeClass.rawValue)")
        if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
        coordinator.animate(alongsideTransition: { [unowned self] context in
            seen.append("alongside \(context.size), now \(traitCollection.verticalSizeClass.rawValue)")
        }, completion: { [unowned self] _ in
            seen.append("completion")
        })
    }
}

/// Size transitions (issue 14, SizeTransition.swift): rotation on an iPhone and an iPad, the
/// safe area and margins that change with it in the layout pass (SafeArea.swift, S11-20), the
/// coordinator's blocks on virtual time, forwarding to children, what UIKit ignores. Evidence:
/// S11-03 and S6-07 (willTransition -> viewWillTransition -> traitCollectionDidChange -> layout,
/// parent before child), S11-08 (willTransition before the trait change), S11-09 (no trait
/// transition without a size-class change), S1-04 (one layout pass).
@MainActor
@Suite("Rotation")
struct RotationTests {
    @Test func anIPhoneTurnedToLandscapeHearsTheTraitTransitionThenTheSizeThenTheTraitsThenLayout() {
        var seen: [String] = []
        let trace = recordWithVisibleRoot(ios: 16, { RotationLoggingController(name: "vc") }) { session, vc in
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
            #expect(session.orientation == .landscapeLeft)
            session.runLoop.advance(by: 0.4)
            seen = vc.seen
        }
        #expect(seen == [
            "willTransition to compact, now regular",
            "viewWillTransition to 852x393, now regular",
            "alongside 852x393, now compact",
            "completion",
        ])
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
                vc.alongsideTransition()
            turn 2
              ~ main queue <- [1]
                vc.completion()

            """)
    }

    /// A container that overrides without calling `super` cuts its child off; the child still hears
    /// the trait change and is laid out, which UIKit does not route through the container.
    @Test func aContainerThatDoesNotCallSuperCutsItsChildrenOff() {
        let trace = recordWithVisibleRoot(ios: 16, { () -> RotationLoggingController in
            let parent = RotationLoggingController(name: "parent")
            parent.callsSuper = false
            let child = ViewController(name: "child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            return parent
        }) { session, _ in
            session.mark("rotate")
            session.rotate(to: .landscapeRight)
        }
        expectText(eventLines(trace.since(marker: "rotate")!), equals: """
            turn 1
              --- rotate
              [1] window.rotate(to: "landscapeRight")
                parent.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                parent.viewWillTransition(to: "852x393", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                parent.traitCollectionDidChange("verticalSizeClass: regular")
                parent.view.traitCollectionDidChange("verticalSizeClass: regular")
                child.traitCollectionDidChange("verticalSizeClass: regular")
                child.view.traitCollectionDidChange("verticalSizeClass: regular")
                window.layoutSubviews()
                parent.view.layoutMarginsDidChange()
                parent.viewLayoutMarginsDidChange()
                parent.view.safeAreaInsetsDidChange()
                parent.viewSafeAreaInsetsDidChange()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
                parent.alongsideTransition()

            """)
    }

    /// A navigation stack: the covered root does not hear the transition (its view is out of the
    /// window, S11-07); the top controller and its child do, parent first (S6-07).
    @Test func aNavigationStackForwardsToItsTopControllerAndItsChildren() {
        let trace = recordWithVisibleRoot(ios: 16, { NavigationController(rootViewController: ViewController(name: "list"), name: "nav") }) { session, nav in
            let detail = ViewController(name: "detail")
            nav.pushViewController(detail, animated: false)
            session.runLoop.runUntilIdle()
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
        }
        expectText(eventLines(trace.since(marker: "rotate")!), equals: """
            turn 3
              --- rotate
              [1] window.rotate(to: "landscapeLeft")
                nav.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                  detail.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                nav.viewWillTransition(to: "852x393", with: 0.4)
                  detail.viewWillTransition(to: "852x393", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                nav.traitCollectionDidChange("verticalSizeClass: regular")
                nav.view.traitCollectionDidChange("verticalSizeClass: regular")
                detail.traitCollectionDidChange("verticalSizeClass: regular")
                detail.view.traitCollectionDidChange("verticalSizeClass: regular")
                window.layoutSubviews()
                nav.view.layoutMarginsDidChange()
                nav.viewLayoutMarginsDidChange()
                nav.view.safeAreaInsetsDidChange()
                nav.viewSafeAreaInsetsDidChange()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()

            """)
    }

    /// An iPad stays regular in both size classes: no trait transition, no trait change (S11-09),
    /// only the size transition and the layout pass.
    @Test func anIPadTurnedHearsOnlyTheSizeTransition() {
        var window: Window?
        let trace = Session.record(ios: .iOS16, device: .iPad) { session in
            let vc = RotationLoggingController(name: "vc")
            window = Window(name: "window")
            window?.rootViewController = vc
            window?.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("rotate")
            session.rotate(to: .landscapeLeft)
            #expect(vc.seen == ["viewWillTransition to 1180x820, now regular", "alongside 1180x820, now regular"])
            session.runLoop.advance(by: 0.4)
            #expect(vc.seen.last == "completion")
        }
        _ = window
        expectText(eventLines(trace.since(marker: "rotate")!), equals: """
            turn 1
              --- rotate
              [1] window.rotate(to: "landscapeLeft")
                vc.viewWillTransition(to: "1180x820", with: 0.4)
                window.layoutSubviews()
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
                vc.alongsideTransition()
            turn 2
              ~ main queue <- [1]
                vc.completion()

            """)
    }

    /// UIKit keeps the interface as it is when the device turns to an orientation the app does
    /// not support (upside down on an iPhone, by default), and when it does not really turn.
    @Test func anUnsupportedOrTheCurrentOrientationChangesNothing() {
        let trace = recordWithVisibleRoot(ios: 26, { RotationLoggingController(name: "vc") }) { session, vc in
            session.mark("rotate")
            session.rotate(to: .portraitUpsideDown)
            session.rotate(to: .portrait)
            session.runLoop.runUntilIdle()
            #expect(session.orientation == .portrait && vc.seen.isEmpty)
        }
        expectText(eventLines(trace.since(marker: "rotate")!), equals: """
            turn 1
              --- rotate
              [1] window.rotate(to: "portraitUpsideDown")
                ! window.unsupportedOrientation("portraitUpsideDown")
              [2] window.rotate(to: "portrait")

            """)
        #expect(Device.iPad.supports(.portraitUpsideDown) && !Device.iPhone.supports(.portraitUpsideDown))
    }

    /// Blocks added once the animations have run are refused, as UIKit's `animate` returns false.
    @Test func theCoordinatorRefusesBlocksAfterItsAnimationsRan() {
        let coordinator = TransitionCoordinator(size: ScreenSize(width: 1, height: 2), transitionDuration: 0.4)
        #expect(coordinator.animate(alongsideTransition: nil))
        coordinator.runAnimations()
        let added = coordinator.animate(alongsideTransition: { _ in }, completion: { _ in })
        #expect(!added)
        #expect(!coordinator.hasCompletions)
    }

    /// A controller covered during the rotation hears the missed trait transition just before its
    /// `viewWillAppear` when it returns (S11-06), and no size transition.
    @Test func aCoveredControllerHearsTheDeferredTraitTransitionBeforeItReappears() {
        let trace = recordWithVisibleRoot(ios: 16, { NavigationController(rootViewController: ViewController(name: "list"), name: "nav") }) { session, nav in
            nav.pushViewController(ViewController(name: "detail"), animated: false)
            session.runLoop.runUntilIdle()
            session.rotate(to: .landscapeLeft)
            session.runLoop.runUntilIdle()
            session.mark("back")
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
        }
        let list = eventLines(trace.since(marker: "back")!).split(separator: "\n").filter { $0.hasPrefix("    list.") && !$0.hasPrefix("    list.view.") }
        #expect(list == [
            "    list.willTransition(to: \"verticalSizeClass: compact\", with: 0)",
            "    list.viewWillAppear(false)",
            "    list.viewLayoutMarginsDidChange()",
            "    list.viewSafeAreaInsetsDidChange()",
            "    list.viewIsAppearing(false)",
            "    list.viewWillLayoutSubviews()",
            "    list.viewDidLayoutSubviews()",
            "    list.viewDidAppear(false)",
        ])
    }

    /// Turning back before the covered controller returns cancels what it missed: it comes back
    /// to the traits it left with, and hears no trait transition.
    @Test func turningBackBeforeItReturnsCancelsTheDeferredTransition() {
        let trace = recordWithVisibleRoot(ios: 16, { NavigationController(rootViewController: ViewController(name: "list"), name: "nav") }) { session, nav in
            nav.pushViewController(ViewController(name: "detail"), animated: false)
            session.runLoop.runUntilIdle()
            session.rotate(to: .landscapeLeft)
            session.rotate(to: .portrait)
            session.runLoop.runUntilIdle()
            session.mark("back")
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
        }
        let text = eventLines(trace.since(marker: "back")!)
        #expect(!text.contains("willTransition") && text.contains("list.viewWillAppear(false)"))
    }

    /// An iPad window narrowed below 700 points turns compact in width: the same transition as a
    /// rotation, with the trait transition; narrowing it further changes only its size; the
    /// screen's own size is full screen again.
    @Test func anIPadWindowResizedToHalfTheScreenTurnsCompact() {
        var window: Window?
        let trace = Session.record(ios: .iOS26, device: .iPad) { session in
            window = Window(name: "window")
            window?.rootViewController = ViewController(name: "vc")
            window?.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("resize")
            window?.resize(to: ScreenSize(width: 410, height: 1180))
            #expect(window?.traitCollection.horizontalSizeClass == .compact)
            window?.resize(to: ScreenSize(width: 320, height: 1180))
            window?.resize(to: ScreenSize(width: 820, height: 1180))
            #expect(window?.traitCollection.horizontalSizeClass == .regular)
        }
        _ = window
        expectText(eventLines(trace.since(marker: "resize")!), equals: """
            turn 1
              --- resize
              [1] window.resize(to: "410x1180")
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
              [2] window.resize(to: "320x1180")
                vc.viewWillTransition(to: "320x1180", with: 0.4)
                window.layoutSubviews()
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
              [3] window.resize(to: "820x1180")
                vc.willTransition(to: "horizontalSizeClass: regular", with: 0.4)
                vc.viewWillTransition(to: "820x1180", with: 0.4)
                window.traitCollectionDidChange("horizontalSizeClass: compact")
                vc.traitCollectionDidChange("horizontalSizeClass: compact")
                vc.view.traitCollectionDidChange("horizontalSizeClass: compact")
                window.layoutSubviews()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()

            """)
    }

    /// An iPhone app's window always fills the screen, and no window outgrows the screen: UIKit
    /// offers no such resize, so nothing changes and a diagnostic says why.
    @Test func anIPhoneWindowOrAnOversizedOneIsNotResized() {
        let iPhone = recordWithVisibleRoot(ios: 26, { RotationLoggingController(name: "vc") }) { session, vc in
            session.mark("resize")
            session.keyWindowForTests.resize(to: ScreenSize(width: 200, height: 400))
            #expect(vc.seen.isEmpty)
        }
        expectText(eventLines(iPhone.since(marker: "resize")!), equals: """
            turn 1
              --- resize
              [1] window.resize(to: "200x400")
                ! window.unsupportedResize("200x400")

            """)
        var window: Window?
        let iPad = Session.record(ios: .iOS26, device: .iPad) { session in
            window = Window(name: "window")
            window?.makeKeyAndVisible()
            session.mark("resize")
            window?.resize(to: ScreenSize(width: 900, height: 1180))
        }
        _ = window
        #expect(eventLines(iPad.since(marker: "resize")!).contains("! window.unsupportedResize(\"900x1180\")"))
    }
}
