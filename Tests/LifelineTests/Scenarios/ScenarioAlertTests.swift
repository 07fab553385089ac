import Testing
import LifelineScenarios

/// Alert controllers in scenario files: an alert and an action sheet with awkward titles (quotes,
/// `#`, a newline, a colon) presented and tapped, traced exactly as the same flow in Swift; the
/// writer's spelling and round trip; and the load errors.
@MainActor
@Suite("Scenario alerts")
struct ScenarioAlertTests {
    static let flow = #"""
        controllers:
          home: {}
          'say"no"#1': { type: alert, title: "Quit \"now\"? # really\nsure", message: "a: b", actions: [OK, "Not \"now\" # later": cancel] }
          sheet: { type: alert, preferredStyle: actionSheet, actions: [Delete: destructive, Keep] }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: alert
          - present: { controller: 'say"no"#1', on: home, animated: true }
          - tapAction: { on: 'say"no"#1', title: OK }
          - runUntilIdle
          - tapAction: { on: 'say"no"#1', title: "Not \"now\" # later" }
          - runUntilIdle
          - present: { controller: sheet, on: home, completion: true }
          - runUntilIdle
          - tapAction: { on: sheet, title: Delete }
          - runUntilIdle

        """#

    /// The same flow against the model, objects created where the runner creates them.
    private func swiftTrace() -> Trace {
        Session.record(scenario: "alerts") { session in
            let home = ViewController(name: "home")
            let window = Window()
            window.rootViewController = home
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("alert")
            // The alerts are not kept once tapped, so that they are freed after their dismissal,
            // as the runner lets go of them (ScenarioRunner+Lifetime.swift).
            do {
                let alert = AlertController(title: "Quit \"now\"? # really\nsure", message: "a: b", preferredStyle: .alert,
                                            name: "say\"no\"#1")
                alert.addAction(AlertAction(title: "OK", style: .default) { _ in })
                alert.addAction(AlertAction(title: "Not \"now\" # later", style: .cancel) { _ in })
                home.present(alert, animated: true)
                // Still being presented: the tap changes nothing, as in the file.
                alert.tapAction(titled: "OK")
                session.runLoop.runUntilIdle()
                alert.tapAction(titled: "Not \"now\" # later")
            }
            session.runLoop.runUntilIdle()
            do {
                let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet, name: "sheet")
                sheet.addAction(AlertAction(title: "Delete", style: .destructive) { _ in })
                sheet.addAction(AlertAction(title: "Keep", style: .default) { _ in })
                home.present(sheet, animated: false) {}
                session.runLoop.runUntilIdle()
                sheet.tapAction(titled: "Delete")
            }
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
    }

    @Test func runTracesAsTheSwiftFlow() throws {
        let scenario = try Scenario.parse(Self.flow, file: "alerts.yaml")
        #expect(scenario.controllers[1].alert == ScenarioAlert(
            title: "Quit \"now\"? # really\nsure", message: "a: b",
            actions: [ScenarioAlertAction(title: "OK"), ScenarioAlertAction(title: "Not \"now\" # later", style: .cancel)]))
        let text = TextTraceFormat.encode(try scenario.run())
        expectText(text, equals: TextTraceFormat.encode(swiftTrace()))
        // Each tap that lands runs its handler after the dismissal: the titles matched.
        #expect(text.components(separatedBy: ".actionHandler()").count == 3)
    }

    /// The scenario reference's alert example (docs/scenarios.md), word for word.
    static let readmeExample = #"""
        controllers:
          home: {}
          confirm: { type: alert, title: "Delete \"draft\"?", actions: [Delete: destructive, Cancel: cancel] }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: confirm, on: home, animated: true }
          - runUntilIdle
          - tapAction: { on: confirm, title: Delete }
          - runUntilIdle

        """#

    /// The reference's example runs as the same flow in Swift: the tap dismisses the alert and its
    /// Delete handler runs once the dismissal has finished.
    @Test func readmeExampleTracesAsTheSwiftFlow() throws {
        let reference = try String(contentsOf: ScenarioRoundTripTests.samples.deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        #expect(reference.contains("```yaml\n" + Self.readmeExample + "```\n"), "docs/scenarios.md shows this example")
        let scenario = try Scenario.parse(Self.readmeExample, file: "confirm.yaml")
        let swift = Session.record(scenario: "confirm") { session in
            let home = ViewController(name: "home")
            let window = Window()
            window.rootViewController = home
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            do {
                let confirm = AlertController(title: "Delete \"draft\"?", message: nil, preferredStyle: .alert, name: "confirm")
                confirm.addAction(AlertAction(title: "Delete", style: .destructive) { _ in })
                confirm.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in })
                home.present(confirm, animated: true)
                session.runLoop.runUntilIdle()
                confirm.tapAction(titled: "Delete")
            }
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        let text = TextTraceFormat.encode(try scenario.run())
        expectText(text, equals: TextTraceFormat.encode(swift))
        #expect(text.components(separatedBy: "confirm.actionHandler()\n").count == 2)
    }

    /// Two buttons may share a title (UIKit allows it); a tap takes the first. Handlers leave no
    /// mark of their own in the trace, only whether one ran (`actionHandler()`), so the Swift flows
    /// give one of the two buttons a handler: the file's trace is the one where the first has it.
    @Test func aTapTakesTheFirstOfTwoButtonsWithOneTitle() throws {
        let scenario = try Scenario.parse("""
            controllers:
              home: {}
              ask: { type: alert, actions: [OK, OK: cancel] }
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - present: { controller: ask, on: home }
              - runUntilIdle
              - tapAction: { on: ask, title: OK }
              - runUntilIdle
            """, file: "twice.yaml")
        #expect(scenario.controllers[1].alert?.actions == [ScenarioAlertAction(title: "OK"),
                                                          ScenarioAlertAction(title: "OK", style: .cancel)])
        func swift(handlerOnFirst: Bool) -> String {
            TextTraceFormat.encode(Session.record(scenario: "twice") { session in
                let home = ViewController(name: "home")
                let window = Window()
                window.rootViewController = home
                window.makeKeyAndVisible()
                session.runLoop.runUntilIdle()
                do {
                    let ask = AlertController(title: nil, message: nil, preferredStyle: .alert, name: "ask")
                    ask.addAction(AlertAction(title: "OK", style: .default, handler: handlerOnFirst ? { _ in } : nil))
                    ask.addAction(AlertAction(title: "OK", style: .cancel, handler: handlerOnFirst ? nil : { _ in }))
                    home.present(ask, animated: false)
                    session.runLoop.runUntilIdle()
                    ask.tapAction(titled: "OK")
                }
                session.runLoop.runUntilIdle()
                withExtendedLifetime(window) {}
            })
        }
        let text = TextTraceFormat.encode(try scenario.run())
        expectText(text, equals: swift(handlerOnFirst: true))
        #expect(text != swift(handlerOnFirst: false))
        #expect(text.components(separatedBy: "ask.actionHandler()\n").count == 2)
    }

    @Test func writerSpellsAlertsAsDocumentedAndReadsThemBack() throws {
        let scenario = try Scenario.parse(Self.flow, file: "alerts.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(try Scenario.parse(written, file: "alerts.yaml") == scenario)
        #expect(written.contains(#"""
              "say\"no\"#1": { type: alert, title: "Quit \"now\"? # really\nsure", message: "a: b", actions: [OK, "Not \"now\" # later": cancel] }
            """#))
        #expect(written.contains("  sheet: { type: alert, preferredStyle: actionSheet, actions: [Delete: destructive, Keep] }\n"))
        #expect(written.contains(##"  - tapAction: { on: "say\"no\"#1", title: "Not \"now\" # later" }"##))
        #expect(written.contains("  - tapAction: { on: sheet, title: Delete }\n"))
    }

    /// JSON spells an action with a style as a one-key object.
    @Test func readsActionsFromJSON() throws {
        let scenario = try Scenario.parse("""
            { "controllers": { "a": { "type": "alert", "actions": ["OK", { "No": "cancel" }] } }, "steps": [] }
            """, file: "flow.json")
        #expect(scenario.controllers[0].alert?.actions == [ScenarioAlertAction(title: "OK"),
                                                          ScenarioAlertAction(title: "No", style: .cancel)])
    }

    /// UIKit takes empty texts: `""` is a title, a message and a button title (which `tapAction`
    /// can name), and the writer's spelling of them loads back equal.
    @Test func emptyTitlesLoadAndRoundTrip() throws {
        let alert = ScenarioAlert(title: "", message: "", actions: [ScenarioAlertAction(title: ""),
                                                                    ScenarioAlertAction(title: "", style: .cancel)])
        let scenario = Scenario(
            name: "empty",
            controllers: [.plain("home"), .alert("ask", alert)],
            steps: [ScenarioStep(ScenarioOperations.Present(controller: "ask", on: "home", animated: false)),
                    ScenarioStep(ScenarioOperations.TapAction(on: "ask", title: ""))])
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains(#"  ask: { type: alert, title: "", message: "", actions: ["", "": cancel] }"#))
        #expect(written.contains(#"  - tapAction: { on: ask, title: "" }"#))
        #expect(try Scenario.parse(written, file: "empty.yaml") == scenario)
    }

    static let declarations = "controllers:\n  home: {}\n  ask: { type: alert, actions: [OK, Cancel: cancel] }\n"

    @Test func tapOnATitleTheAlertDoesNotDeclare() {
        expectScenarioError(Self.declarations + "steps:\n  - tapAction: { on: ask, title: Ok }\n", 5, 34,
                            "unknown action title 'Ok'; expected one of OK, Cancel; did you mean 'OK'?")
        expectScenarioError("controllers:\n  bare: { type: alert }\nsteps:\n  - tapAction: { on: bare, title: OK }\n", 4, 35,
                            "unknown action title 'OK'; 'bare' declares no actions (e.g. 'actions: [OK, Cancel: cancel]')")
    }

    @Test func tapOnAControllerThatIsNotAnAlert() {
        expectScenarioError(Self.declarations + "steps:\n  - tapAction: { on: home, title: OK }\n", 5, 22,
                            "'tapAction' needs an alert controller for 'on'; 'home' is a plain controller")
        expectScenarioError(Self.declarations + "steps:\n  - tapAction: { on: ask }\n", 5, 16,
                            "missing 'title' for 'tapAction'; it takes on, title")
    }

    @Test func aSecondCancelAction() {
        expectScenarioError("controllers:\n  ask: { type: alert, actions: [Cancel: cancel, OK, Close: cancel] }\nsteps: []\n", 2, 53,
                            "'Close' is a second cancel action in 'ask' (after 'Cancel'); an alert has at most one (UIKit raises)")
    }

    @Test func unknownStyles() {
        expectScenarioError("controllers:\n  ask: { type: alert, actions: [Wipe: destrutive] }\nsteps: []\n", 2, 39,
                            "unknown action style 'destrutive'; expected one of default, cancel, destructive; did you mean 'destructive'?")
        expectScenarioError("controllers:\n  ask: { type: alert, preferredStyle: actionsheet }\nsteps: []\n", 2, 39,
                            "unknown alert style 'actionsheet'; expected one of alert, actionSheet; did you mean 'actionSheet'?")
        expectScenarioError("controllers:\n  ask: { type: alert, actions: [{ A: cancel, B: default }] }\nsteps: []\n", 2, 33,
                            "expected one 'title: style' pair for 'actions', found a mapping")
    }

    /// UIKit sets an alert's presentation from its preferredStyle and ignores a style set on it,
    /// and so does the model: a style in the declaration or in `present` loads, is written back,
    /// and changes nothing in the trace.
    @Test func aStyleOnAnAlertChangesNothing() throws {
        let plain = try Scenario.parse(Self.flow, file: "alerts.yaml")
        let styled = try Scenario.parse(
            Self.flow.replacing("sheet: { type: alert,", with: "sheet: { type: alert, style: fullScreen,")
                .replacing("on: home, animated: true }", with: "on: home, animated: true, style: pageSheet }"),
            file: "alerts.yaml")
        #expect(styled.controllers[2].style == .fullScreen)
        #expect(styled.steps[4] == ScenarioStep(ScenarioOperations.Present(
            controller: ##"say"no"#1"##, on: "home", animated: true, style: .pageSheet)))
        #expect(try Scenario.parse(ScenarioWriter.yaml(styled), file: "alerts.yaml") == styled)
        expectText(TextTraceFormat.encode(try styled.run()), equals: TextTraceFormat.encode(try plain.run()))
    }

    @Test func alertKeysOnAnotherController() {
        expectScenarioError("controllers:\n  home: { title: Hello }\nsteps: []\n", 2, 11,
                            "'title' applies to alert controllers, and 'home' is plain (add 'type: alert')")
        expectScenarioError("controllers:\n  ask: { type: alert, subviews: [label] }\nsteps: []\n", 2, 23,
                            "'subviews' applies to plain controllers, and 'ask' is alert")
    }
}
