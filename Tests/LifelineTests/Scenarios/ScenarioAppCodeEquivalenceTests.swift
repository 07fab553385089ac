import Testing
import LifelineScenarios

/// Each form of app code in a scenario file traces exactly (the whole trace, as text) as the
/// same flow written in Swift with reactions and closures: reactions after and before `super`,
/// every time, the n-th time and under a flag condition, attached by a step and nested in
/// another reaction; timers and the main queue; log lines; completion blocks of present,
/// dismiss and transition; an alert action's handler; manual appearance forwarding. Each test
/// also checks the excerpt that shows the app code running where it should, so that two
/// traces equal by missing the same thing would still fail.
@MainActor
@Suite("Scenario app code traces as Swift")
struct ScenarioAppCodeEquivalenceTests {
    /// The file's trace and the Swift flow's, compared whole; returns the file's.
    @discardableResult
    private func expectSameTrace(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation,
                                 _ swift: (Session) -> Void) throws -> String {
        let file = TextTraceFormat.encode(try Scenario.parse(yaml, file: "flow.yaml").run())
        let code = TextTraceFormat.encode(Session.record(ios: .default, scenario: "flow") { swift($0) })
        expectText(file, equals: code, sourceLocation: sourceLocation)
        return file
    }

    /// The window showing `root`, run until idle, as the files below start.
    private func show(_ root: ViewController, _ session: Session) -> Window {
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
        return window
    }

    @Test func reactionAfterSuperPresentsFromViewDidAppear() throws {
        let trace = try expectSameTrace("""
            controllers: { home: {}, details: {} }
            react:
              - when: { object: home, callback: viewDidAppear }
                do: [present: { controller: details, on: home, animated: true }]
            steps: [window.rootViewController: home, window.makeKeyAndVisible, runUntilIdle]
            """) { session in
            let home = ViewController(name: "home")
            home.react(to: .viewDidAppear) { home.present(ViewController(name: "details"), animated: true) }
            withExtendedLifetime(show(home, session)) {}
        }
        #expect(trace.contains("    home.viewDidAppear(false)\n      [3] home.present(details, animated: true)\n"))
    }

    @Test func reactionBeforeSuperEveryTimeAndNth() throws {
        let trace = try expectSameTrace("""
            controllers: { nav: { type: navigation, root: a }, a: {}, b: {} }
            react:
              - when: { object: a, callback: viewWillAppear, every: true }
                at: beforeSuper
                do: [log: { on: a, message: appears }]
              - when: { object: a, callback: viewDidAppear, occurrence: 2 }
                do: [log: second]
              - when: { object: a, callback: updateViewConstraints }
                do: [log: { on: a, message: after }]
              - when: { object: a, callback: updateViewConstraints }
                at: beforeSuper
                do: [log: { on: a, message: before }]
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - push: { controller: b, on: nav }
              - runUntilIdle
              - pop: nav
              - runUntilIdle
            """) { session in
            let nav = NavigationController(name: "nav")
            let a = ViewController(name: "a")
            // The runner makes `a` with `nav` and attaches the reactions, which wait for it, before
            // setting the stack.
            a.react(to: .viewWillAppear, at: .beforeSuper, on: .every) { a.log("appears") }
            a.react(to: .viewDidAppear, on: .nth(2)) { session.log("second") }
            a.react(to: .updateViewConstraints) { a.log("after") }
            a.react(to: .updateViewConstraints, at: .beforeSuper) { a.log("before") }
            nav.setViewControllers([a], animated: false)
            let window = show(nav, session)
            nav.pushViewController(ViewController(name: "b"), animated: false)
            session.runLoop.runUntilIdle()
            nav.popViewController(animated: false)
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(trace.components(separatedBy: "a.log(\"appears\")").count == 3)
        // The base implementation updates the root view's constraints: one reaction runs before it, one after.
        #expect(trace.contains("    a.updateViewConstraints()\n      a.log(\"before\")\n      a.view.updateConstraints()\n"
            + "      a.log(\"after\")\n"))
        #expect(trace.components(separatedBy: "log(\"second\")").count == 2)
    }

    /// A condition counts only the calls in which the flags hold: `details`, inside a presented
    /// navigation controller, is not itself being presented; `sheet`, presented, is (and is not
    /// moving to a parent: every flag given must hold).
    @Test func conditionOnAFlag() throws {
        let trace = try expectSameTrace("""
            controllers: { nav: { type: navigation, root: details }, details: {}, home: {}, sheet: {} }
            react:
              - when: { object: details, callback: viewWillAppear, if: { isBeingPresented: true } }
                do: [log: { on: details, message: presented }]
              - when: { object: sheet, callback: viewWillAppear, if: { isBeingPresented: true, isMovingToParent: false } }
                do: [log: { on: sheet, message: presented }]
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - present: { controller: nav, on: home, animated: true }
              - runUntilIdle
              - dismiss: nav
              - runUntilIdle
              - present: { controller: sheet, on: home, animated: true }
              - runUntilIdle
            """) { session in
            let home = ViewController(name: "home")
            let window = show(home, session)
            // Not kept once dismissed, and the reaction holds its controller weakly (a strong
            // capture would be a cycle that keeps it alive), so both are freed after the dismissal.
            var matches = 0
            do {
                let nav = NavigationController(name: "nav")
                let details = ViewController(name: "details")
                details.react(to: .viewWillAppear, on: .every) { [unowned details] in
                    guard details.isBeingPresented else { return }
                    matches += 1
                    if matches == 1 { details.log("presented") }
                }
                nav.setViewControllers([details], animated: false)
                home.present(nav, animated: true)
                session.runLoop.runUntilIdle()
                nav.dismiss(animated: false)
            }
            session.runLoop.runUntilIdle()
            let sheet = ViewController(name: "sheet")
            var sheetMatches = 0
            sheet.react(to: .viewWillAppear, on: .every) {
                guard sheet.isBeingPresented, !sheet.isMovingToParent else { return }
                sheetMatches += 1
                if sheetMatches == 1 { sheet.log("presented") }
            }
            home.present(sheet, animated: true)
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(!trace.contains("details.log"))
        #expect(trace.contains("    sheet.viewWillAppear(true)\n      sheet.log(\"presented\")\n"))
    }

    @Test func reactionAttachedByAStepAndNestedInAnother() throws {
        let trace = try expectSameTrace("""
            controllers: { home: {} }
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - react:
                  when: { object: home, callback: viewWillLayoutSubviews }
                  do:
                    - log: outer
                    - react:
                        when: { object: window, callback: layoutSubviews }
                        do: [log: { on: window, message: inner }]
              - setNeedsLayout: home.view
              - runUntilIdle
              - setNeedsLayout: window
              - runUntilIdle
            """) { session in
            let home = ViewController(name: "home")
            let window = show(home, session)
            home.react(to: .viewWillLayoutSubviews) {
                session.log("outer")
                window.react(to: .layoutSubviews) { window.log("inner") }
            }
            home.view.setNeedsLayout()
            session.runLoop.runUntilIdle()
            window.setNeedsLayout()
            session.runLoop.runUntilIdle()
        }
        #expect(trace.contains("    home.viewWillLayoutSubviews()\n      log(\"outer\")\n"))
        #expect(trace.contains("    window.layoutSubviews()\n      window.log(\"inner\")\n"))
    }

    @Test func timersAndTheMainQueue() throws {
        let trace = try expectSameTrace("""
            controllers: { home: {}, details: {} }
            react:
              - when: { object: home, callback: viewDidLoad }
                do:
                  - after: { seconds: 1.5, do: [present: { controller: details, on: home, animated: false }] }
                  - async: [log: { on: home, message: next turn }]
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - async: [dismiss: details]
              - after: { seconds: 0, do: [log: done] }
              - runUntilIdle
            """) { session in
            let home = ViewController(name: "home")
            // Made where the file first names it: when the timer presents it.
            var details: ViewController?
            home.react(to: .viewDidLoad) {
                session.runLoop.asyncAfter(seconds: 1.5) {
                    details = ViewController(name: "details")
                    home.present(details!, animated: false)
                }
                session.runLoop.async { home.log("next turn") }
            }
            let window = show(home, session)
            session.runLoop.async { details?.dismiss(animated: false) }
            session.runLoop.asyncAfter(seconds: 0) { session.log("done") }
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(trace.contains("DispatchQueue.main.asyncAfter(seconds: 1.5)"))
        #expect(trace.contains("home.log(\"next turn\")"))
    }

    @Test func completionBlocksRunSteps() throws {
        let trace = try expectSameTrace("""
            controllers: { home: {}, details: {}, other: {}, a: {}, b: {} }
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - present: { controller: details, on: home, animated: true, completion: [log: presented] }
              - runUntilIdle
              - dismiss: { on: details, animated: true, completion: [present: { controller: other, on: home }] }
              - runUntilIdle
              - addChild: { controller: a, on: home }
              - addSubview: { view: a.view, on: home.view }
              - didMoveToParent: { on: a, parent: home }
              - addChild: { controller: b, on: home }
              - transition: { on: home, from: a, to: b, duration: 0.25, completion: [log: { on: home, message: swapped }] }
              - runUntilIdle
            """) { session in
            let home = ViewController(name: "home")
            let window = show(home, session)
            do {
                let details = ViewController(name: "details")
                home.present(details, animated: true) { session.log("presented") }
                session.runLoop.runUntilIdle()
                details.dismiss(animated: true) { home.present(ViewController(name: "other"), animated: false) }
            }
            session.runLoop.runUntilIdle()
            let a = ViewController(name: "a")
            home.addChild(a)
            home.view.addSubview(a.view)
            a.didMove(toParent: home)
            let b = ViewController(name: "b")
            home.addChild(b)
            home.transition(from: a, to: b, duration: 0.25, animations: nil) { _ in home.log("swapped") }
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(trace.contains("    home.completion()\n      log(\"presented\")\n"))
        #expect(trace.contains("    details.completion()\n      [5] home.present(other, animated: false)\n"))
        #expect(trace.contains("    a.viewDidDisappear(true)\n    home.log(\"swapped\")\n"))
    }

    @Test func alertActionHandlerRunsSteps() throws {
        let trace = try expectSameTrace("""
            controllers:
              nav: { type: navigation, root: infos }
              infos: {}
              login: {}
              sheet:
                type: alert
                preferredStyle: actionSheet
                actions:
                  - Cancel: cancel
                  - Logout: { style: destructive, do: [setViewControllers: { controllers: [login], on: nav }] }
            steps:
              - window.rootViewController: nav
              - window.makeKeyAndVisible
              - runUntilIdle
              - present: { controller: sheet, on: nav, animated: true }
              - runUntilIdle
              - tapAction: { on: sheet, title: Logout }
              - runUntilIdle
            """) { session in
            let nav = NavigationController(name: "nav")
            nav.setViewControllers([ViewController(name: "infos")], animated: false)
            let window = show(nav, session)
            do {
                let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet, name: "sheet")
                sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in })
                sheet.addAction(AlertAction(title: "Logout", style: .destructive) { _ in
                    nav.setViewControllers([ViewController(name: "login")], animated: false)
                })
                nav.present(sheet, animated: true)
                session.runLoop.runUntilIdle()
                sheet.tapAction(titled: "Logout")
            }
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(trace.contains("    sheet.actionHandler()\n      [6] nav.setViewControllers([login], animated: false)\n"))
    }

    /// A container that forwards appearance by hand, from reactions to its own callbacks, after
    /// embedding its child in viewDidLoad with Apple's recipe.
    @Test func manualAppearanceForwarding() throws {
        let trace = try expectSameTrace("""
            controllers:
              container: { forwardsAppearance: false }
              child: {}
            react:
              - when: { object: container, callback: viewDidLoad }
                do:
                  - addChild: { controller: child, on: container }
                  - addSubview: { view: child.view, on: container.view }
                  - didMoveToParent: { on: child, parent: container }
              - when: { object: container, callback: viewWillAppear }
                do: [beginAppearanceTransition: { on: child, appearing: true }]
              - when: { object: container, callback: viewDidAppear }
                do: [endAppearanceTransition: child]
            steps: [window.rootViewController: container, window.makeKeyAndVisible, runUntilIdle]
            """) { session in
            let container = ViewController(name: "container")
            container.forwardsAppearanceToChildren = false
            container.react(to: .viewDidLoad) {
                let child = ViewController(name: "child")
                container.addChild(child)
                container.view.addSubview(child.view)
                child.didMove(toParent: container)
            }
            container.react(to: .viewWillAppear) { container.children[0].beginAppearanceTransition(true, animated: false) }
            container.react(to: .viewDidAppear) { container.children[0].endAppearanceTransition() }
            withExtendedLifetime(show(container, session)) {}
        }
        #expect(trace.contains("    container.viewDidAppear(false)\n      [7] child.endAppearanceTransition()\n"
            + "        child.viewDidAppear(false)\n"), "\(trace)")
    }

    /// A reaction to hosted content joins the node's actions, as `onAppear(perform:)` does.
    @Test func reactionToHostedContent() throws {
        let trace = try expectSameTrace("""
            controllers:
              home: {}
              card: { type: hosting, content: { stack: { text: {} } } }
            react:
              - when: { object: text, callback: onAppear, occurrence: 2 }
                do: [log: again]
              - when: { object: stack, callback: onDisappear }
                do: [log: { on: home, message: gone }]
            steps:
              - window.rootViewController: home
              - window.makeKeyAndVisible
              - runUntilIdle
              - present: { controller: card, on: home }
              - runUntilIdle
              - dismiss: card
              - runUntilIdle
              - present: { controller: card, on: home }
              - runUntilIdle
            """) { session in
            let home = ViewController(name: "home")
            let window = show(home, session)
            var textAppearances = 0
            let text = HostedView(name: "text").onAppear {}.onDisappear {}.onAppear {
                textAppearances += 1
                if textAppearances == 2 { session.log("again") }
            }
            var stackDisappearances = 0
            let stack = HostedView(name: "stack", [text]).onAppear {}.onDisappear {}.onDisappear {
                stackDisappearances += 1
                if stackDisappearances == 1 { home.log("gone") }
            }
            let card = HostingController(rootView: stack, name: "card")
            home.present(card, animated: false)
            session.runLoop.runUntilIdle()
            card.dismiss(animated: false)
            session.runLoop.runUntilIdle()
            home.present(card, animated: false)
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        #expect(trace.components(separatedBy: "      stack.onDisappear()\n        home.log(\"gone\")\n").count == 2)
        #expect(trace.components(separatedBy: "      text.onAppear()\n        log(\"again\")\n").count == 2)
    }
}
