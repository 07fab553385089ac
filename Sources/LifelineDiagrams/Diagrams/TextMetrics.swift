/// Estimated sizes of Graphviz nodes and their Helvetica text, in points, for diagrams that
/// place nodes themselves (`nop2`): Graphviz still sizes each node from its label, so these
/// only decide the spacing and must err on the wide side, or neighbours would overlap.
enum TextMetrics {
    /// Graphviz's line height: 1.2 times the font size.
    static func lineHeight(fontSize: Double) -> Double { fontSize * 1.2 }

    /// The width of one line. Bold is up to an eighth wider than regular.
    static func width(ofLine line: Substring, fontSize: Double, bold: Bool = false) -> Double {
        var thousandths = 0
        for character in line {
            if let ascii = character.asciiValue, ascii >= 32, ascii < 127 {
                thousandths += Int(widths[Int(ascii) - 32])
            } else {
                // Symbols (⚠, ⋯), control pictures and CJK come from fallback fonts, up to 1.2 em
                // wide; colour emoji up to 1.6 em at small sizes, and a sequence of them is
                // drawn as its parts where the font has no glyph for the whole.
                for scalar in character.unicodeScalars where !isZeroWidth(scalar) {
                    thousandths += scalar.properties.isEmojiPresentation ? 1_650 : 1_200
                }
            }
        }
        return points(thousandths: thousandths, fontSize: fontSize, bold: bold)
    }

    /// A width in thousandths of the font size, in points.
    private static func points(thousandths: Int, fontSize: Double, bold: Bool) -> Double {
        Double(thousandths) / 1_000 * fontSize * (bold ? 1.12 : 1)
    }

    /// The widest line in thousandths of the font size, and the number of lines, for ASCII text
    /// (nil otherwise), by bytes: every ASCII byte is a Character of its own but `\r\n`, which
    /// breaks a line once. Counts as `width(ofLine:)` does (a control character 1.2 em), and
    /// scaling the widest line equals the widest scaled line. Splitting and measuring by
    /// Character took some 23,000 instructions a label, about 4 % of a 118-event SVG command
    /// (Profiling.md, section 27).
    private static func asciiMeasure(of text: String) -> (widest: Int, lines: Int)? {
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> (widest: Int, lines: Int)? in
            var widest = 0, current = 0, lines = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                if byte == 0x0A || byte == 0x0D {
                    widest = max(widest, current)
                    current = 0
                    lines += 1
                    if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                } else {
                    current += byte >= 32 && byte < 127 ? Int(widths[Int(byte) - 32]) : 1_200
                }
                index += 1
            }
            return (max(widest, current), lines)
        }
        return measured ?? nil
    }

    /// Joiners, variation selectors and combining marks, which take no room of their own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// Width and height of a label's text; lines break where Graphviz breaks them.
    static func size(of text: String, fontSize: Double, bold: Bool = false) -> (width: Double, height: Double) {
        if let ascii = asciiMeasure(of: text) {
            return (points(thousandths: ascii.widest, fontSize: fontSize, bold: bold), Double(ascii.lines) * lineHeight(fontSize: fontSize))
        }
        return sizeByCharacters(of: text, fontSize: fontSize, bold: bold)
    }

    /// `size(of:)` one Character at a time: what text with a byte outside ASCII gets.
    static func sizeByCharacters(of text: String, fontSize: Double, bold: Bool = false) -> (width: Double, height: Double) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        let width = lines.map { self.width(ofLine: $0, fontSize: fontSize, bold: bold) }.max() ?? 0
        return (width, Double(lines.count) * lineHeight(fontSize: fontSize))
    }

    /// The size Graphviz gives a box with `DiagramStyle.nodeDefaults` around text of this size:
    /// the margin on each side, room for a bold outline, and at least the default 0.75 × 0.3
    /// inches.
    static func boxSize(text: (width: Double, height: Double)) -> (width: Double, height: Double) {
        (max(text.width + 2 * marginX + 4, 54), max(text.height + 2 * marginY + 2, 21.6))
    }

    /// `DiagramStyle.nodeDefaults`' margin, 0.08 × 0.03 inches.
    static let marginX = 5.76
    static let marginY = 2.16

    /// Advance widths of printable ASCII (space to `~`) in thousandths of the font size: for
    /// each character the larger of Helvetica's published metrics and DejaVu Sans's, which is
    /// what Graphviz measures "Helvetica" with on many Linux machines (up to a fifth wider).
    private static let widths: [UInt16] = [
        315, 398, 458, 840, 638, 953, 780, 278, 390, 390, 503, 840, 315, 360, 315, 338,  // space to /
        638, 638, 638, 638, 638, 638, 638, 638, 638, 638, 338, 338, 840, 840, 840, 556,  // 0 to ?
        1015, 710, 683, 722, 773, 667, 611, 778, 750, 293, 500, 667, 556, 863, 750, 788,  // @ to O
        667, 788, 722, 667, 611, 735, 683, 990, 683, 667, 683, 390, 338, 390, 840, 556,  // P to _
        503, 615, 638, 546, 638, 611, 345, 638, 638, 278, 278, 578, 278, 975, 638, 608,  // ` to o
        638, 638, 389, 518, 390, 638, 593, 818, 593, 593, 525, 638, 338, 638, 840,  // p to ~
    ]
}
