/// Reads a trace without being told its format, so tools can accept whichever file a user has.
public enum TraceFile {
    /// Picks the format from content: JSON if the first non-space char is "{", else text.
    public static func decode(_ text: String) throws(TraceDecodingError) -> Trace {
        let first = text.unicodeScalars.first { !TraceText.isWhitespace($0) && $0 != "\u{FEFF}" }
        if first == "{" {
            return try JSONTraceFormat.decode(text)
        }
        return try TextTraceFormat.decode(text)
    }
}
