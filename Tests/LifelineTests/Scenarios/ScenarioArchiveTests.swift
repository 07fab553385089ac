import Testing
import Lifeline
import LifelineScenarios

/// Scenario files with storyboard scenes, nibs and segues: what the loader refuses,
/// with where and why, and a segue step's run (the strategies' goldens hold the longer runs).
@MainActor
@Suite("Scenario archives")
struct ScenarioArchiveTests {
    @Test func aSegueToAnUndeclaredControllerIsRefused() {
        expectScenarioError("""
            controllers:
              master: { from: storyboard, segues: [{ id: go, kind: show, destination: ghost }] }
            steps: []

            """, 2, 75, "unknown controller 'ghost'; expected one of master")
    }

    @Test func seguesNeedAStoryboardScene() {
        expectScenarioError("""
            controllers:
              master: { segues: [{ id: go, kind: show, destination: detail }] }
              detail: {}
            steps: []

            """, 2, 13, "'segues' belongs to a storyboard scene: add 'from: storyboard' to 'master'")
    }

    @Test func anUnknownSegueKindIsRefused() {
        expectScenarioError("""
            controllers:
              master: { from: storyboard, segues: [{ id: go, kind: push, destination: detail }] }
              detail: {}
            steps: []

            """, 2, 56, "unknown segue kind 'push'; expected one of show, present, embed")
    }

    @Test func anUnknownArchiveIsRefused() {
        expectScenarioError("""
            controllers:
              master: { from: xib }
            steps: []

            """, 2, 19, "unknown archive 'xib'; expected one of storyboard, nib; did you mean 'nib'?")
    }

    /// An undeclared identifier is not a load error: UIKit raises at run time, and the trace
    /// shows its diagnostic where it happens.
    @Test func anUndeclaredSegueIdentifierIsUIKitsDiagnosticInTheTrace() throws {
        let scenario = try Scenario.parse("""
            controllers:
              master: { from: storyboard }
            steps:
              - window.rootViewController: master
              - mark: go
              - performSegue: { on: master, id: nope }
            """, file: "go.yaml")
        let trace = try scenario.run(fromMarker: true)
        let text = TextTraceFormat.encode(trace)
        let events = String(text[text.range(of: "events:\n")!.upperBound...])
        #expect(events == """
            turn 0
              --- go
              [1] master.performSegue(withIdentifier: "nope", sender: nil)
                ! master.undeclaredSegue("nope")  # Receiver (master) has no segue with identifier "nope"

            """)
    }

    /// A reaction names a segue callback as it names any other override: the app's code inside
    /// `prepare(for:sender:)` runs there, nested under it, before the push.
    @Test func aReactionRunsInsidePrepareForSegue() throws {
        let scenario = try Scenario.parse("""
            controllers:
              master: { from: storyboard, segues: [{ id: go, kind: present, destination: detail }] }
              detail: { from: storyboard }
            react:
              - when: { object: master, callback: prepare(for:sender:) }
                do:
                  - log: "master prepares"
            steps:
              - window.rootViewController: master
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: go
              - performSegue: { on: master, id: go }
            """, file: "react.yaml")
        let trace = try scenario.run(fromMarker: true)
        let text = TextTraceFormat.encode(trace)
        let events = String(text[text.range(of: "events:\n")!.upperBound...])
        let lines = events.split(separator: "\n").prefix(7).joined(separator: "\n")
        #expect(lines == """
            turn 1
              --- go
              [1] master.performSegue(withIdentifier: "go", sender: nil)
                detail.init(coder: "Main")
                detail.awakeFromNib()
                master.prepare(for: "go", sender: nil)
                  log("master prepares")
            """)
    }

    // MARK: A scene refusing the user's tap

    /// `refusesSegues: [go]`: the scene's shouldPerformSegue answers false, so the user's tap
    /// (`triggered: true`) stops there: no destination is created, nothing is prepared or shown.
    /// performSegue from code does not ask and performs the segue (Apple's docs).
    @Test func aRefusedSegueStopsAtShouldPerformSegue() throws {
        let scenario = try Scenario.parse("""
            controllers:
              nav: { type: navigation, root: master }
              master: { from: storyboard, segues: [{ id: go, kind: show, destination: detail }], refusesSegues: [go] }
              detail: { from: storyboard }
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: tap
              - performSegue: { on: master, id: go, triggered: true }
              - runUntilIdle
              - performSegue: { on: master, id: go }
            """, file: "refuse.yaml")
        let trace = try scenario.run(fromMarker: true)
        let text = TextTraceFormat.encode(trace)
        let events = String(text[text.range(of: "events:\n")!.upperBound...])
        let lines = events.split(separator: "\n").prefix(9).joined(separator: "\n")
        #expect(lines == """
            turn 1
              --- tap
              [1] master.triggerSegue("go")
                master.shouldPerformSegue(withIdentifier: "go", sender: nil)
              [2] master.performSegue(withIdentifier: "go", sender: nil)
                detail.init(coder: "Main")
                detail.awakeFromNib()
                master.prepare(for: "go", sender: nil)
                [3] nav.pushViewController(detail, animated: true)
            """)
    }

    @Test func refusesSeguesNamesDeclaredSegues() {
        expectScenarioError("""
            controllers:
              master: { from: storyboard, segues: [{ id: go, kind: present, destination: detail }], refusesSegues: [stay] }
              detail: { from: storyboard }
            steps: []

            """, 2, 105, "'master' has no segue 'stay' to refuse; its segues are go")
    }

    @Test func refusesSeguesNeedsAStoryboardScene() {
        expectScenarioError("""
            controllers:
              master: { refusesSegues: [go] }
            steps: []

            """, 2, 13, "'refusesSegues' belongs to a storyboard scene: add 'from: storyboard' to 'master'")
    }
}
