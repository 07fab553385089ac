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

    /// The most differing callbacks the shortest-edit search goes through (about 32 MB of search
    /// history at most, and a second on two traces of 100,000 callbacks).
    static let maxDistance = 2_000
    /// The largest table the longest-common-subsequence fallback fills (32 MB).
    static let maxTableCells = 8_000_000

    /// A longest common subsequence of `old` and `new` as an edit script. The shortest-edit
    /// search (`LineDiff`) is fast when the sequences mostly agree but keeps history quadratic in
    /// their difference; past `maxDistance` differences the classic table is used where it fits
    /// (a long trace against a short one), and beyond that this trace's callbacks all take rows
    /// of their own: nothing shares a row wrongly, and memory stays bounded.
    static func edits(from old: [ComparedCallback], to new: [ComparedCallback]) -> [LineDiff.Edit] {
        if let edits = LineDiff.boundedEdits(from: old, to: new, maxDistance: maxDistance) { return edits }
        if (old.count + 1) * (new.count + 1) <= maxTableCells { return tableEdits(from: old, to: new) }
        return old.indices.map { LineDiff.Edit.delete(old: $0) } + new.indices.map { LineDiff.Edit.insert(new: $0) }
    }

    /// The textbook table: `length[i][j]` is the longest common subsequence of `old[i...]` and
    /// `new[j...]`, walked from the start. O(old · new) time and memory.
    static func tableEdits(from old: [ComparedCallback], to new: [ComparedCallback]) -> [LineDiff.Edit] {
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

    init(_ sequences: [[ComparedCallback]]) {
        for (column, sequence) in sequences.enumerated() {
            add(sequence, column: column, columns: sequences.count)
        }
    }

    private mutating func add(_ sequence: [ComparedCallback], column: Int, columns: Int) {
        let edits = Self.edits(from: rows.map(\.callback), to: sequence)
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
