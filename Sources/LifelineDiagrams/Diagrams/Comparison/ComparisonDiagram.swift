import LifelineTrace

/// `TraceComparison` as a grid for `dot`: a column per trace (strategy), the same callback on
/// the same row in every column, the callback's label in a column on the left. A cell holds
/// the callback's position among that trace's callbacks; a callback a trace skips is an empty
/// dashed cell, so absence reads as absence rather than as a gap in the layout.
///
/// Built from cells on ranks, like the sequence diagram: each row is one rank, held in order by
/// invisible flat edges, and heavy invisible edges between rows keep the columns straight.
public struct ComparisonDiagram: Sendable {
    /// How much of a long comparison to show.
    public struct Options: Hashable, Sendable {
        /// Above this many rows, runs that all traces agree on are folded and, if that is not
        /// enough, the rest is cut with a final row saying how much is missing.
        public var maxRows: Int

        public init(maxRows: Int = 400) {
            self.maxRows = maxRows
        }
    }

    public let graph: Graph

    public init(runs: [(name: String, trace: Trace)], options: Options = Options()) {
        let comparison = TraceComparison(runs)
        let rows = ComparisonRows(comparison, maxRows: max(options.maxRows, 2)).rows
        graph = Self.graph(comparison: comparison, rows: rows, iosVersion: runs.first?.trace.iosVersion)
    }

    private static func graph(comparison: TraceComparison, rows: [ComparisonRows.Row], iosVersion: Int?) -> Graph {
        let columns = comparison.names.count
        var nodes: [Node] = []
        var edges: [Edge] = []
        var subgraphs: [Subgraph] = []

        // Columns as wide as their widest text, so every cell of a column has the same size.
        let labelWidth = width(ofCharacters: rows.map(\.label.count).max() ?? 8)
        let cellWidths = comparison.names.indices.map { column in
            width(ofCharacters: max(HTMLLabel.shortened(comparison.names[column]).count, rows.map { $0.cells[column]?.count ?? 0 }.max() ?? 0, 4))
        }

        var previous = (0...columns).map { "h\($0)" }
        nodes.append(Node("h0", ["label": .html("<B>callback</B>"), "width": .number(labelWidth),
                                 "shape": .raw("plaintext")]))
        for (index, name) in comparison.names.enumerated() {
            let count = comparison.rows.filter { $0.positions[index] != nil }.count
            let markup = "<B>" + HTMLLabel.escape(HTMLLabel.shortened(name)) + "</B><BR/><FONT POINT-SIZE=\"9\">"
                + NumberText.count(count, "callback") + "</FONT>"
            nodes.append(Node("h\(index + 1)", ["label": .html(markup), "width": .number(cellWidths[index]),
                                                "style": "filled", "fillcolor": .string(DiagramStyle.headerFill),
                                                "tooltip": .tooltip(name)]))
        }
        subgraphs.append(.sameRank(previous))
        edges += zip(previous, previous.dropFirst()).map { Edge(from: $0, to: $1, DiagramStyle.invisible) }

        for (index, row) in rows.enumerated() {
            let ids = (0...columns).map { "r\(index + 1)c\($0)" }
            nodes.append(Node(ids[0], labelCell(row, width: labelWidth)))
            for column in 0..<columns {
                nodes.append(Node(ids[column + 1], cell(row, column: column, names: comparison.names,
                                                         width: cellWidths[column])))
            }
            subgraphs.append(.sameRank(ids))
            edges += zip(ids, ids.dropFirst()).map { Edge(from: $0, to: $1, DiagramStyle.invisible) }
            edges += zip(previous, ids).map { Edge(from: $0, to: $1, ["style": .raw("invis"), "weight": 100]) }
            previous = ids
        }

        let skips = comparison.names.indices.map { index in
            "\(comparison.names[index]) skips \(comparison.skipped(by: index).count)"
        }
        var title = "compare: " + comparison.names.joined(separator: " · ")
        if let iosVersion { title += " · iOS \(iosVersion)" }
        title += "\n" + NumberText.count(comparison.rows.count, "callback occurrence")
        if !skips.isEmpty { title += "; " + skips.joined(separator: ", ") }
        title += "\nnumbers: position among the strategy's callbacks; empty dashed cell: not run"
        let nodeCount = nodes.count
        return Graph(
            id: "comparison",
            attributes: DiagramStyle.graphAttributes(label: title, nodeCount: nodeCount, fastLayoutNodeCount: 1_000)
                .merging(["nodesep": 0.08, "ranksep": 0.06]),
            nodeDefaults: DiagramStyle.nodeDefaults,
            edgeDefaults: DiagramStyle.edgeDefaults,
            nodes: nodes, edges: edges, subgraphs: subgraphs)
    }

    private static func labelCell(_ row: ComparisonRows.Row, width: Double) -> Attributes {
        var attributes: Attributes = ["label": .string(row.label), "width": .number(width)]
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
                "label": "", "width": .number(width), "style": "dashed,filled", "color": .string(DiagramStyle.absentLine),
                "fillcolor": .string(DiagramStyle.foldFill),
                "tooltip": .tooltip("\(names[column]) does not run \(row.label)"),
            ]
        }
        var attributes: Attributes = ["label": .string(text), "width": .number(width)]
        if row.isFold {
            attributes["style"] = "dashed"
            attributes["color"] = .string(DiagramStyle.absentLine)
        } else {
            attributes["tooltip"] = .tooltip("\(row.label) is callback \(text) of \(names[column])")
        }
        return attributes
    }

    /// Inches for a line of Helvetica at 11 pt: about 0.085 in per character plus margins.
    /// Only a minimum width; `dot` still grows a node whose text is wider.
    private static func width(ofCharacters count: Int) -> Double {
        ((Double(count) * 0.085 + 0.25) * 100).rounded() / 100
    }
}
