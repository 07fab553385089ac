/// The lossless trace format, for tools: every field of every event is written, keys come in a
/// fixed order so goldens diff cleanly, and reading validates the whole trace with positions.
///
/// It accepts exactly the traces the text format can carry (`TraceStructure`), so a trace
/// converts either way without loss: a `parent` is the previous event or one of its open
/// ancestors, at most 1,000 levels deep (`TraceRules.maximumNestingDepth`); a `cause` is the
/// one `TraceRules.cause(...)` derives (the parent's, a top-level call's own number, or for
/// other top-level events an earlier call or null); turns never go back, a nested event is in
/// its parent's turn, and a marker in the turns of the events around it. Names may not hold
/// Unicode noncharacters. Each broken rule is reported at the offending value.
public enum JSONTraceFormat {
    /// Written as `version`; bumped when a file could be misread by an older reader.
    /// Version 2 added `markers` and number arguments. Version 3 added string and list arguments,
    /// the `log` and `state` kinds, and made every call its own cause, as text format 3 did.
    /// Version 4 added each event's virtual time (`"time"`), as text format 4 did; a trace whose
    /// clock never moved is still written as version 3.
    public static let version = 4
    /// The versions this reader understands: a version 1 or 2 file reads as it always did, with
    /// its own cause rule; such a trace is written back as version 2.
    public static let readableVersions = 1...version
    /// The value of the `format` key, so a trace is recognisable among other JSON files.
    static let formatName = "lifeline-trace"

    /// Pretty-printed with one object or event per line, so a changed event is a one-line diff.
    /// For a trace the recorder or a reader made; `encodeChecked(_:)` refuses a hand-built one
    /// that breaks the readers' rules rather than writing a file no reader accepts.
    public static func encode(_ trace: Trace) -> String {
        JSONTraceWriter.write(trace)
    }

    /// The JSON form of `trace`, once `Trace.validate()` has checked every rule the readers
    /// enforce; throws the first broken rule, and writes nothing.
    public static func encodeChecked(_ trace: Trace) throws(TraceEncodingError) -> String {
        try trace.validate()
        return JSONTraceWriter.write(trace)
    }

    /// Reads the document in one pass over its bytes (`JSONTraceReader`), its keys in any order;
    /// an invalid one throws the first problem, at its line and column.
    public static func decode(_ text: String) throws(TraceDecodingError) -> Trace {
        try JSONTraceReader.read(text)
    }
}
