import Testing
import Lifeline
import LifelineScenarios

/// Adaptive presentation (issue 15): a popover or form sheet in a compact width, the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` and `willPresentWithAdaptiveStyle` (S14-07),
/// nothing on an iPad, and a popover with nowhere to point. Entries named here are in
/// `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
@MainActor
@Suite("Adaptive presentation")
struct AdaptivePresentationTests {
    /// `home` presents `menu` as a popover with `presentation` declared, then dismisses it.
    static func popover(presentation: String, device: String = "iphone", sourceView: Bool = false) -> String {
        """
        device: \(device)
        controllers:
          home: { subviews: [button] }
          menu: { style: popover, presentation: \(presentation) }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: present
          - present: { controller: menu, on: home, animated: true\(sourceView ? ", sourceView: button" : "") }
          - runUntilIdle
        """
    }

    /// From iOS 13 a popover on an iPhone behaves as a form sheet (S14-07): the delegate is asked
    /// within present, before the relationship is set, and hears willPresentWithAdaptiveStyle
    /// with a coordinator (animated) once it is; the presenter stays on screen.
    @Test func popoverOnAnIPhoneAdaptsToAFormSheet() throws {
        let events = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher }"), ios: 26)
        #expect(events.hasPrefix("""
            turn 1
              --- present
              [1] home.present(menu, animated: true)
                watcher.adaptivePresentationStyle(for: menu.presentationController, traitCollection: "compact")
                home.presentedViewController = menu
                menu.presentingViewController = home
                watcher.presentationController(menu.presentationController, willPresentWithAdaptiveStyle: "formSheet", transitionCoordinator: "coordinator")
            turn 2
              ~ main queue <- [1]
                menu.loadView()
            """), "\(events)")
        #expect(!events.contains("home.viewWillDisappear"))
    }

    /// The delegate's choice wins: full screen hides the presenter (the popover-adaptive strategy).
    @Test func delegateChoosesFullScreen() throws {
        let events = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher, adaptiveStyle: fullScreen }"), ios: 26)
        #expect(events.contains("willPresentWithAdaptiveStyle: \"fullScreen\""))
        #expect(events.contains("home.viewWillDisappear(true)") && events.contains("home.viewDidDisappear(true)"))
    }

    /// `.none` keeps a real popover, which then needs a source view: without one UIKit raises and
    /// nothing is presented; with one there is no willPresentWithAdaptiveStyle (nothing adapted).
    @Test func delegateKeepingThePopover() throws {
        let without = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher, adaptiveStyle: none }"), ios: 26)
        expectText(without, equals: """
            turn 1
              --- present
              [1] home.present(menu, animated: true)
                watcher.adaptivePresentationStyle(for: menu.presentationController, traitCollection: "compact")
                ! menu.popoverWithoutSourceView()  # menu is a popover with no location: its popoverPresentationController needs a sourceView (or barButtonItem) in a regular width. Nothing is presented.

            """)
        let with = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher, adaptiveStyle: none }", sourceView: true), ios: 26)
        #expect(with.contains("home.presentedViewController = menu"))
        #expect(!with.contains("willPresentWithAdaptiveStyle") && !with.contains("popoverWithoutSourceView"))
    }

    /// On an iPad nothing adapts and the delegate is not asked; a popover needs its source view.
    @Test func iPadPopoverNeedsASourceViewAndDoesNotAdapt() throws {
        let without = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher }", device: "ipad"), ios: 26)
        expectText(without, equals: """
            turn 1
              --- present
              [1] home.present(menu, animated: true)
                ! menu.popoverWithoutSourceView()  # menu is a popover with no location: its popoverPresentationController needs a sourceView (or barButtonItem) in a regular width. Nothing is presented.

            """)
        let with = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher }", device: "ipad", sourceView: true), ios: 26)
        #expect(!with.contains("watcher.") && with.contains("menu.viewDidAppear(true)") && !with.contains("home.viewWillDisappear"))
    }

    /// Before iOS 13 the model keeps a popover on an iPhone (S5-06, observed): the delegate is
    /// asked and, answering UIKit's default, adapts nothing.
    @Test func popoverOnIOS12IsNotAdaptedByDefault() throws {
        let events = try eventsFromMarker(Self.popover(presentation: "{ delegate: watcher }"), ios: 12)
        #expect(events.contains("watcher.adaptivePresentationStyle(for: menu.presentationController, traitCollection: \"compact\")"))
        #expect(!events.contains("willPresentWithAdaptiveStyle") && !events.contains("home.viewWillDisappear"))
    }

    /// An action sheet on an iPad without a source view is refused, as UIKit raises.
    @Test func actionSheetOnIPadWithoutSourceView() throws {
        let source = """
            device: ipad
            controllers:
              home: {}
              sheet: { type: alert, preferredStyle: actionSheet, actions: [OK] }
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: present
              - present: { controller: sheet, on: home, animated: true }
              - runUntilIdle
            """
        let events = try eventsFromMarker(source, ios: 26)
        #expect(events.contains("! sheet.popoverWithoutSourceView()") && !events.contains("sheet.viewDidLoad"))
    }
}
