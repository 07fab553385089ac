import Lifeline

/// Item 3: encoding a 1,000,000-event trace as text and as JSON, and decoding it back, in MB/s of
/// encoded text (1 MB = 10^6 bytes).
enum EncodingBenchmark {
    static let eventCount = 1_000_000
    static let runs = 5

    static func run(trace: Trace) throws -> [Figure] {
        var figures: [Figure] = []
        let formats: [(name: String, encode: (Trace) -> String, decode: (String) throws -> Trace)] = [
            ("text", TextTraceFormat.encode, { try TextTraceFormat.decode($0) }),
            ("JSON", JSONTraceFormat.encode, { try JSONTraceFormat.decode($0) }),
        ]
        for format in formats {
            let encoded = format.encode(trace)
            let megabytes = Double(encoded.utf8.count) / 1e6
            guard try format.decode(encoded) == trace else {
                throw BenchmarkFailure("\(format.name) round trip changed the trace")
            }
            let encoding = Samples.timing(runs: runs) { blackHole(format.encode(trace)) }
            let decoding = try Samples.timing(runs: runs) { blackHole(try format.decode(encoded)) }
            for (direction, samples) in [("encode", encoding), ("decode", decoding)] {
                let isBudgeted = format.name == "JSON" && direction == "decode"
                figures.append(figure("\(format.name) \(direction)", megabytes: megabytes, samples: samples,
                                      budget: isBudgeted ? jsonDecodeBudget : nil))
            }
        }
        return figures
    }

    /// The budget for reading a saved JSON trace: what `lifeline diff`, `render` and `verify`
    /// wait for. At 100 MB/s the 209 MB, 1,000,000-event trace reads in about 2 s.
    static let jsonDecodeBudget = 100.0

    private static func figure(_ name: String, megabytes: Double, samples: Samples, budget: Double?) -> Figure {
        let throughput = megabytes / (samples.median / 1_000)
        return Figure(
            .encoding, "\(name) (\(String(format: "%.1f", megabytes)) MB)",
            value: String(format: "%.0f MB/s (%.0f ms)", throughput, samples.median),
            budget: budget.map { String(format: "≥ %.0f MB/s", $0) } ?? "–",
            verdict: budget.map { .check(throughput >= $0) } ?? .reported,
            spread: samples.spread { String(format: "%.0f", megabytes / ($0 / 1_000)) } + " MB/s")
    }

    static let notes = [
        "The trace: a window whose root controller is replaced again and again (`TraceCorpus`), cut at "
            + "exactly 1,000,000 events. Encode is `Trace` to `String`; decode is `String` to `Trace`, "
            + "checked once to give back the same trace. Throughput is encoded bytes over the median time; "
            + "the spread column gives the slowest and fastest run's throughput.",
        "JSON decode has a budget (≥ 100 MB/s: the 1,000,000-event trace in about 2 s, what `diff`, "
            + "`render` and `verify` wait for). It is the one JSON reader, one pass over the bytes that "
            + "also says what is wrong and where; Benchmarks/Profiling.md, section 8, has the history.",
    ]
}
