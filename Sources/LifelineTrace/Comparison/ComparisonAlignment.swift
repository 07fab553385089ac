/// Lines several traces' callbacks up in rows, preserving every trace's order: the first trace's
/// callbacks are the first rows; each later trace is aligned with the rows so far by a common
/// subsequence (`LineDiff`'s: the longest one while they differ in at most 2,000 callbacks, else
/// one anchored on the callbacks both run once), its matched callbacks take the
/// matched rows and each of the others becomes a new row right after the row of its predecessor
/// in that trace (first, if it has none).
///
/// So each column reads in increasing order from top to bottom, a row never holds two different
/// callbacks, and a callback two traces run in opposite orders takes two rows rather than one row
/// whose positions cross. Aligning is O((rows + callbacks) · D) per trace while D, the number of
/// rows the trace does not share, is small: traces that mostly agree align fast at any length,
/// and traces that do not still share the rows of their anchors, in bounded memory.
struct ComparisonAlignment {
    /// Per row, the callback (a `CallbackTable` number) it holds.
    private(set) var callbacks: [Int32] = []
    /// Per trace (column), per row: the row's 1-based position among that trace's callbacks, 0
    /// where the trace does not run it. A column of integers rather than an array per row: two
    /// million-callback traces make two million rows.
    private(set) var positions: [[Int32]] = []

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
        // A common subsequence in bounded time and memory, exact while the traces differ in at
        // most `LineDiff.exactDistance` callbacks, else anchored on callbacks each runs once.
        let edits = LineDiff.edits(from: callbacks, to: sequence)
        let rowCount = edits.count
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
        var inserted: [Int] = []
        var lacking: [Int] = []
        // Loops rather than `forEach(appendInserted)`: a local function passed as a closure boxed
        // the arrays it appends to, and every append paid a dynamic exclusivity check.
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
        for later in (column + 1)..<positions.count { merged[later] = Array(repeating: 0, count: mergedCallbacks.count) }
        callbacks = mergedCallbacks
        positions = merged
    }
}
