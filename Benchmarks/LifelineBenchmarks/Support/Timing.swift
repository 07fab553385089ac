import Foundation

/// Wall-clock milliseconds that `body` takes, on the monotonic clock (`ContinuousClock`).
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let (seconds, attoseconds) = try ContinuousClock().measure(body).components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

/// Enough runs for a stable median without taking minutes: about two seconds' worth, 5 to 25.
func runCount(forMilliseconds sample: Double) -> Int {
    min(25, max(5, Int(2_000 / max(sample, 0.01))))
}

/// Repeated measurements of one quantity: the median is the figure, the spread says how much to
/// trust it on a loaded machine.
struct Samples {
    let values: [Double]

    init(_ values: [Double]) {
        precondition(!values.isEmpty, "no samples")
        self.values = values.sorted()
    }

    var median: Double {
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
    var minimum: Double { values.first! }
    var maximum: Double { values.last! }
    var count: Int { values.count }

    /// `n runs, min … max`, the spread printed next to each median.
    func spread(_ format: (Double) -> String) -> String {
        "\(count) runs, \(format(minimum)) to \(format(maximum))"
    }

    /// Times `body` after `warmUp` untimed runs: milliseconds per run, `runs` times.
    static func timing(runs: Int, warmUp: Int = 1, _ body: () throws -> Void) rethrows -> Samples {
        for _ in 0..<warmUp { try body() }
        var values: [Double] = []
        for _ in 0..<runs { values.append(try milliseconds(body)) }
        return Samples(values)
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
