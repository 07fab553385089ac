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

    init(_ text: String) {
        self.text = text
        var translates = text.unicodeScalars.first == "\u{FEFF}"
        var afterCR = false
        for scalar in text.unicodeScalars where !translates {
            if afterCR && scalar != "\n" { translates = true }
            afterCR = scalar == "\r"
            if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" { translates = true }
        }
        self.translates = translates || afterCR
    }

    lazy var scalars: [Unicode.Scalar] = Array(text.unicodeScalars)

    /// Where each of libyaml's lines starts, as a scalar offset.
    private lazy var yamlLineStarts: [Int] = {
        var starts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            if ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) { starts.append(index) }
        }
        return starts
    }()

    /// Where each of our lines starts, as a scalar offset.
    private lazy var lineStarts: [Int] = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }

    /// Our line and column of a libyaml mark.
    func position(of mark: Mark) -> (line: Int, column: Int) {
        translates ? position(ofScalarOffset: offset(of: mark)) : (mark.line, mark.column)
    }

    /// The scalar offset of a libyaml mark, clamped to the text.
    func offset(of mark: Mark) -> Int {
        let line = min(max(mark.line, 1), yamlLineStarts.count)
        return min(yamlLineStarts[line - 1] + max(mark.column, 1) - 1, scalars.count)
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
