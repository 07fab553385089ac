/// Reads JSON tokens straight from UTF-8 bytes for `JSONTraceReader`, checking RFC 8259's
/// grammar strictly and throwing, at the first byte that breaks it, a `TraceDecodingError` that
/// says what was expected there.
///
/// It keeps only a byte offset: the line and column of an error are counted from the start of
/// the document when the error is made (`error(at:_:)`), so reading a valid document pays
/// nothing for positions. Columns count Unicode scalars, as `TraceDecodingError` promises.
///
/// Nesting is bounded (`maximumDepth`) and values the reader does not want are skipped
/// iteratively, so hostile input can exhaust neither the stack nor memory.
struct JSONByteScanner {
    /// The deepest a document may nest containers: the trace needs 5.
    static let maximumDepth = 32

    /// The document, read where it lies: an array's storage, or a mapped file
    /// (`TraceFile.decode(utf8Buffer:releasing:)`), which is never copied whole.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Keeps `bytes` alive when the scanner copied them (`init(_:)`); `nil` when the caller
    /// keeps them alive for the scanner's lifetime.
    private let storage: OwnedBytes?
    private let documentStart: Int
    /// Where reading is: the next byte to look at.
    private(set) var index: Int
    /// How many bytes are left from `index` on.
    var remaining: Int { bytes.count - index }
    /// How many containers enclose the value at `index`; the caller that opens and closes
    /// containers keeps it, so that a skipped value knows how deep it may still nest.
    var depth = 0
    /// Told, every `releaseInterval` bytes, that the bytes before an offset have been read, so
    /// that a mapped file's pages behind the reader can leave memory. Reading them again (an
    /// error's line and column) is still correct: they are read back from the file.
    private let release: ((Int) -> Void)?
    /// The offset at which `release` is next told; `Int.max` without one.
    private var releaseMark = Int.max
    private static let releaseInterval = 4 << 20

    /// A scanner over a copy of `bytes`: for small documents (tests, scenario syntax).
    init(_ bytes: [UInt8]) {
        let storage = OwnedBytes(bytes)
        self.init(storage.buffer, storage: storage, releasing: nil)
    }

    /// A scanner over `bytes`, which the caller keeps alive and unchanged while it is used.
    init(unowned bytes: UnsafeBufferPointer<UInt8>, releasing release: ((Int) -> Void)? = nil) {
        self.init(bytes, storage: nil, releasing: release)
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, storage: OwnedBytes?, releasing release: ((Int) -> Void)?) {
        self.bytes = bytes
        self.storage = storage
        self.release = release
        documentStart = TraceText.documentStart(bytes)
        index = documentStart
        if release != nil { releaseMark = index + Self.releaseInterval }
    }

    /// A copy of an array's bytes at a stable address, freed with the last scanner using it.
    private final class OwnedBytes {
        let buffer: UnsafeBufferPointer<UInt8>

        init(_ bytes: [UInt8]) {
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
            _ = copy.initialize(from: bytes)
            buffer = UnsafeBufferPointer(rebasing: copy[..<bytes.count])
        }

        deinit {
            UnsafeMutableRawPointer(mutating: buffer.baseAddress!).deallocate()
        }
    }

    @inline(never)
    private mutating func releaseConsumed() {
        release?(index)
        releaseMark = index + Self.releaseInterval
    }

    // MARK: Positions and messages

    /// An error at the byte `offset`, with its line and column worked out now: one pass over
    /// the bytes before it, paid only when a document is invalid.
    @inline(never)
    func error(at offset: Int, _ message: String) -> TraceDecodingError {
        var line = 1
        var lineStart = documentStart
        var position = documentStart
        while position < offset {
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        var column = 1
        for byte in bytes[lineStart..<offset] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return TraceDecodingError(line: line, column: column, message: message)
    }

    /// An error at the current position.
    func error(_ message: String) -> TraceDecodingError {
        error(at: index, message)
    }

    /// The scalar at `offset`, for "found ...": JSON errors are about one token.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        return "`\(TraceNameSyntax.visible(scalar(at: offset)))`"
    }

    private func scalar(at offset: Int) -> Unicode.Scalar {
        let end = min(bytes.count, offset + 4)
        return String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Up to `limit` scalars from `offset`, as `TraceText.excerpt` renders them.
    private func excerpt(at offset: Int, limit: Int) -> String {
        let end = min(bytes.count, offset + (limit + 1) * 4)
        let scalars = Array(String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars)
        return TraceText.excerpt(scalars, from: 0, limit: limit)
    }

    // MARK: Structure

    /// Whether only whitespace is left.
    @inline(__always)
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    /// Throws unless only whitespace is left: one JSON document is the whole input.
    mutating func expectEnd() throws(TraceDecodingError) {
        guard isAtEnd() else { throw error("unexpected \(found(at: index)) after the JSON document; expected end of input") }
    }

    /// Consumes `byte`, after any whitespace, if it is next.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A key as its plain quoted spelling (`"seq"`, quotes included) packed in two words, each
    /// with a mask of the bytes it holds, for `take(_:)`: at most 16 bytes.
    struct QuotedKey {
        let words: (UInt64, UInt64)
        let masks: (UInt64, UInt64)
        let count: Int

        /// `nil` for a key too long to pack.
        init?(_ key: String) {
            let bytes = [UInt8(ascii: "\"")] + Array(key.utf8) + [UInt8(ascii: "\"")]
            guard bytes.count <= 16 else { return nil }
            var words: [UInt64] = [0, 0], masks: [UInt64] = [0, 0]
            for (offset, byte) in bytes.enumerated() {
                words[offset / 8] |= UInt64(byte) << UInt64(offset % 8 * 8)
                masks[offset / 8] |= 0xFF << UInt64(offset % 8 * 8)
            }
            self.words = (words[0], words[1])
            self.masks = (masks[0], masks[1])
            count = bytes.count
        }
    }

    /// Consumes `key` at the current position if the input spells it exactly there, quotes
    /// included: the string `string()` would read there, plain, with that content. Nearly every
    /// key in a trace is the one expected next; finding it in one comparison of two words,
    /// rather than scanning the string and then comparing it byte by byte, was a sixth of reading
    /// a JSON trace (Benchmarks/Profiling.md, section 24). `false`, consuming nothing, for
    /// anything else (and within 16 bytes of the end), which the caller reads as before.
    @inline(__always)
    mutating func take(_ key: QuotedKey) -> Bool {
        guard index + 16 <= bytes.count, let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base + index)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        guard first & key.masks.0 == key.words.0, second & key.masks.1 == key.words.1 else { return false }
        index += key.count
        return true
    }

    /// Consumes `byte` after any whitespace, or throws "expected `expectation`, found ...".
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ expectation: String) throws(TraceDecodingError) {
        guard take(byte) else { throw unexpected(expectation) }
    }

    /// "expected `expectation`, found ..." at the current position. Messages are made out of
    /// line, so that the functions that read valid input stay small enough to inline.
    @inline(never)
    func unexpected(_ expectation: String) -> TraceDecodingError {
        error("expected \(expectation), found \(found(at: index))")
    }

    /// Consumes `null`, after any whitespace, if it is next.
    @inline(__always)
    mutating func takeNull() -> Bool {
        skipWhitespace()
        guard matches(index, Self.null, Self.null.indices) else { return false }
        index += Self.null.count
        return true
    }

    /// The next byte after any whitespace, which it skips, without consuming that byte.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Where the next value starts, after any whitespace, which it skips.
    @inline(__always)
    mutating func valueStart() -> Int {
        skipWhitespace()
        return index
    }

    /// Consumes `opener` (`{` or `[`) after any whitespace and answers where it was; for any
    /// other value, throws `mismatch` with what the value is, once the value is known to be
    /// well-formed: a syntax error inside it comes first, as it would from any JSON parser.
    mutating func open(_ opener: UInt8, otherwise mismatch: (String) -> String) throws(TraceDecodingError) -> Int {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == opener else { throw try self.mismatch(mismatch) }
        index += 1
        return index - 1
    }

    /// Skips the value at the current position, checking its grammar, and makes the error
    /// `message(summary)` at its start, `summary` saying what the value is ("an array", "the
    /// string ...").
    @inline(never)
    mutating func mismatch(_ message: (String) -> String) throws(TraceDecodingError) -> TraceDecodingError {
        let start = valueStart()
        try skipValue()
        return error(at: start, message(summary(of: start..<index)))
    }

    /// What the well-formed value at `range` is, for "found ...".
    func summary(of range: Range<Int>) -> String {
        let start = range.lowerBound
        switch bytes[start] {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"): return "true"
        case UInt8(ascii: "f"): return "false"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "\""):
            var scanner = self
            scanner.index = start
            guard let token = try? scanner.string() else { return "a string" }
            return "the string \(JSONLiteral.string(text(token)))"
        default:
            return "the number \(String(decoding: bytes[range], as: UTF8.self))"
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count, TraceText.isWhitespace(bytes[index]) {
            index += 1
        }
        if index >= releaseMark { releaseConsumed() }
    }

    private static let null = Array("null".utf8), `true` = Array("true".utf8), `false` = Array("false".utf8)

    /// Consumes `word` (`true`, `false` or `null`) at the current position, or throws as
    /// JSON's grammar says.
    private mutating func literal(_ word: [UInt8]) throws(TraceDecodingError) {
        guard matches(index, word, word.indices) else {
            throw error("expected a JSON value, found \(excerpt(at: index, limit: word.count))")
        }
        index += word.count
    }

    /// Whether `expected[range]` is at `position`. Indexes rather than slices, `starts(with:)`
    /// or `elementsEqual`: the profile showed those retaining and calling generically for every
    /// key and value.
    @inline(__always)
    private func matches(_ position: Int, _ expected: [UInt8], _ range: Range<Int>) -> Bool {
        guard position + range.count <= bytes.count else { return false }
        var position = position
        for index in range {
            guard bytes[position] == expected[index] else { return false }
            position += 1
        }
        return true
    }

    /// The next value as a `Bool`, after any whitespace; `nil`, consuming nothing, if it does
    /// not start as `true` or `false` would.
    mutating func bool() throws(TraceDecodingError) -> Bool? {
        switch peek() {
        case UInt8(ascii: "t")?:
            try literal(Self.true)
            return true
        case UInt8(ascii: "f")?:
            try literal(Self.false)
            return false
        default:
            return nil
        }
    }

    /// Consumes `null` at the current position, or throws as JSON's grammar says.
    mutating func null() throws(TraceDecodingError) {
        skipWhitespace()
        try literal(Self.null)
    }

    // MARK: Strings

    /// A string token: where its content lies, and whether it has escapes to undo.
    struct StringToken {
        var content: Range<Int>
        var isEscaped: Bool
    }

    /// Reads a string after any whitespace, which must start there. An unterminated string, a
    /// control character or an invalid escape throws, so that no caller can take an invalid
    /// string. Strings without escapes, nearly all of them, are only scanned.
    mutating func string() throws(TraceDecodingError) -> StringToken {
        skipWhitespace()
        let start = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected("a string") }
        // Nearly every string is plain: scanned in a local until its closing quote, and only an
        // escape or a control character goes on to the loop below, from where this one stopped.
        // Holding the position in `index` for every byte was a tenth of reading a JSON trace
        // (Benchmarks/Profiling.md, section 24).
        var position = index + 1
        let end = bytes.count
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                return StringToken(content: start + 1..<position, isEscaped: false)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        index = position
        var isEscaped = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return StringToken(content: start + 1..<index - 1, isEscaped: isEscaped)
            case UInt8(ascii: "\\"):
                // An escape never contains an unescaped quote, so it ends before the string does.
                index = try escape(at: index).end
                isEscaped = true
            case 0..<0x20:
                throw error("control character in a string; expected it escaped, as \\n or \\u00XX")
            default:
                index += 1
            }
        }
        throw error(at: start, "unterminated string; expected a closing `\"`")
    }

    /// Whether the string's content is exactly `expected`, byte for byte, once escapes are undone.
    func string(_ token: StringToken, equals expected: [UInt8]) -> Bool {
        string(token, equals: expected, expected.indices)
    }

    /// Whether the string's content is exactly `expected[range]`, once escapes are undone.
    func string(_ token: StringToken, equals expected: [UInt8], _ range: Range<Int>) -> Bool {
        guard !token.isEscaped else { return decoded(token)[...] == expected[range] }
        guard token.content.count == range.count else { return false }
        // Every key of every event is compared here: on the array's buffer, with no generic
        // call and no bounds check per byte (`range` lies in `expected`, the token in `bytes`).
        return expected.withUnsafeBufferPointer { expected in
            let start = token.content.lowerBound, expectedStart = range.lowerBound
            for offset in 0..<range.count where bytes[start + offset] != expected[expectedStart + offset] {
                return false
            }
            return true
        }
    }

    /// `body` of the string's content as UTF-8 with escapes undone.
    func content<Result>(_ token: StringToken, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        token.isEscaped ? decoded(token).withUnsafeBufferPointer(body) : body(UnsafeBufferPointer(rebasing: bytes[token.content]))
    }

    /// The string's content as a `String`.
    func text(_ token: StringToken) -> String {
        content(token) { String(decoding: $0, as: UTF8.self) }
    }

    /// The content's UTF-8 with escapes undone; `string()` has checked every escape.
    private func decoded(_ token: StringToken) -> [UInt8] {
        var result: [UInt8] = []
        var position = token.content.lowerBound
        while position < token.content.upperBound {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                position += 1
                continue
            }
            guard let escape = try? escape(at: position) else { preconditionFailure("string() checks escapes") }
            UTF8.encode(escape.scalar) { result.append($0) }
            position = escape.end
        }
        return result
    }

    /// The escape whose backslash is at `position`: what it stands for and where it ends. Every
    /// error is reported at the backslash.
    private func escape(at position: Int) throws(TraceDecodingError) -> (scalar: Unicode.Scalar, end: Int) {
        func invalid(_ message: String) -> TraceDecodingError { error(at: position, message) }
        guard position + 1 < bytes.count else { throw invalid("unterminated string; expected a closing `\"`") }
        let kind = bytes[position + 1]
        if let scalar = JSONEscape.simple(kind) { return (scalar, position + 2) }
        guard kind == UInt8(ascii: "u") else {
            throw invalid("invalid escape `\\\(TraceNameSyntax.visible(scalar(at: position + 1)))`; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        let high = try hex4(at: position + 2, invalid)
        guard JSONEscape.isHighSurrogate(high) else {
            // Outside the surrogates every value is a scalar; a low half alone is not.
            guard let scalar = Unicode.Scalar(high) else { throw invalid("unpaired surrogate; expected a high surrogate before it") }
            return (scalar, position + 6)
        }
        guard position + 7 < bytes.count, bytes[position + 6] == UInt8(ascii: "\\"), bytes[position + 7] == UInt8(ascii: "u") else {
            throw invalid("unpaired surrogate; expected a \\u escape for the low half")
        }
        let low = try hex4(at: position + 8, invalid)
        guard let scalar = JSONEscape.combineSurrogates(high: high, low: low) else {
            throw invalid("unpaired surrogate; expected a low surrogate \\uDC00 to \\uDFFF")
        }
        return (scalar, position + 12)
    }

    private func hex4(at position: Int, _ invalid: (String) -> TraceDecodingError) throws(TraceDecodingError) -> UInt32 {
        var value: UInt32 = 0
        for offset in position..<position + 4 {
            guard offset < bytes.count, bytes[offset] < 0x80,
                  let digit = TraceText.hexValue(Unicode.Scalar(bytes[offset])) else {
                throw invalid("invalid \\u escape; expected 4 hex digits")
            }
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
    /// whose value is the string `value`. Members before it are skipped; reading stops at the
    /// first `key` member, whatever its value. Nesting before it is not bounded: the skipping
    /// keeps one byte per open container.
    mutating func topLevelMember(_ key: [UInt8], isString value: [UInt8]) -> Bool {
        guard take(UInt8(ascii: "{")), !take(UInt8(ascii: "}")) else { return false }
        repeat {
            guard let token = try? string(), take(UInt8(ascii: ":")) else { return false }
            if string(token, equals: key) {
                guard let found = try? string() else { return false }
                return string(found, equals: value)
            }
            guard (try? skipValue(maximumDepth: .max)) != nil else { return false }
        } while take(UInt8(ascii: ","))
        return false
    }

    /// Consumes one well-formed JSON value of any kind, nested at most `maximumDepth` deep
    /// counting the `depth` containers around it, without recursion: the open containers are a
    /// stack of closing bytes. Throws at the first byte that breaks the grammar.
    mutating func skipValue(maximumDepth: Int = Self.maximumDepth) throws(TraceDecodingError) {
        var closers: [UInt8] = []
        while true {
            // A value.
            skipWhitespace()
            guard index < bytes.count else { throw error("expected a JSON value, found end of input") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let opener = bytes[index]
                guard depth + closers.count < maximumDepth else {
                    throw error("nesting is deeper than \(Self.maximumDepth) levels")
                }
                index += 1
                if opener == UInt8(ascii: "{") {
                    if !take(UInt8(ascii: "}")) {
                        try memberKey()
                        closers.append(UInt8(ascii: "}"))
                        continue
                    }
                } else if !take(UInt8(ascii: "]")) {
                    closers.append(UInt8(ascii: "]"))
                    continue
                }
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "t"), UInt8(ascii: "f"):
                _ = try bool()
            case UInt8(ascii: "n"):
                try literal(Self.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try numberToken()
            default:
                throw error("expected a JSON value, found \(found(at: index))")
            }
            // After a value: the next member or element, or the end of containers.
            while let closer = closers.last {
                if take(UInt8(ascii: ",")) {
                    if closer == UInt8(ascii: "}") { try memberKey() }
                    break
                }
                try expect(closer, closer == UInt8(ascii: "}") ? "`,` or `}` after an object member" : "`,` or `]` after an array element")
                closers.removeLast()
            }
            if closers.isEmpty { return }
        }
    }

    /// A member's key and its colon, in an object being skipped.
    private mutating func memberKey() throws(TraceDecodingError) {
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key, found \(found(at: index))") }
        _ = try string()
        try expect(UInt8(ascii: ":"), "`:` after the key")
    }

    // MARK: Numbers

    /// Reads an integer after any whitespace: a JSON number with no fraction or exponent that
    /// fits in `Int`. Any other value throws "expected `expected` for `what`, found ...".
    mutating func integer(for what: String, expected: String = "an integer") throws(TraceDecodingError) -> Int {
        skipWhitespace()
        let start = index
        if let value = shortInteger() { return value }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) else {
            throw try notAnInteger(for: what, expected: expected, isNumber: false, start: start)
        }
        guard try numberToken() == .integer else {
            throw try notAnInteger(for: what, expected: expected, isNumber: true, start: start)
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        let digitsStart = negative ? start + 1 : start
        if index - digitsStart <= Self.digitsThatFit {
            // Too few digits to overflow: no check per digit.
            var magnitude = 0
            for offset in digitsStart..<index {
                magnitude = magnitude &* 10 &+ Int(bytes[offset] &- UInt8(ascii: "0"))
            }
            return negative ? 0 &- magnitude : magnitude
        }
        var value = 0
        for offset in digitsStart..<index {
            guard let sum = TraceText.appendingDigit(bytes[offset], to: value, negative: negative) else {
                throw outOfRange(for: what, start: start)
            }
            value = sum
        }
        return value
    }

    /// An integer at the current position that JSON's grammar and `Int` take without a doubt,
    /// consumed, read in one pass: an optional `-`, a digit from 1 to 9 and at most
    /// `digitsThatFit` digits in all, followed by none of `0-9 . e E`. `nil`, consuming nothing,
    /// for anything else (`0`, a fraction, a longer number, not a number), which `integer`
    /// reads by JSON's whole grammar as before. Nearly every integer in a trace is short.
    @inline(__always)
    private mutating func shortInteger() -> Int? {
        var position = index
        let count = bytes.count
        let negative = position < count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < count, bytes[position] >= UInt8(ascii: "1"), bytes[position] <= UInt8(ascii: "9") else { return nil }
        let digitsStart = position
        var magnitude = 0
        while position < count, position - digitsStart < Self.digitsThatFit,
              bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            magnitude = magnitude &* 10 &+ Int(bytes[position] &- UInt8(ascii: "0"))
            position += 1
        }
        if position < count {
            let next = bytes[position]
            guard !(next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")), next != UInt8(ascii: "."),
                  next | 0x20 != UInt8(ascii: "e") else { return nil }
        }
        index = position
        return negative ? 0 &- magnitude : magnitude
    }

    /// The most decimal digits that always fit in an `Int`: 18 nines are below `Int.max` (and
    /// `-Int.max`) on a 64-bit machine, 9 on a 32-bit one.
    private static var digitsThatFit: Int { Int.bitWidth == 64 ? 18 : 9 }

    @inline(never)
    private mutating func notAnInteger(for what: String, expected: String, isNumber: Bool, start: Int) throws(TraceDecodingError) -> TraceDecodingError {
        guard isNumber else { return try mismatch { "expected \(expected) for \(what), found \($0)" } }
        return error(at: start, "expected \(expected) for \(what), found the number \(String(decoding: bytes[start..<index], as: UTF8.self))")
    }

    @inline(never)
    private func outOfRange(for what: String, start: Int) -> TraceDecodingError {
        error(at: start, "integer \(String(decoding: bytes[start..<index], as: UTF8.self)) for \(what) is out of range")
    }

    /// Reads a JSON number at the current position, where one starts, as its text and value.
    mutating func number() throws(TraceDecodingError) -> (text: Substring, value: Double?) {
        skipWhitespace()
        let start = index
        _ = try numberToken()
        let text = Substring(String(decoding: bytes[start..<index], as: UTF8.self))
        return (text, Double(text))
    }

    private enum NumberShape { case integer, fractional }

    /// Consumes JSON's number grammar, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func numberToken() throws(TraceDecodingError) -> NumberShape {
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw unexpected("a digit").invalidNumber
        }
        var shape = NumberShape.integer
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw unexpected("a digit after `.`").invalidNumber }
            shape = .fractional
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw unexpected("an exponent").invalidNumber }
            shape = .fractional
        }
        return shape
    }

    @inline(__always)
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }
}

private extension TraceDecodingError {
    /// The error as JSON's number grammar words it: "invalid number; expected ...".
    var invalidNumber: TraceDecodingError {
        TraceDecodingError(line: line, column: column, message: "invalid number; " + message)
    }
}
