/// The shortest edit script between two sequences of lines (Myers, "An O(ND) Difference
/// Algorithm"): time grows with the size of the difference, not the product of the lengths, so
/// two large traces that differ in a few lines compare quickly.
enum LineDiff {
    enum Edit: Equatable {
        /// The same line at `old` and `new` (0-based indices).
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    static func edits<Line: Equatable>(from old: [Line], to new: [Line]) -> [Edit] {
        boundedEdits(from: old, to: new, maxDistance: nil)!
    }

    /// `edits(from:to:)`, or `nil` when the sequences differ in more than `maxDistance` lines: the
    /// search keeps O(D²) of history, so a caller that may meet two long and unrelated sequences
    /// bounds it (`ComparisonAlignment`).
    static func boundedEdits<Line: Equatable>(from old: [Line], to new: [Line], maxDistance: Int?) -> [Edit]? {
        // Common ends are matched first: goldens usually differ in the middle, and the trimmed
        // problem is what the quadratic-in-D part works on.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var edits = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        guard let middle = middleEdits(oldMiddle, newMiddle, maxDistance: maxDistance) else { return nil }
        for edit in middle {
            switch edit {
            case .keep(let o, let n): edits.append(.keep(old: o + prefix, new: n + prefix))
            case .delete(let o): edits.append(.delete(old: o + prefix))
            case .insert(let n): edits.append(.insert(new: n + prefix))
            }
        }
        for offset in 0..<suffix {
            edits.append(.keep(old: old.count - suffix + offset, new: new.count - suffix + offset))
        }
        return edits
    }

    /// Myers' forward search, keeping each round's frontier so the path can be traced back.
    private static func middleEdits<Line: Equatable>(_ old: [Line], _ new: [Line], maxDistance: Int?) -> [Edit]? {
        let n = old.count, m = new.count
        if n == 0 { return (0..<m).map { .insert(new: $0) } }
        if m == 0 { return (0..<n).map { .delete(old: $0) } }
        let max = n + m
        // Round d reaches diagonals -d...d only, so a bounded search needs the frontier of its
        // bound, not of the sequences' length (26 MB for two million-line sequences).
        let reach = Swift.min(max, maxDistance ?? max)
        let offset = reach + 1
        var frontier = [Int](repeating: 0, count: 2 * reach + 3)
        // Round d reads only diagonals -d...d of the frontier it starts from, so that is all it keeps
        // (index j + d for diagonal j): O(D²) memory rather than O(D·(n + m)), in 32 bits.
        var history: [[Int32]] = []
        search: for d in 0...max {
            if let maxDistance, d > maxDistance { return nil }
            history.append(frontier[(offset - d)...(offset + d)].map { Int32(truncatingIfNeeded: $0) })
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back from the end through each round's frontier.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: history.count - 1, through: 0, by: -1) {
            let previous = history[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && previous[k - 1 + d] < previous[k + 1 + d]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : Int(previous[previousK + d])
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                edits.append(.keep(old: x, new: y))
            }
            if d > 0 {
                if x == previousX { edits.append(.insert(new: previousY)) } else { edits.append(.delete(old: previousX)) }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
