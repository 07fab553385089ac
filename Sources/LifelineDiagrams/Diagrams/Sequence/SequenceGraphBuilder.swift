import LifelineTrace

/// Draws a `SequenceModel` as a `dot` graph, without clusters:
/// - a header node per lifeline, all on the first rank (`rank=same`), in order;
/// - one rank per row. Each rank holds a cell for every lifeline still running: the row's
///   event in its own lifeline and an invisible point in the others, kept left to right by
///   invisible flat edges. Cells of a lifeline are joined by heavy dashed edges, which `dot`
///   keeps straight: that draws the lifelines and lines every column up;
/// - a time column on the left whose `turn N` markers sit on the rank of a turn's first row;
/// - visible edges from each event to the events it ran.
///
/// The cells cost nodes, but no more than the virtual nodes `dot` would create for long
/// lifeline edges anyway; without them `mincross` is free to cross lifelines to untangle the
/// cause edges, and columns wander.
struct SequenceGraphBuilder {
    let model: SequenceModel
    let options: SequenceDiagram.Options

    private static let timeHeader = "time"

    func graph() -> Graph {
        var nodes: [Node] = []
        var edges: [Edge] = []
        var subgraphs: [Subgraph] = []

        // Lane 0 is the time column; lane i > 0 is model.columns[i - 1].
        let headers = [Self.timeHeader] + model.columns.map(headerID)
        nodes.append(Node(Self.timeHeader, ["label": "turn", "shape": .raw("plaintext"), "fontsize": 10]))
        for column in model.columns { nodes.append(headerNode(column)) }
        subgraphs.append(.sameRank(headers))
        edges += zip(headers, headers.dropFirst()).map { Edge(from: $0, to: $1, DiagramStyle.invisible) }

        var laneOfColumn: [SequenceModel.Column: Int] = [:]
        for (index, column) in model.columns.enumerated() { laneOfColumn[column] = index + 1 }
        // A lifeline ends at its last row; the time column runs to the end.
        var lastRowOfLane = Array(repeating: model.rows.count - 1, count: headers.count)
        for lane in 1..<max(headers.count, 1) { lastRowOfLane[lane] = -1 }
        for (index, row) in model.rows.enumerated() {
            if let column = row.column, let lane = laneOfColumn[column] { lastRowOfLane[lane] = index }
        }

        var previousCell = headers
        var turn: Int?
        var markers = 0
        for (index, row) in model.rows.enumerated() {
            let rowLane = row.column.flatMap { laneOfColumn[$0] } ?? 0
            var cells: [String] = []
            for lane in headers.indices where index <= lastRowOfLane[lane] {
                let cell: String
                if lane == rowLane {
                    cell = row.id
                    nodes.append(rowNode(row))
                } else if lane == 0, row.firstTurn != turn {
                    markers += 1
                    cell = "t\(markers)"
                    nodes.append(Node(cell, [
                        "label": .string("turn \(row.firstTurn)"), "style": "filled",
                        "fillcolor": .string(DiagramStyle.headerFill), "color": .string(DiagramStyle.lifeline),
                        "fontsize": 10,
                    ]))
                } else {
                    cell = "s\(index + 1)_\(lane)"
                    nodes.append(Node(cell, Self.emptyCell))
                }
                edges.append(lifeline(from: previousCell[lane], to: cell))
                previousCell[lane] = cell
                cells.append(cell)
            }
            turn = row.lastTurn
            subgraphs.append(.sameRank(cells))
            edges += zip(cells, cells.dropFirst()).map { Edge(from: $0, to: $1, DiagramStyle.invisible) }
        }

        for row in model.rows {
            guard let parent = row.parent else { continue }
            // Weightless, so that cause edges never pull a lifeline out of line.
            var attributes: Attributes = ["weight": 0]
            if case .fold = row.kind { attributes["style"] = .raw("dashed") }
            edges.append(Edge(from: model.rows[parent].id, to: row.id, attributes))
        }

        let visibleNodes = headers.count + model.rows.count + markers
        return Graph(
            id: "sequence",
            attributes: DiagramStyle.graphAttributes(label: model.title, nodeCount: nodes.count,
                                                     fastLayoutNodeCount: options.fastLayoutNodeCount)
                .merging(["nodesep": 0.25, "ranksep": 0.12, "outputorder": .raw("edgesfirst"),
                          "comment": .string("\(visibleNodes) visible nodes, \(nodes.count) with layout cells")]),
            nodeDefaults: DiagramStyle.nodeDefaults,
            edgeDefaults: DiagramStyle.edgeDefaults,
            nodes: nodes, edges: edges, subgraphs: subgraphs)
    }

    /// A lifeline's cell on a rank where it has no event: a point too small to see.
    private static let emptyCell: Attributes = [
        "shape": .raw("point"), "width": 0.01, "height": 0.01, "style": .raw("invis"),
    ]

    private func headerID(_ column: SequenceModel.Column) -> String {
        switch column {
        case .runLoop: return "r"
        case .object(let id): return "o\(id.rawValue)"
        }
    }

    /// Name and class; shortened in the label, whole in the tooltip.
    private func headerNode(_ column: SequenceModel.Column) -> Node {
        let header = model.header(of: column)
        var markup = "<B>" + HTMLLabel.escape(HTMLLabel.shortened(header.name)) + "</B>"
        var tooltip = header.name
        if let className = header.className {
            markup += "<BR/><FONT POINT-SIZE=\"9\">" + HTMLLabel.escape(HTMLLabel.shortened(className)) + "</FONT>"
            tooltip += ": " + className
        }
        return Node(headerID(column), [
            "label": .html(markup), "style": "filled", "fillcolor": .string(DiagramStyle.headerFill),
            "tooltip": .tooltip(tooltip),
        ])
    }

    private func rowNode(_ row: SequenceModel.Row) -> Node {
        var attributes: Attributes = ["label": .string(row.detail.map { row.text + "\n" + $0 } ?? row.text)]
        switch row.kind {
        case .event(.callback):
            attributes["style"] = "rounded"
        case .event(.call):
            attributes["style"] = "filled"
            attributes["fillcolor"] = .string(DiagramStyle.callFill)
        case .event(.runLoop):
            attributes["style"] = "rounded,filled"
            attributes["fillcolor"] = .string(DiagramStyle.runLoopFill)
        case .event(.diagnostic):
            attributes["style"] = "filled,bold"
            attributes["fillcolor"] = .string(DiagramStyle.diagnosticFill)
            attributes["color"] = .string(DiagramStyle.diagnosticLine)
        case .fold:
            attributes["style"] = "filled,dashed"
            attributes["fillcolor"] = .string(DiagramStyle.foldFill)
            attributes["color"] = .string(DiagramStyle.absentLine)
        }
        attributes["tooltip"] = .tooltip(row.summary)
        return Node(row.id, attributes)
    }

    private func lifeline(from: String, to: String) -> Edge {
        Edge(from: from, to: to, [
            "style": .raw("dashed"), "color": .string(DiagramStyle.lifeline), "arrowhead": .raw("none"), "weight": 100,
        ])
    }
}
