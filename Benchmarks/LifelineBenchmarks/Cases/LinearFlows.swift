import Lifeline

/// Item 4's long flows, for `LifelineBenchmarks once pushes|presents|children N`: the time per
/// step at N = 400 (100 for presentations) against N = 50 shows whether a flow grows linearly
/// (`make bench-commands GROUPS=flows`).
@MainActor
enum LinearFlows {
    /// N controllers pushed one after another on one navigation controller, each until idle.
    static func pushes(_ count: Int) -> Int {
        Session.record(scenario: "pushes") { session in
            let (_, nav) = ScaleScenarios.visibleNavigation(session)
            for index in 0..<count {
                nav.pushViewController(ViewController(name: "p\(index)"), animated: false)
                session.runLoop.runUntilIdle()
            }
        }.events.count
    }

    /// A stack of N presentations, each presented by the one before, each until idle.
    static func presentations(_ count: Int) -> Int {
        Session.record(scenario: "presentations") { session in
            let root = ViewController(name: "root")
            let window = Window()
            window.rootViewController = root
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            var top = root
            for index in 0..<count {
                let next = ViewController(name: "m\(index)")
                top.present(next, animated: false)
                session.runLoop.runUntilIdle()
                top = next
            }
        }.events.count
    }

    /// N children added to a controller on screen (view and all), then removed, each until idle.
    static func children(_ count: Int) -> Int {
        Session.record(scenario: "children") { session in
            let parent = ViewController(name: "parent")
            let window = Window()
            window.rootViewController = parent
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            var children: [ViewController] = []
            for index in 0..<count {
                let child = ViewController(name: "c\(index)")
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
                session.runLoop.runUntilIdle()
                children.append(child)
            }
            for child in children {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
                session.runLoop.runUntilIdle()
            }
        }.events.count
    }
}
