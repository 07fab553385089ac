extension TraceComparison {
    /// The comparison as JSON for other tools:
    /// `{"strategies": [...], "rows": [{"object", "callback", "invocation", "occurrence",
    /// "positions"}...],
    /// "skipped": {"<name>": ["<label>"...]}}`.
    ///
    /// Keys come in that fixed order and every row sits on its own line, so the output is
    /// deterministic and diffs well. It ends with a newline.
    public func renderJSON() -> String {
        typealias J = ComparisonJSON
        let strategies = J.array(names.map(JSONLiteral.string))
        let rowLines = rows.map { row in
            let positions = J.array(row.positions.map { $0.map(String.init) ?? "null" })
            return "    {\"object\": \(JSONLiteral.string(row.object)), \"callback\": \(JSONLiteral.string(row.callback.rawValue)), "
                + "\"invocation\": \(JSONLiteral.string(row.invocation)), \"occurrence\": \(row.occurrence), \"positions\": \(positions)}"
        }
        let skippedLines = names.indices.map { index in
            "    \(JSONLiteral.string(names[index])): \(J.array(skipped(by: index).map { JSONLiteral.string($0.label) }))"
        }
        return """
        {
          "strategies": \(strategies),
          "rows": \(block(rowLines, open: "[", close: "]")),
          "skipped": \(block(skippedLines, open: "{", close: "}"))
        }

        """
    }

    /// One element per line, or `[]`/`{}` when empty so that empty comparisons stay compact.
    private func block(_ lines: [String], open: String, close: String) -> String {
        guard !lines.isEmpty else { return open + close }
        return open + "\n" + lines.joined(separator: ",\n") + "\n  " + close
    }
}
