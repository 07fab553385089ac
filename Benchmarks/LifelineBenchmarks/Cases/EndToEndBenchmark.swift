/// Item 5: the `lifeline` tool as a user runs it, whole process from spawn to exit.
enum EndToEndBenchmark {
    static let runs = 15

    static func run(scratch: ScratchDirectory) throws -> [Figure] {
        guard let lifeline = Executables.lifeline else {
            return [Figure(.endToEnd, "lifeline", value: "not built next to the benchmark", verdict: .notAvailable)]
        }
        let commands: [(arguments: [String], budget: Double)] = [
            (["compare", "root-window", "direct-view-access", "appearance-transition"], 150),
            (["trace", "root-window", "--format", "svg", "-o", scratch.file("x.svg")], 300),
        ]
        return try commands.map { command in
            let process = ChildProcess(path: lifeline, arguments: command.arguments)
            guard try process.run().succeeded else {
                throw BenchmarkFailure("lifeline \(command.arguments.joined(separator: " ")) failed")
            }
            var values: [Double] = []
            for _ in 0..<runs { values.append(try process.run().milliseconds) }
            let samples = Samples(values)
            let shown = command.arguments.map { $0.hasPrefix("/") ? "x.svg" : $0 }.joined(separator: " ")
            return Figure(.endToEnd, "`lifeline \(shown)`", value: String(format: "%.1f ms", samples.median),
                          budget: String(format: "< %.0f ms", command.budget),
                          verdict: .check(samples.median < command.budget),
                          spread: samples.spread { String(format: "%.1f", $0) } + " ms")
        }
    }

    static let notes = [
        "Wall time from posix_spawn to exit (wait4) of the release `lifeline` built next to the benchmark, "
            + "standard output to /dev/null; one warm-up run (page cache), then the median of \(runs).",
    ]
}
