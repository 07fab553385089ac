extension TraceComparison {
    /// The comparison as a fixed-width table followed by one line per trace naming the callbacks
    /// it skips. Output is deterministic and has no trailing spaces, so it can be diffed and
    /// checked into test fixtures; it ends with a newline.
    public func renderText() -> String {
        var lines = table()
        if !names.isEmpty {
            lines.append("")
            lines += names.indices.map(skipSummary(of:))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Header `callback` then one column per trace; a cell holds the position or stays empty.
    private func table() -> [String] {
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

    private func skipSummary(of index: Int) -> String {
        let skipped = skipped(by: index)
        guard !skipped.isEmpty else { return "\(names[index]) skips nothing that another strategy runs" }
        let labels = skipped.map(\.label).joined(separator: ", ")
        return "\(names[index]) skips \(TraceText.count(skipped.count, "callback")) that others run: \(labels)"
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
