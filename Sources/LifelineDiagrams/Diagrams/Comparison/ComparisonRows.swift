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

    /// A stretch of the comparison's rows that becomes one row of the diagram: a single row, or
    /// a folded run. Found without spelling anything, so that only the rows shown are spelled.
    private struct Span {
        var rows: ClosedRange<Int>
        var isFold: Bool
    }

    init(_ comparison: TraceComparison, maxRows: Int) {
        guard comparison.rowCount > maxRows else {
            rows = (0..<comparison.rowCount).map { Self.plainRow($0, comparison) }
            return
        }
        let spans = Self.foldingAgreement(comparison)
        if spans.count > maxRows {
            let hidden = spans.count - (maxRows - 1)
            rows = spans.prefix(maxRows - 1).map { Self.row($0, comparison) }
            rows.append(Row(label: "⋯ " + NumberText.count(hidden, "more row") + " not shown",
                            cells: Array(repeating: "", count: comparison.names.count), isFold: true, differs: false))
        } else {
            rows = spans.map { Self.row($0, comparison) }
        }
    }

    private static func plainRow(_ index: Int, _ comparison: TraceComparison) -> Row {
        let row = comparison.row(index)
        return Row(label: row.label, cells: row.positions.map { $0.map(String.init) }, isFold: false,
                   differs: row.positions.contains(nil))
    }

    private static func row(_ span: Span, _ comparison: TraceComparison) -> Row {
        guard span.isFold else { return plainRow(span.rows.lowerBound, comparison) }
        let cells = comparison.names.indices.map { column in
            "\(comparison.position(ofRow: span.rows.lowerBound, inTrace: column)!)–\(comparison.position(ofRow: span.rows.upperBound, inTrace: column)!)"
        }
        return Row(label: "⋯ " + NumberText.count(span.rows.count, "callback") + " all run in the same order",
                   cells: cells, isFold: true, differs: false)
    }

    /// Runs of three or more rows that every trace runs, each one position after the row
    /// before, become one row with position ranges.
    private static func foldingAgreement(_ comparison: TraceComparison) -> [Span] {
        let columns = comparison.names.indices
        func runByAll(_ row: Int) -> Bool {
            columns.allSatisfy { comparison.position(ofRow: row, inTrace: $0) != nil }
        }
        func follows(_ row: Int, _ previous: Int) -> Bool {
            columns.allSatisfy { column in
                guard let current = comparison.position(ofRow: row, inTrace: column),
                      let before = comparison.position(ofRow: previous, inTrace: column) else { return false }
                return current == before + 1
            }
        }
        var result: [Span] = []
        var index = 0
        while index < comparison.rowCount {
            var end = index
            if runByAll(index) {
                while end + 1 < comparison.rowCount, follows(end + 1, end) { end += 1 }
            }
            if end - index + 1 >= 3 {
                result.append(Span(rows: index...end, isFold: true))
            } else {
                for row in index...end { result.append(Span(rows: row...row, isFold: false)) }
            }
            index = end + 1
        }
        return result
    }
}
