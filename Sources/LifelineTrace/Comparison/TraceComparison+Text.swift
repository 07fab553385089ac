extension TraceComparison {
    /// The comparison as a fixed-width table followed by one line per trace naming the callbacks
    /// it skips. Output is deterministic and has no trailing spaces, so it can be diffed and
    /// checked into test fixtures; it ends with a newline.
    public func renderText() -> String {
        var text = TextByteBuffer()
        appendTable(to: &text)
        if !names.isEmpty {
            text.newline()
            for line in names.indices.flatMap(skipSummary(of:)) {
                text.append(line)
                text.newline()
            }
        }
        return text.string()
    }

    /// The table, each line ended by a newline: header `callback` then one column per trace; a
    /// cell holds the position or stays empty. Labels read left to right; positions are numbers,
    /// so they align on the right; no line ends in spaces.
    ///
    /// Written as bytes, each callback's label spelled once (`TableLabels`): a comparison of two
    /// million-callback traces is a million lines (Benchmarks/Profiling.md, section 30). Widths
    /// are counted in Characters, as a terminal shows them; a line whose label is all printable
    /// ASCII (one byte, one Character) is padded and trimmed by bytes, any other goes through
    /// `paddedLine`, the same rule on Strings. O(rows × traces).
    func appendTable(to text: inout TextByteBuffer) {
        var labels = TableLabels(self)
        let header = ["callback"] + names
        var widths = header.map(\.count)
        for row in 0..<rowCount { widths[0] = Swift.max(widths[0], labels.width(ofRow: row)) }
        for (column, positions) in table.positions.enumerated() {
            widths[column + 1] = Swift.max(widths[column + 1], TableLabels.digits(positions.max() ?? 0))
        }
        text.reserve(text.count + (rowCount + 1) * (widths.reduce(0, +) + 2 * names.count + 1))
        text.append(Self.paddedLine(header, widths: widths))
        text.newline()
        for row in 0..<rowCount {
            let lineStart = text.count
            guard labels.appendPlainLabel(ofRow: row, to: &text) else {
                let cells = [labels.label(ofRow: row)] + table.positions.indices.map { trace in
                    position(ofRow: row, inTrace: trace).map(String.init) ?? ""
                }
                text.append(Self.paddedLine(cells, widths: widths))
                text.newline()
                continue
            }
            text.append(spaces: widths[0] - (text.count - lineStart))
            for (column, positions) in table.positions.enumerated() {
                let position = positions[row]
                text.append(spaces: 2 + widths[column + 1] - (position == 0 ? 0 : TableLabels.digits(position)))
                if position != 0 { text.append(integer: Int(position)) }
            }
            text.trimTrailingSpaces(downTo: lineStart)
            text.newline()
        }
    }

    /// One line of the table from its cells as Strings, padded to `widths` in Characters and
    /// without trailing spaces: the header's rule, and any row's whose label is not plain ASCII.
    static func paddedLine(_ cells: [String], widths: [Int]) -> String {
        let padded = cells.enumerated().map { column, cell in
            column == 0 ? cell.padded(to: widths[column], left: false)
                        : cell.padded(to: widths[column], left: true)
        }
        return padded.joined(separator: "  ").trimmingTrailingSpaces()
    }

    /// The longest a summary line gets before it wraps, in characters.
    public static let summaryWidth = 100

    /// `name skips N callbacks that others run:` then one line per object, in the order their
    /// first skipped row comes, listing that object's skipped callbacks without repeating its
    /// name, wrapped at `summaryWidth`.
    private func skipSummary(of index: Int) -> [String] {
        let skipped = skipped(by: index)
        guard !skipped.isEmpty else { return ["\(names[index]) skips nothing that another strategy runs"] }
        return ["\(names[index]) skips \(TraceText.count(skipped.count, "callback")) that others run:"]
            + Self.groupedByObject(skipped, marker: nil)
    }

    /// `  vc: viewWillAppear(false), viewDidAppear(false)` per object (after `marker`, if any),
    /// wrapped with the
    /// continuation lines aligned under the first callback.
    static func groupedByObject(_ rows: [Row], marker: String?) -> [String] {
        var order: [String] = []
        var byObject: [String: [String]] = [:]
        for row in rows {
            if byObject[row.object] == nil { order.append(row.object) }
            let item = row.occurrence == 1 ? row.invocation : "\(row.invocation) #\(row.occurrence)"
            byObject[row.object, default: []].append(item)
        }
        return order.flatMap { object in
            wrapped(byObject[object]!, firstPrefix: "  " + (marker.map { $0 + " " } ?? "") + "\(object): ")
        }
    }

    /// Items joined by `, `, as many per line as fit in `summaryWidth` (at least one).
    static func wrapped(_ items: [String], firstPrefix: String) -> [String] {
        // Aligned under the first item, unless the prefix is so long that little would fit.
        let indent = String(repeating: " ", count: firstPrefix.count <= 32 ? firstPrefix.count : 6)
        var lines: [String] = []
        var current = firstPrefix
        var currentHasItem = false
        for (offset, item) in items.enumerated() {
            let piece = item + (offset == items.count - 1 ? "" : ",")
            if currentHasItem, current.count + 1 + piece.count > summaryWidth {
                lines.append(current)
                current = indent + piece
            } else {
                current += (currentHasItem ? " " : "") + piece
            }
            currentHasItem = true
        }
        lines.append(current)
        return lines
    }
}

private extension String {
    func padded(to width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: Swift.max(0, width - count))
        return left ? padding + self : self + padding
    }

    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
