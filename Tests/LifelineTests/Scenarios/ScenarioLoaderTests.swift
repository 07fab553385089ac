import Testing
import LifelineScenarios

/// The loader's errors, one class at a time, with their exact message and position; and what a
/// valid file loads to (YAML and JSON alike).
@Suite("Scenario loader")
struct ScenarioLoaderTests {

    static let operations = "create, window.rootViewController, window.makeKeyAndVisible, accessView, "
        + "loadViewIfNeeded, beginAppearanceTransition, endAppearanceTransition, addSubview, removeFromSuperview, "
        + "setNeedsLayout, layoutIfNeeded, runOnce, runUntilIdle, advance, push, pop, popToRoot, popTo, "
        + "setViewControllers, beginInteractivePop, updateInteractivePop, cancelInteractivePop, finishInteractivePop, "
        + "present, dismiss, tapAction, addChild, willMoveToParent, didMoveToParent, removeFromParent, transition, "
        + "selectTab, tapTab, setTraits, overrideUserInterfaceStyle, registerForTraitChanges, rotate, resize, "
        + "background, foreground, lock, unlock, interrupt, hook, "
        + "cancelHook, react, after, async, log, mark, launch, terminate, observeNotifications, beginSheetSwipe, updateSheetSwipe, "
        + "cancelSheetSwipe, finishSheetSwipe, beginInteractiveDismiss, updateInteractiveDismiss, cancelInteractiveDismiss, "
        + "finishInteractiveDismiss, selectDetent, "
        + "setPages, beginPageSwipe, updatePageSwipe, cancelPageSwipe, finishPageSwipe, showColumn, setColumn, showDetail, preferredDisplayMode, retain, performSegue, unwind, "
        // presentation in depth, third part (issue 15)
        + "beginInteractivePresent, updateInteractivePresent, cancelInteractivePresent, finishInteractivePresent, "
        + "beginInteractiveTabSwitch, updateInteractiveTabSwitch, cancelInteractiveTabSwitch, finishInteractiveTabSwitch"

    @Test func loadsTheReadmeExample() throws {
        let scenario = try Scenario.parse("""
            ios: 16
            controllers:
              nav: { type: navigation, root: a }
              a: {}
              b: { subviews: [label] }
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: push
              - push: { controller: b, on: nav, animated: true }
              - runUntilIdle
            """, file: "examples/flow.yaml")
        #expect(scenario.name == "flow")
        #expect(scenario.ios == .iOS16)
        #expect(scenario.marker == "push")
        #expect(scenario.controllers == [.navigation("nav", stack: ["a"]), .plain("a"), .plain("b", subviews: ["label"])])
        #expect(scenario.steps == ([
            ScenarioOperations.SetRootViewController(controller: "nav"), ScenarioOperations.MakeKeyAndVisible(),
            ScenarioOperations.RunUntilIdle(), ScenarioOperations.Mark(name: "push"),
            ScenarioOperations.Push(controller: "b", on: "nav", animated: true), ScenarioOperations.RunUntilIdle(),
        ] as [any ScenarioOperation]).map { ScenarioStep($0) })
        #expect(scenario.steps[4].line == 11 && scenario.steps[4].column == 5)
    }

    @Test func unknownTopLevelKey() {
        expectScenarioError("controlers: {}\nsteps: []\n", 1, 1,
                            "unknown top-level key 'controlers'; expected one of summary, ios, device, views, controllers, react, steps; "
                                + "did you mean 'controllers'?")
    }

    @Test func unknownControllerKey() {
        expectScenarioError("controllers:\n  nav: { type: navigation, rot: a }\n  a: {}\nsteps: []\n", 2, 28,
                            "unknown controller key 'rot'; expected one of type, subviews, children, root, stack, tabs, style, observers, content, "
                                + "delegate, title, message, preferredStyle, actions, forwardsAppearance, presentation, pages, transitionStyle, dataSource, splitStyle, primary, supplementary, secondary, compact, from, segues, unwindActions, transition, "
                                + "topColumnForCollapsing, collapseSecondaryHandled, refusesSegues; "
                                + "did you mean 'root'?")
    }

    @Test func keyOfAnotherControllerType() {
        expectScenarioError("controllers:\n  a: { tabs: [b] }\n  b: {}\nsteps: []\n", 2, 8,
                            "'tabs' applies to tab controllers, and 'a' is plain (add 'type: tab')")
    }

    @Test func unknownOperationSuggestsTheNearest() {
        expectScenarioError("controllers:\n  nav: { type: navigation }\nsteps:\n  - pusj: { controller: nav, on: nav }\n", 4, 5,
                            "unknown operation 'pusj'; expected one of \(Self.operations); did you mean 'push'?")
    }

    @Test func unknownArgumentSuggestsTheNearest() {
        expectScenarioError("controllers:\n  nav: { type: navigation }\n  b: {}\nsteps:\n  - push: { controller: b, on: nav, animate: true }\n",
                            5, 37, "unknown argument of 'push' 'animate'; expected one of controller, on, animated; did you mean 'animated'?")
    }

    @Test func unknownControllerSuggestsTheNearest() {
        expectScenarioError("controllers:\n  home: {}\n  details: {}\nsteps:\n  - present: { controller: detials, on: home }\n",
                            5, 28, "unknown controller 'detials'; expected one of home, details; did you mean 'details'?")
    }

    @Test func unknownControllerInAStack() {
        expectScenarioError("controllers:\n  nav: { type: navigation, stack: [a, bb] }\n  a: {}\n  b: {}\nsteps: []\n", 2, 39,
                            "unknown controller 'bb'; expected one of nav, a, b; did you mean 'b'?")
    }

    @Test func unknownViewSuggestsTheNearest() {
        expectScenarioError("controllers:\n  vc: { subviews: [label] }\nsteps:\n  - setNeedsLayout: labl\n", 4, 21,
                            "unknown view 'labl'; expected one of window, vc.view, label; did you mean 'label'?")
    }

    @Test func wrongType() {
        expectScenarioError("controllers:\n  nav: { type: navigation }\n  b: {}\nsteps:\n  - push: { controller: b, on: nav, animated: yes }\n",
                            5, 47, "expected true or false for 'animated', found 'yes'")
        expectScenarioError("controllers:\n  vc: { subviews: label }\nsteps: []\n", 2, 19,
                            "expected a list of view names for 'subviews', found 'label'")
        expectScenarioError("steps:\n  - advance: soon\n", 2, 14, "expected a number for 'seconds', found 'soon'")
        expectScenarioError("steps: runUntilIdle\n", 1, 8, "expected a list of operations for 'steps', found 'runUntilIdle'")
    }

    @Test func missingRequiredField() {
        expectScenarioError("controllers:\n  nav: { type: navigation }\nsteps:\n  - push: { on: nav }\n", 4, 11,
                            "missing 'controller' for 'push'; it takes controller, on, animated")
        expectScenarioError("controllers:\n  a: {}\n", 1, 1,
                            "missing 'steps'; expected a list of operations (see README, 'Scenario files')")
    }

    @Test func oneOperationPerStep() {
        expectScenarioError("controllers:\n  nav: { type: navigation }\nsteps:\n  - pop: nav\n    animated: true\n", 4, 5,
                            "a step has one operation, found 2 keys ('pop', 'animated'); write its arguments as a mapping, "
                                + "e.g. '- push: { controller: b, on: nav }'")
    }

    @Test func staticallyRejectedOperations() {
        expectScenarioError("controllers:\n  home: {}\n  b: {}\nsteps:\n  - push: { controller: b, on: home }\n", 5, 32,
                            "'push' needs a navigation controller for 'on'; 'home' is a plain controller")
        expectScenarioError("controllers:\n  nav: { type: navigation }\n  other: { type: navigation }\nsteps:\n  - push: { controller: other, on: nav }\n",
                            5, 25, "'other' is a navigation controller; UIKit does not support pushing a navigation controller")
        expectScenarioError("controllers:\n  home: {}\nsteps:\n  - present: { controller: home, on: home }\n", 4, 28,
                            "'home' cannot present itself (UIKit raises)")
        expectScenarioError("controllers:\n  tabs: { type: tab, tabs: [a] }\n  a: {}\nsteps:\n  - selectTab: { index: 2, on: tabs }\n",
                            5, 25, "'tabs' has 1 tab; expected an index below 1, found 2")
        expectScenarioError("controllers:\n  nav: { type: navigation, stack: [a, a] }\n  a: {}\nsteps: []\n", 2, 39,
                            "'a' appears twice in 'nav'; UIKit refuses the same controller twice")
        expectScenarioError("controllers:\n  a: { children: [b] }\n  b: { children: [a] }\nsteps: []\n", 2, 19,
                            "'b' and 'a' contain each other")
        expectScenarioError("controllers:\n  nav: { type: navigation }\nsteps:\n  - updateInteractivePop: { on: nav, percentComplete: 1.5 }\n",
                            4, 55, "expected percentComplete between 0 and 1, found 1.5")
        expectScenarioError("controllers:\n  nav: { type: navigation, root: a }\n  a: {}\nsteps:\n  - window.rootViewController: a\n", 5, 32,
                            "'a' is in 'nav'; a contained controller cannot also be a window's root (UIKit raises UIViewControllerHierarchyInconsistency)")
    }

    @Test func namesAreUniqueAndNotReserved() {
        expectScenarioError("controllers:\n  window: {}\nsteps: []\n", 2, 3,
                            "'window' is reserved for the scenario's window; choose another name")
        expectScenarioError("controllers:\n  a: { subviews: [a] }\nsteps: []\n", 2, 19,
                            "'a' is declared more than once; names are unique across controllers and views")
    }

    @Test func unsupportedIOSVersion() {
        expectScenarioError("ios: 19\nsteps: []\n", 1, 6,
                            "unsupported iOS version '19'; expected one of 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26")
    }

    @Test func badYAMLSyntax() {
        expectScenarioError("steps:\n  - push: { on: nav\n", 3, 1,
                            "invalid YAML: while parsing a flow mapping did not find expected ',' or '}'")
        expectScenarioError("steps: [runUntilIdle]\nsteps: []\n", 2, 1,
                            "'steps' appears again in this mapping (first at 1:1); a key appears once")
        expectScenarioError("", 1, 1, "the file is empty; expected a mapping with 'steps' (and 'controllers')")
    }

    /// JSON is YAML 1.2: the same loader, with positions in the JSON text.
    @Test func readsJSONWithPositions() throws {
        let json = """
            {
              "ios": 12,
              "controllers": { "home": {}, "details": { "style": "pageSheet" } },
              "steps": [
                { "window.rootViewController": "home" },
                "window.makeKeyAndVisible",
                { "present": { "controller": "details", "on": "home", "animated": true } }
              ]
            }
            """
        let scenario = try Scenario.parse(json, file: "flow.json")
        #expect(scenario.ios == IOSVersion(major: 12))
        #expect(scenario.controllers[1].style == .pageSheet)
        #expect(scenario.steps.last == ScenarioStep(ScenarioOperations.Present(controller: "details", on: "home", animated: true)))
        expectScenarioError(json.replacingOccurrences(of: "\"animated\": true", with: "\"animated\": \"true\""), file: "flow.json",
                            7, 71, "expected true or false for 'animated', found 'true'")
        expectScenarioError(json.replacingOccurrences(of: "\"on\": \"home\"", with: "\"on\": \"hom\""), file: "flow.json",
                            7, 51, "unknown controller 'hom'; expected one of home, details; did you mean 'home'?")
    }

    @Test func descriptionReadsLikeACompilerDiagnostic() {
        let error = ScenarioError(file: "flow.yaml", line: 12, column: 5, message: "unknown operation 'pusj'")
        #expect(error.description == "flow.yaml:12:5: unknown operation 'pusj'")
    }
}
