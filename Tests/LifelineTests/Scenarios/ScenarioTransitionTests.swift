import Testing
import LifelineScenarios

/// The `transition` step: a file's run traces exactly as the same flow written in Swift (Apple's
/// swap recipe, an animated swap over virtual time, an instant one, and a swap with a controller
/// that is not a child, which the model records as UIKit's diagnostic), and the load errors for
/// what the arguments alone rule out.
@MainActor
@Suite("Scenario transitions")
struct ScenarioTransitionTests {
    static let flow = """
        controllers:
          parent: {}
          a: {}
          b: {}
          stranger: {}
        steps:
          - window.rootViewController: parent
          - window.makeKeyAndVisible
          - runUntilIdle
          - addChild: { controller: a, on: parent }
          - addSubview: { view: a.view, on: parent.view }
          - didMoveToParent: { on: a, parent: parent }
          - runUntilIdle
          - mark: swap
          - addChild: { controller: b, on: parent }
          - transition: { on: parent, from: a, to: b, duration: 0.3, animations: true, completion: true }
          - advance: 0.3
          - runUntilIdle
          - transition: { on: parent, from: b, to: a }
          - runUntilIdle
          - transition: { on: parent, from: a, to: stranger, completion: true }
          - runUntilIdle

        """

    /// The same flow against the model, objects created where the runner creates them.
    private func swiftTrace() -> Trace {
        Session.record(scenario: "swap") { session in
            let parent = ViewController(name: "parent")
            let window = Window()
            window.rootViewController = parent
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            let a = ViewController(name: "a")
            parent.addChild(a)
            parent.view.addSubview(a.view)
            a.didMove(toParent: parent)
            session.runLoop.runUntilIdle()
            session.mark("swap")
            let b = ViewController(name: "b")
            parent.addChild(b)
            parent.transition(from: a, to: b, duration: 0.3, animations: {}, completion: { _ in })
            session.runLoop.advance(by: 0.3)
            session.runLoop.runUntilIdle()
            parent.transition(from: b, to: a, duration: 0, animations: nil, completion: nil)
            session.runLoop.runUntilIdle()
            let stranger = ViewController(name: "stranger")
            parent.transition(from: a, to: stranger, duration: 0, animations: nil, completion: { _ in })
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
    }

    @Test func runTracesAsTheSwiftFlow() throws {
        let scenario = try Scenario.parse(Self.flow, file: "swap.yaml")
        let text = TextTraceFormat.encode(try scenario.run())
        expectText(text, equals: TextTraceFormat.encode(swiftTrace()))
        #expect(text.contains("  [7] parent.transition(from: a, to: b, duration: 0.3, options: [])\n"))
        #expect(text.contains("    ! parent.transitionWithoutCommonParent()"))
    }

    @Test func writerRoundTrip() throws {
        let scenario = try Scenario.parse(Self.flow, file: "swap.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(try Scenario.parse(written, file: "swap.yaml") == scenario)
        #expect(written.contains(
            "  - transition: { on: parent, from: a, to: b, duration: 0.3, animations: true, completion: true }\n"))
        #expect(written.contains("  - transition: { on: parent, from: b, to: a, duration: 0 }\n"))
    }

    /// The error for these steps after the suite's declarations (`parent`, `a`, `b`).
    private func expectError(_ steps: String, _ line: Int, _ column: Int, _ message: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        expectScenarioError("controllers:\n  parent: {}\n  a: {}\n  b: {}\nsteps:\n" + steps, line, column, message,
                            sourceLocation: sourceLocation)
    }

    @Test func fromOrToTheReceiver() {
        expectError("  - transition: { on: parent, from: parent, to: b }\n", 6, 37,
                    "'parent' cannot transition from itself; 'from' and 'to' are children of 'on'")
        expectError("  - transition: { on: parent, from: a, to: parent }\n", 6, 44,
                    "'parent' cannot transition to itself; 'from' and 'to' are children of 'on'")
    }

    @Test func fromAControllerToItself() {
        expectError("  - transition: { on: parent, from: a, to: a }\n", 6, 44,
                    "'a' cannot transition to itself; 'from' and 'to' are two children of 'parent'")
    }

    /// UIKit swaps without animation for a duration of 0 or less, and so does the model (it
    /// animates when `duration > 0`): a negative duration loads, and runs exactly as 0; the
    /// call records the duration as written.
    @Test func aNegativeDurationRunsAsZero() throws {
        func run(duration: String) throws -> (Scenario, String) {
            let flow = Self.flow.replacing("to: b, duration: 0.3,", with: "to: b, duration: \(duration),")
            let scenario = try Scenario.parse(flow, file: "swap.yaml")
            return (scenario, TextTraceFormat.encode(try scenario.run()))
        }
        let (negative, negativeTrace) = try run(duration: "-1")
        #expect(negative.steps[9] == ScenarioStep(ScenarioOperations.Transition(
            on: "parent", from: "a", to: "b", duration: -1, animations: true, completion: [])))
        let (_, zeroTrace) = try run(duration: "0")
        #expect(negativeTrace.contains("  [7] parent.transition(from: a, to: b, duration: -1, options: [])\n"))
        expectText(negativeTrace.replacing("to: b, duration: -1,", with: "to: b, duration: 0,"), equals: zeroTrace)
        let (_, animatedTrace) = try run(duration: "0.3")
        #expect(negativeTrace != animatedTrace, "an animated swap traces differently")
        #expect(try Scenario.parse(ScenarioWriter.yaml(negative), file: "swap.yaml") == negative)
    }

    @Test func durationThatIsNotANumber() {
        expectError("  - transition: { on: parent, from: a, to: b, duration: soon }\n", 6, 57,
                    "expected a number for 'duration', found 'soon'")
    }

    @Test func missingOrUnknownArguments() {
        expectError("  - transition: { on: parent, from: a }\n", 6, 17,
                    "missing 'to' for 'transition'; it takes on, from, to, duration, animations, completion")
        expectError("  - transition: { on: parent, from: a, to: b, duratoin: 1 }\n", 6, 47,
                    "unknown argument of 'transition' 'duratoin'; expected one of on, from, to, duration, animations, "
                        + "completion; did you mean 'duration'?")
        expectError("  - transition: { on: parent, from: aa, to: b }\n", 6, 37,
                    "unknown controller 'aa'; expected one of parent, a, b; did you mean 'a'?")
    }
}
