import Testing
import Lifeline
import LifelineScenarios

/// Navigation and tab bar controller scenes in scenario files: `from: storyboard` with
/// `segues:` and `unwindActions:`, their `root`/`tabs` as the relationship segues; what the
/// loader refuses, with where and why.
@MainActor
@Suite("Scenario container scenes")
struct ScenarioContainerSceneTests {
    static func events(_ text: String, file: String) throws -> String {
        let trace = try Scenario.parse(text, file: file).run(fromMarker: true)
        let encoded = TextTraceFormat.encode(trace)
        return String(encoded[encoded.range(of: "events:\n")!.upperBound...])
    }

    /// A navigation controller scene: made from the archive (init(coder:), awakeFromNib) before
    /// its root, the relationship segue's destination; its own view is UIKit's (no view archive);
    /// its show segue pushes onto itself.
    @Test func aNavigationSceneIsMadeFromTheArchiveAndItsShowSeguePushes() throws {
        let events = try Self.events("""
            controllers:
              nav: { type: navigation, root: list, from: storyboard, segues: [{ id: add, kind: show, destination: editor }] }
              list: { from: storyboard }
              editor: { from: storyboard }
            steps:
              - mark: made
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: go
              - performSegue: { on: nav, id: add }
            """, file: "nav-scene.yaml")
        let lines = events.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(8)) == [
            "turn 0",
            "  --- made",
            "  nav.init(coder: \"Main\")",
            "  nav.awakeFromNib()",
            "  list.init(coder: \"Main\")",
            "  list.awakeFromNib()",
            "  [1] nav.setViewControllers([list], animated: false)",
            "    list.willMove(toParent: nav)",
        ])
        #expect(!events.contains("nav.view.init(coder:"))
        let go = lines.drop(while: { !$0.contains("--- go") })
        #expect(Array(go.prefix(6)) == [
            "  --- go",
            "  [4] nav.performSegue(withIdentifier: \"add\", sender: nil)",
            "    editor.init(coder: \"Main\")",
            "    editor.awakeFromNib()",
            "    nav.prepare(for: \"add\", sender: nil)",
            "    [5] nav.pushViewController(editor, animated: true)",
        ])
    }

    /// A tab bar controller scene with a present segue, and a tab's child unwinding to an action
    /// the tab bar scene implements (`unwindActions` on the container): every tab is searched
    /// before the tab bar itself is asked.
    @Test func aTabBarSceneSeguesAndIsAnUnwindDestination() throws {
        let events = try Self.events("""
            controllers:
              tabs: { type: tab, tabs: [home, more], from: storyboard, unwindActions: [backHome],
                      segues: [{ id: login, kind: present, destination: login }] }
              home: { from: storyboard }
              more: { from: storyboard }
              login: { from: storyboard }
            steps:
              - window.rootViewController: tabs
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: go
              - performSegue: { on: tabs, id: login }
              - runUntilIdle
              - mark: back
              - unwind: { from: login, to: backHome }
            """, file: "tab-scene.yaml")
        let lines = events.split(separator: "\n").map(String.init)
        let go = lines.drop(while: { !$0.contains("--- go") })
        #expect(Array(go.prefix(6)) == [
            "  --- go",
            "  [1] tabs.performSegue(withIdentifier: \"login\", sender: nil)",
            "    login.init(coder: \"Main\")",
            "    login.awakeFromNib()",
            "    tabs.prepare(for: \"login\", sender: nil)",
            "    [2] tabs.present(login, animated: true)",
        ])
        let back = lines.drop(while: { !$0.contains("--- back") })
        #expect(Array(back.prefix(14)) == [
            "  --- back",
            "  [3] login.triggerUnwind(\"backHome\")",
            "    login.shouldPerformSegue(withIdentifier: \"backHome\", sender: nil)",
            "    login.allowedChildrenForUnwinding(from: login)",
            "    login.canPerformUnwindSegueAction(\"backHome\", from: login, sender: nil)",
            "    tabs.allowedChildrenForUnwinding(from: login)",
            "    home.allowedChildrenForUnwinding(from: login)",
            "    home.canPerformUnwindSegueAction(\"backHome\", from: login, sender: nil)",
            "    more.allowedChildrenForUnwinding(from: login)",
            "    more.canPerformUnwindSegueAction(\"backHome\", from: login, sender: nil)",
            "    tabs.canPerformUnwindSegueAction(\"backHome\", from: login, sender: nil)",
            "    login.prepare(for: \"backHome\", sender: nil)",
            "    tabs.unwindAction(\"backHome\")",
            "    [4] tabs.dismiss(animated: true)",
        ])
    }

    /// A reaction names allowedChildrenForUnwinding as any other override.
    @Test func aReactionRunsInsideAllowedChildrenForUnwinding() throws {
        let events = try Self.events("""
            controllers:
              nav: { type: navigation, stack: [first, pushed], from: storyboard }
              first: { from: storyboard, unwindActions: [back] }
              pushed: { from: storyboard }
            react:
              - when: { object: nav, callback: allowedChildrenForUnwinding(from:) }
                do:
                  - log: "nav searched"
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: back
              - unwind: { from: pushed, to: back }
            """, file: "react-unwind.yaml")
        let lines = events.split(separator: "\n").map(String.init)
        let back = lines.drop(while: { !$0.contains("--- back") })
        #expect(Array(back.prefix(9)) == [
            "  --- back",
            "  [1] pushed.triggerUnwind(\"back\")",
            "    pushed.shouldPerformSegue(withIdentifier: \"back\", sender: nil)",
            "    pushed.allowedChildrenForUnwinding(from: pushed)",
            "    pushed.canPerformUnwindSegueAction(\"back\", from: pushed, sender: nil)",
            "    nav.allowedChildrenForUnwinding(from: pushed)",
            "      log(\"nav searched\")",
            "    first.allowedChildrenForUnwinding(from: pushed)",
            "    first.canPerformUnwindSegueAction(\"back\", from: pushed, sender: nil)",
        ])
    }

    @Test func aContainerSceneComesFromAStoryboardOnly() {
        expectScenarioError("""
            controllers:
              nav: { type: navigation, root: list, from: nib }
              list: {}
            steps: []

            """, 2, 46, "a navigation controller comes from a storyboard scene ('from: storyboard'); only plain controllers load from a nib")
    }

    @Test func aContainerSceneHasNoViewToEmbedInto() {
        expectScenarioError("""
            controllers:
              tabs: { type: tab, tabs: [home], from: storyboard, segues: [{ id: e, kind: embed, destination: other }] }
              home: {}
              other: {}
            steps: []

            """, 2, 78, "'tabs' is a tab controller scene, which has no view of its own to embed into; its children are its 'tabs' (the relationship segues)")
    }

    @Test func containerSeguesNeedAStoryboardScene() {
        expectScenarioError("""
            controllers:
              nav: { type: navigation, root: list, segues: [{ id: go, kind: show, destination: list2 }] }
              list: {}
              list2: {}
            steps: []

            """, 2, 40, "'segues' belongs to a storyboard scene: add 'from: storyboard' to 'nav'")
    }
}
