import Testing
import LifelineScenarios

/// Issue 13's syntax for app code in scenario files, loaded and written back: reactions (a
/// top-level section and a step, nested in each other), completion blocks and alert handlers
/// that run steps, timers, the main queue, log lines and manual appearance forwarding. Each
/// loads to exactly the scenario built in code, the writer writes exactly the expected text, and
/// that text loads back to the same scenario.
@Suite("Scenario app code syntax")
struct ScenarioAppCodeSyntaxTests {
    typealias Op = ScenarioOperations

    static let file = """
        views: [badge]
        controllers:
          home: {}
          details: {}
          nav: { type: navigation, root: list, forwardsAppearance: false }
          list: {}
          ask:
            type: alert
            actions:
              - OK
              - Delete:
                  style: destructive
                  do:
                    - log: { on: home, message: deleted }
              - Cancel: cancel
        react:
          - when: { object: home, callback: viewDidLoad }
            do:
              - after: { seconds: 1, do: [present: { controller: details, on: home, animated: true }] }
          - when: { object: details, callback: viewWillAppear, every: true, if: { isBeingPresented: true } }
            at: beforeSuper
            do:
              - log: details appears
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - react:
              when: { object: home, callback: viewDidAppear, occurrence: 2 }
              do:
                - react:
                    when: { object: window, callback: layoutSubviews }
                    do: [async: [log: "nested \\"twice\\""]]
          - runUntilIdle
          - dismiss: { on: details, animated: true, completion: [log: { on: badge, message: "" }] }
          - present: { controller: ask, on: home, completion: true }
          - runUntilIdle
        """

    static let scenario = Scenario(
        name: "flow", views: ["badge"],
        controllers: [
            .plain("home"), .plain("details"),
            ScenarioController(name: "nav", kind: .navigation(.init(stack: ["list"])), forwardsAppearance: false),
            .plain("list"),
            .alert("ask", ScenarioAlert(actions: [
                ScenarioAlertAction(title: "OK"),
                ScenarioAlertAction(title: "Delete", style: .destructive,
                                    handler: [ScenarioStep(Op.Log(on: .controller("home"), message: "deleted"))]),
                ScenarioAlertAction(title: "Cancel", style: .cancel),
            ])),
        ],
        reactions: [
            Op.React(object: .controller("home"), callback: .viewDidLoad, steps: [
                ScenarioStep(Op.After(seconds: 1, steps: [
                    ScenarioStep(Op.Present(controller: "details", on: "home", animated: true)),
                ])),
            ]),
            Op.React(object: .controller("details"), callback: .viewWillAppear, occurrence: .every,
                     conditions: [.init(.isBeingPresented, true)], moment: .beforeSuper,
                     steps: [ScenarioStep(Op.Log(message: "details appears"))]),
        ],
        steps: [
            ScenarioStep(Op.SetRootViewController(controller: "home")), ScenarioStep(Op.MakeKeyAndVisible()),
            ScenarioStep(Op.React(object: .controller("home"), callback: .viewDidAppear, occurrence: .nth(2), steps: [
                ScenarioStep(Op.React(object: .window, callback: .layoutSubviews, steps: [
                    ScenarioStep(Op.Async(steps: [ScenarioStep(Op.Log(message: "nested \"twice\""))])),
                ])),
            ])),
            ScenarioStep(Op.RunUntilIdle()),
            ScenarioStep(Op.Dismiss(on: "details", animated: true,
                                    completion: [ScenarioStep(Op.Log(on: .view("badge"), message: ""))])),
            ScenarioStep(Op.Present(controller: "ask", on: "home", animated: false, completion: [])),
            ScenarioStep(Op.RunUntilIdle()),
        ])

    /// What the writer makes of it: flow style where nothing nests, block lists for nested steps.
    static let written = """
        views: [badge]
        controllers:
          home: {}
          details: {}
          nav: { type: navigation, root: list, forwardsAppearance: false }
          list: {}
          ask:
            type: alert
            actions:
              - OK
              - Delete:
                  style: destructive
                  do:
                    - log: { on: home, message: deleted }
              - Cancel: cancel
        react:
          - when: { object: home, callback: viewDidLoad }
            do:
              - after:
                  seconds: 1
                  do:
                    - present: { controller: details, on: home, animated: true }
          - when: { object: details, callback: viewWillAppear, every: true, if: { isBeingPresented: true } }
            at: beforeSuper
            do:
              - log: "details appears"
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - react:
              when: { object: home, callback: viewDidAppear, occurrence: 2 }
              do:
                - react:
                    when: { object: window, callback: layoutSubviews }
                    do:
                      - async:
                          - log: "nested \\"twice\\""
          - runUntilIdle
          - dismiss:
              on: details
              animated: true
              completion:
                - log: { on: badge, message: "" }
          - present: { controller: ask, on: home, animated: false, completion: true }
          - runUntilIdle

        """

    @Test func loadsToTheScenarioBuiltInCode() throws {
        let loaded = try Scenario.parse(Self.file, file: "flow.yaml")
        #expect(loaded == Self.scenario)
        // Nested steps keep their own positions, which errors while running name.
        let reaction = try #require(loaded.steps[2].operation as? Op.React)
        #expect((reaction.steps[0].line, reaction.steps[0].column) == (30, 11))
    }

    @Test func writesNestedStepsAsBlockListsAndReadsThemBack() throws {
        let text = ScenarioWriter.yaml(Self.scenario)
        expectText(text, equals: Self.written)
        #expect(try Scenario.parse(text, file: "flow.yaml") == Self.scenario)
    }

    /// `completion: true` still reads as an empty block and `false` as none, as before.
    @Test func completionTrueAndFalseReadAsBefore() throws {
        let flow = "controllers:\n  a: {}\n  b: {}\nsteps:\n  - present: { controller: b, on: a, completion: true }\n"
            + "  - dismiss: { on: b, completion: false }\n  - dismiss: { on: b, completion: [] }\n"
        let scenario = try Scenario.parse(flow, file: "flow.yaml")
        #expect(scenario.steps == [ScenarioStep(Op.Present(controller: "b", on: "a", animated: false, completion: [])),
                                   ScenarioStep(Op.Dismiss(on: "b", animated: false)),
                                   ScenarioStep(Op.Dismiss(on: "b", animated: false, completion: []))])
        #expect(ScenarioWriter.yaml(scenario).contains("  - dismiss: { on: b, animated: false, completion: true }\n"))
    }
}
