/// The pure part of a golden comparison, the one every golden check uses (the testing kit in every
/// format, `lifeline verify`): what the golden file held, how it compares with the actual text by
/// the format's rule, whether the record mode rewrites it, and the message a person reads. No file
/// is touched here, so every outcome and every message can be tested as values; the caller reads
/// the golden, and writes what `records(_:)` asks for.
public struct GoldenCheck: Sendable {
    /// What was found at the golden path.
    public enum Golden: Equatable, Sendable {
        /// No file there.
        case missing
        /// The file's text.
        case text(String)
        /// There, but not readable as text (permissions, not UTF-8).
        case unreadable(reason: String)
    }

    /// How the actual text stands against the golden.
    public enum Outcome: Equatable, Sendable {
        /// Equal by the format's rule.
        case match
        /// No golden yet.
        case missing
        /// A golden in the format that differs; its text, for the diff.
        case differs(golden: String)
        /// Text that is not in the format (not a trace): the decoding error says where.
        case corrupted(golden: String, error: TraceDecodingError)
        /// A golden that could not be read as text, and why.
        case unreadable(reason: String)
    }

    /// The assertion's name for the golden, as the caller wrote it.
    public var name: String
    /// Whether and when the golden is rewritten instead of only compared.
    public var mode: TraceRecordMode
    /// Where the golden is, as the messages name it.
    public var goldenPath: String
    /// Where the actual text of a failure is written, as the messages name it.
    public var actualPath: String
    /// The format's rule for comparing and showing texts.
    public var diffing: GoldenDiffing

    /// A check of the golden `name` at `goldenPath` in `mode`, by the rule of `diffing` (by default
    /// the text trace format's).
    public init(name: String, mode: TraceRecordMode, goldenPath: String, actualPath: String,
                diffing: GoldenDiffing = .textTrace) {
        self.name = name
        self.mode = mode
        self.goldenPath = goldenPath
        self.actualPath = actualPath
        self.diffing = diffing
    }

    /// Compares the actual text with what was found at the golden path by the format's rule
    /// (`GoldenDiffing.compare`): a golden that does not read back is corrupted, since comparing it
    /// line by line would hide the reason it can never match.
    public func compare(actual: String, golden: Golden) -> Outcome {
        switch golden {
        case .missing:
            return .missing
        case .unreadable(let reason):
            return .unreadable(reason: reason)
        case .text(let text):
            switch diffing.compare(golden: text, actual: actual) {
            case .match: return .match
            case .differs: return .differs(golden: text)
            case .corrupted(let error): return .corrupted(golden: text, error: error)
            }
        }
    }

    /// Whether the mode rewrites the golden after this outcome.
    public func records(_ outcome: Outcome) -> Bool {
        switch mode {
        case .never: return false
        case .missing: return outcome == .missing
        case .failed: return outcome != .match
        case .all: return true
        }
    }

    /// The failure for an outcome the mode does not record; nil for a match. `actualNote` replaces
    /// the actual path when the actual trace could not be written there.
    public func failureMessage(for outcome: Outcome, actual: String, actualNote: String? = nil) -> String? {
        let actualLine = "actual: " + (actualNote ?? actualPath)
        switch outcome {
        case .match:
            return nil
        case .missing:
            return lines(
                "No golden trace for \(quoted) (record mode: \(mode)).",
                "golden: \(goldenPath) (missing)",
                actualLine,
                diff(from: "", to: actual),
                "To record it: \(TraceRecordMode.environmentVariable)=missing swift test, then review and commit the golden file.")
        case .differs(let golden):
            return lines(
                "Trace \(quoted) differs from its golden (record mode: \(mode)).",
                "golden: \(goldenPath)",
                actualLine,
                diff(from: golden, to: actual),
                rerecordHint)
        case .corrupted(let golden, let error):
            return lines(
                "Golden trace for \(quoted) is corrupted (record mode: \(mode)).",
                "golden: \(goldenPath):\(error.line):\(error.column): \(error.message)",
                actualLine,
                diff(from: golden, to: actual),
                rerecordHint)
        case .unreadable(let reason):
            return lines(
                "Golden trace for \(quoted) cannot be read (record mode: \(mode)).",
                "golden: \(goldenPath): \(reason)",
                actualLine,
                diff(from: "", to: actual),
                rerecordHint)
        }
    }

    /// What a recording did: reported as a failure, since a run that wrote its own expectation
    /// checked nothing.
    public func recordingMessage(for outcome: Outcome, actual: String) -> String {
        let reason: String
        var change: String?
        switch outcome {
        case .match:
            reason = "unchanged"
        case .missing:
            reason = "there was none"
            change = diff(from: "", to: actual, newName: recordedName)
        case .differs(let golden):
            reason = "it differed"
            change = diff(from: golden, to: actual, newName: recordedName)
        case .corrupted(let golden, let error):
            reason = "it was corrupted (\(error))"
            change = diff(from: golden, to: actual, newName: recordedName)
        case .unreadable(let problem):
            reason = "it could not be read (\(problem))"
            change = diff(from: "", to: actual, newName: recordedName)
        }
        return lines(
            "Recorded golden trace for \(quoted) (record mode: \(mode)): \(reason).",
            "wrote: \(goldenPath)",
            change,
            "Recording checks nothing: review the golden file, commit it and run again without recording.")
    }

    /// The failure when the golden could not be written.
    public func recordingFailure(_ error: some Error) -> String {
        "Could not record golden trace for \(quoted) (record mode: \(mode)): \(error)"
    }

    /// The new side of a recording's diff: the same file, after.
    private var recordedName: String { "\(goldenPath) (recorded)" }

    private var quoted: String { "\"\(name)\"" }

    private var rerecordHint: String {
        "To accept the actual trace: \(TraceRecordMode.environmentVariable)=failed swift test, then review and commit the golden file."
    }

    /// The format's diff of the two texts, named by the files they are in: the golden and the
    /// actual text, or for a recording the golden before and after.
    private func diff(from old: String, to new: String, newName: String? = nil) -> String {
        diffing.diff(old, new, goldenPath, newName ?? actualPath)
    }

    /// Joins the parts a line each; a diff brings its own final newline, which is dropped so that
    /// parts never leave a blank line.
    private func lines(_ parts: String?...) -> String {
        parts.compactMap { part in
            guard var part, !part.isEmpty else { return nil }
            if part.hasSuffix("\n") { part.removeLast() }
            return part
        }.joined(separator: "\n")
    }
}
