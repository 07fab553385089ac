import LifelineTrace

/// `TraceComparison` as a grid: a column per trace (strategy), the same callback on
/// the same row in every column, the callback's label in a column on the left. A cell holds
/// the callback's position among that trace's callbacks; a callback a trace skips is an empty
/// dashed cell, so absence reads as absence rather than as a gap in the layout.
///
/// A table of known size, so it places every cell itself (`nop2`, like the sequence diagram):
/// each column as wide as its widest text, header included; no edges at all.
public struct ComparisonDiagram: Sendable {
    /// How much of a long comparison to show.
    public struct Options: Hashable, Sendable {
        /// Above this many rows, runs that all traces agree on are folded and, if that is not
        /// enough, the rest is cut with a final row saying how much is missing.
        public var maxRows: Int

        /// Show at most `maxRows` rows.
        public init(maxRows: Int = 400) {
            self.maxRows = maxRows
        }
    }

    /// The diagram as a graph, ready for `DOTEncoder` or a renderer.
    public let graph: Graph

    /// Compares `runs`, one column each in the order given, as `TraceComparison` pairs them.
    public init(runs: [(name: String, trace: Trace)], options: Options = Options()) {
        self.init(comparison: TraceComparison(runs), iosVersions: runs.map(\.trace.iosVersion), options: options)
    }

    /// Draws a comparison already made (`TraceComparison.Builder`, which holds one trace at a
    /// time); `iosVersions` are the traces' (one each, in column order), which the title names.
    public init(comparison: TraceComparison, iosVersions: [Int], options: Options = Options()) {
        let rows = ComparisonRows(comparison, maxRows: max(options.maxRows, 2)).rows
        graph = Self.graph(comparison: comparison, rows: rows, iosVersions: iosVersions)
    }

    private static func graph(comparison: TraceComparison, rows: [ComparisonRows.Row], iosVersions: [Int]) -> Graph {
        let columns = comparison.names.count
        var nodes: [Node] = []

        // Headers and cells as text, to size the columns and rows before placing anything.
        let headerLabel = TextMetrics.size(of: "callback", fontSize: 11, bold: true)
        let headers = comparison.names.indices.map { index in
            let name = TextMetrics.size(of: HTMLLabel.shortened(comparison.names[index]), fontSize: 11, bold: true)
            let count = TextMetrics.size(of: NumberText.count(callbackCount(index, comparison), "callback"), fontSize: 11)
            return TextMetrics.boxSize(text: (max(name.width, count.width), name.height + count.height))
        }
        let labels = rows.map { TextMetrics.boxSize(text: TextMetrics.size(of: $0.label, fontSize: 11)) }
        // Every cell of a column as wide as its widest text, header included: a table.
        var columnWidths = [max(labels.map(\.width).max() ?? 0, TextMetrics.boxSize(text: headerLabel).width)]
        for column in 0..<columns {
            let cells = rows.map { TextMetrics.boxSize(text: TextMetrics.size(of: $0.cells[column] ?? "", fontSize: 11)).width }
            columnWidths.append(max(headers[column].width, cells.max() ?? 0))
        }
        columnWidths = columnWidths.map(DiagramStyle.roundedUpToHundredthInch)
        var x = columnWidths[0] / 2
        var columnX = [x]
        for column in columnWidths.indices.dropFirst() {
            x += columnWidths[column - 1] / 2 + columnGap + columnWidths[column] / 2
            columnX.append(x)
        }

        let headerHeight = headers.map(\.height).max() ?? 21.6
        // Plain labels throughout: Graphviz 2.43 leaks memory on every HTML label it parses.
        nodes.append(Node("h0", ["label": .string("callback"), "width": DiagramStyle.inches(columnWidths[0]),
                                 "shape": .raw("plaintext"), "pos": DiagramStyle.position(x: columnX[0], y: 0)]))
        for (index, name) in comparison.names.enumerated() {
            let label = HTMLLabel.shortened(name) + "\n" + NumberText.count(callbackCount(index, comparison), "callback")
            nodes.append(Node("h\(index + 1)", ["label": .string(label), "width": DiagramStyle.inches(columnWidths[index + 1]),
                                                "style": "filled", "fillcolor": .string(DiagramStyle.headerFill),
                                                "tooltip": .tooltip(name),
                                                "pos": DiagramStyle.position(x: columnX[index + 1], y: 0)]))
        }

        // y grows downwards here and is negated for Graphviz, whose y grows upwards.
        var top = headerHeight / 2 + rowGap
        for (index, row) in rows.enumerated() {
            let height = labels[index].height
            let pos = { (column: Int) in DiagramStyle.position(x: columnX[column], y: -(top + height / 2)) }
            nodes.append(Node("r\(index + 1)c0", labelCell(row, width: columnWidths[0]).merging(["pos": pos(0)])))
            for column in 0..<columns {
                nodes.append(Node("r\(index + 1)c\(column + 1)",
                                  cell(row, column: column, names: comparison.names, width: columnWidths[column + 1])
                                      .merging(["pos": pos(column + 1)])))
            }
            top += height + rowGap
        }

        let skips = comparison.names.indices.map { index in
            "\(comparison.names[index]) skips \(comparison.skippedCount(by: index))"
        }
        var title = "compare: " + comparison.names.joined(separator: " · ")
        // Saved traces beside runs may come from different versions: then each column's, in order.
        if let first = iosVersions.first {
            title += " · iOS " + (iosVersions.allSatisfy { $0 == first } ? String(first) : iosVersions.map(String.init).joined(separator: " / "))
        }
        title += "\n" + NumberText.count(comparison.rowCount, "callback occurrence")
        if !skips.isEmpty { title += "; " + skips.joined(separator: ", ") }
        title += "\nnumbers: position among the strategy's callbacks; empty dashed cell: not run"
        return Graph(
            id: "comparison",
            attributes: DiagramStyle.fixedLayoutAttributes(label: title),
            nodeDefaults: DiagramStyle.nodeDefaults,
            edgeDefaults: DiagramStyle.edgeDefaults,
            nodes: nodes)
    }

    private static let columnGap = 8.0
    private static let rowGap = 8.0

    private static func callbackCount(_ index: Int, _ comparison: TraceComparison) -> Int {
        comparison.callbackCount(ofTrace: index)
    }

    private static func labelCell(_ row: ComparisonRows.Row, width: Double) -> Attributes {
        var attributes: Attributes = ["label": .string(row.label), "width": DiagramStyle.inches(width)]
        if row.isFold {
            attributes["style"] = "filled,dashed"
            attributes["fillcolor"] = .string(DiagramStyle.foldFill)
            attributes["color"] = .string(DiagramStyle.absentLine)
        } else if row.differs {
            // Rows that some strategy skips are the ones worth reading.
            attributes["style"] = "filled"
            attributes["fillcolor"] = .string(DiagramStyle.callFill)
        }
        return attributes
    }

    private static func cell(_ row: ComparisonRows.Row, column: Int, names: [String], width: Double) -> Attributes {
        guard let text = row.cells[column] else {
            return [
                "label": "", "width": DiagramStyle.inches(width), "style": "dashed,filled", "color": .string(DiagramStyle.absentLine),
                "fillcolor": .string(DiagramStyle.foldFill),
                "tooltip": .tooltip("\(names[column]) does not run \(row.label)"),
            ]
        }
        var attributes: Attributes = ["label": .string(text), "width": DiagramStyle.inches(width)]
        if row.isFold {
            attributes["style"] = "dashed"
            attributes["color"] = .string(DiagramStyle.absentLine)
        } else {
            attributes["tooltip"] = .tooltip("\(row.label) is callback \(text) of \(names[column])")
        }
        return attributes
    }
}
