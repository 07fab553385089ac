import Lifeline
import LifelineScenarios
import Testing

/// The model reports its run loop's clock to the trace (`MainRunLoop.now`): every event carries
/// the virtual time it ran at.
@MainActor
struct VirtualTimeModelTests {
    /// The dismiss flow's animations (0.35 s each, the model's transition duration) move the clock
    /// twice: the presentation ends at 0.35 s, the dismissal at 0.7 s.
    @Test func theDismissFlowsClockMovesWithItsAnimations() throws {
        let trace = try #require(Strategies.named("dismiss-full-screen")).run()
        var startOfTurn: [String] = []
        var previousTurn: Int?
        for event in trace.events where event.turn != previousTurn {
            startOfTurn.append("\(event.turn)@\(event.virtualTime)")
            previousTurn = event.turn
        }
        #expect(startOfTurn == ["0@0.0", "1@0.0", "2@0.0", "4@0.35", "5@0.35", "6@0.35", "8@0.7"])
        #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.virtualTime <= $1.virtualTime })
    }

    /// `advance(by:)` moves the clock between turns; what the user does next carries the new time.
    @Test func advancingTheClockDatesTheNextEvents() {
        let trace = Session.record(ios: .iOS26) { session in
            let window = Window()
            window.rootViewController = ViewController(name: "vc")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.runLoop.advance(by: 2)
            session.log("later")
        }
        #expect(trace.events.last?.virtualTime == 2)
        #expect(trace.events.dropLast().allSatisfy { $0.virtualTime == 0 })
        #expect(TextTraceFormat.encode(trace).hasSuffix("at 2s\n  log(\"later\")\n"))
    }
}
