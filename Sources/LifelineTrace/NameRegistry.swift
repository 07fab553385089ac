/// The names in use in one trace, and the first free one of `base`, `base#2`, `base#3`... for a
/// new object.
///
/// Names are kept per base as sets of suffixes (1 for the bare base), mostly as bits: every
/// default-named `View()` is `view#n`, and a dictionary of all the names was 4 MB at 100,000
/// views, hashed into and rehashed as it grew, a quarter of the time of building the hierarchy
/// and the part that grew fastest with it (Benchmarks/Profiling.md, fix 5).
struct NameRegistry {
    private var suffixes: [String: SuffixSet] = [:]

    /// Takes the first of `base`, `base#2`, `base#3`... not in use and returns it.
    mutating func claim(_ base: String) -> String {
        let bare = Self.split(base)
        if bare.suffix == 1 {
            // `base` and `base#n` share one entry (every default name): one lookup.
            let suffix = suffixes[base, default: SuffixSet()].claimBareOrFirstFree()
            return suffix == 1 ? base : "\(base)#\(suffix)"
        }
        if suffixes[bare.base]?.contains(bare.suffix) != true {
            suffixes[bare.base, default: SuffixSet()].insert(bare.suffix)
            return base
        }
        // `base` is itself `x#n`, and taken: its suffixed forms `x#n#2`... are entries of their
        // own, under `base`.
        return "\(base)#\(suffixes[base, default: SuffixSet()].claimFirstFree())"
    }

    /// Frees a name, so that the next object with its base may take it again.
    mutating func release(_ name: String) {
        let (base, suffix) = Self.split(name)
        suffixes[base]?.remove(suffix)
    }

    /// The base and suffix `claim` builds a name from: `base#n` when n is written as `claim`
    /// writes it (digits, no leading zero, at least 2), otherwise the name itself with suffix 1.
    /// Each name has exactly one split, so a name given by hand (`view#3`) and the same name made
    /// by `claim` are the same entry.
    static func split(_ name: String) -> (base: String, suffix: Int) {
        guard let hash = name.utf8.lastIndex(of: UInt8(ascii: "#")) else { return (name, 1) }
        let digits = name.utf8[name.utf8.index(after: hash)...]
        // At most 18 digits: always fits an Int.
        guard let first = digits.first, first != UInt8(ascii: "0"), digits.count <= 18,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return (name, 1) }
        let suffix = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard suffix >= 2 else { return (name, 1) }
        return (String(name[..<hash]), suffix)
    }
}

/// The suffixes in use for one base: a bit each for those up to the highest one `claim` has
/// reached, so that the common case (defaults counting up) costs a bit and no hashing; a set for
/// any far beyond, as a hand-given `view#90000000` would otherwise ask for megabytes of bits.
struct SuffixSet {
    private var words: [UInt64] = []
    /// Suffixes at or beyond `words.count * 64`.
    private var beyond: Set<Int> = []
    /// Every suffix from 2 below this one is in use, so the search for a free one starts here.
    private var firstCandidate = 2

    private var bitCapacity: Int { words.count << 6 }

    func contains(_ suffix: Int) -> Bool {
        suffix < bitCapacity ? words[suffix >> 6] & (1 << (suffix & 63)) != 0 : beyond.contains(suffix)
    }

    mutating func insert(_ suffix: Int) {
        if suffix >= bitCapacity, suffix < bitCapacity + 64 { addWord() }
        if suffix < bitCapacity {
            words[suffix >> 6] |= 1 << (suffix & 63)
        } else {
            beyond.insert(suffix)
        }
    }

    mutating func remove(_ suffix: Int) {
        if suffix < bitCapacity {
            words[suffix >> 6] &= ~(1 << (suffix & 63))
        } else {
            beyond.remove(suffix)
        }
        if suffix >= 2, suffix < firstCandidate { firstCandidate = suffix }
    }

    /// Takes 1 (the bare base) if it is free, otherwise the smallest free suffix from 2.
    mutating func claimBareOrFirstFree() -> Int {
        guard contains(1) else {
            insert(1)
            return 1
        }
        return claimFirstFree()
    }

    /// Takes the smallest suffix of at least 2 not in use and returns it.
    mutating func claimFirstFree() -> Int {
        var candidate = firstCandidate
        while true {
            let word = candidate >> 6
            if word == words.count { addWord() }
            let free = ~words[word] & (~0 << UInt64(candidate & 63))
            if free != 0 {
                let suffix = word << 6 | free.trailingZeroBitCount
                words[word] |= 1 << (suffix & 63)
                firstCandidate = suffix + 1
                return suffix
            }
            candidate = (word + 1) << 6
        }
    }

    /// One more word of bits, taking over the suffixes it covers from `beyond`.
    private mutating func addWord() {
        var bits: UInt64 = 0
        if !beyond.isEmpty {
            for bit in 0..<64 where beyond.remove(bitCapacity + bit) != nil { bits |= 1 << UInt64(bit) }
        }
        words.append(bits)
    }
}
