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
    /// Where each line starts, then one past the last line's line feed (where a line after it
    /// would start, as if the text ended in one): line `i` is `starts[i] ..< starts[i + 1] - 1`.
    private var starts: [Int] = []

    /// The lines of `bytes`. O(bytes).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        starts.append(0)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            guard index == 0 || bytes[index - 1] != UInt8(ascii: "\r") else { continue }
            starts.append(index + 1)
        }
        // A last line without its line feed ends with the text.
        if starts.last! < bytes.count { starts.append(bytes.count + 1) }
    }

    /// How many lines the text has.
    var count: Int { starts.count - 1 }

    /// The bytes of line `index` (0-based), without its line feed.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[starts[index]..<(starts[index + 1] - 1)])
    }

    /// The same text without its first `first` and last `last` lines.
    func dropping(first: Int, last: Int) -> LineSpans {
        var copy = self
        copy.starts = Array(starts[first...(count - last)])
        return copy
    }

    /// Line `index` as a String.
    func string(_ index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }
}
