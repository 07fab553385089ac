/// How an actual trace's text compares with a golden file's text, the one rule every golden check
/// shares (`lifeline verify`, the testing kit): equal text matches; otherwise the golden is
/// decoded and encoded again, so a golden that differs only in ways the format does not
/// distinguish (one written by format version 1) still matches; text that does not decode is
/// corrupted, with the decoding error saying where.
public enum GoldenComparison: Equatable, Sendable {
    case match
    case differs
    case corrupted(TraceDecodingError)

    public init(golden: String, actual: String) {
        if golden == actual {
            self = .match
            return
        }
        do {
            self = TextTraceFormat.encode(try TextTraceFormat.decode(golden)) == actual ? .match : .differs
        } catch {
            self = .corrupted(error)
        }
    }
}
