/// Lines several traces' callbacks up in rows, preserving every trace's order: the first trace's
/// callbacks are the first rows; each later trace is aligned with the rows so far by a longest
/// common subsequence (the shortest edit script of `LineDiff`), its matched callbacks take the
/// matched rows and each of the others becomes a new row right after the row of its predecessor
/// in that trace (first, if it has none).
///
/// So each column reads in increasing order from top to bottom, a row never holds two different
/// callbacks, and a callback two traces run in opposite orders takes two rows rather than one row
/// whose positions cross. Aligning is O((rows + callbacks) · D) per trace, D the number of rows
/// the trace does not share: traces that mostly agree align fast at any length.
struct ComparisonAlignment {
    /// Per row, the callback (a `CallbackTable` number) it holds.
    private(set) var callbacks: [Int32] = []
    /// Per trace (column), per row: the row's 1-based position among that trace's callbacks, 0
    /// where the trace does not run it. A column of integers rather than an array per row: two
    /// million-callback traces make two million rows.
    private(set) var positions: [[Int32]] = []

    /// The most differing callbacks the shortest-edit search goes through (about 32 MB of search
    /// history at most, and a second on two traces of 100,000 callbacks).
    static let maxDistance = 2_000
    /// The largest table the longest-common-subsequence fallback fills (32 MB).
    static let maxTableCells = 8_000_000

    /// A longest common subsequence of `old` and `new` as an edit script. The shortest-edit
    /// search (`LineDiff`) is fast when the sequences mostly agree but keeps history quadratic in
    /// their difference; past `maxDistance` differences the classic table is used where it fits
    /// (a long trace against a short one), and beyond that `nil`: this trace's callbacks all take
    /// rows of their own, so nothing shares a row wrongly, and memory stays bounded.
    static func edits(from old: [Int32], to new: [Int32]) -> [LineDiff.Edit]? {
        if let edits = LineDiff.boundedEdits(from: old, to: new, maxDistance: maxDistance) { return edits }
        if (old.count + 1) * (new.count + 1) <= maxTableCells { return tableEdits(from: old, to: new) }
        return nil
    }

    /// The textbook table: `length[i][j]` is the longest common subsequence of `old[i...]` and
    /// `new[j...]`, walked from the start. O(old · new) time and memory.
    static func tableEdits(from old: [Int32], to new: [Int32]) -> [LineDiff.Edit] {
        let width = new.count + 1
        var length = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                length[i * width + j] = old[i] == new[j] ? length[(i + 1) * width + j + 1] + 1
                                                         : max(length[(i + 1) * width + j], length[i * width + j + 1])
            }
        }
        var edits: [LineDiff.Edit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.keep(old: i, new: j))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && length[(i + 1) * width + j] >= length[i * width + j + 1]) {
                edits.append(.delete(old: i))
                i += 1
            } else {
                edits.append(.insert(new: j))
                j += 1
            }
        }
        return edits
    }

    /// Aligns `sequences` (one per trace, as `CallbackTable` numbers them) in the order given.
    init(_ sequences: [[Int32]]) {
        positions = Array(repeating: [], count: sequences.count)
        for (column, sequence) in sequences.enumerated() {
            add(sequence, column: column)
        }
    }

    /// Adds a trace as column `column`. Rebuilt in order: kept rows take this column's position,
    /// and between two kept rows this trace's new callbacks come first, right after the row of
    /// their predecessor in this trace, then the rows it lacks, which keep their order. Written
    /// straight into the new columns, without a list of edits or of sources per row (two
    /// million-callback traces made each of those tens of megabytes).
    private mutating func add(_ sequence: [Int32], column: Int) {
        let edits = Self.edits(from: callbacks, to: sequence)
        let rowCount = edits?.count ?? callbacks.count + sequence.count
        var mergedCallbacks: [Int32] = []
        mergedCallbacks.reserveCapacity(rowCount)
        var merged = Array(repeating: [Int32](), count: positions.count)
        for index in merged.indices { merged[index].reserveCapacity(rowCount) }
        // A row so far (`row`), taking `new` (0: none) in this column.
        func appendOld(_ row: Int, new: Int32) {
            mergedCallbacks.append(callbacks[row])
            for other in 0..<column { merged[other].append(positions[other][row]) }
            merged[column].append(new)
        }
        // This trace's callback at `new`, on a row of its own.
        func appendInserted(_ new: Int) {
            mergedCallbacks.append(sequence[new])
            for other in 0..<column { merged[other].append(0) }
            merged[column].append(Int32(new + 1))
        }
        if let edits {
            var inserted: [Int] = []
            var lacking: [Int] = []
            // Loops rather than `forEach(appendInserted)`: a local function passed as a closure
            // boxed the arrays it appends to, and every append paid a dynamic exclusivity check.
            func flush() {
                for new in inserted { appendInserted(new) }
                for row in lacking { appendOld(row, new: 0) }
                inserted.removeAll(keepingCapacity: true)
                lacking.removeAll(keepingCapacity: true)
            }
            for edit in edits {
                switch edit {
                case .keep(let old, let new):
                    flush()
                    appendOld(old, new: Int32(new + 1))
                case .delete(let old):
                    lacking.append(old)
                case .insert(let new):
                    inserted.append(new)
                }
            }
            flush()
        } else {
            // Nothing shared: as the edit script that deletes every row and inserts every
            // callback would merge, the new rows first, then the old ones.
            for new in sequence.indices { appendInserted(new) }
            for row in callbacks.indices { appendOld(row, new: 0) }
        }
        for later in (column + 1)..<positions.count { merged[later] = Array(repeating: 0, count: mergedCallbacks.count) }
        callbacks = mergedCallbacks
        positions = merged
    }
}
