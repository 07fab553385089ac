/// Wall-clock milliseconds that `body` takes.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let (seconds, attoseconds) = try ContinuousClock().measure(body).components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Enough runs for a stable median without taking minutes: about two seconds' worth, 5 to 25.
func runCount(forMilliseconds sample: Double) -> Int {
    min(25, max(5, Int(2_000 / max(sample, 0.01))))
}
