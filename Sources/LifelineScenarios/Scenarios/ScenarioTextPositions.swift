import Yams

/// Positions as the loader reports them: a line ends at LF (so CR LF ends one line), columns
/// count Unicode scalars from 1, and a byte order mark is not a column, as editors and the JSON
/// check count them. libyaml, which gives Yams' marks, also ends lines at a lone CR, NEL, U+2028
/// and U+2029 and counts the byte order mark; its positions are translated here, so that every
/// error and step position agrees and lies inside the text. Text without those scalars, nearly
/// every file, needs no translation and pays for none.
final class ScenarioTextPositions {
    let text: String
    /// Whether libyaml's positions differ from ours anywhere in the text.
    private let translates: Bool

    /// Lines as we count them, and the scalars on the last one: libyaml reports the end of a
    /// text without a final line break on a line after it, which is clamped back.
    private let lineCount: Int
    private let lastLineLength: Int

    init(_ text: String) {
        self.text = text
        var translates = text.unicodeScalars.first == "\u{FEFF}"
        var afterCR = false
        var lineCount = 1, lastLineLength = 0
        for scalar in text.unicodeScalars {
            if afterCR && scalar != "\n" { translates = true }
            afterCR = scalar == "\r"
            if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" { translates = true }
            if scalar == "\n" {
                lineCount += 1
                lastLineLength = 0
            } else {
                lastLineLength += 1
            }
        }
        self.translates = translates || afterCR
        self.lineCount = lineCount
        self.lastLineLength = lastLineLength
    }

    lazy var scalars: [Unicode.Scalar] = Array(text.unicodeScalars)

    /// Where each of libyaml's lines starts and where its line break begins, as scalar offsets.
    private lazy var yamlLines: [(start: Int, end: Int)] = {
        var lines: [(start: Int, end: Int)] = []
        var start = 0, index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) else {
                index += 1
                continue
            }
            lines.append((start, index))
            index += scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            start = index
        }
        lines.append((start, scalars.count))
        return lines
    }()

    /// Where each of our lines starts, as a scalar offset.
    private lazy var lineStarts: [Int] = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }

    /// Our line and column of a libyaml mark, inside the text.
    func position(of mark: Mark) -> (line: Int, column: Int) {
        if translates { return position(ofScalarOffset: offset(of: mark)) }
        if mark.line < lineCount { return (mark.line, mark.column) }
        if mark.line == lineCount { return (mark.line, min(mark.column, lastLineLength + 1)) }
        return (lineCount, lastLineLength + 1)
    }

    /// The scalar offset of a libyaml mark, clamped to its line (at most its line break) and to the text.
    func offset(of mark: Mark) -> Int {
        guard mark.line <= yamlLines.count else { return scalars.count }
        let line = yamlLines[max(mark.line, 1) - 1]
        return min(line.start + max(mark.column, 1) - 1, line.end)
    }

    func position(ofScalarOffset offset: Int) -> (line: Int, column: Int) {
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let skipsMark = low == 0 && offset > 0 && scalars.first == "\u{FEFF}"
        return (low + 1, offset - lineStarts[low] + 1 - (skipsMark ? 1 : 0))
    }

    /// Our line and column of a UTF-8 byte offset, for libyaml's reader errors.
    func position(ofUTF8Offset byteOffset: Int) -> (line: Int, column: Int) {
        var consumed = 0, offset = 0
        for scalar in text.unicodeScalars {
            if consumed >= byteOffset { break }
            consumed += UTF8.width(scalar)
            offset += 1
        }
        return position(ofScalarOffset: offset)
    }
}
