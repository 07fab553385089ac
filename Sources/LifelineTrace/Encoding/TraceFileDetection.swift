extension TraceFile {
    /// Which trace format `bytes` claim to be in, decided by parsing rather than by spelling, or
    /// `nil` if they are not a saved trace (a scenario, another JSON document, anything else).
    ///
    /// - `.text` when the first line, after an optional byte order mark, starts with
    ///   `lifeline-trace ` (the text header; its version is checked by the reader).
    /// - `.json` when the document, after an optional byte order mark and JSON whitespace, is a
    ///   JSON object with a top-level member `"format"` whose value is the string
    ///   `"lifeline-trace"`: in any key order, with any whitespace, and with the key or value
    ///   spelled with escapes (`"form\u0061t"`). The members before it must be well-formed JSON;
    ///   detection stops at that member, so a document that is broken after it is still
    ///   reported as a trace, and `JSONTraceFormat.decode(_:)` then says where it is broken.
    ///   A `format` member nested in another value does not count.
    ///
    /// Nothing is built: values before `format` are only scanned, iteratively, so any nesting
    /// is safe. O(n) in the bytes before the `format` member, O(1) memory beyond the bytes.
    /// Stable API: the CLI's `diff` and `verify` use it to recognise saved traces.
    public static func detectFormat(_ bytes: some Sequence<UInt8>) -> TraceFileFormat? {
        Array(bytes).withUnsafeBufferPointer { detectFormat(inPlace: $0) }
    }

    /// `detectFormat(_:)` on bytes read where they lie (a mapped file), without copying them:
    /// detection usually stops a few bytes in, at the `format` member, so a 200 MB trace is
    /// recognised without reading it (Benchmarks/Profiling.md, the comparison of saved traces).
    public static func detectFormat(inPlace bytes: UnsafeBufferPointer<UInt8>) -> TraceFileFormat? {
        var scanner = JSONByteScanner(unowned: bytes)
        if scanner.startsWith(textHeader) { return .text }
        return scanner.topLevelMember(formatKey, isString: formatValue) ? .json : nil
    }

    private static let textHeader = Array("lifeline-trace ".utf8)
    private static let formatKey = Array("format".utf8)
    private static let formatValue = Array(JSONTraceFormat.formatName.utf8)
}
