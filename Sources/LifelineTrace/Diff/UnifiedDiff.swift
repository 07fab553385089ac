/// A line-by-line comparison of two texts in the unified format `diff -u` and `git diff` print:
/// `---`/`+++` headers, then hunks of changed lines with a few lines of context around them.
/// Golden-trace checks (`lifeline diff`, `lifeline verify`, the testing kit) show it on failure.
public struct UnifiedDiff: Sendable {
    /// One run of changes and its context: `@@ -oldStart,oldCount +newStart,newCount @@`.
    public struct Hunk: Sendable, Equatable {
        /// One line of a hunk, as `diff -u` marks it: ` `, `-` or `+`.
        public enum Line: Sendable, Equatable {
            /// Unchanged, shown around a change.
            case context(String)
            /// Only in the old text.
            case removed(String)
            /// Only in the new text.
            case added(String)
        }
        /// 1-based first line in each text; for an empty range, the line before it, as `diff -u`.
        public var oldStart: Int
        /// How many old lines the hunk covers (context and removed).
        public var oldCount: Int
        /// 1-based first line in the new text.
        public var newStart: Int
        /// How many new lines the hunk covers (context and added).
        public var newCount: Int
        /// The hunk's lines in order.
        public var lines: [Line]
    }

    /// The name after `---`.
    public let oldName: String
    /// The name after `+++`.
    public let newName: String
    /// The changes, in order; empty when the texts are equal.
    public let hunks: [Hunk]

    /// Compares `old` with `new` line by line; `context` unchanged lines surround each change.
    public init(old: String, new: String, oldName: String = "expected", newName: String = "actual", context: Int = 3) {
        self.oldName = oldName
        self.newName = newName
        // Lines as byte ranges, each numbered once (`LineNumbering`); Strings only for the lines
        // the hunks show.
        var old = old, new = new
        hunks = old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in
                let oldLines = LineSpans(oldBytes), newLines = LineSpans(newBytes)
                let numbers = LineNumbering.numbersForDiff(oldLines, newLines)
                return Self.hunks(LineDiff.edits(from: numbers.old, to: numbers.new), old: oldLines.string, new: newLines.string,
                                  context: max(0, context))
            }
        }
    }

    /// True when the texts have the same lines.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The diff as text; with `colored`, removed lines red, added green and hunk headers cyan,
    /// in ANSI escapes for a terminal. Empty when the texts are equal.
    public func render(colored: Bool = false) -> String {
        guard !hunks.isEmpty else { return "" }
        func paint(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var out = [paint("--- \(oldName)", "1"), paint("+++ \(newName)", "1")]
        for hunk in hunks {
            out.append(paint("@@ -\(Self.range(hunk.oldStart, hunk.oldCount)) +\(Self.range(hunk.newStart, hunk.newCount)) @@", "36"))
            for line in hunk.lines {
                switch line {
                case .context(let text): out.append(" " + text)
                case .removed(let text): out.append(paint("-" + text, "31"))
                case .added(let text): out.append(paint("+" + text, "32"))
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Lines without their terminators, as `LineSpans` finds them: a final newline ends the last
    /// line rather than starting an empty one, as `diff` reads files, and a line feed after a
    /// carriage return does not split (`\r\n` is one `Character`), so the lines are exactly
    /// those `split(separator: "\n")` gave. Split on the UTF-8 bytes: walking a large trace's
    /// text grapheme by grapheme took most of `lifeline diff`'s time. O(n).
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            let lines = LineSpans(bytes)
            return (0..<lines.count).map(lines.string)
        }
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The hunks of `edits`, `old` and `new` giving the text of a line by its 0-based index.
    private static func hunks(_ edits: [LineDiff.Edit], old: (Int) -> String, new: (Int) -> String, context: Int) -> [Hunk] {
        // Indices of edits that change something; hunks grow around them and merge when their
        // contexts touch.
        let changes = edits.indices.filter { if case .keep = edits[$0] { return false } else { return true } }
        guard !changes.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changes {
            let lower = max(0, index - context), upper = min(edits.count - 1, index + context)
            if let last = groups.last, lower <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, upper)
            } else {
                groups.append(lower...upper)
            }
        }
        // Where each text stands before a group, for the start of an empty range; counted once
        // across all groups, which come in order.
        var oldBefore = 0, newBefore = 0, counted = 0
        return groups.map { group in
            var lines: [Hunk.Line] = []
            var oldIndices: [Int] = [], newIndices: [Int] = []
            defer { counted = group.lowerBound }
            for edit in edits[counted..<group.lowerBound] {
                switch edit {
                case .keep: oldBefore += 1; newBefore += 1
                case .delete: oldBefore += 1
                case .insert: newBefore += 1
                }
            }
            for edit in edits[group] {
                switch edit {
                case .keep(let o, let n):
                    lines.append(.context(old(o))); oldIndices.append(o); newIndices.append(n)
                case .delete(let o):
                    lines.append(.removed(old(o))); oldIndices.append(o)
                case .insert(let n):
                    lines.append(.added(new(n))); newIndices.append(n)
                }
            }
            return Hunk(oldStart: oldIndices.first.map { $0 + 1 } ?? oldBefore, oldCount: oldIndices.count,
                        newStart: newIndices.first.map { $0 + 1 } ?? newBefore, newCount: newIndices.count,
                        lines: lines)
        }
    }
}
