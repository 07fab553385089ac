extension TraceComparison {
    /// The comparison as a fixed-width table followed by one line per trace naming the callbacks
    /// it skips. Output is deterministic and has no trailing spaces, so it can be diffed and
    /// checked into test fixtures; it ends with a newline.
    public func renderText() -> String {
        var lines = tableLines()
        if !names.isEmpty {
            lines.append("")
            lines += names.indices.flatMap(skipSummary(of:))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Header `callback` then one column per trace; a cell holds the position or stays empty.
    func tableLines() -> [String] {
        let header = ["callback"] + names
        let body = rows.map { row in [row.label] + row.positions.map { $0.map(String.init) ?? "" } }
        let grid = [header] + body
        let widths = header.indices.map { column in grid.map { $0[column].count }.max() ?? 0 }
        return grid.map { cells in
            let padded = cells.enumerated().map { column, cell in
                // Labels read left to right; positions are numbers, so they align on the right.
                column == 0 ? cell.padded(to: widths[column], left: false)
                            : cell.padded(to: widths[column], left: true)
            }
            return padded.joined(separator: "  ").trimmingTrailingSpaces()
        }
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
