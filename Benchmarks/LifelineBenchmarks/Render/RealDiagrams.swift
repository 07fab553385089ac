import LifelineScenarios
import LifelineDiagrams

/// Lifeline's own diagrams of model runs of about 10, 150, 1,400 and 136,000 events (the last
/// two folded), plus the comparison and a state diagram: what users render.
enum RealDiagrams {
    @MainActor
    static func cases() -> [(name: String, dot: String)] {
        let small = Strategies.appearanceTransition.run()
        let medium = rootSwaps(3)
        let large = rootSwaps(34)
        let huge = rootSwaps(3_400)
        var cases = [small, medium, large, huge].map { trace in
            let diagram = SequenceDiagram(trace: trace)
            let name = "sequence, \(trace.events.count) events" + (diagram.isFolded ? " (folded)" : "")
            return (name, DOTEncoder.encode(diagram.graph))
        }
        let runs = ["root-window", "direct-view-access", "appearance-transition"].map {
            (name: $0, trace: Strategies.named($0)!.run())
        }
        cases.append(("comparison of the 3 load paths", DOTEncoder.encode(ComparisonDiagram(runs: runs).graph)))
        cases.append(("states, \(large.events.count) events", DOTEncoder.encode(StateDiagram(trace: large).graph)))
        return cases
    }

    /// A window showing a controller, whose root is then replaced `count` times: about 30 events each.
    @MainActor
    static func rootSwaps(_ count: Int) -> Trace {
        Session.record(scenario: "root swaps") { session in
            let window = Window()
            window.rootViewController = DemoViewController(name: "screen")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            for index in 1...count {
                window.rootViewController = DemoViewController(name: "screen\(index)")
                session.runLoop.runUntilIdle()
            }
        }
    }
}
