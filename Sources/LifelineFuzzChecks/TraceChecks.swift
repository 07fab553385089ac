import LifelineTrace

/// The trace readers' invariants: a rejected input is reported inside itself; an accepted trace
/// is one both formats carry, so it survives text and JSON, in both directions, unchanged, and
/// its text diffs as `DiffChecks` requires.
enum TraceChecks {
    static func text(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes) else { return }
        let trace: Trace
        do {
            trace = try TextTraceFormat.decode(input)
        } catch {
            try ErrorPosition.check(line: error.line, column: error.column, in: input, error: "\(error)")
            return
        }
        try roundTrip(trace, readAs: "text")
    }

    static func json(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes) else { return }
        let trace: Trace
        do {
            trace = try JSONTraceFormat.decode(input)
        } catch {
            try ErrorPosition.check(line: error.line, column: error.column, in: input, error: "\(error)")
            return
        }
        try roundTrip(trace, readAs: "JSON")
    }

    /// text(t) reads back as t, JSON(t) reads back as t, and each format's reading re-encodes in
    /// the other exactly as t does: no format can change or lose what the other carries.
    /// `TraceFile`, which picks the format by content, reads both back as t too.
    static func roundTrip(_ trace: Trace, readAs source: String) throws(InvariantViolation) {
        let text = TextTraceFormat.encode(trace)
        let json = JSONTraceFormat.encode(trace)
        let fromText = try read(text, "text", { (input: String) throws(TraceDecodingError) in try TextTraceFormat.decode(input) }, source)
        let fromJSON = try read(json, "JSON", { (input: String) throws(TraceDecodingError) in try JSONTraceFormat.decode(input) }, source)
        try require(fromText == trace, "a trace read as \(source) changes through text:\n\(text)")
        try require(fromJSON == trace, "a trace read as \(source) changes through JSON:\n\(json)")
        try require(JSONTraceFormat.encode(fromText) == json, "text then JSON differs from JSON:\n\(text)")
        try require(TextTraceFormat.encode(fromJSON) == text, "JSON then text differs from text:\n\(json)")
        let detected = try read(text, "text by TraceFile", { (input: String) throws(TraceDecodingError) in try TraceFile.decode(input) }, source)
        let detectedJSON = try read(json, "JSON by TraceFile", { (input: String) throws(TraceDecodingError) in try TraceFile.decode(input) }, source)
        try require(detected == trace && detectedJSON == trace, "TraceFile reads a written trace differently:\n\(text)")
        try DiffChecks.check(trace)
    }

    private static func read(_ written: String, _ format: String, _ decode: (String) throws(TraceDecodingError) -> Trace,
                             _ source: String) throws(InvariantViolation) -> Trace {
        do {
            return try decode(written)
        } catch {
            throw InvariantViolation("a trace read as \(source), written as \(format), is rejected (\(error)):\n\(written)")
        }
    }
}
