/// A JSON parser that tracks line and column. Foundation's decoders report errors by coding
/// path at best; trace files are edited by hand and deserve positions.
///
/// Nesting is bounded so that hostile input cannot exhaust the stack.
struct JSONParser {
    static let maximumDepth = 32

    private let scalars: [Unicode.Scalar]
    private var index: Int
    private var line = 1
    private var column = 1

    static func parse(_ text: String) throws(TraceDecodingError) -> JSONNode {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.current == nil else {
            throw parser.error("unexpected \(parser.found) after the JSON document; expected end of input")
        }
        return root
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        index = TraceText.documentStart(scalars)
    }

    // MARK: Position

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The single scalar at the cursor, for "found ...": JSON errors are about one token.
    private var found: String {
        current.map { "`\(TraceNameSyntax.visible($0))`" } ?? "end of input"
    }

    private func error(_ message: String) -> TraceDecodingError {
        TraceDecodingError(line: line, column: column, message: message)
    }

    private mutating func advance() {
        guard let scalar = current else { return }
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = current, TraceText.isWhitespace(scalar) {
            advance()
        }
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ expectation: String) throws(TraceDecodingError) {
        guard current == scalar else { throw error("expected \(expectation), found \(found)") }
        advance()
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(TraceDecodingError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode {
            JSONNode(value: value, line: startLine, column: startColumn)
        }
        switch current {
        case "{":
            return node(.object(try parseObject(depth: depth + 1)))
        case "[":
            return node(.array(try parseArray(depth: depth + 1)))
        case "\"":
            return node(.string(try parseString()))
        case "t":
            try parseLiteral("true")
            return node(.bool(true))
        case "f":
            try parseLiteral("false")
            return node(.bool(false))
        case "n":
            try parseLiteral("null")
            return node(.null)
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            return node(.number(try parseNumber()))
        default:
            throw error("expected a JSON value, found \(found)")
        }
    }

    private mutating func parseLiteral(_ word: String) throws(TraceDecodingError) {
        let (startIndex, startLine, startColumn) = (index, line, column)
        for scalar in word.unicodeScalars {
            guard current == scalar else {
                let found = TraceText.excerpt(scalars, from: startIndex, limit: word.unicodeScalars.count)
                throw TraceDecodingError(line: startLine, column: startColumn,
                                         message: "expected a JSON value, found \(found)")
            }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(TraceDecodingError) -> [JSONMember] {
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
        advance()
        skipWhitespace()
        var members: [JSONMember] = []
        if current == "}" {
            advance()
            return members
        }
        while true {
            let (keyLine, keyColumn) = (line, column)
            guard current == "\"" else { throw error("expected a string key, found \(found)") }
            let key = try parseString()
            skipWhitespace()
            try expect(":", "`:` after the key")
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, line: keyLine, column: keyColumn, value: value))
            skipWhitespace()
            if current == "," {
                advance()
                skipWhitespace()
                continue
            }
            try expect("}", "`,` or `}` after an object member")
            return members
        }
    }

    private mutating func parseArray(depth: Int) throws(TraceDecodingError) -> [JSONNode] {
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
        advance()
        skipWhitespace()
        var elements: [JSONNode] = []
        if current == "]" {
            advance()
            return elements
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if current == "," {
                advance()
                skipWhitespace()
                continue
            }
            try expect("]", "`,` or `]` after an array element")
            return elements
        }
    }

    private mutating func parseString() throws(TraceDecodingError) -> String {
        let (startLine, startColumn) = (line, column)
        advance()
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw TraceDecodingError(line: startLine, column: startColumn,
                                         message: "unterminated string; expected a closing `\"`")
            }
            switch scalar {
            case "\"":
                advance()
                return String(result)
            case "\\":
                result.append(try parseEscape())
            default:
                guard scalar.value >= 0x20 else {
                    throw error("control character in a string; expected it escaped, as \\n or \\u00XX")
                }
                result.append(scalar)
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(TraceDecodingError) -> Unicode.Scalar {
        let (escapeLine, escapeColumn) = (line, column)
        func invalid(_ detail: String) -> TraceDecodingError {
            TraceDecodingError(line: escapeLine, column: escapeColumn, message: detail)
        }
        advance()
        guard let kind = current else { throw invalid("unterminated string; expected a closing `\"`") }
        advance()
        if let scalar = JSONEscape.simple(kind) { return scalar }
        guard kind == "u" else {
            throw invalid("invalid escape `\\\(TraceNameSyntax.visible(kind))`; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        let high = try parseHex4(invalid)
        if JSONEscape.isHighSurrogate(high) {
            guard current == "\\" else { throw invalid("unpaired surrogate; expected a \\u escape for the low half") }
            advance()
            guard current == "u" else { throw invalid("unpaired surrogate; expected a \\u escape for the low half") }
            advance()
            let low = try parseHex4(invalid)
            guard let scalar = JSONEscape.combineSurrogates(high: high, low: low) else {
                throw invalid("unpaired surrogate; expected a low surrogate \\uDC00 to \\uDFFF")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw invalid("unpaired surrogate; expected a high surrogate before it")
        }
        return scalar
    }

    private mutating func parseHex4(_ invalid: (String) -> TraceDecodingError) throws(TraceDecodingError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = TraceText.hexValue(scalar) else {
                throw invalid("invalid \\u escape; expected 4 hex digits")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    /// JSON's number grammar; the text is kept so integers can be range-checked when read.
    private mutating func parseNumber() throws(TraceDecodingError) -> String {
        let start = index
        func digits() -> Int {
            var count = 0
            while let scalar = current, ("0"..."9").contains(scalar) {
                advance()
                count += 1
            }
            return count
        }
        if current == "-" { advance() }
        if current == "0" {
            advance()
        } else if digits() == 0 {
            throw error("invalid number; expected a digit, found \(found)")
        }
        if current == "." {
            advance()
            guard digits() > 0 else { throw error("invalid number; expected a digit after `.`, found \(found)") }
        }
        if current == "e" || current == "E" {
            advance()
            if current == "+" || current == "-" { advance() }
            guard digits() > 0 else { throw error("invalid number; expected an exponent, found \(found)") }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        return String(text)
    }
}
