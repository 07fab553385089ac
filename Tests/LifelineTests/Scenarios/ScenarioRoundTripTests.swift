import Foundation
import Testing
import LifelineScenarios

/// The built-in strategies as scenario files: each one's `--source` text loads back to the same
/// scenario (so it runs as the strategy does, which runs that scenario) and writes back the same
/// text; and `Samples/scenarios/` holds exactly those files and their traces, so it cannot go stale.
@MainActor
@Suite("Scenario round trip")
struct ScenarioRoundTripTests {
    @Test(arguments: Strategies.all.map(\.name))
    func sourceLoadsBackAsTheStrategysScenario(name: String) throws {
        let strategy = try #require(Strategies.named(name))
        let reloaded = try Scenario.parse(strategy.source, file: "copies/\(name).yaml")
        #expect(reloaded == strategy.scenario)
        #expect(ScenarioWriter.yaml(reloaded) == strategy.source, "writing is stable")
    }

    /// The package's `Samples/scenarios`, found from this file's path.
    nonisolated static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/scenarios")

    @Test(arguments: Strategies.all.map(\.name))
    func sampleIsInSyncWithTheBuiltIn(name: String) throws {
        let strategy = try #require(Strategies.named(name))
        let yaml = try String(contentsOf: Self.samples.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        let trace = try String(contentsOf: Self.samples.appendingPathComponent("\(name).trace"), encoding: .utf8)
        expectText(yaml, equals: strategy.source)
        let loaded = try Scenario.load(contentsOfFile: Self.samples.appendingPathComponent("\(name).yaml").path)
        expectText(TextTraceFormat.encode(try loaded.run()), equals: trace)
    }

    /// The hand-written samples beside the built-ins: the seed flows of issue 13 and its family
    /// of common bugs, each a scenario with its golden (which `lifeline verify` checks).
    nonisolated static let folders = ["bugs", "flows"]

    @Test func samplesHoldNothingElse() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path).sorted()
        let expected = (Strategies.all.flatMap { ["\($0.name).trace", "\($0.name).yaml"] } + Self.folders).sorted()
        #expect(files == expected)
    }

    /// Every hand-written sample has its golden, and written back loads to the same scenario.
    @Test(arguments: folders)
    func handWrittenSamplesRoundTrip(folder: String) throws {
        let directory = Self.samples.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let scenarios = files.filter { $0.hasSuffix(".yaml") }
        #expect(!scenarios.isEmpty)
        #expect(files == scenarios.flatMap { [String($0.dropLast(5)) + ".trace", $0] }.sorted())
        for file in scenarios {
            let scenario = try Scenario.load(contentsOfFile: directory.appendingPathComponent(file).path)
            #expect(try Scenario.parse(ScenarioWriter.yaml(scenario), file: file) == scenario, "\(file)")
        }
    }

    /// The writer quotes what a plain scalar would misread, and the loader reads it back.
    @Test func writerQuotesAwkwardNames() throws {
        let scenario = Scenario(
            name: "odd", summary: "a: \"quoted\" \\ summary\n\u{2028}",
            controllers: [.plain("yes"), .plain("-x"), .plain("12"), .navigation("nav", stack: ["yes", "-x"])],
            steps: [ScenarioStep(ScenarioOperations.Mark(name: "#1 [a]")), ScenarioStep(ScenarioOperations.AccessView(on: "12")),
                    ScenarioStep(ScenarioOperations.Advance(seconds: 0.125)),
                    ScenarioStep(ScenarioOperations.UpdateInteractivePop(on: "nav", percentComplete: 1))])
        let text = ScenarioWriter.yaml(scenario)
        let reloaded = try Scenario.parse(text, file: "odd.yaml")
        #expect(reloaded == scenario, "\(text)")
    }

    /// Alerts, delegates and transitions, with titles and names a plain scalar would misread,
    /// built in code: written and read back equal.
    @Test func writerQuotesAwkwardAlertsDelegatesAndTransitions() throws {
        let alert = ScenarioAlert(title: "# \"no\": [x]\n", message: "yes", preferredStyle: .actionSheet,
                                  actions: [ScenarioAlertAction(title: "true"), ScenarioAlertAction(title: "a, b: c", style: .cancel),
                                            ScenarioAlertAction(title: "-", style: .destructive)])
        let scenario = Scenario(
            name: "odd",
            controllers: [.navigation("nav", stack: ["a"], delegate: "no"), .tab("tabs", tabs: ["nav"], delegate: "no"),
                          .plain("a"), .plain("b"), .alert("#alert", alert)],
            steps: [ScenarioStep(ScenarioOperations.Transition(on: "a", from: "b", to: "#alert", duration: 1e-3,
                                                               animations: false, completion: [])),
                    ScenarioStep(ScenarioOperations.TapAction(on: "#alert", title: "a, b: c")),
                    ScenarioStep(ScenarioOperations.TapAction(on: "#alert", title: "true"))])
        let text = ScenarioWriter.yaml(scenario)
        let reloaded = try Scenario.parse(text, file: "odd.yaml")
        #expect(reloaded == scenario, "\(text)")
    }

    /// An alert built in code without saying what it shows has the default `ScenarioAlert()`,
    /// which is what its declaration, `{ type: alert }`, loads back as.
    @Test func alertBuiltInCodeWithoutASpecRoundTrips() throws {
        let scenario = Scenario(name: "bare", controllers: [.plain("home"), .alert("ask")],
                                steps: [ScenarioStep(ScenarioOperations.Present(controller: "ask", on: "home", animated: true))])
        let text = ScenarioWriter.yaml(scenario)
        #expect(text.contains("  ask: { type: alert }\n"))
        let reloaded = try Scenario.parse(text, file: "bare.yaml")
        #expect(reloaded == scenario, "\(text)")
        #expect(reloaded.controllers[1].alert == ScenarioAlert())
        expectText(TextTraceFormat.encode(try reloaded.run()), equals: TextTraceFormat.encode(try scenario.run()))
    }
}
