/// The lossless trace format, for tools: every field of every event is written, keys come in a
/// fixed order so goldens diff cleanly, and reading validates the whole trace with positions.
public enum JSONTraceFormat {
    /// Written as `version`; bumped when a file could be misread by an older reader.
    /// Version 2 added `markers` and number arguments.
    public static let version = 2
    /// The versions this reader understands: a version 1 file reads as it always did.
    public static let readableVersions = 1...version
    /// The value of the `format` key, so a trace is recognisable among other JSON files.
    static let formatName = "lifeline-trace"

    /// Pretty-printed with one object or event per line, so a changed event is a one-line diff.
    public static func encode(_ trace: Trace) -> String {
        JSONTraceWriter.write(trace)
    }

    public static func decode(_ text: String) throws(TraceDecodingError) -> Trace {
        // Most documents are read in one pass over their bytes; any the fast reader cannot vouch
        // for, invalid ones included, are read as a tree, which says what is wrong and where.
        if let trace = JSONTraceFastReader.read(text) {
            return trace
        }
        return try JSONTraceReader.read(JSONParser.parse(text))
    }
}
