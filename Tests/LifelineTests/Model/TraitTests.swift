import Testing
@testable import Lifeline

/// A controller that keeps what its trait callbacks received, and the style it had inside them.
final class TraitLoggingController: ViewController {
    var previousStyles: [UserInterfaceStyle?] = []
    var stylesInsideCallback: [UserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previousStyles.append(previousTraitCollection?.userInterfaceStyle)
        stylesInsideCallback.append(traitCollection.userInterfaceStyle)
    }
}

/// Traits with values (issue 14): derived from the device, flowing window -> controllers -> views,
/// the user's appearance switch and `overrideUserInterfaceStyle`, per version. Evidence: S12-01
/// (previous collection, only real changes), S12-07 and S12-08 (parent first, top-down), S12-06
/// (no layout from a switch the layout does not read), S12-08 (iOS 17 registration).
@MainActor
@Suite("Traits")
struct TraitTests {
    /// A visible navigation stack, `nav` showing `home` whose view has a `badge` subview.
    static func stack() -> NavigationController {
        let home = ViewController(name: "home")
        home.view.addSubview(View(name: "badge"))
        return NavigationController(rootViewController: home, name: "nav")
    }

    @Test func anIPhoneIsCompactInWidthAndAnIPadRegular() {
        #expect(Device.iPhone.traits(in: .portrait, style: .light) == TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light,
            userInterfaceIdiom: .phone, displayScale: 3, preferredContentSizeCategory: .large,
            layoutDirection: .leftToRight))
        #expect(Device.iPhone.traits(in: .landscapeLeft, style: .light).verticalSizeClass == .compact)
        #expect(Device.iPad.traits(in: .landscapeLeft, style: .dark) == TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceStyle: .dark,
            userInterfaceIdiom: .pad, displayScale: 2, preferredContentSizeCategory: .large,
            layoutDirection: .leftToRight))
        #expect(Device.iPad.screenSize(in: .landscapeRight).description == "1180x820")
        #expect(TraitCollection().userInterfaceStyle == .unspecified)
    }

    @Test func controllersAndViewsInheritTheSessionDevicesTraits() {
        _ = Session.record(device: .iPad) { session in
            #expect(session.device == .iPad)
            let window = Window()
            let vc = ViewController()
            vc.view.addSubview(View(name: "label"))
            #expect(vc.traitCollection.userInterfaceIdiom == .pad, "outside a window: the device's traits")
            window.rootViewController = vc
            window.makeKeyAndVisible()
            let expected = Device.iPad.traits(in: .portrait, style: .light)
            #expect(window.traitCollection == expected && vc.traitCollection == expected)
            #expect(vc.view.subviews[0].traitCollection == expected)
        }
        _ = Session.record { session in #expect(session.device == .iPhone) }
    }

    /// iOS 16: every controller and view of the window hears the switch once, parent first, a
    /// controller before its root view, with the previous (light) collection; no layout pass.
    @Test func darkModeOnIOS16() {
        let trace = recordWithVisibleRoot(ios: 16, Self.stack) { session, _ in
            session.mark("switch")
            (session.keyWindowForTests).setUserInterfaceStyle(.dark)
            session.runLoop.runUntilIdle()
        }
        expectText(eventLines(trace.since(marker: "switch")!), equals: """
            turn 1
              --- switch
              [1] window.setUserInterfaceStyle("dark")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                nav.traitCollectionDidChange("userInterfaceStyle: light")
                nav.view.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                badge.traitCollectionDidChange("userInterfaceStyle: light")

            """)
    }

    /// iOS 17+: the deprecated callback is still called; the registered handler runs right after
    /// it on its object, with the previous collection, the new traits already in place.
    @Test func darkModeOnIOS17CallsTheRegisteredHandler() {
        var handled: [(previous: UserInterfaceStyle, current: UserInterfaceStyle)] = []
        let trace = recordWithVisibleRoot(ios: 17, Self.stack) { session, nav in
            let home = nav.viewControllers[0]
            home.registerForTraitChanges([.userInterfaceStyle]) { controller, previous in
                handled.append((previous.userInterfaceStyle, controller.traitCollection.userInterfaceStyle))
            }
            home.registerForTraitChanges([.horizontalSizeClass]) { _, _ in Issue.record("size class did not change") }
            session.mark("switch")
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
            session.runLoop.runUntilIdle()
        }
        #expect(handled.map(\.previous) == [.light] && handled.map(\.current) == [.dark])
        expectText(eventLines(trace.since(marker: "switch")!), equals: """
            turn 1
              --- switch
              [1] window.setUserInterfaceStyle("dark")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                nav.traitCollectionDidChange("userInterfaceStyle: light")
                nav.view.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitChangeHandler("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                badge.traitCollectionDidChange("userInterfaceStyle: light")

            """)
    }

    /// The override receives the real previous collection each time, and the new traits are in
    /// place inside the callback (S12-01: dark -> light, then light -> dark).
    @Test func theCallbackGetsTheRealPreviousCollection() {
        let vc = TraitLoggingController(name: "vc")
        _ = recordWithVisibleRoot(ios: 16, { vc }) { session, _ in
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
            session.keyWindowForTests.setUserInterfaceStyle(.light)
        }
        // No initial call with nil from iOS 13 (S12-03, S12-05): one call per real change.
        #expect(vc.previousStyles == [.light, .dark], "one call per real change")
        #expect(vc.stylesInsideCallback == [.dark, .light])
    }

    /// A controller whose override fixes its style keeps its subtree out of the switch; its
    /// parent and the rest still hear it.
    @Test func anOverrideShieldsItsSubtree() {
        let trace = recordWithVisibleRoot(ios: 16, Self.stack) { session, nav in
            nav.viewControllers[0].overrideUserInterfaceStyle = .light
            session.mark("switch")
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
        }
        expectText(eventLines(trace.since(marker: "switch")!), equals: """
            turn 1
              --- switch
              [1] window.setUserInterfaceStyle("dark")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                nav.traitCollectionDidChange("userInterfaceStyle: light")
                nav.view.traitCollectionDidChange("userInterfaceStyle: light")

            """)
    }

    /// Setting an override on a visible controller changes its subtree at once, parent first.
    @Test func settingAnOverrideOnScreenChangesItsSubtree() {
        let trace = recordWithVisibleRoot(ios: 26, Self.stack) { session, nav in
            session.mark("override")
            nav.viewControllers[0].overrideUserInterfaceStyle = .dark
            #expect(nav.traitCollection.userInterfaceStyle == .light)
            #expect(nav.viewControllers[0].view.subviews[0].traitCollection.userInterfaceStyle == .dark)
        }
        expectText(eventLines(trace.since(marker: "override")!), equals: """
            turn 1
              --- override
              [1] home.overrideUserInterfaceStyle = "dark"
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                badge.traitCollectionDidChange("userInterfaceStyle: light")

            """)
    }

    /// Before iOS 13 there is no dark mode: the switch is recorded and changes nothing; before
    /// iOS 17 a registration's handler never runs.
    @Test func versionsWithoutDarkModeOrRegistration() {
        let old = recordWithVisibleRoot(ios: 12, Self.stack) { session, _ in
            session.mark("switch")
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
            #expect(session.keyWindowForTests.traitCollection.userInterfaceStyle == .light)
        }
        expectText(eventLines(old.since(marker: "switch")!), equals: """
            turn 1
              --- switch
              [1] window.setUserInterfaceStyle("dark")

            """)
        let beforeRegistration = recordWithVisibleRoot(ios: 16, Self.stack) { session, nav in
            nav.registerForTraitChanges([.userInterfaceStyle]) { _, _ in Issue.record("no registration before iOS 17") }
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
        }
        #expect(!beforeRegistration.events.contains { $0.name == .traitChangeHandler })
    }

    @Test func anUnregisteredHandlerRunsNoMore() {
        var calls = 0
        _ = recordWithVisibleRoot(ios: 26, Self.stack) { session, nav in
            let registration = nav.registerForTraitChanges([.userInterfaceStyle]) { _, _ in calls += 1 }
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
            nav.unregisterForTraitChanges(registration)
            session.keyWindowForTests.setUserInterfaceStyle(.light)
        }
        #expect(calls == 1)
    }
}

extension Session {
    /// The key window of a test's session (`recordWithVisibleRoot` makes one).
    var keyWindowForTests: Window { keyWindow! }
}

/// App code that switches the appearance back from inside a trait callback: the inner change
/// delivers its own callbacks against what each object last heard (the views below `root` never
/// heard of dark, so they hear nothing), and the outer one stops, so no object hears a stale change.
@MainActor
@Suite("Traits changed from inside a trait callback")
struct NestedTraitChangeTests {
    final class SwitchingBack: ViewController {
        var window: Window?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            guard previousTraitCollection?.userInterfaceStyle == .light else { return }
            window?.setUserInterfaceStyle(.light)
        }
    }

    @Test func theOuterChangeStopsOnceAnInnerOneIsMade() {
        let root = SwitchingBack(name: "root")
        let trace = recordWithVisibleRoot(ios: 16, { root }) { session, root in
            root.view.addSubview(View(name: "badge"))
            root.window = session.keyWindowForTests
            session.mark("switch")
            session.keyWindowForTests.setUserInterfaceStyle(.dark)
            #expect(root.view.subviews[0].traitCollection.userInterfaceStyle == .light)
        }
        expectText(eventLines(trace.since(marker: "switch")!), equals: """
            turn 1
              --- switch
              [1] window.setUserInterfaceStyle("dark")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                root.traitCollectionDidChange("userInterfaceStyle: light")
                  [2] window.setUserInterfaceStyle("light")
                    window.traitCollectionDidChange("userInterfaceStyle: dark")
                    root.traitCollectionDidChange("userInterfaceStyle: dark")

            """)
    }
}
