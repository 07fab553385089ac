/// The line-oriented trace format for golden files and code review: stable, readable, and free
/// of anything that changes between runs (addresses, times) or shifts every later line when one
/// event is inserted (absolute sequence numbers).
public enum TextTraceFormat {
    /// Written on the first line; bumped when a file could be misread by an older reader.
    public static let version = 1

    public static func encode(_ trace: Trace) -> String {
        TextTraceWriter(trace).write()
    }

    public static func decode(_ text: String) throws(TraceDecodingError) -> Trace {
        var reader = TextTraceReader(text)
        return try reader.read()
    }
}
