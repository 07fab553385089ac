/// A text's lines as ranges of its UTF-8 bytes, without a String per line: `UnifiedDiff` makes
/// Strings only of the lines its hunks show (a diff of two million-event traces has two million
/// lines, Benchmarks/Profiling.md, section 30).
///
/// The lines are `UnifiedDiff.lines(of:)`'s: split at each line feed, except one after a
/// carriage return (`\r\n` is one `Character`, which `split(separator: "\n")` never split); a
/// final newline ends the last line rather than starting an empty one, as `diff` reads files.
struct LineSpans {
    /// The text; valid only while its owner keeps it (`String.withUTF8`).
    let bytes: UnsafeBufferPointer<UInt8>
    private var starts: [Int] = []
    private var ends: [Int] = []

    /// The lines of `bytes`. O(bytes).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            guard index == 0 || bytes[index - 1] != UInt8(ascii: "\r") else { continue }
            starts.append(start)
            ends.append(index)
            start = index + 1
        }
        if start < bytes.count {
            starts.append(start)
            ends.append(bytes.count)
        }
    }

    /// How many lines the text has.
    var count: Int { starts.count }

    /// The bytes of line `index` (0-based), without its line feed.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[starts[index]..<ends[index]])
    }

    /// The same text without its first `first` and last `last` lines.
    func dropping(first: Int, last: Int) -> LineSpans {
        var copy = self
        copy.starts = Array(starts[first..<(starts.count - last)])
        copy.ends = Array(ends[first..<(ends.count - last)])
        return copy
    }

    /// Line `index` as a String.
    func string(_ index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }
}
