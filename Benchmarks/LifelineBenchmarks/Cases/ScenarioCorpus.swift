import Foundation
import LifelineScenarios

/// Item 6's input: `count` scenario files with their goldens, in the layout `lifeline verify
/// FOLDER` reads (`flow.yaml` beside `flow.trace`). The files cycle through every built-in
/// strategy's scenario document, on iOS 26, 16 and 12 in turn, so the corpus covers every
/// operation and version rule the suite pins down. Each golden is made by running the file's own
/// text through the library the `lifeline` under test is built from, so every file verifies
/// and the figure times checking, not failures.
enum ScenarioCorpus {
    static let versions = [26, 16, 12]

    static func generate(count: Int, into folder: String) throws {
        let strategies = Strategies.all
        try MainActor.assumeIsolated {
            for index in 0..<count {
                let strategy = strategies[index % strategies.count]
                let ios = versions[(index / strategies.count) % versions.count]
                let name = String(format: "%04d-%@", index, strategy.name)
                let path = "\(folder)/\(name).yaml"
                // The document's own `ios` key is set, as a user's file would have it.
                let text = "ios: \(ios)\n" + strategy.source
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                let scenario = try Scenario.parse(text, file: path)
                try TextTraceFormat.encode(scenario.run()).write(toFile: "\(folder)/\(name).trace", atomically: true, encoding: .utf8)
            }
        }
    }
}
