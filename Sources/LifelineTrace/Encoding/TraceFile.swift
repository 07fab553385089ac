/// Reads a trace without being told its format, so tools can accept whichever file a user has.
public enum TraceFile {
    /// Picks the format from content: JSON if the first non-space char is "{", else text.
    public static func decode(_ text: String) throws(TraceDecodingError) -> Trace {
        try decode(utf8: Array(text.utf8))
    }

    /// The same from a file's bytes, read where they lie: no `String` of a file that may be
    /// hundreds of megabytes. `bytes` must be well-formed UTF-8 (`UTF8Validation.isValid`, or
    /// any `String`'s `utf8`); positions in errors count Unicode scalars all the same.
    public static func decode(utf8 bytes: [UInt8]) throws(TraceDecodingError) -> Trace {
        if startsWithBrace(bytes) {
            return try JSONTraceReader.read(utf8: bytes)
        }
        return try TextTraceReader.read(utf8: bytes)
    }

    /// The same from bytes the caller keeps alive and unchanged, such as a mapped file: a JSON
    /// trace is read where it lies and `release` is told, every few megabytes, that the bytes
    /// before an offset have been read, so that their pages can leave memory (the caller may
    /// read them again). A text trace is read where it lies too.
    public static func decode(utf8Buffer bytes: UnsafeBufferPointer<UInt8>,
                              releasing release: ((Int) -> Void)?) throws(TraceDecodingError) -> Trace {
        if startsWithBrace(bytes) {
            return try JSONTraceReader.read(utf8: bytes, releasing: release)
        }
        return try TextTraceReader.read(utf8Buffer: bytes, releasing: release)
    }

    /// Whether the first scalar that is neither JSON whitespace nor a byte order mark is `{`.
    private static func startsWithBrace<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if TraceText.isWhitespace(bytes[index]) {
                index += 1
            } else if bytes[index...].starts(with: byteOrderMark) {
                index += byteOrderMark.count
            } else {
                return bytes[index] == UInt8(ascii: "{")
            }
        }
        return false
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
