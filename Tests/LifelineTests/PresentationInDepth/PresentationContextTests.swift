import Testing
import Lifeline
import LifelineScenarios

/// Presentation contexts (issue 15): which controller presents a current-context presentation
/// asked of a child, and whether it disappears. Apple's documentation only; no observed log.
@MainActor
@Suite("Presentation contexts")
struct PresentationContextTests {
    static func flow(style: String, defines: Bool) -> String {
        """
        controllers:
          tabs: { type: tab, tabs: [nav, settings] }
          nav: { type: navigation, root: list\(defines ? ", presentation: { definesPresentationContext: true }" : "") }
          list: {}
          settings: {}
          detail: { style: \(style) }
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: present
          - present: { controller: detail, on: list, animated: true }
          - runUntilIdle
          - dismiss: { on: detail, animated: true }
          - runUntilIdle
        """
    }

    /// The presenter, the view the presented view joins, and who disappears, per style and
    /// whether `nav` defines the context.
    @Test(arguments: [
        ("currentContext", true, "nav", "tabs.view", ["nav", "list"]),
        ("overCurrentContext", true, "nav", "tabs.view", []),
        ("currentContext", false, "tabs", "window", ["tabs", "nav", "list"]),
        ("fullScreen", true, "tabs", "window", ["tabs", "nav", "list"]),
    ])
    func whoPresents(style: String, defines: Bool, presenter: String, container: String, hidden: [String]) throws {
        let events = try eventsFromMarker(Self.flow(style: style, defines: defines), ios: 26)
        #expect(events.contains("""
              [1] list.present(detail, animated: true)
                \(presenter).presentedViewController = detail
                detail.presentingViewController = \(presenter)
            """), "\(events)")
        #expect(events.contains("detail.view.willMove(toSuperview: \(container))"))
        for name in ["tabs", "nav", "list", "settings"] {
            let disappears = events.contains("\(name).viewWillDisappear(true)") && events.contains("\(name).viewDidDisappear(true)")
                && events.contains("\(name).viewWillAppear(true)") && events.contains("\(name).viewDidAppear(true)")
            #expect(disappears == hidden.contains(name), "\(name) in \(style), defines: \(defines)")
        }
    }

    /// `providesPresentationContextTransitionStyle` (Apple's documentation and the View
    /// Controller Programming Guide): `nav` defines the context and provides its cross-dissolve,
    /// which replaces the presented controller's flip; without it, or without defining the
    /// context, the presented controller's own style is used and nothing is recorded.
    @Test(arguments: [(true, true, "crossDissolve"), (true, false, "flipHorizontal"), (false, true, "flipHorizontal")])
    func theContextProvidesItsTransitionStyle(defines: Bool, provides: Bool, used: String) throws {
        let source = """
            controllers:
              tabs: { type: tab, tabs: [nav, settings] }
              nav: { type: navigation, root: list, presentation: { definesPresentationContext: \(defines), providesPresentationContextTransitionStyle: \(provides), modalTransitionStyle: crossDissolve } }
              list: {}
              settings: {}
              detail: { style: currentContext, presentation: { modalTransitionStyle: flipHorizontal } }
            steps:
              - window.rootViewController: tabs
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: present
              - present: { controller: detail, on: list, animated: true }
            """
        let events = try eventsFromMarker(source, ios: 26)
        let presenter = defines ? "nav" : "tabs"
        let replaced = used == "crossDissolve" ? "    detail.transitionStyleInUse = \"crossDissolve\"\n" : ""
        expectText(events, equals: """
            turn 1
              --- present
              [1] list.present(detail, animated: true)
                \(presenter).presentedViewController = detail
                detail.presentingViewController = \(presenter)
            \(replaced)
            """)
    }
}
