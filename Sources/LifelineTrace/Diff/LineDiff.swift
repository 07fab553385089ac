/// The edit script between two sequences of lines: which lines the sequences share, in order, and
/// which one deletes or the other inserts. `lifeline diff`, the golden checks, the viewer's marks
/// and the comparison's rows all line sequences up here.
///
/// Exact when the sequences differ in few lines: the shortest edit script (Myers, "An O(ND)
/// Difference Algorithm"), whose time grows with the size of the difference, not the product of
/// the lengths, so two large traces that differ in a few lines compare quickly. It keeps O(D²) of
/// history, though: two 22,000-line traces that differed on every line took 47 s and 4 GB, and
/// twice that length would have run out of memory. So past `exactDistance` differences the
/// sequences are split at lines that occur once in each (the anchors of "patience" diff, the
/// longest run of them in the same order), and each part between two anchors is diffed the same
/// way; a part without anchors is matched by the classic table when it is small
/// (`maxTableCells`), else deleted and inserted whole. The script is then a common subsequence,
/// not always a longest one, found in bounded memory (about 50 MB at most) and time.
enum LineDiff {
    enum Edit: Equatable {
        /// The same line at `old` and `new` (0-based indices).
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The most differing lines the shortest-edit search goes through in one part (about 16 MB
    /// of search history at most).
    static let exactDistance = 2_000
    /// The largest longest-common-subsequence table a part without anchors fills (32 MB).
    static let maxTableCells = 8_000_000

    /// A common-subsequence edit script of `old` and `new`: the shortest one when they differ in
    /// at most `exactDistance` lines, else one found part by part (see the type's comment).
    static func edits<Line: Hashable>(from old: [Line], to new: [Line]) -> [Edit] {
        edits(from: old, to: new) { oldRange, newRange in uniqueLines(old, oldRange, new, newRange) }
    }

    /// `edits(from:to:)` for lines that are numbers from 0 (the comparison's `CallbackTable`
    /// numbers): the lines occurring once are counted in arrays indexed by the number, not in a
    /// dictionary, which was a sixth of comparing two million-callback traces.
    static func edits(from old: [Int32], to new: [Int32]) -> [Edit] {
        let largest = max(old.max() ?? 0, new.max() ?? 0)
        guard old.allSatisfy({ $0 >= 0 }), new.allSatisfy({ $0 >= 0 }), Int(largest) < 4 * (old.count + new.count) + 1_024 else {
            return edits(from: old, to: new) { oldRange, newRange in uniqueLines(old, oldRange, new, newRange) }
        }
        var counts = NumberedOccurrences(size: Int(largest) + 1)
        return edits(from: old, to: new) { oldRange, newRange in counts.uniqueLines(old, oldRange, new, newRange) }
    }

    /// The edit script, `uniqueLines` giving each part's lines that occur once in each side.
    private static func edits<Line: Equatable>(from old: [Line], to new: [Line],
                                               uniqueLines: (Range<Int>, Range<Int>) -> [(Int, Int)]) -> [Edit] {
        var edits: [Edit] = []
        edits.reserveCapacity(max(old.count, new.count))
        // Parts still to diff, and runs of anchors to keep, last first: a stack rather than
        // recursion, since anchors can split a part into parts that split again many times.
        var work: [Work] = [.part(0..<old.count, 0..<new.count)]
        // Lines the searches may still go over: each part's search and anchors cost its size, so
        // this keeps the whole O(lines) even for inputs made to split into parts again and again;
        // once spent, the parts left take the table or are deleted and inserted whole.
        var budget = 64 * (old.count + new.count) + 1_000_000
        while let next = work.popLast() {
            switch next {
            case .keep(let oldStart, let newStart, let count):
                for offset in 0..<count { edits.append(.keep(old: oldStart + offset, new: newStart + offset)) }
            case .part(var oldRange, var newRange):
                // Common ends first: goldens usually differ in the middle, and the trimmed problem
                // is what the quadratic-in-D search works on.
                while let o = oldRange.first, let n = newRange.first, old[o] == new[n] {
                    edits.append(.keep(old: o, new: n))
                    oldRange = oldRange.dropFirst()
                    newRange = newRange.dropFirst()
                }
                var suffix = 0
                while suffix < oldRange.count, suffix < newRange.count,
                      old[oldRange.upperBound - 1 - suffix] == new[newRange.upperBound - 1 - suffix] { suffix += 1 }
                if suffix > 0 {
                    work.append(.keep(oldRange.upperBound - suffix, newRange.upperBound - suffix, suffix))
                    oldRange = oldRange.lowerBound..<(oldRange.upperBound - suffix)
                    newRange = newRange.lowerBound..<(newRange.upperBound - suffix)
                }
                let searched = budget > 0
                budget -= oldRange.count + newRange.count
                if searched, let middle = shortestEdits(old, oldRange, new, newRange, maxDistance: exactDistance) {
                    edits.append(contentsOf: middle)
                } else if searched, let anchors = longestOrderedRun(uniqueLines(oldRange, newRange)) {
                    // Parts and anchors in order, pushed last first.
                    var oldEnd = oldRange.upperBound, newEnd = newRange.upperBound
                    for (o, n) in anchors.reversed() {
                        work.append(.part((o + 1)..<oldEnd, (n + 1)..<newEnd))
                        work.append(.keep(o, n, 1))
                        oldEnd = o
                        newEnd = n
                    }
                    work.append(.part(oldRange.lowerBound..<oldEnd, newRange.lowerBound..<newEnd))
                } else if (oldRange.count + 1) * (newRange.count + 1) <= maxTableCells {
                    edits.append(contentsOf: tableEdits(old, oldRange, new, newRange))
                } else {
                    edits.append(contentsOf: oldRange.map { Edit.delete(old: $0) })
                    edits.append(contentsOf: newRange.map { Edit.insert(new: $0) })
                }
            }
        }
        return edits
    }

    private enum Work {
        case part(Range<Int>, Range<Int>)
        case keep(Int, Int, Int)
    }

    /// `edits(from:to:)` by the shortest-edit search alone, or `nil` when the sequences differ in
    /// more than `maxDistance` lines.
    static func boundedEdits<Line: Equatable>(from old: [Line], to new: [Line], maxDistance: Int?) -> [Edit]? {
        shortestEdits(old, 0..<old.count, new, 0..<new.count, maxDistance: maxDistance)
    }

    /// Myers' forward search over `old[oldRange]` and `new[newRange]`, keeping each round's
    /// frontier so the path can be traced back; indices in the edits are the sequences' own.
    private static func shortestEdits<Line: Equatable>(_ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
                                                      maxDistance: Int?) -> [Edit]? {
        let n = oldRange.count, m = newRange.count
        let o0 = oldRange.lowerBound, n0 = newRange.lowerBound
        if n == 0 { return newRange.map { .insert(new: $0) } }
        if m == 0 { return oldRange.map { .delete(old: $0) } }
        let max = n + m
        // Round d reaches diagonals -d...d only, so a bounded search needs the frontier of its
        // bound, not of the sequences' length (26 MB for two million-line sequences).
        let reach = Swift.min(max, maxDistance ?? max)
        let offset = reach + 1
        var frontier = [Int](repeating: 0, count: 2 * reach + 3)
        // Round d reads only diagonals -d...d of the frontier it starts from, so that is all it keeps
        // (index j + d for diagonal j): O(D²) memory rather than O(D·(n + m)). Positions are at most
        // n, a count of lines held in memory, so they fit 32 bits.
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
                while x < n, y < m, old[o0 + x] == new[n0 + y] { x += 1; y += 1 }
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
                edits.append(.keep(old: o0 + x, new: n0 + y))
            }
            if d > 0 {
                if x == previousX { edits.append(.insert(new: n0 + previousY)) } else { edits.append(.delete(old: o0 + previousX)) }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    /// The lines that occur exactly once in `old[oldRange]` and once in `new[newRange]`, as pairs
    /// of positions in `old`'s order.
    private static func uniqueLines<Line: Hashable>(_ old: [Line], _ oldRange: Range<Int>, _ new: [Line],
                                                    _ newRange: Range<Int>) -> [(Int, Int)] {
        // Per line: its position in `old` (-1 once it repeats), then in `new` (-1 once it repeats
        // or when it is not once in `old`), the pair kept only while both are single.
        var seen: [Line: (old: Int, new: Int)] = [:]
        seen.reserveCapacity(oldRange.count)
        for o in oldRange {
            if let entry = seen[old[o]] {
                if entry.old >= 0 { seen[old[o]] = (-1, -1) }
            } else {
                seen[old[o]] = (o, -2)
            }
        }
        for n in newRange {
            guard let entry = seen[new[n]], entry.old >= 0 else { continue }
            seen[new[n]] = (entry.old, entry.new == -2 ? n : -1)
        }
        var pairs: [(Int, Int)] = []
        for o in oldRange {
            if let entry = seen[old[o]], entry.old == o, entry.new >= 0 { pairs.append((o, entry.new)) }
        }
        return pairs
    }

    /// The longest run of `pairs` (in increasing `old` order) whose `new` positions increase too:
    /// the anchors (patience sorting, O(k log k) for k pairs); nil when there are no pairs.
    private static func longestOrderedRun(_ pairs: [(Int, Int)]) -> [(Int, Int)]? {
        guard !pairs.isEmpty else { return nil }
        // Longest increasing run of the `new` positions: `tails[l]` is the index in `pairs` of the
        // smallest last element of a run of length l + 1, `previous` links each to its run.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// The textbook table: `length[i][j]` is the longest common subsequence of `old[i...]` and
    /// `new[j...]` within the ranges, walked from the start. O(old · new) time and memory.
    private static func tableEdits<Line: Equatable>(_ old: [Line], _ oldRange: Range<Int>, _ new: [Line],
                                                    _ newRange: Range<Int>) -> [Edit] {
        let rows = oldRange.count, columns = newRange.count
        let o0 = oldRange.lowerBound, n0 = newRange.lowerBound
        let width = columns + 1
        var length = [Int32](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                length[i * width + j] = old[o0 + i] == new[n0 + j] ? length[(i + 1) * width + j + 1] + 1
                                                                 : max(length[(i + 1) * width + j], length[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[o0 + i] == new[n0 + j] {
                edits.append(.keep(old: o0 + i, new: n0 + j))
                i += 1
                j += 1
            } else if j == columns || (i < rows && length[(i + 1) * width + j] >= length[i * width + j + 1]) {
                edits.append(.delete(old: o0 + i))
                i += 1
            } else {
                edits.append(.insert(new: n0 + j))
                j += 1
            }
        }
        return edits
    }
}

/// Which numbers occur once in a part of each sequence, counted in arrays indexed by the number
/// (`LineDiff.edits(from:to:)` for `[Int32]`). The arrays are allocated once, for the largest
/// number, and only the entries a part touched are cleared after it, so that a part costs its
/// length, not the arrays'.
private struct NumberedOccurrences {
    /// Per number: 0 if not seen in the part of `old`, its position + 1 if seen once, -1 if more.
    private var inOld: [Int32]
    /// The same for the part of `new`, counted only for numbers seen once in `old`.
    private var inNew: [Int32]

    init(size: Int) {
        inOld = Array(repeating: 0, count: size)
        inNew = Array(repeating: 0, count: size)
    }

    mutating func uniqueLines(_ old: [Int32], _ oldRange: Range<Int>, _ new: [Int32], _ newRange: Range<Int>) -> [(Int, Int)] {
        for o in oldRange {
            let line = Int(old[o])
            inOld[line] = inOld[line] == 0 ? Int32(o + 1) : -1
        }
        for n in newRange {
            let line = Int(new[n])
            guard inOld[line] > 0 else { continue }
            inNew[line] = inNew[line] == 0 ? Int32(n + 1) : -1
        }
        var pairs: [(Int, Int)] = []
        for o in oldRange {
            let line = Int(old[o])
            if inOld[line] == Int32(o + 1), inNew[line] > 0 { pairs.append((o, Int(inNew[line]) - 1)) }
        }
        for o in oldRange { inOld[Int(old[o])] = 0 }
        for n in newRange { inNew[Int(new[n])] = 0 }
        return pairs
    }
}
