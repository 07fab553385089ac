/// The two encodings a saved trace can have, as `TraceFile.detectFormat(_:)` tells them apart.
public enum TraceFileFormat: String, Sendable, CaseIterable {
    /// The line-oriented format of `TextTraceFormat`: the first line is `lifeline-trace <version>`.
    case text
    /// The format of `JSONTraceFormat`: a JSON object whose `format` member is `"lifeline-trace"`.
    case json
}
