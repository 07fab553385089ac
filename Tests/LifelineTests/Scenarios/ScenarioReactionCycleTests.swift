import Testing
import LifelineScenarios

/// A reaction that re-triggers itself forever, written in a file, ends: the model stops it at
/// its bound with `.reactionLimitReached` (Lifeline's own diagnostic), inside a callback (16 runs
/// nested in one another) or through the run loop (1,000 runs in all), and the run goes on.
@MainActor
@Suite("Scenario reaction cycles")
struct ScenarioReactionCycleTests {
    /// `viewWillLayoutSubviews` that lays its view out again, inside itself.
    @Test func aNestedCycleStopsAtSixteenRuns() throws {
        let scenario = try Scenario.parse("""
            controllers: { home: {} }
            react:
              - when: { object: home, callback: viewWillLayoutSubviews, every: true }
                do: [setNeedsLayout: home.view, layoutIfNeeded: home.view]
            steps: [window.rootViewController: home, window.makeKeyAndVisible, runUntilIdle]
            """, file: "cycle.yaml")
        let text = TextTraceFormat.encode(try scenario.run())
        // Each run nests the next one level deeper: two calls, then the callback inside the second.
        var expected = "    home.viewWillLayoutSubviews()\n"
        for run in 0..<16 {
            let indent = String(repeating: " ", count: 6 + 4 * run)
            expected += "\(indent)[\(3 + 2 * run)] home.view.setNeedsLayout()\n"
            expected += "\(indent)[\(4 + 2 * run)] home.view.layoutIfNeeded()\n"
            expected += "\(indent)  home.viewWillLayoutSubviews()\n"
        }
        expected += String(repeating: " ", count: 6 + 4 * 16) + "! home.reactionLimitReached(16)  "
            + "# A reaction on home re-triggered itself 16 times; Lifeline stopped it there.\n"
        #expect(text.contains(expected), "\(text)")
        #expect(text.components(separatedBy: "reactionLimitReached").count == 2, "stopped once, for good")
        #expect(text.hasSuffix("turn 1\n  ~ main queue <- [2]\n    home.viewDidAppear(false)\n"), "the run goes on")
    }

    /// `viewDidLayoutSubviews` that asks for another layout on the next turn, every turn.
    @Test func aCycleThroughTheRunLoopStopsAtAThousandRuns() throws {
        let scenario = try Scenario.parse("""
            controllers: { home: {} }
            react:
              - when: { object: home, callback: viewDidLayoutSubviews, every: true }
                do: [async: [setNeedsLayout: home.view]]
            steps: [window.rootViewController: home, window.makeKeyAndVisible, runUntilIdle]
            """, file: "cycle.yaml")
        let trace = try scenario.run()
        #expect(trace.events.filter { $0.name == .dispatchAsync }.count == 1_000)
        let stops = trace.events.filter { $0.name == .reactionLimitReached }
        #expect(stops.count == 1)
        let text = TextTraceFormat.encode(trace)
        #expect(text.contains("      ! home.reactionLimitReached(1000)  # A reaction on home re-triggered itself 1000 "
            + "times; Lifeline stopped it there.\n"))
    }
}
