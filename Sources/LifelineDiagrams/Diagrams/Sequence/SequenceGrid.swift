import LifelineTrace
/// Where a sequence diagram's nodes and cause edges go, in points: x to the right from the time
/// column's left edge, y downwards from the headers' centres (negated for Graphviz, whose y
/// grows upwards). Sizes are estimates (`TextMetrics`) on the wide side; rows are given the
/// estimated width, so that edges can end exactly on them.
struct SequenceGrid {
    /// Lane 0 is the time column; lane i > 0 is the model's column i - 1.
    let laneX: [Double]
    let laneWidth: [Double]
    let left: Double
    let right: Double
    let headerY: Double = 0
    /// Per row: its lane (0 for folds of whole turns), its node's centre and width, and the rule
    /// above it if it starts a turn.
    let rowLane: [Int]
    let rowX: [Double]
    let rowY: [Double]
    let rowWidth: [Double]
    /// Per row: what its node in the time column says (the turn it starts, the markers before
    /// it), or nil for no node.
    let timeLabel: [String?]
    let ruleY: [Double?]
    /// Per lane: where its lifeline ends, below its last row; nil for a lane without rows.
    let bottomY: [Double?]
    /// Where the headers are drawn again, every `rowsPerHeader` rows unless only a few rows
    /// follow: in a tall diagram the headers at the top are long out of sight, and a lifeline is
    /// only a dashed line.
    let headerRepeatY: [Double]

    /// About a screenful of rows (most rows take 24 points); `SequenceModel` counts the repeated
    /// headers in a folded diagram's budget with it.
    static let rowsPerHeader = 40
    /// Paths of the edges into rows that the grid draws itself, by the child's row.
    private var causePaths: [Int: String] = [:]

    private static let columnGap = 24.0
    private static let rowGap = 8.0
    /// Extra space above a turn's first row, where its rule runs.
    private static let turnGap = 10.0
    private static let headerGap = 12.0
    /// A bracket's upright stands this far right of the widest node it passes: room for a
    /// corner and the arrowhead (6 points at `arrowsize=0.6`).
    private static let bracketOffset = 12.0
    private static let uprightStep = 4.0
    private static let cornerRadius = 4.0
    private static let arrowLength = 6.0

    init(model: SequenceModel) {
        var laneOfColumn: [SequenceModel.Column: Int] = [:]
        for (index, column) in model.columns.enumerated() { laneOfColumn[column] = index + 1 }

        // Headers set each lane's first width and the header row's height.
        var widths = [TextMetrics.boxSize(text: TextMetrics.size(of: "turn", fontSize: 10)).width]
        var headerHeight = 21.6
        for column in model.columns {
            let header = model.header(of: column)
            let name = TextMetrics.size(of: HTMLLabel.shortened(header.name), fontSize: 11, bold: true)
            let className = header.className.map { TextMetrics.size(of: HTMLLabel.shortened($0), fontSize: 11) }
            let box = TextMetrics.boxSize(text: (max(name.width, className?.width ?? 0),
                                                 name.height + (className?.height ?? 0)))
            widths.append(box.width)
            headerHeight = max(headerHeight, box.height)
        }

        var rowLane: [Int] = [], rowWidth: [Double] = [], rowHeight: [Double] = [], startsTurn: [Bool] = []
        var timeLabel: [String?] = []
        var turn: Int?
        for row in model.rows {
            let lane = row.column.flatMap { laneOfColumn[$0] } ?? 0
            let box = TextMetrics.boxSize(text: TextMetrics.size(of: Self.label(of: row), fontSize: 11))
            let width = DiagramStyle.roundedUpToHundredthInch(box.width)
            rowLane.append(lane)
            rowWidth.append(width)
            rowHeight.append(box.height)
            // A fold of whole turns names its turns itself, in the marker's place.
            let turnStarts = lane != 0 && row.firstTurn != turn
            startsTurn.append(turnStarts)
            // A time axis: once the run loop's clock has moved, each turn says when it ran.
            let turnLine = "turn \(row.firstTurn)" + (row.startTime == 0 ? "" : "\n" + TraceNameSyntax.number(row.startTime) + " s")
            let lines = (turnStarts ? [turnLine] : []) + (lane != 0 ? row.markers.map { "▸ " + $0 } : [])
            if lines.isEmpty {
                timeLabel.append(nil)
            } else {
                let label = lines.joined(separator: "\n")
                timeLabel.append(label)
                let marker = TextMetrics.boxSize(text: TextMetrics.size(of: label, fontSize: 10))
                widths[0] = max(widths[0], marker.width)
                rowHeight[rowHeight.count - 1] = max(box.height, marker.height)
            }
            // Folds of whole turns start at the time column and may run over the lifelines.
            if lane != 0 { widths[lane] = max(widths[lane], width) }
            turn = row.lastTurn
        }

        var x = widths[0] / 2
        var laneX = [x]
        for lane in widths.indices.dropFirst() {
            x += widths[lane - 1] / 2 + Self.columnGap + widths[lane] / 2
            laneX.append(x)
        }
        self.laneX = laneX
        laneWidth = widths
        left = 0
        right = (laneX.last ?? 0) + (widths.last ?? 0) / 2

        var rowY: [Double] = [], ruleY: [Double?] = [], headerRepeatY: [Double] = []
        var top = headerHeight / 2 + Self.headerGap
        var lastRow = Array(repeating: -1, count: widths.count)
        for index in model.rows.indices {
            if index > 0, index % Self.rowsPerHeader == 0, model.rows.count - index >= Self.rowsPerHeader / 4 {
                headerRepeatY.append(top + Self.headerGap / 2 + headerHeight / 2)
                top += headerHeight + Self.headerGap
            }
            if startsTurn[index], index > 0 {
                ruleY.append(top + Self.turnGap / 2 - Self.rowGap / 2)
                top += Self.turnGap
            } else {
                ruleY.append(nil)
            }
            rowY.append(top + rowHeight[index] / 2)
            top += rowHeight[index] + Self.rowGap
            lastRow[rowLane[index]] = index
        }
        lastRow[0] = model.rows.count - 1
        bottomY = lastRow.map { $0 < 0 ? nil : rowY[$0] + rowHeight[$0] / 2 + Self.rowGap }
        self.headerRepeatY = headerRepeatY

        self.rowLane = rowLane
        rowX = rowLane.indices.map { rowLane[$0] == 0 ? rowWidth[$0] / 2 : laneX[rowLane[$0]] }
        self.rowY = rowY
        self.rowWidth = rowWidth
        self.timeLabel = timeLabel
        self.ruleY = ruleY
        causePaths = routeCauses(model.rows)
    }

    /// The label of a row's node: its text, and a diagnostic's message on a second line.
    static func label(of row: SequenceModel.Row) -> String {
        row.detail.map { row.text + "\n" + $0 } ?? row.text
    }

    func position(lane: Int, y: Double) -> AttributeValue {
        position(x: laneX[lane], y: y)
    }

    func position(x: Double, y: Double) -> AttributeValue {
        DiagramStyle.position(x: x, y: -y)
    }

    /// The path of the edge into `row` when the grid draws it rather than Graphviz.
    func causePath(to row: Int) -> AttributeValue? {
        causePaths[row].map(AttributeValue.string)
    }

    // MARK: Cause edges

    /// Paths for the edges into rows, by the child's row:
    /// - to another lifeline, an elbow: down the parent's lifeline (the parent is active, as in
    ///   UML) and across to the child on the child's row. A row holds one node, so the
    ///   horizontal part crosses none, and the vertical part runs behind the parent's own
    ///   descendants only. A parent active inside another on the same lifeline has its upright
    ///   a little to the right, so that each arrow starts clear of the other's;
    /// - to the same lifeline with more of its rows in between, a bracket on the lifeline's
    ///   right: a straight line would hide behind those rows and seem to come from them. A
    ///   parent's brackets share one upright, right of every node they pass. Spans of rows
    ///   nest (children follow their parent in trace order), so inner uprights are placed first
    ///   and outer ones stand clear of them;
    /// - to the next row of the same lifeline, none: Graphviz's straight line is right.
    private func routeCauses(_ rows: [SequenceModel.Row]) -> [Int: String] {
        var rowsOfLane = Array(repeating: [Int](), count: laneX.count)
        var place = Array(repeating: 0, count: rows.count)
        for index in rows.indices {
            place[index] = rowsOfLane[rowLane[index]].count
            rowsOfLane[rowLane[index]].append(index)
        }
        func isElbow(_ parent: Int, _ child: Int) -> Bool {
            rowLane[parent] != rowLane[child] || rowLane[child] == 0
        }
        var elbowEnd: [Int: Int] = [:], bracketEnd: [Int: Int] = [:]
        for (index, row) in rows.enumerated() {
            guard let parent = row.parent else { continue }
            if isElbow(parent, index) {
                elbowEnd[parent] = max(elbowEnd[parent] ?? index, index)
            } else if place[index] - place[parent] > 1 {
                bracketEnd[parent] = max(bracketEnd[parent] ?? index, index)
            }
        }

        var elbowX: [Int: Double] = [:]
        var active = Array(repeating: [Int](), count: laneX.count)
        for parent in elbowEnd.keys.sorted() {
            let lane = rowLane[parent]
            while let last = active[lane].last, elbowEnd[last]! < parent { active[lane].removeLast() }
            elbowX[parent] = rowX[parent] + Double(min(active[lane].count, 3)) * Self.uprightStep
            active[lane].append(parent)
        }

        var bracketX: [Int: Double] = [:]
        var placed: [(start: Int, end: Int, x: Double)] = []
        let spans = bracketEnd.sorted { ($0.value - $0.key, $0.key) < ($1.value - $1.key, $1.key) }
        for (parent, end) in spans {
            let lane = rowLane[parent]
            let passed = rowsOfLane[lane][place[parent]...place[end]]
            var x = laneX[lane] + (passed.map { rowWidth[$0] }.max() ?? 0) / 2 + Self.bracketOffset
            for inner in placed where inner.start >= parent && inner.end <= end && rowLane[inner.start] == lane {
                x = max(x, inner.x + Self.uprightStep)
            }
            // Nesting deeper than the gap allows shares the outermost upright.
            x = min(x, laneX[lane] + laneWidth[lane] / 2 + Self.columnGap - Self.uprightStep)
            bracketX[parent] = x
            placed.append((parent, end, x))
        }

        var paths: [Int: String] = [:]
        for (index, row) in rows.enumerated() {
            guard let parent = row.parent else { continue }
            if isElbow(parent, index), let x = elbowX[parent] {
                paths[index] = elbow(from: parent, upright: x, to: index)
            } else if place[index] - place[parent] > 1, let x = bracketX[parent] {
                paths[index] = bracket(from: parent, upright: x, to: index)
            }
        }
        return paths
    }

    private func elbow(from parent: Int, upright: Double, to row: Int) -> String {
        let direction: Double = rowX[row] < upright ? -1 : 1
        let tip = rowX[row] - direction * rowWidth[row] / 2, y = rowY[row]
        var path = Path(start: (upright, rowY[parent]))
        path.line(to: (upright, y - Self.cornerRadius))
        path.corner(at: (upright, y), to: (upright + direction * Self.cornerRadius, y))
        path.line(to: (tip - direction * Self.arrowLength, y))
        return path.text(tip: (tip, y))
    }

    private func bracket(from parent: Int, upright: Double, to row: Int) -> String {
        let x = rowX[row], top = rowY[parent], bottom = rowY[row], radius = Self.cornerRadius
        let tip = x + rowWidth[row] / 2
        var path = Path(start: (x, top))
        path.line(to: (upright - radius, top))
        path.corner(at: (upright, top), to: (upright, top + radius))
        path.line(to: (upright, bottom - radius))
        path.corner(at: (upright, bottom), to: (upright - radius, bottom))
        path.line(to: (tip + Self.arrowLength, bottom))
        return path.text(tip: (tip, bottom))
    }

    /// An edge's path as Graphviz reads `pos`: the arrowhead's tip, then the points of cubic
    /// Béziers, here straight lines and corners rounded by their control points. It starts at
    /// the parent's centre, under the node, which is drawn over it.
    private struct Path {
        var points: [(x: Double, y: Double)]

        init(start: (Double, Double)) { points = [start] }

        mutating func line(to point: (Double, Double)) { points += [points[points.count - 1], point, point] }

        mutating func corner(at point: (Double, Double), to end: (Double, Double)) { points += [point, point, end] }

        func text(tip: (Double, Double)) -> String {
            var text = "e,"
            text.reserveCapacity(16 * (points.count + 1))
            DiagramStyle.appendPoint(x: tip.0, y: -tip.1, to: &text)
            for point in points {
                text += " "
                DiagramStyle.appendPoint(x: point.x, y: -point.y, to: &text)
            }
            return text
        }
    }
}
