import Testing
import LifelineScenarios

/// Container delegates in scenario files: one `TracedDelegate` shared by a tab bar controller and
/// the navigation controller in its first tab, whose calls (willShow/didShow whenever the stack
/// shows a controller, shouldSelect/didSelect on a tap but not on `selectTab`) trace exactly as
/// the same flow in Swift; the writer's round trip; and the load errors.
@MainActor
@Suite("Scenario delegates")
struct ScenarioDelegateTests {
    static let flow = """
        controllers:
          tabs: { type: tab, tabs: [nav, settings], delegate: coordinator }
          nav: { type: navigation, root: list, delegate: coordinator }
          list: {}
          settings: {}
          item: {}
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: flow
          - push: { controller: item, on: nav, animated: true }
          - runUntilIdle
          - pop: nav
          - runUntilIdle
          - tapTab: { index: 1, on: tabs }
          - runUntilIdle
          - selectTab: { index: 0, on: tabs }
          - runUntilIdle

        """

    /// The same flow against the model, objects created where the runner creates them: a
    /// container, then its delegate, then its contents.
    private func swiftTrace() -> Trace {
        Session.record(scenario: "delegates") { session in
            let tabs = TabBarController(name: "tabs")
            let coordinator = TracedDelegate(name: "coordinator")
            tabs.delegate = coordinator
            let nav = NavigationController(name: "nav")
            nav.delegate = coordinator
            let list = ViewController(name: "list")
            nav.setViewControllers([list], animated: false)
            let settings = ViewController(name: "settings")
            tabs.viewControllers = [nav, settings]
            let window = Window()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("flow")
            // Pushed without keeping it, so that it is freed after the pop.
            nav.pushViewController(ViewController(name: "item"), animated: true)
            session.runLoop.runUntilIdle()
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
            tabs.tapTab(at: 1)
            session.runLoop.runUntilIdle()
            tabs.selectedIndex = 0
            session.runLoop.runUntilIdle()
            withExtendedLifetime((window, coordinator)) {}
        }
    }

    @Test func runTracesAsTheSwiftFlow() throws {
        let scenario = try Scenario.parse(Self.flow, file: "delegates.yaml")
        let text = TextTraceFormat.encode(try scenario.run())
        expectText(text, equals: TextTraceFormat.encode(swiftTrace()))
        #expect(text.contains("  coordinator = TracedDelegate [viewController]\n"))
        // Launch, pop and the return to the first tab show list; the push shows item; the tap asks
        // and tells the tab delegate, selectTab does not.
        let calls = ["navigationController(nav, willShow: list, animated: false)": 3,
                     "navigationController(nav, didShow: list, animated: false)": 3,
                     "navigationController(nav, willShow: item, animated: true)": 1,
                     "navigationController(nav, didShow: item, animated: true)": 1,
                     "tabBarController(tabs, shouldSelect: settings)": 1, "tabBarController(tabs, didSelect: settings)": 1]
        for (call, count) in calls {
            #expect(text.components(separatedBy: "coordinator.\(call)\n").count == count + 1, "\(call)")
        }
        #expect(text.components(separatedBy: "coordinator.").count == 11)
    }

    @Test func writerRoundTrip() throws {
        let scenario = try Scenario.parse(Self.flow, file: "delegates.yaml")
        #expect(scenario.controllers[0].delegate == "coordinator")
        let written = ScenarioWriter.yaml(scenario)
        #expect(try Scenario.parse(written, file: "delegates.yaml") == scenario)
        #expect(written.contains("  tabs: { type: tab, tabs: [nav, settings], delegate: coordinator }\n"))
        #expect(written.contains("  nav: { type: navigation, root: list, delegate: coordinator }\n"))
    }

    @Test func delegateOnAControllerWithoutOne() {
        expectScenarioError("controllers:\n  a: { delegate: d }\nsteps: []\n", 2, 8,
                            "'delegate' applies to navigation, tab, page and split controllers, and 'a' is plain (add 'type: navigation')")
        expectScenarioError("controllers:\n  ask: { type: alert, delegate: d }\nsteps: []\n", 2, 23,
                            "'delegate' applies to navigation, tab, page and split controllers, and 'ask' is alert")
    }

    /// `delegate` makes a delegate rather than naming one, so naming a controller (declared
    /// before or after the container) says so, at the delegate's name.
    @Test func delegateNamingAController() {
        let message = "'a' is a controller, and 'delegate' declares a new TracedDelegate: give the delegate a name "
            + "no controller or view has"
        expectScenarioError("controllers:\n  a: {}\n  nav: { type: navigation, delegate: a }\nsteps: []\n", 3, 38, message)
        expectScenarioError("controllers:\n  nav: { type: navigation, delegate: a }\n  a: {}\nsteps: []\n", 2, 38, message)
        expectScenarioError("controllers:\n  tabs: { type: tab, delegate: a }\n  a: { type: navigation }\nsteps: []\n", 2, 32,
                            message)
    }

    @Test func delegateNamesAreUnique() {
        expectScenarioError("views: [a]\ncontrollers:\n  nav: { type: navigation, delegate: a }\nsteps: []\n", 3, 38,
                            "'a' is declared more than once; names are unique across controllers and views")
        expectScenarioError("controllers:\n  nav: { type: navigation, delegate: window }\nsteps: []\n", 2, 38,
                            "'window' is reserved for the scenario's window; choose another name")
    }

    /// A delegate is not a controller or an object that steps can name.
    @Test func stepsCannotUseADelegateAsAController() {
        let declarations = "controllers:\n  nav: { type: navigation, delegate: d }\nsteps:\n"
        expectScenarioError(declarations + "  - push: { controller: d, on: nav }\n", 4, 25, "unknown controller 'd'; expected one of nav")
        expectScenarioError(declarations + "  - create: d\n", 4, 13, "unknown object 'd'; expected one of window, nav")
        expectScenarioError(declarations + "  - hook: { on: d, event: viewDidLoad }\n", 4, 17,
                            "unknown controller or view 'd'; expected one of nav, window, nav.view")
    }

    /// A navigation controller that is a tab, created (`create: nav`) before its tab bar
    /// controller, creates the delegate they share; the tab bar controller, created later, gets
    /// the same one.
    @Test func aDelegateFirstCreatedByANestedContainer() throws {
        let scenario = try Scenario.parse("""
            controllers:
              tabs: { type: tab, tabs: [nav, settings], delegate: coordinator }
              nav: { type: navigation, root: list, delegate: coordinator }
              list: {}
              settings: {}
            steps:
              - create: nav
              - window.rootViewController: tabs
              - window.makeKeyAndVisible
              - runUntilIdle
              - tapTab: { index: 1, on: tabs }
              - runUntilIdle
              - tapTab: { index: 0, on: tabs }
              - runUntilIdle
            """, file: "nested.yaml")
        let swift = Session.record(scenario: "nested") { session in
            let nav = NavigationController(name: "nav")
            let coordinator = TracedDelegate(name: "coordinator")
            nav.delegate = coordinator
            let list = ViewController(name: "list")
            nav.setViewControllers([list], animated: false)
            let tabs = TabBarController(name: "tabs")
            tabs.delegate = coordinator
            let settings = ViewController(name: "settings")
            tabs.viewControllers = [nav, settings]
            let window = Window()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            tabs.tapTab(at: 1)
            session.runLoop.runUntilIdle()
            tabs.tapTab(at: 0)
            session.runLoop.runUntilIdle()
            withExtendedLifetime((window, coordinator)) {}
        }
        let text = TextTraceFormat.encode(try scenario.run())
        expectText(text, equals: TextTraceFormat.encode(swift))
        #expect(text.components(separatedBy: " = TracedDelegate ").count == 2, "one delegate")
        #expect(text.contains("coordinator.tabBarController(tabs, didSelect: settings)\n"))
        #expect(text.components(separatedBy: "coordinator.navigationController(nav, didShow: list, animated: false)\n").count == 3)
    }
}
