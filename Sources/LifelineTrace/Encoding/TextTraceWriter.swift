/// Writes the text format. Only what the reader cannot derive is written: object ids are the
/// declaration order, causes follow from nesting, and calls are numbered among calls only.
///
/// The spelling is `EventLabels`' (the one the diagrams show), written as bytes: every object's
/// reference and every event name's pieces are spelled once per trace (`TextSpellingTables`), each
/// event is unpacked once, and a line is appended to one byte buffer without a `String` per event
/// or per argument. Building strings per event, unpacking each event three or four times and
/// re-splitting names on every event made text slower than JSON, which writes five times the bytes
/// (Benchmarks/Profiling.md, section 10). `TextTraceWriterTests` checks that every line is
/// `EventLabels.line(of:)`, so the two spellings cannot drift apart.
///
/// A trace that breaks the recorder's invariants (causes that contradict nesting, dangling ids)
/// still encodes without trapping; the text then either drops what it cannot express or fails
/// to decode with an error that names the problem. The JSON format is the lossless one.
struct TextTraceWriter {
    private let trace: Trace
    private let version: Int
    private let tables: TextSpellingTables

    init(_ trace: Trace) {
        self.trace = trace
        version = TraceRules.formatVersion(of: trace, current: TextTraceFormat.version)
        tables = TextSpellingTables(trace, version: version)
    }

    func write() -> String {
        var output = TextByteBuffer()
        output.reserve(64 + 48 * trace.objects.count + 48 * trace.events.count)
        output.append("lifeline-trace ")
        output.append(integer: version)
        output.append("\nios: ")
        output.append(integer: trace.iosVersion)
        output.newline()
        if let scenario = trace.scenario {
            output.append("scenario: ")
            output.append(reference: scenario)
            output.newline()
        }
        output.append("objects:\n")
        for (index, object) in trace.objects.enumerated() {
            output.append("  ")
            output.append(tables.objectReferences[index])
            output.append(" = ")
            output.append(reference: object.className)
            output.append(" [")
            output.append(object.role.rawValue)
            output.append("]\n")
        }
        output.append("events:\n")
        var lines = EventLineWriter(trace: trace, tables: tables)
        var turn: Int?
        // Format 4 shows the run loop's clock where it moves: on the turn line it moves before
        // (`turn 2 at 0.35s`), or on a line of its own within a turn (`at 1s`).
        let writesTime = version >= TraceRules.firstVersionWithTime
        var clock = 0.0
        func enter(_ next: Int, at seconds: Double? = nil) {
            let moves = writesTime && seconds.map { $0 != clock } == true
            if next != turn {
                output.append("turn ")
                output.append(integer: next)
                turn = next
                if moves { output.append(" at ") }
            } else if moves {
                output.append("at ")
            } else {
                return
            }
            if moves, let seconds {
                output.append(TraceNameSyntax.number(seconds))
                output.append("s")
                clock = seconds
            }
            output.newline()
        }
        var markers = trace.markers[...]
        func writeMarkers(before position: Int) {
            // A marker always sits at the first level: it marks a moment, not a nested call.
            while let marker = markers.first, marker.position <= position {
                enter(max(marker.turn, turn ?? marker.turn))
                output.append("  --- ")
                output.append(reference: marker.name)
                output.newline()
                markers.removeFirst()
            }
        }
        var offset = 0
        for event in trace.events {
            writeMarkers(before: offset)
            enter(event.turn, at: event.virtualTime)
            lines.append(event, sequence: offset + 1, to: &output)
            offset += 1
        }
        writeMarkers(before: Int.max)
        return output.string()
    }
}

/// Writes one event's line, keeping what later lines need from earlier ones (depths, call numbers,
/// the innermost call around each event) so that no event is unpacked twice.
private struct EventLineWriter {
    let trace: Trace
    let tables: TextSpellingTables
    /// Nesting depth per event, computed defensively: a parent that does not precede its child
    /// is treated as absent, so malformed traces cannot loop or trap here.
    private var depths: [Int32] = []
    /// The 1-based number among calls per event; 0 for other events.
    private var callNumbers: [Int32] = []
    /// The object of the innermost call around each event, itself included when it is a call:
    /// `noCall` when there is none, `nilObject` for a call without one, else the object's raw id.
    private var innermostCallObjects: [Int64] = []
    private var callCount: Int32 = 0
    /// Call numbers for the whole trace, made only for a cause that points forward (never in a
    /// recorded or decoded trace).
    private var forwardLabels: EventLabels?

    private static let noCall = Int64.min, nilObject = Int64.min + 1

    init(trace: Trace, tables: TextSpellingTables) {
        self.trace = trace
        self.tables = tables
        let count = trace.events.count
        depths.reserveCapacity(count)
        callNumbers.reserveCapacity(count)
        innermostCallObjects.reserveCapacity(count)
    }

    mutating func append(_ event: TraceEvent, sequence: Int, to output: inout TextByteBuffer) {
        let spelling = tables.names[Int(event.name.packed)]
        var parentIndex = -1
        if let parent = event.parent, parent >= 1, parent < sequence { parentIndex = parent - 1 }
        let depth = parentIndex >= 0 ? depths[parentIndex] + 1 : 0
        let isCall = spelling.kind == .call
        if isCall { callCount += 1 }
        let enclosingCallObject = parentIndex >= 0 ? innermostCallObjects[parentIndex] : Self.noCall
        depths.append(depth)
        callNumbers.append(isCall ? callCount : 0)
        innermostCallObjects.append(isCall ? event.object.map { Int64($0.rawValue) } ?? Self.nilObject : enclosingCallObject)

        output.append(spaces: 2 + 2 * Int(depth))
        switch spelling.kind {
        case .call:
            output.append(byte: UInt8(ascii: "["))
            output.append(integer: Int(callCount))
            output.append("] ")
        case .diagnostic: output.append("! ")
        case .runLoop: output.append("~ ")
        case .callback, .log, .state: break
        }
        appendInvocation(event, spelling, to: &output)
        if !isCall, parentIndex < 0, let cause = event.cause, let number = callNumber(of: cause, before: sequence) {
            output.append(" <- [")
            output.append(integer: number)
            output.append(byte: UInt8(ascii: "]"))
        }
        if spelling.kind == .diagnostic {
            // Rare: spelled as strings, as `EventLabels.diagnosticMessage(of:)` does.
            let names = event.arguments.map { argument in
                if case .object(let id) = argument { return String(decoding: tables.reference(id), as: UTF8.self) }
                var bytes = TextByteBuffer()
                appendValue(argument, to: &bytes)
                return bytes.string()
            }
            let caller: String? = switch enclosingCallObject {
            case Self.noCall: nil
            case Self.nilObject: "nil"
            default: String(decoding: tables.reference(ObjectID(Int(enclosingCallObject))), as: UTF8.self)
            }
            let objectName = String(decoding: tables.reference(event.object), as: UTF8.self)
            if let message = event.name.diagnosticMessage(objectName: objectName, argumentNames: names, callerName: caller) {
                output.append("  # ")
                output.append(message)
            }
        }
        output.newline()
    }

    /// `EventLabels.invocation(of:includingReceiver: true)`.
    private func appendInvocation(_ event: TraceEvent, _ spelling: TextSpellingTables.NameSpelling,
                                  to output: inout TextByteBuffer) {
        if spelling.kind == .runLoop {
            // Run-loop phases are not methods: the object, if any, is a prefix.
            if let object = event.object {
                output.append(tables.reference(object))
                output.append(": ")
            }
            output.append(spelling.rawValue)
            return
        }
        if event.object == nil, let fixed = spelling.receiverWithoutObject {
            output.append(fixed)
        } else {
            output.append(tables.reference(event.object))
            output.append(byte: UInt8(ascii: "."))
        }
        switch spelling.syntax {
        case .getter:
            output.append(spelling.rawValue)
        case .setter:
            output.append(spelling.rawValue)
            output.append(" = ")
            appendValues(event.arguments, to: &output)
        case .method:
            output.append(spelling.baseNameAndParenthesis)
            var index = 0
            for argument in event.arguments {
                if index > 0 { output.append(", ") }
                if index < spelling.labelPrefixes.count { output.append(spelling.labelPrefixes[index]) }
                appendValue(argument, to: &output)
                index += 1
            }
            output.append(byte: UInt8(ascii: ")"))
        }
    }

    private func appendValues(_ values: some Sequence<ArgumentValue>, to output: inout TextByteBuffer) {
        var isFirst = true
        for value in values {
            if !isFirst { output.append(", ") }
            isFirst = false
            appendValue(value, to: &output)
        }
    }

    /// `EventLabels.value(_:)`.
    private func appendValue(_ argument: ArgumentValue, to output: inout TextByteBuffer) {
        switch argument {
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .none: output.append("nil")
        case .object(let id): output.append(tables.valueReference(id))
        case .number(let value):
            if value.magnitude < 9_007_199_254_740_992, Double(Int64(value)) == value {
                output.append(integer: Int(Int64(value)))
            } else {
                output.append(TraceNameSyntax.number(value))
            }
        case .string(let text): output.append(quoted: text)
        case .list(let values):
            output.append(byte: UInt8(ascii: "["))
            appendValues(values, to: &output)
            output.append(byte: UInt8(ascii: "]"))
        }
    }

    /// `EventLabels.callNumber(of:)` for the cause of event `sequence`.
    private mutating func callNumber(of cause: Int, before sequence: Int) -> Int? {
        if cause >= 1, cause < sequence {
            let number = callNumbers[cause - 1]
            return number == 0 ? nil : Int(number)
        }
        if forwardLabels == nil { forwardLabels = EventLabels(trace) }
        return forwardLabels!.callNumber(of: cause)
    }
}

/// What the text writer spells the same way on every line, spelled once: each object's reference
/// (bare or quoted) and, per event name, its raw value, base name and argument labels.
struct TextSpellingTables {
    /// The pieces of one event name's spelling.
    struct NameSpelling {
        var kind: EventKind
        var syntax: CallSyntax
        var rawValue: [UInt8]
        /// `willMove(` for `willMove(toWindow:)`.
        var baseNameAndParenthesis: [UInt8]
        /// `toWindow: ` per labelled argument, empty for `_`.
        var labelPrefixes: [[UInt8]]
        /// What stands before the name on an object-less event: `DispatchQueue.main.`, or nothing
        /// for a log line; nil for names whose object-less events are written on `nil.`.
        var receiverWithoutObject: [UInt8]?
    }

    /// Indexed by `EventName.packed`; the same for every trace, so made once per process.
    static let nameSpellings: [NameSpelling] = {
        let cases = EventName.allCases
        var table: [NameSpelling] = []
        table.reserveCapacity(cases.count)
        for name in cases {
            precondition(Int(name.packed) == table.count, "EventName's tags are its positions in allCases")
            table.append(NameSpelling(
                kind: name.kind, syntax: name.syntax, rawValue: Array(name.rawValue.utf8),
                baseNameAndParenthesis: Array(name.baseName.utf8) + [UInt8(ascii: "(")],
                labelPrefixes: name.argumentLabels.map { $0 == "_" ? [] : Array($0.utf8) + Array(": ".utf8) },
                receiverWithoutObject: name.receiverWithoutObject.map { $0.isEmpty ? [] : Array($0.utf8) + [UInt8(ascii: ".")] }))
        }
        return table
    }()

    let names = TextSpellingTables.nameSpellings
    /// `TraceNameSyntax.reference` of each object's name, by id - 1.
    let objectReferences: [[UInt8]]
    /// The same where a value goes: from format 3 a quoted name is `@"name"`.
    private let objectValues: [[UInt8]]
    private let marksQuotedNames: Bool

    init(_ trace: Trace, version: Int) {
        objectReferences = trace.objects.map { Array(TraceNameSyntax.reference($0.name).utf8) }
        let marksQuotedNames = version >= TraceRules.firstVersionWithStrings
        self.marksQuotedNames = marksQuotedNames
        objectValues = objectReferences.map { reference in
            marksQuotedNames && reference.first == UInt8(ascii: "\"") ? [UInt8(ascii: "@")] + reference : reference
        }
    }

    /// `EventLabels.reference(_:)`: an id with no object is its quoted `#n`; no object is `nil`.
    func reference(_ id: ObjectID?) -> [UInt8] {
        guard let id else { return Self.nilBytes }
        guard TraceRules.isKnownObject(id.rawValue, count: objectReferences.count) else {
            return Array(TraceNameSyntax.quoted(id.description).utf8)
        }
        return objectReferences[id.rawValue - 1]
    }

    /// `EventLabels.value(.object(id))`.
    func valueReference(_ id: ObjectID) -> [UInt8] {
        guard TraceRules.isKnownObject(id.rawValue, count: objectValues.count) else {
            let quoted = Array(TraceNameSyntax.quoted(id.description).utf8)
            return marksQuotedNames ? [UInt8(ascii: "@")] + quoted : quoted
        }
        return objectValues[id.rawValue - 1]
    }

    private static let nilBytes = Array("nil".utf8)
}

/// The bytes of a text trace as they are written; one `String` is made from them at the end.
struct TextByteBuffer {
    private(set) var bytes: [UInt8] = []

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func append(byte: UInt8) { bytes.append(byte) }

    @inline(__always) mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// Bytes another buffer holds, without retaining it (the JSON writer's literal tables).
    @inline(__always) mutating func append(_ other: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: other) }

    /// A literal, from the program's own bytes.
    @inline(__always) mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always) mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// How many bytes are written so far.
    var count: Int { bytes.count }

    /// Removes the spaces that end the buffer, back to byte `start` at most.
    mutating func trimTrailingSpaces(downTo start: Int) {
        while bytes.count > start, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    }

    mutating func append(spaces count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Decimal, with a minus sign for a negative value, as `String(value)` writes it.
    mutating func append(integer value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // room for the 20 digits of UInt64.max
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// `TraceNameSyntax.reference(name)`.
    mutating func append(reference name: String) {
        if TraceNameSyntax.isBare(name) { append(name) } else { append(quoted: name) }
    }

    /// `TraceNameSyntax.quoted(text)`: plain ASCII is copied as it is, everything else escaped
    /// scalar by scalar (`TraceNameSyntax.escaped(_:)`).
    mutating func append(quoted text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20, value < 0x7F, value != 0x22, value != 0x5C {
                bytes.append(UInt8(value))
            } else {
                append(TraceNameSyntax.escaped(scalar))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    func string() -> String { String(decoding: bytes, as: UTF8.self) }
}
