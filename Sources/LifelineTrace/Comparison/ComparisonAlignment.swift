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
    /// One row: the callback and its 1-based position among each trace's callbacks (`nil` where a trace does not run it).
    struct AlignedRow {
        var callback: ComparedCallback
        var positions: [Int?]
    }

    private(set) var rows: [AlignedRow] = []

    init(_ sequences: [[ComparedCallback]]) {
        for (column, sequence) in sequences.enumerated() {
            add(sequence, column: column, columns: sequences.count)
        }
    }

    private mutating func add(_ sequence: [ComparedCallback], column: Int, columns: Int) {
        let edits = LineDiff.edits(from: rows.map(\.callback), to: sequence)
        // Rebuilt in order: kept rows take this column's position, and between two kept rows
        // this trace's new callbacks come first, right after the row of their predecessor in
        // this trace, then the rows it lacks, which keep their order.
        var merged: [AlignedRow] = []
        merged.reserveCapacity(rows.count + sequence.count)
        var inserted: [AlignedRow] = []
        var lacking: [AlignedRow] = []
        func flush() {
            merged += inserted
            merged += lacking
            inserted.removeAll()
            lacking.removeAll()
        }
        for edit in edits {
            switch edit {
            case .keep(let old, let new):
                flush()
                var row = rows[old]
                row.positions[column] = new + 1
                merged.append(row)
            case .delete(let old):
                lacking.append(rows[old])
            case .insert(let new):
                var positions = [Int?](repeating: nil, count: columns)
                positions[column] = new + 1
                inserted.append(AlignedRow(callback: sequence[new], positions: positions))
            }
        }
        flush()
        rows = merged
    }
}
