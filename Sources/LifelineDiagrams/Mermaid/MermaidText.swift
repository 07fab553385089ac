import LifelineTrace

/// Text made safe for a Mermaid statement. Mermaid reads `;` and newlines as statement ends,
/// `#` and `%%` as comments, `:` as the start of a message (and `wrap:` as a directive), and
/// renders text as HTML; it also accepts entity codes (`#59;`) that it decodes only after
/// parsing. So every character that could mean something is written as a decimal entity code
/// and nothing user-supplied can reach the parser as syntax. Hyphens stay: in text after the
/// colon, arrows are not syntax.
enum MermaidText {
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isSafe(scalar) {
                result.unicodeScalars.append(scalar)
            } else if TraceNameSyntax.isNoncharacter(scalar) {
                // An entity for U+FFFE or U+FFFF would still be ill-formed in the SVG Mermaid
                // draws; the trace readers refuse these names, this covers recorded ones.
                result += "#\(0xFFFD as UInt32);"
            } else {
                result += "#\(scalar.value);"
            }
        }
        return result
    }

    /// Letters, digits, space and punctuation with no meaning in a message's text; non-ASCII
    /// text (emoji, right-to-left scripts) stays readable. Encoded anyway: controls, format
    /// characters (bidirectional overrides), line and paragraph separators, and the characters
    /// Mermaid itself uses as placeholders while it decodes entities (`ﬂ`, `°`, `¶`, `ß`).
    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", "-", ".", "_", "(", ")", "[", "]", ",", "=", "!", "?", "/", "*", "'", "@", "$", "^", "~", "|":
            return true
        case "\u{FB02}", "\u{B0}", "\u{B6}", "\u{DF}":
            return false
        default:
            guard scalar.value >= 0x80 else { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                return false
            default:
                return true
            }
        }
    }
}
