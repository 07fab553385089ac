import LifelineTrace

/// How text is spelled in DOT. Every piece of user text is a quoted string, escaped so that
/// Graphviz reads back the original text and nothing in it can end the string or act as one of
/// Graphviz's own escapes (`\N`, `\G`, `\l`...).
enum DOTString {
    /// `text` in double quotes, escaped:
    /// - `"` becomes `\"` and `\` becomes `\\`, so no backslash sequence survives from user text;
    /// - a newline becomes `\n` and a carriage return `\r`, Graphviz's own line breaks in labels;
    /// - NUL, the other C0 controls and DEL become their visible Unicode "control pictures"
    ///   (U+2400...U+2421): DOT cannot carry them (a NUL ends the C string, the others make
    ///   invalid SVG), and a visible stand-in is better than silently dropping them;
    /// - a Unicode noncharacter (U+FFFE, U+FFFF...) becomes U+FFFD, the replacement character:
    ///   XML 1.0 forbids U+FFFE and U+FFFF, so one would make the SVG ill-formed. The trace
    ///   readers refuse such names (`TraceNameSyntax.unsafeScalar(in:)`); this covers names
    ///   given to a `TraceRecorder` directly.
    /// Everything else, including tabs and non-ASCII text, passes through as UTF-8.
    ///
    /// Graphviz's lexer rejects a quoted string longer than 16 KiB, so long text is written as
    /// several strings joined by DOT's `+`, which Graphviz reads back as one. A chunk is cut by
    /// the bytes it takes once escaped (a control character's picture is 3 bytes, an escape 2),
    /// at most `chunkLimit`, and only between escaped characters, never inside an escape.
    /// O(n) in the text's scalars.
    static func quoted(_ text: String) -> String {
        quotedAsIs(text) ?? quotedScalarByScalar(text)
    }

    /// `quoted(_:)` one scalar at a time: what every text gets when `quotedAsIs` declines it.
    static func quotedScalarByScalar(_ text: String) -> String {
        var result = "\""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        var chunkBytes = 0
        for scalar in text.unicodeScalars {
            let escaped = escape(scalar)
            let bytes = escaped.utf8Count
            if chunkBytes + bytes > chunkLimit {
                result += "\" + \""
                chunkBytes = 0
            }
            chunkBytes += bytes
            switch escaped {
            case .scalar(let output): result.unicodeScalars.append(output)
            case .sequence(let output): result += output
            }
        }
        result += "\""
        return result
    }

    /// The common case without a pass per scalar: text of printable ASCII with no `"` or `\`,
    /// short enough for one chunk, is its own escape. Quoting a diagram's names and labels one
    /// scalar at a time was a tenth of a 118-event SVG command (Profiling.md, section 27).
    private static func quotedAsIs(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count <= chunkLimit, isOwnEscape(text, quoteIncluded: false) else { return nil }
        var result = "\""
        result.reserveCapacity(utf8.count + 2)
        result += text
        result += "\""
        return result
    }

    /// What one scalar becomes inside a quoted string.
    private enum Escaped {
        case scalar(Unicode.Scalar)
        case sequence(String)

        var utf8Count: Int {
            switch self {
            case .scalar(let scalar): return scalar.utf8.count
            case .sequence(let text): return text.utf8.count
            }
        }
    }

    /// What Graphviz's lexer gives for `quoted(text)`: the escaped text, except that it reads
    /// `\"` back as `"` (it keeps `\\`, `\n` and `\r` as they are, for the label code to read
    /// later) and joins the chunks that `+` concatenates. O(n) in the text's scalars; text of
    /// printable ASCII without `\` is its own result.
    static func lexed(_ text: String) -> String {
        if isOwnEscape(text, quoteIncluded: true) { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch escape(scalar) {
            case .scalar(let output): result.unicodeScalars.append(output)
            case .sequence(let output): result += output
            }
        }
        return result
    }

    /// Whether `text` is printable ASCII with no `\\`, and no `"` unless `quoteIncluded`, looked at
    /// as bytes. Such text is its own escape (`quoted`); with quotes allowed, it is its own
    /// read-back (`lexed`), since the lexer reads `\"` back as `"`. False for text not stored
    /// contiguously, which takes the slow paths.
    private static func isOwnEscape(_ text: String, quoteIncluded: Bool) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy {
                $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && (quoteIncluded || $0 != UInt8(ascii: "\""))
            }
        }
        return plain == true
    }

    /// What Graphviz's lexer gives for `identifier(text)`: a bare identifier is its own text.
    static func lexedIdentifier(_ text: String) -> String {
        isPlainIdentifier(text) ? text : lexed(text)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> Escaped {
        switch scalar {
        case "\"": return .sequence("\\\"")
        case "\\": return .sequence("\\\\")
        case "\n": return .sequence("\\n")
        case "\r": return .sequence("\\r")
        case "\t": return .scalar(scalar)
        default: return .scalar(visible(scalar))
        }
    }

    /// Output bytes per quoted chunk, escapes included: half of Graphviz's 16 KiB limit, with
    /// room to spare for the quotes and whatever Graphviz adds.
    static let chunkLimit = 8_000

    /// The control picture for a C0 control or DEL, U+FFFD for a noncharacter, the scalar
    /// itself otherwise.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: return "\u{2421}"
        default: return TraceNameSyntax.isNoncharacter(scalar) ? "\u{FFFD}" : scalar
        }
    }

    /// Keys and keywords are written bare when DOT would read them as one identifier; anything
    /// else is quoted, so a malformed key or keyword cannot break the statement either.
    static func identifier(_ text: String) -> String {
        isPlainIdentifier(text) ? text : quoted(text)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, minus DOT's keywords, which would change the statement's meaning.
    static func isPlainIdentifier(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isLetter(first) else { return false }
        while let next = scalars.next() {
            guard isLetter(next) || ("0"..."9").contains(next) else { return false }
        }
        return !keywords.contains(text.lowercased())
    }

    /// A number in the shortest form that reads back to the same value: `1`, `0.25`, `-3.5`.
    /// Forms DOT does not read as a numeral (exponents, infinity, NaN) are quoted.
    static func number(_ value: Double) -> String {
        let (text, isNumeral) = numberText(value)
        return isNumeral ? text : quoted(text)
    }

    /// The shortest text of `value`, and whether DOT reads it as a numeral (written bare);
    /// otherwise `number(_:)` quotes it, and the lexer gives the text back as it is (it holds
    /// no character that needs an escape).
    static func numberText(_ value: Double) -> (text: String, isNumeral: Bool) {
        if value == value.rounded(), abs(value) < 1e15 {
            return (String(Int64(value)), true)
        }
        let text = String(value)
        return (text, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }))
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || scalar == "_"
    }

    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]
}
