import Foundation
import Testing

/// Issue 18's "done when" for the committed sample flows (Samples/scenarios/flows and bugs), as a
/// user runs them: every question and every viewer format works on each, whole command, exit 0.
/// (EveryStrategyReadingTests checks the built-in strategies' readings in depth.)
struct SampleFlowReadingTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/scenarios")

    static let flows: [String] = ["flows", "bugs"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }

    static let readings: [[String]] = [
        ["why", "FLOW", "1"],
        ["trace", "FLOW", "--hide", "views,layout"],
        ["trace", "FLOW", "--format", "html"],
        ["trace", "FLOW", "--format", "chrome-trace"],
        ["compare", "FLOW", "--ios", "12,17,26"],
        ["diff", "FLOW", "--ios", "12", "--vs-ios", "12"],
    ]

    @Test func everySampleFolderHasFlows() {
        #expect(Self.flows.count >= 8, "\(Self.flows)")
    }

    @Test(arguments: flows)
    func everyReadingWorks(flow: String) throws {
        let path = Self.samples.appendingPathComponent(flow).path
        for reading in Self.readings {
            let arguments = reading.map { $0 == "FLOW" ? path : $0 }
            let result = try LifelineBinary.run(arguments)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
            #expect(!result.stdoutData.isEmpty || reading.first == "diff", "\(arguments.joined(separator: " "))")
            #expect(result.stderr.isEmpty, "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }
}
