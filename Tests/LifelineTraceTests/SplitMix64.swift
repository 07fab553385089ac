/// A tiny deterministic generator, so property and fuzz tests replay exactly from their seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; the modulo bias is irrelevant for test generation.
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    mutating func percent(_ chance: Int) -> Bool { below(100) < chance }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
