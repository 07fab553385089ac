extension TraceComparison {
    /// One flow across iOS versions, for `lifeline compare FLOW --ios 12,13,...`: a headline
    /// naming every version where the callbacks change, the table (a column per version, named as
    /// given, e.g. `iOS 12`), then what each change adds (`+`) and drops (`-`), grouped by object.
    /// Columns must be in version order; each is compared with the one before it.
    ///
    /// ```
    /// dismiss-full-screen on iOS 12, 13, 16, 17, 26: changes at iOS 13, iOS 17
    ///
    /// callback ...
    ///
    /// iOS 12 -> iOS 13: 1 callback added, 1 dropped
    ///   + vc: viewIsAppearing(false)
    /// iOS 13 -> iOS 16: the same callbacks in the same order
    /// ```
    public func renderVersionMatrix(flow: String) -> String {
        let changes = names.indices.dropFirst().map { (column: $0, change: change(to: $0)) }
        let changed = changes.filter { !$0.change.isEmpty }.map { names[$0.column] }
        let headline = "\(flow) on \(names.joined(separator: ", ")): "
            + (changed.isEmpty ? "the same callbacks in the same order on every version"
                               : "changes at " + changed.joined(separator: ", "))
        var text = TextByteBuffer()
        text.append(headline + "\n\n")
        appendTable(to: &text)
        var lines: [String] = changes.isEmpty ? [] : [""]
        for (column, change) in changes {
            let step = "\(names[column - 1]) -> \(names[column]): "
            if change.isEmpty {
                lines.append(step + "the same callbacks in the same order")
                continue
            }
            lines.append(step + TraceText.count(change.added.count, "callback") + " added, \(change.dropped.count) dropped")
            lines += Self.groupedByObject(change.added, marker: "+") + Self.groupedByObject(change.dropped, marker: "-")
        }
        for line in lines {
            text.append(line)
            text.newline()
        }
        return text.string()
    }

    /// The rows column `column` runs and the one before does not, and the other way round. A
    /// callback that moved shows as one of each, since rows keep each trace's order.
    func change(to column: Int) -> (added: [Row], dropped: [Row], isEmpty: Bool) {
        let added = rows.filter { $0.positions[column] != nil && $0.positions[column - 1] == nil }
        let dropped = rows.filter { $0.positions[column] == nil && $0.positions[column - 1] != nil }
        return (added, dropped, added.isEmpty && dropped.isEmpty)
    }
}
