import LifelineTrace

/// `UnifiedDiff`'s invariants, for any trace a reader accepts: a text against itself has no
/// hunks, and the hunks between a trace's text and the text without some of its lines are a
/// patch, either way round: applied to the old lines they give the new ones, their context and
/// removed lines are the old text's, and their counts and starts agree with their lines. Lines
/// are equal as Strings, as the diff compares them (canonical equivalence).
enum DiffChecks {
    static func check(_ trace: Trace) throws(InvariantViolation) {
        let text = TextTraceFormat.encode(trace)
        try require(UnifiedDiff(old: text, new: text).isEmpty, "a trace's text differs from itself:\n\(text)")
        // Every other line dropped from the back half: changes in many places, the first lines
        // in common. (Lines, not events: the diff compares text, valid trace or not.)
        let lines = Self.lines(of: text)
        var other = ""
        for (index, line) in lines.enumerated() where index < lines.count / 2 || index % 2 == 0 {
            other += line
            other += "\n"
        }
        try patch(old: text, new: other)
        try patch(old: other, new: text)
    }

    static func patch(old: String, new: String) throws(InvariantViolation) {
        let diff = UnifiedDiff(old: old, new: new)
        try requirePatch(diff.hunks, old: lines(of: old), new: lines(of: new), shown: diff.render())
    }

    /// The lines a diff compares, as `UnifiedDiff` documents them, read here by Characters (an
    /// independent reading of its byte splitting): split at line feeds, a final one ending the
    /// last line.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `hunks` applied to `old` give `new`, line for line, as a patch tool would apply them.
    static func requirePatch(_ hunks: [UnifiedDiff.Hunk], old oldLines: [String], new newLines: [String],
                             shown: @autoclosure () -> String) throws(InvariantViolation) {
        var rebuilt: [String] = []
        var next = 0
        for hunk in hunks {
            let first = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
            try require(first >= next && first <= oldLines.count, "hunk out of order or range:\n\(shown())")
            rebuilt += oldLines[next..<first]
            next = first
            var oldCount = 0, newCount = 0
            for line in hunk.lines {
                switch line {
                case .context(let text), .removed(let text):
                    try require(next < oldLines.count && oldLines[next] == text, "a hunk's line is not the old text's:\n\(shown())")
                    if case .context = line {
                        rebuilt.append(text)
                        newCount += 1
                    }
                    next += 1
                    oldCount += 1
                case .added(let text):
                    rebuilt.append(text)
                    newCount += 1
                }
            }
            try require(oldCount == hunk.oldCount && newCount == hunk.newCount, "a hunk's counts are not its lines':\n\(shown())")
        }
        rebuilt += oldLines[next...]
        try require(rebuilt == newLines, "the hunks do not turn the old text into the new:\n\(shown())")
    }
}
