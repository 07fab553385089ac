/// Reads a JSON trace in one pass over its UTF-8 bytes into a `Trace`, checking everything a
/// `Trace` promises (dense object ids, known names and kinds, references only to existing
/// objects and earlier events, the rules of `TraceStructure`) and throwing, at the first
/// problem, a `TraceDecodingError` positioned at the offending value.
///
/// No tree is built: a `JSONNode` and a `String` for every key and value cost several times the
/// reading itself (Benchmarks/Profiling.md, sections 7 and 8). Positions cost nothing either
/// until an error: the scanner keeps a byte offset, and the line and column are counted then.
///
/// Which problem is reported, when a document has several, is the first in document order,
/// with three refinements that keep messages about what a value means rather than where it is:
/// - A value of the wrong type is checked to be well-formed JSON first, so a syntax error inside
///   it wins ("nesting is deeper than 32 levels" rather than "expected a JSON object").
/// - What can only be judged once an object is complete (a missing key, the `kind` against the
///   `name`, `objectName` against `object`, the number of arguments, `parent`, `cause` and the
///   rules between events) is checked at its closing brace, in the order the keys are listed in
///   `JSONTraceKeys` (an event's `name` before its `kind`), and reported at the value or, for a
///   missing key, at the object's opening brace.
/// - Markers are checked against the events once the trace object is complete, and so are the
///   objects that events name when `events` comes before `objects` (sorted keys put it there).
///
/// Memory is the trace itself plus O(1) per object and marker; nesting is bounded
/// (`JSONByteScanner.maximumDepth`) and values of the wrong type are skipped without recursion.
struct JSONTraceReader {
    private var scanner: JSONByteScanner
    private let vocabulary = EventVocabulary.overloads
    /// Whether `objects` has been read: events name objects, so they must come after them.
    private var hasReadObjects = false
    /// What events read before `objects` say about objects, checked once `objects` is read:
    /// only a document whose keys are not in the writer's order (sorted keys put `events`
    /// first) has any. O(1) per event.
    private var pendingObjectChecks: [PendingObjectCheck] = []

    private enum PendingObjectCheck {
        case objectName(ObjectNameValue, at: Int, object: Int?, objectAt: Int)
        case argument(id: Int, at: Int)
    }
    private var objects: [TraceObject] = []
    /// Declared names and their ids, compared as `String`s (canonical equivalence).
    private var names: [String: Int] = [:]
    /// Each object's name as UTF-8, to compare with the `objectName` of events without a
    /// `String` per event; at `nameRanges[id - 1]` in `nameBytes`.
    private var nameBytes: [UInt8] = []
    private var nameRanges: [Range<Int>] = []
    /// The rules between events; the cause rule is known once `version` is read.
    private var structure = TraceStructure(rule: nil)
    /// The document's `version`, once read.
    private var version: Int?
    /// Where the cause is that first broke each cause rule, while `version` is not yet known.
    private var causeBreaks: [TraceCauseRule: Int] = [:]
    /// Where the first string or list argument is, while `version` is not yet known: formats 1
    /// and 2 have none.
    private var firstBoxedArgumentAt: Int?
    /// Where the first `time` is, while `version` is not yet known: formats before 4 have none.
    private var firstTimeAt: Int?
    /// The previous event's virtual time: the clock never goes back.
    private var previousTime: Double = 0

    private static let formatName = Array(JSONTraceFormat.formatName.utf8)
    private static let traceKeys = Keys<JSONTraceKeys.TraceKey>()
    private static let objectKeys = Keys<JSONTraceKeys.ObjectKey>()
    private static let eventKeys = Keys<JSONTraceKeys.EventKey>()
    private static let markerKeys = Keys<JSONTraceKeys.MarkerKey>()
    private static let argumentKeys = Keys<JSONTraceKeys.ArgumentKey>()

    /// The keys an object may have (`JSONTraceKeys`), in the writer's order, as UTF-8 in one
    /// array: comparing a key then indexes one array instead of retaining one per key. Which
    /// keys an object had is a set of bits, a key's bit being its position among the cases.
    private struct Keys<Key: JSONTraceKey> {
        let cases: [Key]
        let names: [String]
        let bytes: [UInt8]
        let ranges: [Range<Int>]
        /// Per key, its plain quoted spelling for `JSONByteScanner.take(_:)`; `nil` if too long.
        let quoted: [JSONByteScanner.QuotedKey?]
        /// The bits of the keys an object must have.
        let required: Int

        var count: Int { ranges.count }

        init() {
            cases = Key.allCases
            names = Key.names
            var bytes: [UInt8] = []
            ranges = cases.map { key in
                let start = bytes.count
                bytes.append(contentsOf: key.rawValue.utf8)
                return start..<bytes.count
            }
            self.bytes = bytes
            quoted = cases.map { JSONByteScanner.QuotedKey($0.rawValue) }
            var required = 0
            for (index, key) in cases.enumerated() where key.isRequired {
                required |= 1 << index
            }
            self.required = required
        }

        /// Whether an object with the keys `seen` has every key it must have.
        func isComplete(_ seen: Int) -> Bool {
            seen & required == required
        }

        /// Whether `key` is among the keys `seen`. Only for errors: it searches.
        func has(_ key: Key, in seen: Int) -> Bool {
            guard let index = cases.firstIndex(where: { $0.rawValue == key.rawValue }) else { return false }
            return seen & 1 << index != 0
        }
    }

    /// The trace, or the first problem in the document.
    static func read(_ text: String) throws(TraceDecodingError) -> Trace {
        try read(utf8: Array(text.utf8))
    }

    /// The same from well-formed UTF-8 bytes, read where they lie.
    static func read(utf8 bytes: [UInt8]) throws(TraceDecodingError) -> Trace {
        try bytes.withUnsafeBufferPointer { buffer throws(TraceDecodingError) in
            try read(utf8: buffer, releasing: nil)
        }
    }

    /// The same from bytes the caller keeps alive (a mapped file), told through `release` which
    /// bytes have been read (`JSONByteScanner`).
    static func read(utf8 bytes: UnsafeBufferPointer<UInt8>, releasing release: ((Int) -> Void)?) throws(TraceDecodingError) -> Trace {
        var reader = JSONTraceReader(scanner: JSONByteScanner(unowned: bytes, releasing: release))
        return try reader.readTrace()
    }

    /// How many events are read before the rest are estimated (`estimatedEventCount`).
    static let eventsBeforeEstimate = 1_024

    /// How many events a document probably holds, from how many bytes the first `read` took and
    /// how many bytes are left: room for them is made once, where growing by doubling copied the
    /// events again and again and touched twice their pages (Benchmarks/Profiling.md, section 24).
    /// Room is only address space until an event is written there: an estimate too high costs no
    /// memory, one too low grows as before. At most the bytes left over 64 events (an event takes
    /// at least 100 bytes), so a hostile file gets no more room than its size allows.
    static func estimatedEventCount(read: Int, inBytes bytes: Int, remaining: Int) -> Int {
        read + remaining / Swift.max(64, bytes / Swift.max(read, 1))
    }

    private init(scanner: JSONByteScanner) {
        self.scanner = scanner
    }

    // MARK: The trace

    private mutating func readTrace() throws(TraceDecodingError) -> Trace {
        var ios: Int?
        var scenario: String?
        var events: [TraceEvent] = []
        var markers: [(marker: TraceMarker, positionAt: Int, turnAt: Int)] = []
        let (seen, start) = try members(Self.traceKeys, owner: "the trace") { reader, key, keyStart throws(TraceDecodingError) in
            switch key {
            case .format:
                let at = reader.scanner.valueStart()
                func notATrace(_ found: String) -> String {
                    "expected \"\(JSONTraceFormat.formatName)\" for `format`, found \(found)"
                }
                guard reader.scanner.peek() == UInt8(ascii: "\"") else { throw try reader.scanner.mismatch(notATrace) }
                let token = try reader.scanner.string()
                guard reader.scanner.string(token, equals: Self.formatName) || reader.scanner.text(token) == JSONTraceFormat.formatName else {
                    throw reader.scanner.error(at: at, notATrace("the string \(JSONLiteral.string(reader.scanner.text(token)))"))
                }
            case .version:
                let at = reader.scanner.valueStart()
                let version = try reader.scanner.integer(for: "`version`")
                guard JSONTraceFormat.readableVersions.contains(version) else {
                    throw reader.scanner.error(at: at, TraceText.unsupportedVersion(version, readable: JSONTraceFormat.readableVersions))
                }
                try reader.settle(version: version)
            case .ios:
                ios = try reader.scanner.integer(for: "`ios`")
            case .scenario:
                scenario = try reader.optionalName("`scenario`", what: "a scenario")
            case .objects:
                try reader.elements("objects") { reader throws(TraceDecodingError) in try reader.readObject() }
                reader.hasReadObjects = true
            case .markers:
                try reader.elements("markers") { reader throws(TraceDecodingError) in
                    markers.append(try reader.readMarker(number: markers.count + 1))
                }
            case .events:
                let eventsStart = reader.scanner.index
                try reader.elements("events") { reader throws(TraceDecodingError) in
                    events.append(try reader.readEvent(sequence: events.count + 1))
                    if events.count == Self.eventsBeforeEstimate {
                        events.reserveCapacity(Self.estimatedEventCount(read: events.count, inBytes: reader.scanner.index - eventsStart,
                                                                        remaining: reader.scanner.remaining))
                    }
                }
            }
        }
        try requireKeys(seen, Self.traceKeys, at: start, owner: "the trace")
        for check in pendingObjectChecks {
            switch check {
            case .objectName(let objectName, let at, let object, let objectAt):
                try checkObjectName(objectName, at: at, object: object, objectAt: objectAt)
            case .argument(let id, let at):
                guard TraceRules.isKnownObject(id, count: objects.count) else { throw scanner.error(at: at, unknownObject(id)) }
            }
        }
        // Markers sit between events, so they are checked once every event is read.
        var earliest = 0
        var earliestTurn: Int?
        for (marker, positionAt, turnAt) in markers {
            guard TraceRules.isValidMarkerPosition(marker.position, earliest: earliest, eventCount: events.count) else {
                throw scanner.error(at: positionAt, "`position` \(marker.position) must be from \(earliest) to \(events.count): markers sit between events, in order")
            }
            let turns = structure.markerTurns(position: marker.position, earliestTurn: earliestTurn)
            guard turns.contains(marker.turn) else {
                throw scanner.error(at: turnAt, TraceStructure.markerTurnMessage(marker.turn, allowed: turns))
            }
            earliest = marker.position
            earliestTurn = marker.turn
        }
        try scanner.expectEnd()
        return Trace(iosVersion: ios!, scenario: scenario, objects: objects, events: events, markers: markers.map(\.marker),
                     causeRule: structure.rule ?? .innermostCall)
    }

    /// Fixes the version, and so the cause rule; events read before it (keys in another order
    /// than the writer's) are judged by it now, at the value that breaks it.
    private mutating func settle(version: Int) throws(TraceDecodingError) {
        self.version = version
        let rule = TraceRules.causeRule(formatVersion: version)
        structure.rule = rule
        if let broken = structure.firstBreaks[rule], let at = causeBreaks[rule] {
            throw scanner.error(at: at, broken.violation.message)
        }
        if version < TraceRules.firstVersionWithStrings, let at = firstBoxedArgumentAt {
            throw scanner.error(at: at, Self.boxedArgumentMessage(version: version))
        }
        if version < TraceRules.firstVersionWithTime, let at = firstTimeAt {
            throw scanner.error(at: at, Self.timeMessage(version: version))
        }
    }

    private static func timeMessage(version: Int) -> String {
        "`time` needs format \(TraceRules.firstVersionWithTime) or later; this file is version \(version)"
    }

    /// An event's `time`: seconds, finite, not before the previous event's (the clock never goes
    /// back), in a file of format 4 or later.
    private mutating func readTime() throws(TraceDecodingError) -> Double {
        let at = scanner.valueStart()
        let (text, value) = try scanner.number()
        guard let value, value.isFinite, value >= 0 else {
            throw scanner.error(at: at, "`time` is seconds of virtual time, 0 or more; found \(text)")
        }
        guard value >= previousTime else {
            throw scanner.error(at: at, "`time` \(text) is before the previous event's \(TraceNameSyntax.number(previousTime)); "
                + "virtual time never goes back")
        }
        if let version {
            if version < TraceRules.firstVersionWithTime { throw scanner.error(at: at, Self.timeMessage(version: version)) }
        } else if firstTimeAt == nil {
            firstTimeAt = at
        }
        previousTime = value
        return value
    }

    private static func boxedArgumentMessage(version: Int) -> String {
        "a string or list argument needs format \(TraceRules.firstVersionWithStrings) or later; this file is version \(version)"
    }

    // MARK: Objects

    private mutating func readObject() throws(TraceDecodingError) {
        let id = objects.count + 1
        var name: String?
        var className: String?
        var role: ObjectRole?
        let (seen, start) = try members(Self.objectKeys, owner: "object \(id)") { reader, key, _ throws(TraceDecodingError) in
            switch key {
            case .id:
                let at = reader.scanner.valueStart()
                let written = try reader.scanner.integer(for: "`id`")
                guard written == id else {
                    throw reader.scanner.error(at: at, "expected id \(id), found \(written); object ids are 1, 2, 3... in order")
                }
            case .name:
                let at = reader.scanner.valueStart()
                let text = try reader.name("`name`", what: "an object name")
                // One hash per object: the name is added, and put back if it was taken.
                if let other = reader.names.updateValue(id, forKey: text) {
                    reader.names[text] = other
                    throw reader.scanner.error(at: at, "duplicate object name \(JSONLiteral.string(text)); object \(other) already has it")
                }
                name = text
            case .class:
                className = try reader.name("`class`", what: "a class name")
            case .role:
                let at = reader.scanner.valueStart()
                let text = try reader.string("`role`")
                guard let known = ObjectRole(rawValue: text) else {
                    let roles = EventVocabulary.alternatives(ObjectRole.allCases.map { "\"\($0.rawValue)\"" })
                    throw reader.scanner.error(at: at, "unknown role \(JSONLiteral.string(text)); expected \(roles)")
                }
                role = known
            }
        }
        try requireKeys(seen, Self.objectKeys, at: start, owner: "object \(id)")
        guard let name, let className, let role else { preconditionFailure("every key was read") }
        objects.append(TraceObject(id: ObjectID(id), name: name, className: className, role: role))
        let nameStart = nameBytes.count
        nameBytes.append(contentsOf: name.utf8)
        nameRanges.append(nameStart..<nameBytes.count)
    }

    // MARK: Events

    private mutating func readEvent(sequence: Int) throws(TraceDecodingError) -> TraceEvent {
        var turn = 0
        var turnAt = 0
        var kind: EventKind?
        var kindAt = 0
        var name: EventRawName?
        // `object`, `parent` and `cause` may be null: `nil` then, and `seen` says whether the key
        // was there at all. `objectName` is checked against `object` once both are read.
        var object: Int?
        var objectAt = 0
        var objectName = ObjectNameValue.null
        var objectNameAt = 0
        var arguments = EventArguments()
        var argumentCount = 0
        var argumentsAt = 0
        var parent: Int?
        var parentAt = 0
        var cause: Int?
        var causeAt = 0
        // An event without `time` ran at the previous event's (0 in files before format 4).
        var time: Double?
        let (seen, start) = try members(Self.eventKeys, owner: "event \(sequence)") { reader, key, _ throws(TraceDecodingError) in
            switch key {
            case .seq:
                let at = reader.scanner.valueStart()
                let seq = try reader.scanner.integer(for: "`seq`")
                guard seq == sequence else { throw reader.wrongSequence(seq, expected: sequence, at: at) }
            case .turn:
                turnAt = reader.scanner.valueStart()
                turn = try reader.scanner.integer(for: "`turn`")
                guard TraceRules.isValidTurn(turn) else { throw reader.turnOutOfRange(turn, at: turnAt) }
            case .time:
                time = try reader.readTime()
            case .kind:
                kindAt = reader.scanner.valueStart()
                kind = try reader.readKind()
            case .name:
                name = try reader.readName()
            case .object:
                objectAt = reader.scanner.valueStart()
                object = try reader.optionalInteger("`object`")
            case .objectName:
                objectNameAt = reader.scanner.valueStart()
                objectName = try reader.readObjectName()
            case .arguments:
                argumentsAt = reader.scanner.valueStart()
                (arguments, argumentCount) = try reader.readArguments()
            case .parent:
                parentAt = reader.scanner.valueStart()
                parent = try reader.optionalInteger("`parent`")
            case .cause:
                causeAt = reader.scanner.valueStart()
                cause = try reader.optionalInteger("`cause`")
            }
        }
        // What needs more than one value, in the order `JSONTraceKeys` lists the keys.
        let isComplete = Self.eventKeys.isComplete(seen)
        @inline(__always)
        func missing(_ key: JSONTraceKeys.EventKey) throws(TraceDecodingError) {
            guard !isComplete else { return }
            try missingKey(key, seen: seen, at: start, sequence: sequence)
        }
        try missing(.seq)
        try missing(.turn)
        try missing(.name)
        try missing(.kind)
        guard let name, let kind else { preconditionFailure("both keys were read") }
        guard kind == name.name.kind else {
            throw scanner.error(at: kindAt, "expected kind \"\(name.name.kind.rawValue)\" for \"\(name.name.rawValue)\", found \"\(kind.rawValue)\"")
        }
        try missing(.object)
        try missing(.objectName)
        // The usual cases inline; anything else is judged, and explained, out of line.
        if let id = object, case .string(let token) = objectName, TraceRules.isKnownObject(id, count: objects.count),
           scanner.string(token, equals: nameBytes, nameRanges[id - 1]) {
        } else if object == nil, case .null = objectName {
        } else if !hasReadObjects {
            pendingObjectChecks.append(.objectName(objectName, at: objectNameAt, object: object, objectAt: objectAt))
        } else {
            try checkObjectName(objectName, at: objectNameAt, object: object, objectAt: objectAt)
        }
        try missing(.arguments)
        guard TraceRules.hasArgumentCount(argumentCount, of: name) else {
            let takes = TraceText.count(name.argumentCount, "argument")
            throw scanner.error(at: argumentsAt, "\"\(name.name.rawValue)\" takes \(takes), found \(argumentCount)")
        }
        if let problem = TraceRules.argumentProblem(arguments, of: name.name) {
            throw scanner.error(at: argumentsAt, "argument \(problem.index + 1): " + problem.message)
        }
        try missing(.parent)
        try checkReference(parent, key: "parent", at: parentAt, sequence: sequence, allowsSelf: false)
        try missing(.cause)
        try checkReference(cause, key: "cause", at: causeAt, sequence: sequence, allowsSelf: true)
        let event = TraceEvent(name: name.name, object: object.map { ObjectID($0) }, arguments: arguments,
                               turn: turn, parent: parent, cause: cause, virtualTime: time ?? previousTime)
        if let violation = structure.add(event) {
            switch violation.field {
            case .turn: throw scanner.error(at: turnAt, violation.message)
            case .parent: throw scanner.error(at: parentAt, violation.message)
            case .cause: throw scanner.error(at: causeAt, violation.message)
            }
        }
        if structure.rule == nil {
            for (rule, broken) in structure.firstBreaks where broken.sequence == sequence {
                causeBreaks[rule] = causeAt
            }
        }
        return event
    }

    @inline(never)
    private func missingKey(_ key: JSONTraceKeys.EventKey, seen: Int, at start: Int, sequence: Int) throws(TraceDecodingError) {
        guard !Self.eventKeys.has(key, in: seen) else { return }
        throw scanner.error(at: start, "missing key `\(key.rawValue)` in event \(sequence)")
    }

    @inline(never)
    private func wrongSequence(_ seq: Int, expected sequence: Int, at: Int) -> TraceDecodingError {
        scanner.error(at: at, "expected seq \(sequence), found \(seq); events are numbered 1, 2, 3... in order")
    }

    @inline(never)
    private func turnOutOfRange(_ turn: Int, at: Int) -> TraceDecodingError {
        scanner.error(at: at, "`turn` \(turn) is out of range; expected 0 to \(TraceEvent.maximumValue)")
    }

    private static let callbackKind = Array(EventKind.callback.rawValue.utf8)
    private static let callKind = Array(EventKind.call.rawValue.utf8)

    /// A `kind`, compared byte for byte and, only when that fails, as a `String`.
    private mutating func readKind() throws(TraceDecodingError) -> EventKind {
        let at = scanner.valueStart()
        let token = try stringToken("`kind`")
        // Nearly every event is a callback or a call.
        if scanner.string(token, equals: Self.callbackKind) { return .callback }
        if scanner.string(token, equals: Self.callKind) { return .call }
        return try kind(token, at: at)
    }

    @inline(never)
    private func kind(_ token: JSONByteScanner.StringToken, at: Int) throws(TraceDecodingError) -> EventKind {
        let text = scanner.text(token)
        guard let kind = EventKind(rawValue: text) else {
            let kinds = EventVocabulary.alternatives(EventKind.allCases.map { "\"\($0.rawValue)\"" })
            throw scanner.error(at: at, "unknown kind \(JSONLiteral.string(text)); expected \(kinds)")
        }
        return kind
    }

    /// An event `name`, looked up by its bytes and, only when that fails, as a `String`, which
    /// also finds a spelling that is only canonically equivalent.
    private mutating func readName() throws(TraceDecodingError) -> EventRawName {
        let at = scanner.valueStart()
        let token = try stringToken("`name`")
        if let name = scanner.content(token, vocabulary.name(rawValue:)) { return name }
        return try name(token, at: at)
    }

    /// A name found only as a `String`, or the error saying it is unknown.
    @inline(never)
    private func name(_ token: JSONByteScanner.StringToken, at: Int) throws(TraceDecodingError) -> EventRawName {
        let text = scanner.text(token)
        guard let name = EventName(rawValue: text) else {
            var message = "unknown event name \(JSONLiteral.string(text))"
            if let near = NameSuggestion.nearest(to: text, among: EventName.allCases.map(\.rawValue)) {
                message += "; did you mean \"\(near)\"?"
            }
            throw scanner.error(at: at, message)
        }
        return vocabulary.rawName(of: name)
    }

    /// An `objectName` as written, judged once the event's `object` is known.
    private enum ObjectNameValue {
        case null
        case string(JSONByteScanner.StringToken)
        /// Any other value, by where it is, to say what it is ("the number 3") in a message.
        case other(Range<Int>)
    }

    private mutating func readObjectName() throws(TraceDecodingError) -> ObjectNameValue {
        switch scanner.peek() {
        case UInt8(ascii: "\"")?: return .string(try scanner.string())
        case UInt8(ascii: "n")?:
            try scanner.null()
            return .null
        default:
            let start = scanner.valueStart()
            try scanner.skipValue()
            return .other(start..<scanner.index)
        }
    }

    /// The event's object, cross-checked against the `objectName` written for readers.
    @inline(never)
    private func checkObjectName(_ objectName: ObjectNameValue, at: Int, object: Int?, objectAt: Int) throws(TraceDecodingError) {
        guard let id = object else {
            switch objectName {
            case .null: return
            case .string(let token):
                throw scanner.error(at: at, "expected null for `objectName` because `object` is null, found the string \(JSONLiteral.string(scanner.text(token)))")
            case .other(let range):
                throw scanner.error(at: at, "expected null for `objectName` because `object` is null, found \(scanner.summary(of: range))")
            }
        }
        // Ids are dense, so an id is an index.
        guard TraceRules.isKnownObject(id, count: objects.count) else {
            throw scanner.error(at: objectAt, unknownObject(id))
        }
        switch objectName {
        case .null:
            throw scanner.error(at: at, "expected a string for `objectName`, found null")
        case .other(let range):
            throw scanner.error(at: at, "expected a string for `objectName`, found \(scanner.summary(of: range))")
        case .string(let token):
            if scanner.string(token, equals: nameBytes, nameRanges[id - 1]) { return }
            let written = scanner.text(token)
            let name = objects[id - 1].name
            guard written == name else {
                throw scanner.error(at: at, "expected \(JSONLiteral.string(name)) for `objectName`, the name of object \(id), found \(JSONLiteral.string(written))")
            }
        }
    }

    /// An event's arguments, counted, so that a wrong count can be reported once the name is
    /// known. Up to two are kept inline (no array), as the inline forms of `EventArguments` need.
    private mutating func readArguments() throws(TraceDecodingError) -> (EventArguments, Int) {
        var first: ArgumentValue?
        var second: ArgumentValue?
        var more: [ArgumentValue] = []
        var count = 0
        try elements("arguments") { reader throws(TraceDecodingError) in
            let value = try reader.readArgument()
            if count == 0 {
                first = value
            } else if count == 1 {
                second = value
            } else {
                if more.isEmpty { more = [first!, second!] }
                more.append(value)
            }
            count += 1
        }
        if count > 2 { return (EventArguments(more), count) }
        return (EventArguments(first: first, second: second), count)
    }

    /// A string or list argument, which formats 1 and 2 do not have.
    private mutating func noteBoxedArgument(at: Int) throws(TraceDecodingError) {
        if let version {
            guard version >= TraceRules.firstVersionWithStrings else {
                throw scanner.error(at: at, Self.boxedArgumentMessage(version: version))
            }
        } else if firstBoxedArgumentAt == nil {
            firstBoxedArgumentAt = at
        }
    }

    /// One argument; `listDepth` counts the list arguments around it (`TraceRules.maximumListDepth`).
    private mutating func readArgument(listDepth: Int = 0) throws(TraceDecodingError) -> ArgumentValue {
        let at = scanner.valueStart()
        switch scanner.peek() {
        case UInt8(ascii: "\"")?:
            try noteBoxedArgument(at: at)
            let text = scanner.text(try scanner.string())
            if let unsafe = TraceNameSyntax.unsafeScalar(in: text) {
                throw scanner.error(at: at, TraceNameSyntax.unsafeNameMessage(unsafe, what: "a string"))
            }
            return .string(text)
        case UInt8(ascii: "[")?:
            try noteBoxedArgument(at: at)
            guard listDepth < TraceRules.maximumListDepth else {
                throw scanner.error(at: at, TraceRules.listTooDeepMessage)
            }
            var values: [ArgumentValue] = []
            try elements("a list argument") { reader throws(TraceDecodingError) in
                values.append(try reader.readArgument(listDepth: listDepth + 1))
            }
            return .list(values)
        case UInt8(ascii: "t")?, UInt8(ascii: "f")?:
            guard let flag = try scanner.bool() else { preconditionFailure("peeked") }
            return .bool(flag)
        case UInt8(ascii: "n")?:
            try scanner.null()
            return .none
        case UInt8(ascii: "{")?:
            var id = 0
            let (seen, start) = try members(Self.argumentKeys, owner: "an argument") { reader, key, _ throws(TraceDecodingError) in
                switch key {
                case .object:
                    let at = reader.scanner.valueStart()
                    id = try reader.scanner.integer(for: "`object`")
                    if !reader.hasReadObjects {
                        reader.pendingObjectChecks.append(.argument(id: id, at: at))
                    } else if !TraceRules.isKnownObject(id, count: reader.objects.count) {
                        throw reader.scanner.error(at: at, reader.unknownObject(id))
                    }
                }
            }
            try requireKeys(seen, Self.argumentKeys, at: start, owner: "an argument")
            return .object(ObjectID(id))
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            let (text, number) = try scanner.number()
            guard let number, number.isFinite else {
                throw scanner.error(at: at, "expected a finite number, found the number \(text)")
            }
            return .number(number)
        default:
            throw try scanner.mismatch { "expected an argument (true, false, null, a number, a string, a list or {\"object\": id}), found \($0)" }
        }
    }

    /// A `parent` or `cause`: events can only refer back, except that a call is its own cause.
    private func checkReference(_ value: Int?, key: String, at: Int, sequence: Int, allowsSelf: Bool) throws(TraceDecodingError) {
        guard let value, !TraceRules.isValidReference(value, sequence: sequence, allowsSelf: allowsSelf) else { return }
        let last = TraceRules.lastReference(sequence: sequence, allowsSelf: allowsSelf)
        let range = last == 0 ? "null, as no event comes before this one"
            : last == 1 ? "null or 1" : "null or an event from 1 to \(last)"
        let which = allowsSelf ? "this event or an earlier one" : "an earlier event"
        throw scanner.error(at: at, "`\(key)` \(value) must name \(which); expected \(range)")
    }

    private func unknownObject(_ id: Int) -> String {
        let range = objects.isEmpty ? "the trace has no objects"
            : objects.count == 1 ? "expected 1" : "expected an id from 1 to \(objects.count)"
        return "unknown object id \(id); \(range)"
    }

    // MARK: Markers

    /// A marker as written, with where its position and turn are: they are checked against the
    /// events once all are read.
    private mutating func readMarker(number: Int) throws(TraceDecodingError) -> (marker: TraceMarker, positionAt: Int, turnAt: Int) {
        var name = ""
        var position = 0
        var positionAt = 0
        var turn = 0
        var turnAt = 0
        let (seen, start) = try members(Self.markerKeys, owner: "marker \(number)") { reader, key, _ throws(TraceDecodingError) in
            switch key {
            case .name:
                name = try reader.name("`name`", what: "a marker name")
            case .position:
                positionAt = reader.scanner.valueStart()
                position = try reader.scanner.integer(for: "`position`")
            case .turn:
                turnAt = reader.scanner.valueStart()
                turn = try reader.scanner.integer(for: "`turn`")
            }
        }
        try requireKeys(seen, Self.markerKeys, at: start, owner: "marker \(number)")
        return (TraceMarker(name: name, position: position, turn: turn), positionAt, turnAt)
    }

    // MARK: Values

    /// A string value, or the error "expected a string for `what`, found ...".
    private mutating func stringToken(_ what: String, orNull: Bool = false) throws(TraceDecodingError) -> JSONByteScanner.StringToken {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            throw try scanner.mismatch { "expected \(orNull ? "a string or null" : "a string") for \(what), found \($0)" }
        }
        return try scanner.string()
    }

    private mutating func string(_ what: String) throws(TraceDecodingError) -> String {
        scanner.text(try stringToken(what))
    }

    /// A name-valued string, refused if it holds a scalar no format can carry.
    private mutating func name(_ key: String, what: String, orNull: Bool = false) throws(TraceDecodingError) -> String {
        let at = scanner.valueStart()
        let text = scanner.text(try stringToken(key, orNull: orNull))
        if let unsafe = TraceNameSyntax.unsafeScalar(in: text) {
            throw scanner.error(at: at, TraceNameSyntax.unsafeNameMessage(unsafe, what: what))
        }
        return text
    }

    private mutating func optionalName(_ key: String, what: String) throws(TraceDecodingError) -> String? {
        if scanner.takeNull() { return nil }
        return try name(key, what: what, orNull: true)
    }

    /// `null` (nil) or an integer.
    private mutating func optionalInteger(_ what: String) throws(TraceDecodingError) -> Int? {
        if scanner.takeNull() { return nil }
        return try scanner.integer(for: what, expected: "an integer or null")
    }

    private func requireKeys<Key>(_ seen: Int, _ keys: Keys<Key>, at start: Int, owner: @autoclosure () -> String) throws(TraceDecodingError) {
        guard !keys.isComplete(seen) else { return }
        for key in keys.cases where key.isRequired && !keys.has(key, in: seen) {
            throw scanner.error(at: start, "missing key `\(key.rawValue)` in \(owner())")
        }
    }

    // MARK: Structure

    /// Reads the array value of `key`, each element by `element`.
    private mutating func elements(_ key: String, _ element: (inout JSONTraceReader) throws(TraceDecodingError) -> Void) throws(TraceDecodingError) {
        _ = try scanner.open(UInt8(ascii: "[")) { "expected an array for `\(key)`, found \($0)" }
        scanner.depth += 1
        if !scanner.take(UInt8(ascii: "]")) {
            repeat {
                try element(&self)
            } while scanner.take(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "]"), "`,` or `]` after an array element")
        }
        scanner.depth -= 1
    }

    /// The index of a key that is not spelled byte for byte as one of `keys` but equals one as a
    /// `String` (escaped, or canonically equivalent), or the error saying it is unknown.
    @inline(never)
    private func keyAsString<Key>(_ token: JSONByteScanner.StringToken, _ keys: Keys<Key>, at keyStart: Int,
                                  owner: String) throws(TraceDecodingError) -> Int {
        let text = scanner.text(token)
        if let index = keys.names.firstIndex(of: text) { return index }
        let name = JSONLiteral.string(text)
        if let near = NameSuggestion.nearest(to: text, among: keys.names) {
            throw scanner.error(at: keyStart, "unknown key \(name) in \(owner); did you mean \"\(near)\"?")
        }
        throw scanner.error(at: keyStart, "unknown key \(name) in \(owner); expected \(EventVocabulary.alternatives(keys.names.map { "\"\($0)\"" }))")
    }

    @inline(never)
    private func duplicateKey(_ token: JSONByteScanner.StringToken, at keyStart: Int, owner: String) -> TraceDecodingError {
        scanner.error(at: keyStart, "duplicate key \"\(scanner.text(token))\" in \(owner)")
    }

    /// Reads `{ "key" : value, ... }` (`owner` says what it is, for messages), each value by
    /// `value` with its key and where the key starts. Answers which keys were there, as bits
    /// (`Keys.bit`), and where the object starts. A key is compared byte for byte and, only when
    /// that fails, as a `String`, which also takes an escaped or canonically equivalent spelling.
    private mutating func members<Key>(_ keys: Keys<Key>, owner: @autoclosure () -> String,
                                       _ value: (inout JSONTraceReader, Key, Int) throws(TraceDecodingError) -> Void)
        throws(TraceDecodingError) -> (seen: Int, start: Int) {
        let start = try scanner.open(UInt8(ascii: "{")) { "expected a JSON object for \(owner()), found \($0)" }
        scanner.depth += 1
        var seen = 0
        if scanner.take(UInt8(ascii: "}")) {
            scanner.depth -= 1
            return (seen, start)
        }
        // Keys usually come in the order the writer uses, so the one after the last is tried first.
        var next = 0
        repeat {
            let keyStart = scanner.valueStart()
            let token: JSONByteScanner.StringToken
            let key: Int
            if next < keys.count, let quoted = keys.quoted[next], scanner.take(quoted) {
                // The key expected next, written plainly: the token `string()` would have read.
                token = JSONByteScanner.StringToken(content: keyStart + 1..<scanner.index - 1, isEscaped: false)
                key = next
            } else {
                guard scanner.peek() == UInt8(ascii: "\"") else {
                    throw scanner.error("expected a string key, found \(scanner.found(at: keyStart))")
                }
                token = try scanner.string()
                if next < keys.count, scanner.string(token, equals: keys.bytes, keys.ranges[next]) {
                    key = next
                } else if let index = keys.ranges.firstIndex(where: { scanner.string(token, equals: keys.bytes, $0) }) {
                    key = index
                } else {
                    key = try keyAsString(token, keys, at: keyStart, owner: owner())
                }
            }
            guard seen & 1 << key == 0 else { throw duplicateKey(token, at: keyStart, owner: owner()) }
            try scanner.expect(UInt8(ascii: ":"), "`:` after the key")
            try value(&self, keys.cases[key], keyStart)
            seen |= 1 << key
            next = key + 1
        } while scanner.take(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "}"), "`,` or `}` after an object member")
        scanner.depth -= 1
        return (seen, start)
    }
}
