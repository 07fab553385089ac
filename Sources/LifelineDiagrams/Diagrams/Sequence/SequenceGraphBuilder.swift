import LifelineTrace

/// Draws a `SequenceModel` as a graph whose nodes all have fixed positions (`nop2`):
/// - a row of headers, one per lane: the time column on the left, then a lifeline per column,
///   drawn again every screenful of rows (`SequenceGrid.rowsPerHeader`), so a tall diagram
///   says whose lifeline is whose wherever it is scrolled to;
/// - one row per model row, top to bottom in trace order, its node centred on its lifeline;
///   folds of whole turns start at the time column and run across the lifelines they stand for;
/// - in the time column, a `turn N` marker on the first row of each turn, with a light rule
///   across the diagram above it;
/// - each lifeline a dashed edge from its header to an invisible point below its last row;
/// - an edge from each event to the events it ran, its path given by the grid (see
///   `SequenceGrid`): straight lines from Graphviz crossed behind the nodes between the two
///   ends and seemed to come from them; a log line (a note on its object's lifeline) and a state
///   change (a smaller note) hang from what ran them on a dotted line without an arrow.
///
/// A row holds one node (and perhaps a marker), so columns only need to be as wide as their
/// widest node for nothing to overlap; rows are as tall as their node.
struct SequenceGraphBuilder {
    let model: SequenceModel
    /// Events drawn highlighted (`SequenceDiagram.Options.highlightedEvents`).
    var highlighted: Set<Int> = []

    private static let timeHeader = "time"

    func graph() -> Graph {
        let grid = SequenceGrid(model: model)
        let headerIDs = [Self.timeHeader] + model.columns.map(headerID)
        var nodes: [Node] = []
        var edges: [Edge] = []

        nodes.append(Node(Self.timeHeader, [
            "label": "turn", "shape": .raw("plaintext"), "fontsize": 10,
            "pos": grid.position(lane: 0, y: grid.headerY),
        ]))
        for (offset, column) in model.columns.enumerated() {
            nodes.append(headerNode(column, pos: grid.position(lane: offset + 1, y: grid.headerY)))
        }
        // Repeats, with ids of their own (`h<k>_` and the header's id); drawn over the lifelines.
        for (repeatIndex, y) in grid.headerRepeatY.enumerated() {
            let prefix = "h\(repeatIndex + 1)_"
            nodes.append(Node(prefix + Self.timeHeader, [
                "label": "turn", "shape": .raw("plaintext"), "fontsize": 10, "pos": grid.position(lane: 0, y: y),
            ]))
            for (offset, column) in model.columns.enumerated() {
                var header = headerNode(column, pos: grid.position(lane: offset + 1, y: y))
                header.id = prefix + header.id
                nodes.append(header)
            }
        }

        var markers = 0
        for (index, row) in model.rows.enumerated() {
            if let label = grid.timeLabel[index] {
                markers += 1
                let marker = "t\(markers)"
                nodes.append(Node(marker, [
                    "label": .string(label), "style": "filled",
                    "fillcolor": .string(DiagramStyle.headerFill), "color": .string(DiagramStyle.lifeline),
                    "fontsize": 10, "pos": grid.position(lane: 0, y: grid.rowY[index]),
                ]))
                if let ruleY = grid.ruleY[index] {
                    // Between two invisible points: a rule from the marker would cross the row's node.
                    let ends = ("s\(markers)l", "s\(markers)r")
                    nodes.append(Node(ends.0, DiagramStyle.anchor.merging(["pos": grid.position(x: grid.left, y: ruleY)])))
                    nodes.append(Node(ends.1, DiagramStyle.anchor.merging(["pos": grid.position(x: grid.right, y: ruleY)])))
                    edges.append(Edge(from: ends.0, to: ends.1, [
                        "color": .string(DiagramStyle.turnRule), "arrowhead": .raw("none"),
                    ]))
                }
            }
            nodes.append(rowNode(row, pos: grid.position(x: grid.rowX[index], y: grid.rowY[index]),
                                 width: grid.rowWidth[index]))
        }

        // Lifelines go first so that they are drawn under the cause edges too.
        var lifelines: [Edge] = []
        for (lane, header) in headerIDs.enumerated() {
            guard let bottom = grid.bottomY[lane] else { continue }
            let end = "l_" + header
            nodes.append(Node(end, DiagramStyle.anchor.merging(["pos": grid.position(lane: lane, y: bottom)])))
            lifelines.append(Edge(from: header, to: end, [
                "style": .raw("dashed"), "color": .string(DiagramStyle.lifeline), "arrowhead": .raw("none"),
            ]))
        }
        edges = lifelines + edges

        for (index, row) in model.rows.enumerated() {
            guard let parent = row.parent else { continue }
            var attributes: Attributes = [:]
            switch row.kind {
            case .fold: attributes["style"] = .raw("dashed")
            case .event(.log), .event(.state):
                // A note is attached to what ran it, not sent a message: a dotted line, no arrow.
                attributes["style"] = .raw("dotted")
                attributes["arrowhead"] = .raw("none")
            default: break
            }
            if let path = grid.causePath(to: index) { attributes["pos"] = path }
            if isHighlighted(row), isHighlighted(model.rows[parent]) { attributes = attributes.merging(DiagramStyle.highlightEdge) }
            edges.append(Edge(from: model.rows[parent].id, to: row.id, attributes))
        }

        let visibleNodes = headerIDs.count * (1 + grid.headerRepeatY.count) + model.rows.count + markers
        return Graph(
            id: "sequence",
            attributes: DiagramStyle.fixedLayoutAttributes(label: model.title)
                .merging(["comment": .string("\(visibleNodes) visible nodes, \(nodes.count) in all")]),
            nodeDefaults: DiagramStyle.nodeDefaults,
            edgeDefaults: DiagramStyle.edgeDefaults,
            nodes: nodes, edges: edges)
    }

    private func headerID(_ column: SequenceModel.Column) -> String {
        switch column {
        case .runLoop: return "r"
        case .object(let id): return "o\(id.rawValue)"
        }
    }

    /// Name and class; shortened in the label, whole in the tooltip. A plain label, not an
    /// HTML one: Graphviz 2.43 leaks memory on every HTML label it parses (in `htmlparse`).
    private func headerNode(_ column: SequenceModel.Column, pos: AttributeValue) -> Node {
        let header = model.header(of: column)
        var label = HTMLLabel.shortened(header.name)
        var tooltip = header.name
        if let className = header.className {
            label += "\n" + HTMLLabel.shortened(className)
            tooltip += ": " + className
        }
        return Node(headerID(column), [
            "label": .string(label), "style": "filled", "fillcolor": .string(DiagramStyle.headerFill),
            "tooltip": .tooltip(tooltip), "pos": pos,
        ])
    }

    /// The width is the grid's estimate, at least what the label needs: nodes then end where
    /// the grid expects, which brackets and folds in the time column rely on.
    private func rowNode(_ row: SequenceModel.Row, pos: AttributeValue, width: Double) -> Node {
        var attributes: Attributes = ["label": .string(SequenceGrid.label(of: row)), "width": DiagramStyle.inches(width)]
        switch row.kind {
        case .event(.callback):
            attributes["style"] = "rounded"
        case .event(.call):
            attributes["style"] = "filled"
            attributes["fillcolor"] = .string(DiagramStyle.callFill)
        case .event(.runLoop):
            attributes["style"] = "rounded,filled"
            attributes["fillcolor"] = .string(DiagramStyle.runLoopFill)
        case .event(.log):
            // A log line is a note on its object's lifeline, as in a UML sequence diagram.
            attributes["shape"] = "note"
            attributes["style"] = "filled"
            attributes["fillcolor"] = .string(DiagramStyle.logFill)
        case .event(.state):
            // A state change is a smaller note: it annotates the lifeline rather than acting on it.
            attributes["shape"] = "note"
            attributes["style"] = "filled"
            attributes["fillcolor"] = .string(DiagramStyle.stateFill)
            attributes["fontsize"] = 10
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
        attributes["pos"] = pos
        if isHighlighted(row) { attributes = attributes.merging(DiagramStyle.highlightNode) }
        return Node(row.id, attributes)
    }

    /// Whether the row is a highlighted event; rows of events are `e<sequence>` (`SequenceModel.Row.id`).
    private func isHighlighted(_ row: SequenceModel.Row) -> Bool {
        guard !highlighted.isEmpty, row.id.first == "e", let sequence = Int(row.id.dropFirst()) else { return false }
        return highlighted.contains(sequence)
    }
}
