/// How an actual text compares with a golden file's text, by a format's rule (`GoldenDiffing`):
/// the one decision every golden check shares (`lifeline verify`, the testing kit).
public enum GoldenComparison: Equatable, Sendable {
    /// Equal, or equal once the golden is read back.
    case match
    /// In the format, but different.
    case differs
    /// The golden is not in its format: the decoding error says where.
    case corrupted(TraceDecodingError)

    /// Compares by the text trace format's rule (`GoldenDiffing.textTrace`): equal text matches,
    /// and so does a golden that decodes to the actual trace (one written by format version 1);
    /// text that does not decode is corrupted.
    public init(golden: String, actual: String) {
        self = GoldenDiffing.textTrace.compare(golden: golden, actual: actual)
    }
}
