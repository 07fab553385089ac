import LifelineTrace

/// The rows a comparison diagram shows: `TraceComparison`'s rows, or for long comparisons the
/// same rows with runs that every trace agrees on folded, so what differs stays in view.
struct ComparisonRows {
    /// One row of cells.
    struct Row {
        /// `vc.viewWillAppear(_:)`, or a description of the folded run.
        var label: String
        /// Per trace: the position (or range of positions) shown in its cell, `nil` when the
        /// trace skips the row.
        var cells: [String?]
        var isFold: Bool
        /// Some trace skips it: the rows a reader is looking for.
        var differs: Bool
    }

    private(set) var rows: [Row] = []

    init(_ comparison: TraceComparison, maxRows: Int) {
        let plain = comparison.rows.map { row in
            Row(label: row.label, cells: row.positions.map { $0.map(String.init) }, isFold: false,
                differs: row.positions.contains(nil))
        }
        guard plain.count > maxRows else {
            rows = plain
            return
        }
        rows = Self.foldingAgreement(comparison.rows)
        if rows.count > maxRows {
            let hidden = rows.count - (maxRows - 1)
            rows = Array(rows.prefix(maxRows - 1))
            rows.append(Row(label: "⋯ " + NumberText.count(hidden, "more row") + " not shown",
                            cells: Array(repeating: "", count: comparison.names.count), isFold: true, differs: false))
        }
    }

    /// Runs of three or more rows that every trace runs, each one position after the row
    /// before, become one row with position ranges.
    private static func foldingAgreement(_ rows: [TraceComparison.Row]) -> [Row] {
        func follows(_ row: TraceComparison.Row, _ previous: TraceComparison.Row) -> Bool {
            zip(row.positions, previous.positions).allSatisfy { current, before in
                guard let current, let before else { return false }
                return current == before + 1
            }
        }
        var result: [Row] = []
        var index = 0
        while index < rows.count {
            var end = index
            if !rows[index].positions.contains(nil) {
                while end + 1 < rows.count, follows(rows[end + 1], rows[end]) { end += 1 }
            }
            if end - index + 1 >= 3 {
                let cells = rows[index].positions.indices.map { column in
                    "\(rows[index].positions[column]!)–\(rows[end].positions[column]!)"
                }
                result.append(Row(label: "⋯ " + NumberText.count(end - index + 1, "callback") + " all run in the same order",
                                  cells: cells, isFold: true, differs: false))
            } else {
                for row in rows[index...end] {
                    result.append(Row(label: row.label, cells: row.positions.map { $0.map(String.init) },
                                      isFold: false, differs: row.positions.contains(nil)))
                }
            }
            index = end + 1
        }
        return result
    }
}
