/// The line-oriented trace format for golden files and code review: stable, readable, and free
/// of anything that changes between runs (addresses, times) or shifts every later line when one
/// event is inserted (absolute sequence numbers).
///
/// A trace is what both formats can carry (`TraceStructure`): nesting is given by indentation,
/// two spaces per level, so an event nests in the line above it or one of that line's
/// ancestors; a nested event takes its parent's cause and turn; turns only go forward. Nesting
/// is at most 1,000 levels (`TraceRules.maximumNestingDepth`): deeper, indentation alone would
/// make a file quadratic in its depth, so the reader refuses the line that indents past it.
/// Names may hold any scalar but the Unicode noncharacters (`TraceNameSyntax.unsafeScalar`).
public enum TextTraceFormat {
    /// Written on the first line; bumped when a file could be misread by an older reader.
    /// Version 2 added markers (`--- name`) and number arguments. Version 3 (docs/trace-formats.md)
    /// added strings (`"..."`, so a quoted object name in a value is `@"..."`), lists (`[a, b]`),
    /// log lines, state changes and calls without an object (`DispatchQueue.main.async()`), and
    /// made every call its own cause (`TraceCauseRule.innermostCall`). A trace read from an older
    /// file keeps that file's cause rule and is written back as version 2. Version 4 added virtual
    /// time (`turn 2 at 0.35s`, a line `at 1s` where the clock moves within a turn); a trace whose
    /// clock never moved is still written as version 3 (`TraceRules.formatVersion`).
    public static let version = 4
    /// The versions this reader understands: a version 1 or 2 file reads as it always did, with
    /// its own cause rule and argument shapes.
    public static let readableVersions = 1...version

    /// The text form of `trace`. O(events). For a trace the recorder or a reader made; a
    /// hand-built trace that breaks the readers' rules is written as well as it can be, and may
    /// not read back: `encodeChecked(_:)` refuses it instead.
    public static func encode(_ trace: Trace) -> String {
        TextTraceWriter(trace).write()
    }

    /// The text form of `trace`, once `Trace.validate()` has checked every rule the readers
    /// enforce, so that the text always reads back to `trace`; throws the first broken rule, and
    /// writes nothing. O(events).
    public static func encodeChecked(_ trace: Trace) throws(TraceEncodingError) -> String {
        try trace.validate()
        return TextTraceWriter(trace).write()
    }

    /// Reads a text trace, checking every rule a trace must meet; throws at the first problem. O(size).
    public static func decode(_ text: String) throws(TraceDecodingError) -> Trace {
        try TextTraceReader.read(utf8: Array(text.utf8))
    }
}
