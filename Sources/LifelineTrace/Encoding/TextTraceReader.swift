/// Reads the text format's structure: the header, the object declarations, and the turn blocks
/// whose indentation gives each event its parent. Event lines themselves are parsed by
/// `TextEventLineParser`.
///
/// The input is read as UTF-8 bytes where they lie, a line at a time (see `TextLineCursor`):
/// no copy of the input and no table of line ranges, which for a 44 MB trace were 44 MB and
/// 16 MB more (Benchmarks/Profiling.md, section 17). The bytes are a buffer that outlives the
/// reader (`read(utf8:)` and `read(utf8Buffer:releasing:)` make it and read it).
struct TextTraceReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next line starts in `bytes`.
    private var nextStart: Int
    /// How many lines have been read: the number of the last one.
    private var linesRead = 0
    /// Where the last line that is not blank ends, before its line break; `nil` if every line
    /// is blank. Blank lines after it are not read, so a file may end with any number of them.
    private let contentEnd: Int?
    /// Told, every `releaseInterval` bytes, that the lines before an offset have been read, so
    /// that the caller can let their pages go (as `JSONByteScanner` does); an error's position
    /// is worked out from its own line, and only an error at the end reads the input again.
    private let release: ((Int) -> Void)?
    /// The offset at which `release` is next told; `Int.max` without one.
    private var releaseMark = Int.max
    private static let releaseInterval = 4 << 20

    /// Reads `bytes`, which are well-formed UTF-8 (as a `String`'s are).
    static func read(utf8 bytes: [UInt8]) throws(TraceDecodingError) -> Trace {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TraceDecodingError) in try read(utf8Buffer: buffer, releasing: nil) }
        }.get()
    }

    /// Reads `bytes`, well-formed UTF-8 that the caller keeps alive and unchanged for the call.
    static func read(utf8Buffer bytes: UnsafeBufferPointer<UInt8>,
                     releasing release: ((Int) -> Void)?) throws(TraceDecodingError) -> Trace {
        var reader = TextTraceReader(bytes, releasing: release)
        return try reader.read()
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, releasing release: ((Int) -> Void)?) {
        self.bytes = bytes
        self.release = release
        nextStart = TraceText.documentStart(bytes)
        contentEnd = Self.endOfLastLine(in: bytes, from: nextStart)
        if release != nil { releaseMark = Self.releaseInterval }
    }

    /// The end of the last line from `start` on that is not blank, found from the end.
    private static func endOfLastLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = bytes.count
        while true {
            let lineStart = (bytes[start..<end].lastIndex(of: UInt8(ascii: "\n")) ?? start - 1) + 1
            let line = withoutCarriageReturn(lineStart..<end, in: bytes)
            if !isBlank(bytes[line]) { return line.upperBound }
            if lineStart == start { return nil }
            end = lineStart - 1
        }
    }

    private static func withoutCarriageReturn(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        bytes[line].last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    private static func isBlank(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The next line, or `nil` after the last line that is not blank. A line starts at or
    /// before `contentEnd` exactly when it is that line or one before it.
    private mutating func readLine() -> TextLineCursor? {
        guard let contentEnd, nextStart <= contentEnd else { return nil }
        let end = Self.lineFeed(in: bytes, from: nextStart) ?? bytes.count
        let lineStart = nextStart
        let line = Self.withoutCarriageReturn(lineStart..<end, in: bytes)
        nextStart = end + 1
        linesRead += 1
        if lineStart >= releaseMark {
            // Everything before this line has been read; the line itself is still to be parsed.
            release?(lineStart)
            releaseMark = lineStart + Self.releaseInterval
        }
        return TextLineCursor(bytes[line], line: linesRead)
    }

    /// The offset of the first line feed from `start` on, eight bytes at a time: a byte-by-byte
    /// search through a slice was a twentieth of reading a large trace (Profiling.md, section 24).
    static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var offset = start
        // A word's bytes that equal 0x0A become zero after the XOR; the classic test for a zero
        // byte sets the high bit of the first of them (and may set others above it: the lowest
        // set bit, the first in memory on a little-endian machine, is always right).
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let feeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ feeds
            let found = (word &- ones) & ~word & highs
            if found != 0 { return offset + found.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { return offset }
            offset += 1
        }
        return nil
    }

    /// How many line feeds `bytes[start..<end]` holds, eight bytes at a time.
    static func lineFeedCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var offset = start
        var count = 0
        let highs: UInt64 = 0x8080_8080_8080_8080, lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let feeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        while offset + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ feeds
            // A byte's high bit is set here exactly when the byte is not zero (no carry leaves a byte).
            let nonZero = ((word & lows) &+ lows) | word
            // One bit per line feed at the bottom of its byte, summed into the top byte by a
            // multiplication (at most 8: no carry), as the baseline x86-64 has no popcount.
            count += Int((((~nonZero & highs) >> 7) &* 0x0101_0101_0101_0101) >> 56)
            offset += 8
        }
        while offset < end {
            if bytes[offset] == UInt8(ascii: "\n") { count += 1 }
            offset += 1
        }
        return count
    }

    private mutating func read() throws(TraceDecodingError) -> Trace {
        let expectedHeader = "`lifeline-trace <version>` on the first line"
        var header = try nextLine(expecting: expectedHeader)
        try header.expect("lifeline-trace ", expectedHeader)
        let versionStart = header.index
        let version = try header.readInteger("a format version")
        guard TextTraceFormat.readableVersions.contains(version) else {
            throw header.error(TraceText.unsupportedVersion(version, readable: TextTraceFormat.readableVersions),
                               at: versionStart)
        }
        try header.expectEnd("the format version")

        var ios = try nextLine(expecting: "`ios: <major version>`")
        try ios.expect("ios: ", "`ios: <major version>`")
        let iosVersion = try ios.readInteger("an iOS major version")
        try ios.expectEnd("the iOS version")

        var scenario: String?
        var line = try nextLine(expecting: "`scenario: <name>` or `objects:`")
        if line.skip("scenario: ") {
            scenario = try Self.readName(&line, what: "a scenario")
            try line.expectEnd("the scenario")
            line = try nextLine(expecting: "`objects:`")
            try line.expect("objects:", "`objects:`")
        } else {
            try line.expect("objects:", "`scenario: <name>` or `objects:`")
        }
        try line.expectEnd("`objects:`")

        let objects = try readObjects()
        let (events, markers) = try readEvents(objects, version: version)
        return Trace(iosVersion: iosVersion, scenario: scenario, objects: objects, events: events, markers: markers,
                     causeRule: TraceRules.causeRule(formatVersion: version))
    }

    // MARK: Objects

    private mutating func readObjects() throws(TraceDecodingError) -> [TraceObject] {
        var objects: [TraceObject] = []
        var declared: [String: Int] = [:]
        let expected = "an object declaration (`  name = Class [role]`) or `events:`"
        while true {
            var line = try nextLine(expecting: expected)
            guard line.current == UInt8(ascii: " ") else {
                try line.expect("events:", expected)
                try line.expectEnd("`events:`")
                return objects
            }
            try line.expect("  ", "an object declaration indented by 2 spaces")
            let nameStart = line.index
            let name = try Self.readName(&line, what: "an object name")
            if let previous = declared[name] {
                throw line.error("duplicate object name `\(TraceNameSyntax.reference(name))`; it is already declared on line \(previous)",
                                 at: nameStart)
            }
            try line.expect(" = ", "` = ` and a class name after the object name")
            let className = try Self.readName(&line, what: "a class name")
            try line.expect(" [", "` [` and a role after the class name")
            let roleStart = line.index
            let roleName = line.text(line.readBare())
            guard let role = ObjectRole(rawValue: roleName) else {
                let roles = EventVocabulary.alternatives(ObjectRole.allCases.map(\.rawValue))
                let found = roleName.isEmpty ? line.found : "`\(roleName)`"
                throw line.error("unknown role \(found); expected \(roles)", at: roleStart)
            }
            try line.expect("]", "`]` after the role")
            try line.expectEnd("the object declaration")
            declared[name] = line.line
            objects.append(TraceObject(id: ObjectID(objects.count + 1), name: name, className: className, role: role))
        }
    }

    /// A declared name, class name or scenario: bare when it reads like an identifier, else quoted.
    private static func readName(_ line: inout TextLineCursor, what: String) throws(TraceDecodingError) -> String {
        if line.current == UInt8(ascii: "\"") {
            let start = line.index
            let name = try line.readQuoted()
            if let unsafe = TraceNameSyntax.unsafeScalar(in: name) {
                throw line.error(TraceNameSyntax.unsafeNameMessage(unsafe, what: what), at: start)
            }
            return name
        }
        let start = line.index
        let name = line.text(line.readBare())
        guard !name.isEmpty else {
            throw line.error("expected \(what), bare or in quotes, found \(line.found)")
        }
        guard !TraceNameSyntax.keywords.contains(name) else {
            throw line.error("`\(name)` is a keyword; write \"\(name)\" to use it as \(what)", at: start)
        }
        return name
    }

    // MARK: Events

    private mutating func readEvents(_ objects: [TraceObject], version: Int) throws(TraceDecodingError) -> ([TraceEvent], [TraceMarker]) {
        let rule = TraceRules.causeRule(formatVersion: version)
        var objectsByName: [String: ObjectID] = [:]
        for object in objects {
            objectsByName[object.name] = object.id
        }
        var parser = TextEventLineParser(context: TextEventContext(
            objects: ByteNameTable(objects.map { (key: $0.name, value: $0.id) }), objectsByName: objectsByName,
            objectNames: objects.map(\.name), callSequences: [], isTopLevel: true, version: version))
        var events: [TraceEvent] = []
        // Room for every line left, at most one event each, made once: growing the array by
        // doubling copied it and touched twice its pages (Benchmarks/Profiling.md, section 24).
        // Capacity past the last event is never written, so its pages are never touched.
        if let contentEnd, nextStart <= contentEnd {
            events.reserveCapacity(Self.lineFeedCount(in: bytes, from: nextStart, to: contentEnd) + 1)
        }
        var markers: [TraceMarker] = []
        var turn: (number: Int, line: Int, hasEvents: Bool)?
        // The run loop's clock (format 4 on), for the events from here on.
        var clock = 0.0
        // The sequence numbers of the open ancestors of the next event, outermost first.
        var ancestors: [Int] = []

        while var line = readLine() {
            if Self.isBlank(line.bytes) {
                throw line.error("unexpected blank line; expected an event or `turn <number>`")
            }
            if version >= TraceRules.firstVersionWithTime, turn != nil, line.skip("at ") {
                // The clock moved within the turn: it applies to the events after it.
                clock = try Self.readSeconds(&line, after: clock)
                try line.expectEnd("the time")
                continue
            }
            guard line.current == UInt8(ascii: " ") else {
                try line.expect("turn ", "`turn <number>` or an indented event")
                let numberStart = line.index
                let number = try line.readInteger("a turn number")
                guard TraceRules.isValidTurn(number) else {
                    throw line.error("turn \(number) is out of range; expected 0 to \(TraceEvent.maximumValue)",
                                     at: numberStart)
                }
                if version >= TraceRules.firstVersionWithTime, line.skip(" at ") {
                    clock = try Self.readSeconds(&line, after: clock)
                    try line.expectEnd("the turn's time")
                } else {
                    try line.expectEnd(version >= TraceRules.firstVersionWithTime ? "the turn number (or ` at <seconds>s`)"
                                                                                   : "the turn number")
                }
                if let turn {
                    guard turn.hasEvents else {
                        throw TraceDecodingError(line: turn.line, column: 1,
                                                 message: "`turn \(turn.number)` has no events; expected an event before the next turn")
                    }
                    guard number > turn.number else {
                        throw line.error("turn \(number) is out of order; expected a turn after turn \(turn.number)",
                                         at: numberStart)
                    }
                }
                turn = (number, line.line, false)
                ancestors = []
                continue
            }
            while line.current == UInt8(ascii: " ") {
                line.index += 1
            }
            let spaces = line.index - line.bytes.startIndex
            guard let current = turn else {
                throw line.error("expected `turn <number>` before the first event")
            }
            if spaces == 2, line.skip("--- ") {
                // A marker names a moment between events and leaves the nesting as it is.
                let name = try Self.readName(&line, what: "a marker name")
                try line.expectEnd("the marker")
                markers.append(TraceMarker(name: name, position: events.count, turn: current.number))
                turn?.hasEvents = true
                continue
            }
            guard spaces % 2 == 0 else {
                throw line.error("bad indentation: \(TraceText.count(spaces, "space")); events are indented 2 spaces per nesting level")
            }
            let depth = spaces / 2 - 1
            guard depth <= TraceRules.maximumNestingDepth else {
                throw line.error("nesting is deeper than \(TraceRules.maximumNestingDepth) levels (\(spaces) spaces), the most a trace may have")
            }
            guard depth <= ancestors.count else {
                throw line.error("bad indentation: \(spaces) spaces, expected at most \(2 + 2 * ancestors.count); an event nests at most one level below the line above it")
            }
            ancestors.removeLast(ancestors.count - depth)
            let parent = ancestors.last
            parser.context.isTopLevel = parent == nil
            let parsed = try parser.parse(line)

            let sequence = events.count + 1
            let cause = TraceRules.cause(ofEventAt: sequence, kind: parsed.name.kind, isNested: parent != nil,
                                         parentCause: parent.flatMap { events[$0 - 1].cause }, explicitCause: parsed.cause,
                                         rule: rule)
            events.append(TraceEvent(name: parsed.name, object: parsed.object, arguments: parsed.arguments,
                                     turn: current.number, parent: parent, cause: cause, virtualTime: clock))
            if parsed.name.kind == .call {
                parser.context.callSequences.append(sequence)
            }
            ancestors.append(sequence)
            turn?.hasEvents = true
        }
        if let turn, !turn.hasEvents {
            throw TraceDecodingError(line: turn.line, column: 1,
                                     message: "`turn \(turn.number)` has no events; expected an event after it")
        }
        return (events, markers)
    }

    /// `0.35s`: seconds of virtual time, finite and not before `previous` (the clock never goes
    /// back), as the writer spells them (`TraceNameSyntax.number`) with an `s`.
    private static func readSeconds(_ line: inout TextLineCursor, after previous: Double) throws(TraceDecodingError) -> Double {
        let start = line.index
        while let next = line.current, next != UInt8(ascii: "s"), next != UInt8(ascii: " ") {
            line.index += 1
        }
        let text = line.text(start..<line.index)
        guard let value = Double(text), value.isFinite, value >= 0, !text.hasPrefix("+") else {
            throw line.error("expected seconds of virtual time, 0 or more (e.g. `0.35s`), found `\(text)`", at: start)
        }
        guard value >= previous else {
            throw line.error("time \(text)s is before \(TraceNameSyntax.number(previous))s; virtual time never goes back", at: start)
        }
        try line.expect("s", "`s` after the seconds")
        return value
    }

    private mutating func nextLine(expecting expectation: String) throws(TraceDecodingError) -> TextLineCursor {
        guard let line = readLine() else {
            // At the input's true end (after any final line break and blank lines), so that the
            // position lies inside the input whether or not it ends with a line break.
            let lineFeed = UInt8(ascii: "\n")
            let lastLineStart = (bytes.lastIndex(of: lineFeed) ?? -1) + 1
            let cursor = TextLineCursor(bytes[lastLineStart..<bytes.count], line: bytes.count(where: { $0 == lineFeed }) + 1)
            throw cursor.error("expected \(expectation), found end of input", at: bytes.count)
        }
        return line
    }
}
