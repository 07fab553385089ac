import Testing
import LifelineScenarios

/// Scenario files with hooks, observers and hosted content: loading, errors with suggestions, the
/// writer's round trip and the run.
@MainActor
@Suite("Scenario hooks, observers and hosting")
struct ScenarioInjectionTests {
    static let full = """
        controllers:
          home: { observers: [analytics], subviews: [badge] }
          details: { type: hosting, content: { list: { header: {}, row: {} } } }
          text: { type: hosting, content: line }
        steps:
          - hook: { on: home, event: viewDidLoad, name: early }
          - hook: { on: home, event: viewDidAppear, priority: 900, onceOnly: true }
          - hook: { on: home.view, event: didMoveToWindow, priority: lowest, name: inWindow }
          - hook: { on: badge, event: layoutSubviews, name: badgeLayout }
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - hook: { on: home, event: viewDidLoad, immediately: true, name: late }
          - cancelHook: home.viewDidAppearHook
          - cancelHook: inWindow
          - present: { controller: details, on: home }
          - runUntilIdle

        """

    @Test func writerRoundTrip() throws {
        let scenario = try Scenario.parse(Self.full, file: "flow.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(try Scenario.parse(written, file: "flow.yaml") == scenario)
        #expect(written.contains("details: { type: hosting, content: { list: { header: {}, row: {} } } }"))
        #expect(written.contains("text: { type: hosting, content: line }"))
        #expect(written.contains("home: { subviews: [badge], observers: [analytics] }"))
        #expect(written.contains("- hook: { on: home, event: viewDidAppear, priority: 900, onceOnly: true }"))
        #expect(written.contains("- hook: { on: home.view, event: didMoveToWindow, priority: lowest, name: inWindow }"))
        #expect(written.contains("- hook: { on: home, event: viewDidLoad, name: late, immediately: true }"))
        #expect(written.contains("- cancelHook: inWindow"))
    }

    /// The run: the immediate viewDidLoad hook inside its registration, cancelled hooks silent,
    /// the observer a child of home, the content appearing in the presented host's layout.
    @Test func runs() throws {
        let trace = try Scenario.parse(Self.full, file: "flow.yaml").run()
        let text = TextTraceFormat.encode(trace)
        #expect(text.contains("  early = Hook [hook]"))
        #expect(text.contains("  list = HostedView [content]"))
        #expect(text.contains("    early.perform(false)\n    home.viewDidLoad()"))
        #expect(text.contains("home.on(late)\n    late.perform(true)"))
        #expect(text.contains("home.viewDidAppearHook.perform(false)"))
        // inWindow ran on the first display and, cancelled, not again.
        #expect(text.split(separator: "\n").filter { $0.hasSuffix("inWindow.perform()") }.count == 1)
        #expect(text.contains("analytics.willMove(toParent: home)"))
        #expect(text.contains("      list.onAppear()\n      header.onAppear()\n      row.onAppear()"))
        #expect(try TextTraceFormat.decode(text) == trace)
        #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace)
    }

    @Test func unknownHookEventSuggestsTheNearest() {
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc, event: viewDidAppaer }\n", 4, 28,
                            "unknown controller hook event 'viewDidAppaer'; expected one of viewDidLoad, viewWillAppear, "
                                + "viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear, viewWillLayoutSubviews, "
                                + "viewDidLayoutSubviews; did you mean 'viewDidAppear'?")
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc.view, event: viewDidAppear }\n", 4, 33,
                            "unknown view hook event 'viewDidAppear'; expected one of didMoveToWindow, didMoveToSuperview, "
                                + "layoutSubviews")
    }

    @Test func unknownTargetPriorityAndHook() {
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vd, event: viewDidLoad }\n", 4, 17,
                            "unknown controller or view 'vd'; expected one of vc, window, vc.view; did you mean 'vc'?")
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc, event: viewDidLoad, priority: hihg }\n", 4, 51,
                            "unknown priority 'hihg'; expected one of highest, high, medium, normal, low, lowest "
                                + "(a number from 0 to 1000 is a custom priority)")
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc, event: viewDidLoad, name: a }\n  - cancelHook: b\n",
                            5, 17, "unknown hook 'b'; expected one of a; did you mean 'a'?")
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - cancelHook: b\n", 4, 17,
                            "unknown hook 'b'; no earlier step adds a hook (add one with 'hook: { on: ..., event: ... }')")
    }

    @Test func misuseOfHooksAndDeclarations() {
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc, event: viewDidAppear }\n"
                            + "  - hook: { on: vc, event: viewDidAppear }\n", 5, 5,
                            "a hook named 'vc.viewDidAppearHook' already exists; give this one a 'name' so that traces and "
                                + "'cancelHook' can tell them apart")
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc, event: viewDidAppear, immediately: true }\n", 4, 56,
                            "'immediately' applies to viewDidLoad hooks only (a hook added after the view loaded runs at once if asked)")
        expectScenarioError("controllers:\n  vc: {}\nsteps:\n  - hook: { on: vc, event: viewDidLoad, name: vc }\n", 4, 47,
                            "'vc' is declared more than once; names are unique across controllers and views")
        expectScenarioError("controllers:\n  h: { type: hosting }\nsteps: []\n", 2, 6,
                            "hosting controller 'h' needs 'content' (e.g. 'content: { list: { row: {} } }', or 'content: text')")
        expectScenarioError("controllers:\n  h: { type: hosting, observers: [a] }\nsteps: []\n", 2, 23,
                            "'observers' applies to plain controllers, and 'h' is hosting")
        expectScenarioError("controllers:\n  h: { observers: [h] }\nsteps: []\n", 2, 20,
                            "'h' is declared more than once; names are unique across controllers and views")
        expectScenarioError("controllers:\n  h: { type: hosting, content: [a, b] }\nsteps: []\n", 2, 32,
                            "expected one root: a content name, or a mapping from one name to its nested content for 'content', found a list")
    }

    /// `onAppear` and `onDisappear` are the actions every hosted node has, not nodes: written as
    /// a key of `content`, they are refused by name, whether given a value or `{}`.
    @Test func contentActionsAreNotNodes() {
        let message = "'onAppear' is an action, not a content node: every node already has onAppear and onDisappear "
            + "actions, whose runs show in the trace; name nodes only (e.g. 'content: { list: { row: {} } }')"
        expectScenarioError("controllers:\n  h: { type: hosting, content: { list: { onAppear: log } } }\nsteps: []\n",
                            2, 42, message)
        expectScenarioError("controllers:\n  h: { type: hosting, content: { list: { row: {}, onAppear: {} } } }\nsteps: []\n",
                            2, 51, message)
        expectScenarioError("controllers:\n  h: { type: hosting, content: onDisappear }\nsteps: []\n", 2, 32,
                            message.replacingOccurrences(of: "'onAppear' is", with: "'onDisappear' is"))
    }
}
