/// How the text of a golden file is compared with actual text in one format, and how a
/// difference is shown: the part of a golden format that does not depend on the value it stores
/// (swift-snapshot-testing's `Diffing`, for formats that are text).
///
/// Equal text always matches. A format that can be read back (a trace format) also matches a
/// golden that reads back to the actual text, so that a golden written by an older version of the
/// format still passes; a golden that does not read back is corrupted, since comparing it line by
/// line would hide why it can never match.
public struct GoldenDiffing: Sendable {
    /// Reads a golden's text and writes it again as the format writes today; nil when only equal
    /// text matches (DOT, Mermaid). Throws, saying where, when the golden is not in the format.
    public var canonicalize: (@Sendable (String) throws(TraceDecodingError) -> String)?

    /// The difference from a golden to the actual text, shown in a failure: the two texts and the
    /// names that head each side.
    public var diff: @Sendable (_ golden: String, _ actual: String, _ goldenName: String, _ actualName: String) -> String

    /// A diffing with a rule for reading goldens back (nil: equal text only) and a way to show a
    /// difference (by default `diff -u`'s).
    public init(canonicalize: (@Sendable (String) throws(TraceDecodingError) -> String)?,
                diff: @escaping @Sendable (_ golden: String, _ actual: String, _ goldenName: String, _ actualName: String) -> String
                    = GoldenDiffing.unifiedDiff) {
        self.canonicalize = canonicalize
        self.diff = diff
    }

    /// `diff -u` of the two texts, headed by their names; empty when their lines are the same.
    public static let unifiedDiff: @Sendable (String, String, String, String) -> String = { golden, actual, goldenName, actualName in
        UnifiedDiff(old: golden, new: actual, oldName: goldenName, newName: actualName).render()
    }

    /// Text that matches only when equal, shown as a unified diff: DOT, Mermaid, any text.
    public static let lines = GoldenDiffing(canonicalize: nil)

    /// The text trace format (`TextTraceFormat`): a golden matches when it decodes to the actual
    /// trace. A golden of format 1 or 2 is read with its own cause rule and compared by today's
    /// (`Trace.withCauses(by:)`), so it still matches when the events are the same.
    public static let textTrace = GoldenDiffing(canonicalize: { golden throws(TraceDecodingError) in
        TextTraceFormat.encode(try TextTraceFormat.decode(golden).withCauses(by: .innermostCall))
    })

    /// The JSON trace format (`JSONTraceFormat`): a golden matches when it decodes to the actual
    /// trace, an older golden compared by today's cause rule as in `textTrace`.
    public static let jsonTrace = GoldenDiffing(canonicalize: { golden throws(TraceDecodingError) in
        JSONTraceFormat.encode(try JSONTraceFormat.decode(golden).withCauses(by: .innermostCall))
    })

    /// How `actual` compares with the golden's text by this format's rule.
    public func compare(golden: String, actual: String) -> GoldenComparison {
        if golden == actual { return .match }
        guard let canonicalize else { return .differs }
        do {
            let canonicalGolden = try canonicalize(golden)
            if canonicalGolden == actual { return .match }
            // The actual text may itself be of an older rule (a trace read from an older file and
            // written back as it was): both sides then meet in today's form.
            guard let canonicalActual = try? canonicalize(actual) else { return .differs }
            return canonicalGolden == canonicalActual ? .match : .differs
        } catch {
            return .corrupted(error)
        }
    }
}
