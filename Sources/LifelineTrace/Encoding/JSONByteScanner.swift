/// Reads JSON tokens straight from UTF-8 bytes for `JSONTraceFastReader`.
///
/// It keeps no line or column and makes no messages: every read answers `nil` (or `false`) for
/// anything that is not exactly what was asked for, whether that is an error or merely
/// something the fast reader leaves to `JSONParser`. Grammar is checked as strictly as
/// `JSONParser` checks it, so that what the scanner accepts the parser would accept too.
struct JSONByteScanner {
    private let bytes: [UInt8]
    private var index: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = TraceText.documentStart(bytes)
    }

    /// Whether only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    /// Consumes `byte`, after any whitespace, if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Consumes `null`, after any whitespace, if it is next.
    mutating func takeNull() -> Bool {
        skipWhitespace()
        return takeWord(Self.null)
    }

    /// The next value as a `Bool` if it is `true` or `false`.
    mutating func bool() -> Bool? {
        skipWhitespace()
        if takeWord(Self.true) { return true }
        if takeWord(Self.false) { return false }
        return nil
    }

    /// The next byte after any whitespace, which it skips, without consuming that byte.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, TraceText.isWhitespace(bytes[index]) {
            index += 1
        }
    }

    private static let null = Array("null".utf8), `true` = Array("true".utf8), `false` = Array("false".utf8)

    private mutating func takeWord(_ word: [UInt8]) -> Bool {
        guard matches(index, word, word.indices) else { return false }
        index += word.count
        return true
    }

    /// Whether `expected[range]` is at `position`. Indexes rather than slices, `starts(with:)`
    /// or `elementsEqual`: the profile showed those retaining and calling generically for every
    /// key and value.
    private func matches(_ position: Int, _ expected: [UInt8], _ range: Range<Int>) -> Bool {
        guard position + range.count <= bytes.count else { return false }
        var position = position
        for index in range {
            guard bytes[position] == expected[index] else { return false }
            position += 1
        }
        return true
    }

    // MARK: Strings

    /// A string token: where its content lies, and whether it has escapes to undo.
    struct StringToken {
        var content: Range<Int>
        var isEscaped: Bool
    }

    /// Reads a string after any whitespace; `nil` if it is unterminated, has a control character
    /// or an escape `JSONParser` would reject, so that no caller can take an invalid string.
    /// Strings without escapes, nearly all of them, are only scanned.
    mutating func string() -> StringToken? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var isEscaped = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return StringToken(content: start..<index - 1, isEscaped: isEscaped)
            case UInt8(ascii: "\\"):
                // An escape never contains an unescaped quote, so it ends before the string does.
                guard let escape = escape(at: index, end: bytes.count) else { return nil }
                isEscaped = true
                index = escape.end
            case 0..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// Whether the string's content is exactly `expected`, byte for byte, once escapes are undone.
    func string(_ token: StringToken, equals expected: [UInt8]) -> Bool {
        string(token, equals: expected, expected.indices)
    }

    /// Whether the string's content is exactly `expected[range]`, once escapes are undone.
    func string(_ token: StringToken, equals expected: [UInt8], _ range: Range<Int>) -> Bool {
        guard !token.isEscaped else { return decoded(token)?[...] == expected[range] }
        return token.content.count == range.count && matches(token.content.lowerBound, expected, range)
    }

    /// The string's content as UTF-8 with escapes undone; `nil` if an escape is invalid.
    func content(_ token: StringToken) -> ArraySlice<UInt8>? {
        token.isEscaped ? decoded(token)?[...] : bytes[token.content]
    }

    /// The string's content as a `String`; `nil` if an escape is invalid.
    func text(_ token: StringToken) -> String? {
        guard token.isEscaped else { return String(decoding: bytes[token.content], as: UTF8.self) }
        return decoded(token).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The content's UTF-8 with escapes undone, as `JSONParser` undoes them; `nil` for an escape
    /// it would reject, including a surrogate half that is not part of a pair.
    func decoded(_ token: StringToken) -> [UInt8]? {
        var result: [UInt8] = []
        var position = token.content.lowerBound
        let end = token.content.upperBound
        while position < end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                position += 1
                continue
            }
            guard let escape = escape(at: position, end: end) else { return nil }
            UTF8.encode(escape.scalar) { result.append($0) }
            position = escape.end
        }
        return result
    }

    /// The escape whose backslash is at `position`, ending by `end`: what it stands for and where
    /// it ends; `nil` where `JSONParser` reports an invalid escape.
    private func escape(at position: Int, end: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        guard position + 1 < end else { return nil }
        let kind = bytes[position + 1]
        if let scalar = JSONEscape.simple(kind) { return (scalar, position + 2) }
        guard kind == UInt8(ascii: "u"), let high = hex4(at: position + 2, end: end) else { return nil }
        guard JSONEscape.isHighSurrogate(high) else {
            // Outside the surrogates every value is a scalar; a low half alone is not.
            return Unicode.Scalar(high).map { ($0, position + 6) }
        }
        guard position + 8 <= end, bytes[position + 6] == UInt8(ascii: "\\"), bytes[position + 7] == UInt8(ascii: "u"),
              let low = hex4(at: position + 8, end: end),
              let scalar = JSONEscape.combineSurrogates(high: high, low: low) else { return nil }
        return (scalar, position + 12)
    }

    private func hex4(at position: Int, end: Int) -> UInt32? {
        guard position + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            guard byte < 0x80, let digit = TraceText.hexValue(Unicode.Scalar(byte)) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    // MARK: Skipping

    /// Whether the bytes at the current position, before any whitespace is skipped, are `prefix`.
    func startsWith(_ prefix: [UInt8]) -> Bool {
        matches(index, prefix, prefix.indices)
    }

    /// Whether the document is an object with a member `key` (compared once escapes are undone)
    /// whose value is the string `value`. Members before it are skipped by `skipValue()`; reading
    /// stops at the first `key` member, whatever its value.
    mutating func topLevelMember(_ key: [UInt8], isString value: [UInt8]) -> Bool {
        guard take(UInt8(ascii: "{")), !take(UInt8(ascii: "}")) else { return false }
        repeat {
            guard let token = string(), take(UInt8(ascii: ":")) else { return false }
            if string(token, equals: key) {
                guard let found = string() else { return false }
                return string(found, equals: value)
            }
            guard skipValue() else { return false }
        } while take(UInt8(ascii: ","))
        return false
    }

    /// Consumes one well-formed JSON value of any kind and nesting, without recursion: the open
    /// containers are a stack of closing bytes. `false` at the first byte that breaks the grammar.
    mutating func skipValue() -> Bool {
        var closers: [UInt8] = []
        while true {
            // A value.
            switch peek() {
            case UInt8(ascii: "{")?:
                index += 1
                if take(UInt8(ascii: "}")) { break }
                guard string() != nil, take(UInt8(ascii: ":")) else { return false }
                closers.append(UInt8(ascii: "}"))
                continue
            case UInt8(ascii: "[")?:
                index += 1
                if take(UInt8(ascii: "]")) { break }
                closers.append(UInt8(ascii: "]"))
                continue
            case UInt8(ascii: "\"")?:
                guard string() != nil else { return false }
            case UInt8(ascii: "t")?, UInt8(ascii: "f")?:
                guard bool() != nil else { return false }
            case UInt8(ascii: "n")?:
                guard takeNull() else { return false }
            default:
                guard number() != nil else { return false }
            }
            // After a value: the next member or element, or the end of containers.
            while let closer = closers.last {
                if take(UInt8(ascii: ",")) {
                    if closer == UInt8(ascii: "}") {
                        guard string() != nil, take(UInt8(ascii: ":")) else { return false }
                    }
                    break
                }
                guard take(closer) else { return false }
                closers.removeLast()
            }
            if closers.isEmpty { return true }
        }
    }

    // MARK: Numbers

    /// Reads an integer after any whitespace: a JSON number with no fraction or exponent that
    /// fits in `Int`, as `JSONFields.integer` accepts.
    mutating func integer() -> Int? {
        skipWhitespace()
        let start = index
        guard numberToken() == .integer else {
            index = start
            return nil
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        var value = 0
        for byte in bytes[(negative ? start + 1 : start)..<index] {
            guard let sum = TraceText.appendingDigit(byte, to: value, negative: negative) else {
                index = start
                return nil
            }
            value = sum
        }
        return value
    }

    /// Reads any JSON number after any whitespace, converted as `JSONTraceReader` converts it.
    mutating func number() -> Double? {
        skipWhitespace()
        let start = index
        guard numberToken() != nil,
              let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            return nil
        }
        return value
    }

    private enum NumberShape { case integer, fractional }

    /// Consumes JSON's number grammar, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func numberToken() -> NumberShape? {
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return nil
        }
        var shape = NumberShape.integer
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
            shape = .fractional
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
            shape = .fractional
        }
        return shape
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }
}
