import Foundation

/// Item 6: `lifeline verify FOLDER` over 1,000 generated scenario files with goldens, as a whole
/// process.
enum VerifyBenchmark {
    static let scenarioCount = 1_000
    static let runs = 7

    static func run(scratch: ScratchDirectory) throws -> [Figure] {
        let name = "`lifeline verify` over \(scenarioCount.formatted()) scenarios"
        guard let lifeline = Executables.lifeline else {
            return [Figure(.verify, name, value: "lifeline not built", budget: "< 2 s", verdict: .notAvailable)]
        }
        let folder = scratch.file("scenarios")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ScenarioCorpus.generate(count: scenarioCount, into: folder)
        let process = ChildProcess(path: lifeline, arguments: ["verify", folder])
        guard try process.run().succeeded else { throw BenchmarkFailure("lifeline verify \(folder) failed") }
        var values: [Double] = []
        for _ in 0..<runs { values.append(try process.run().milliseconds) }
        let samples = Samples(values)
        return [Figure(.verify, name, value: String(format: "%.0f ms", samples.median), budget: "< 2 s",
                       verdict: .check(samples.median < 2_000),
                       spread: samples.spread { String(format: "%.0f", $0) } + " ms")]
    }

    static let notes = [
        "\(scenarioCount.formatted()) scenario files and goldens are generated into a temporary folder by "
            + "`ScenarioCorpus.generate`: every built-in strategy's document in turn, on iOS 26, 16 and 12; then "
            + "whole-process wall time of `lifeline verify FOLDER`, one warm-up, median of \(runs).",
    ]
}
