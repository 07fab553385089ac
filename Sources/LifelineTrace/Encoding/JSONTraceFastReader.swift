/// Reads a JSON trace straight from its UTF-8 bytes into a `Trace`, without building a
/// `JSONNode` tree first: for a large trace the tree, with a `String` for every key and value,
/// cost several times the reading itself (Benchmarks/Profiling.md).
///
/// It answers only for documents it has checked completely, and answers `nil` for anything
/// else: every invalid document, and the few valid spellings it does not handle (escaped keys,
/// `events` before `objects`, a name that only matches as a canonically equivalent `String`).
/// `JSONTraceFormat` then reads the document again with `JSONParser` and `JSONTraceReader`,
/// which stay the definition of the format and the only source of error messages. That keeps
/// every error, and which error wins when a document has several, exactly as it was: the tree
/// reader reports a syntax error anywhere before any problem of meaning, which a single pass
/// could not.
///
/// So everything it accepts must be accepted by the tree reader with the same result: each
/// check below mirrors one in `JSONTraceReader`, and where the two check the same rule they
/// call the same code (`JSONTraceKeys`, `TraceRules`, `JSONEscape`).
struct JSONTraceFastReader {
    private var scanner: JSONByteScanner
    private let vocabulary = EventVocabulary.overloads
    /// Whether `objects` has been read: events name objects, so they are read after them.
    private var hasReadObjects = false
    private var objects: [TraceObject] = []
    /// Declared names, compared as `String`s as `JSONTraceReader` compares them.
    private var names: Set<String> = []
    /// Each object's name as UTF-8, to compare with the `objectName` of events without a
    /// `String` per event; at `nameRanges[id - 1]` in `nameBytes`.
    private var nameBytes: [UInt8] = []
    private var nameRanges: [Range<Int>] = []
    /// The rules between events, checked as `JSONTraceReader` checks them.
    private var structure = TraceStructure()

    private static let formatName = Array(JSONTraceFormat.formatName.utf8)
    private static let traceKeys = Keys<JSONTraceKeys.TraceKey>()
    private static let objectKeys = Keys<JSONTraceKeys.ObjectKey>()
    private static let eventKeys = Keys<JSONTraceKeys.EventKey>()
    private static let markerKeys = Keys<JSONTraceKeys.MarkerKey>()
    private static let argumentKeys = Keys<JSONTraceKeys.ArgumentKey>()

    /// The keys an object may have (`JSONTraceKeys`, as the tree reader checks them), in the
    /// writer's order, as UTF-8 in one array: comparing a key then indexes one array instead of
    /// retaining one per key. Which keys an object had is a set of bits, a key's bit being its
    /// position among the cases.
    private struct Keys<Key: JSONTraceKey> {
        let cases: [Key]
        let bytes: [UInt8]
        let ranges: [Range<Int>]
        /// The bits of the keys an object must have.
        let required: Int

        var count: Int { ranges.count }

        init() {
            cases = Key.allCases
            var bytes: [UInt8] = []
            ranges = cases.map { key in
                let start = bytes.count
                bytes.append(contentsOf: key.rawValue.utf8)
                return start..<bytes.count
            }
            self.bytes = bytes
            var required = 0
            for (index, key) in cases.enumerated() where key.isRequired {
                required |= 1 << index
            }
            self.required = required
        }

        /// Whether an object with the keys `seen` (from `members`) has every key it must have.
        func isComplete(_ seen: Int) -> Bool {
            seen & required == required
        }
    }

    /// The bytes a `kind` value must have for an event of `kind`: kinds are ASCII.
    private static func spelling(of kind: EventKind) -> [UInt8] {
        switch kind {
        case .callback: return callbackKind
        case .call: return callKind
        case .runLoop: return runLoopKind
        case .diagnostic: return diagnosticKind
        }
    }

    private static let callbackKind = Array(EventKind.callback.rawValue.utf8)
    private static let callKind = Array(EventKind.call.rawValue.utf8)
    private static let runLoopKind = Array(EventKind.runLoop.rawValue.utf8)
    private static let diagnosticKind = Array(EventKind.diagnostic.rawValue.utf8)

    /// The trace, or `nil` if the document must be read by `JSONTraceReader`.
    static func read(_ text: String) -> Trace? {
        var reader = JSONTraceFastReader(scanner: JSONByteScanner(Array(text.utf8)))
        return reader.readTrace()
    }

    private init(scanner: JSONByteScanner) {
        self.scanner = scanner
    }

    // MARK: The trace

    private mutating func readTrace() -> Trace? {
        var ios: Int?
        var scenario: String?
        var events: [TraceEvent]?
        var markers: [TraceMarker] = []
        let seen = members(Self.traceKeys) { reader, key in
            switch key {
            case .format:
                guard let format = reader.scanner.string() else { return false }
                return reader.scanner.string(format, equals: Self.formatName)
            case .version:
                return reader.scanner.integer().map(JSONTraceFormat.readableVersions.contains) ?? false
            case .ios:
                ios = reader.scanner.integer()
                return ios != nil
            case .scenario:
                if reader.scanner.takeNull() { return true }
                scenario = reader.scanner.string().flatMap(reader.scanner.text)
                return scenario.map(Self.isSafeName) ?? false
            case .objects:
                return reader.readObjects()
            case .markers:
                guard let read = reader.readMarkers() else { return false }
                markers = read
                return true
            case .events:
                // A document with events before objects is left to the tree reader.
                guard reader.hasReadObjects else { return false }
                events = reader.readEvents()
                return events != nil
            }
        }
        guard let seen, Self.traceKeys.isComplete(seen), let ios, let events,
              scanner.isAtEnd() else { return nil }
        var earliest = 0
        var earliestTurn: Int?
        for marker in markers {
            guard TraceRules.isValidMarkerPosition(marker.position, earliest: earliest, eventCount: events.count),
                  structure.markerTurns(position: marker.position, earliestTurn: earliestTurn).contains(marker.turn) else {
                return nil
            }
            earliest = marker.position
            earliestTurn = marker.turn
        }
        return Trace(iosVersion: ios, scenario: scenario, objects: objects, events: events, markers: markers)
    }

    /// Whether every format can carry `name` (`TraceNameSyntax.unsafeScalar(in:)`).
    private static func isSafeName(_ name: String) -> Bool {
        TraceNameSyntax.unsafeScalar(in: name) == nil
    }

    // MARK: Objects

    private mutating func readObjects() -> Bool {
        guard readArray({ $0.readObject() }) else { return false }
        hasReadObjects = true
        return true
    }

    private mutating func readObject() -> Bool {
        var id: Int?
        var name: String?
        var className: String?
        var role: ObjectRole?
        let seen = members(Self.objectKeys) { reader, key in
            switch key {
            case .id:
                id = reader.scanner.integer()
                return id != nil
            case .name:
                name = reader.scanner.string().flatMap(reader.scanner.text)
                return name != nil
            case .class:
                className = reader.scanner.string().flatMap(reader.scanner.text)
                return className != nil
            case .role:
                role = reader.scanner.string().flatMap(reader.scanner.text).flatMap(ObjectRole.init(rawValue:))
                return role != nil
            }
        }
        guard let seen, Self.objectKeys.isComplete(seen), let id, let name, let className, let role,
              Self.isSafeName(name), Self.isSafeName(className),
              id == objects.count + 1, names.insert(name).inserted else { return false }
        objects.append(TraceObject(id: ObjectID(id), name: name, className: className, role: role))
        let start = nameBytes.count
        nameBytes.append(contentsOf: name.utf8)
        nameRanges.append(start..<nameBytes.count)
        return true
    }

    // MARK: Events

    private mutating func readEvents() -> [TraceEvent]? {
        var events: [TraceEvent] = []
        guard readArray({ reader in
            guard let event = reader.readEvent(sequence: events.count + 1) else { return false }
            events.append(event)
            return true
        }) else { return nil }
        return events
    }

    private mutating func readEvent(sequence: Int) -> TraceEvent? {
        var seq: Int?
        var turn: Int?
        var kind: JSONByteScanner.StringToken?
        var name: EventRawName?
        // `object`, `objectName`, `parent` and `cause` may be null: `nil` then, and `seen` says
        // whether the key was there at all.
        var object: Int?
        var objectName: JSONByteScanner.StringToken?
        var arguments: (values: EventArguments, count: Int)?
        var parent: Int?
        var cause: Int?
        let seen = members(Self.eventKeys) { reader, key in
            switch key {
            case .seq:
                seq = reader.scanner.integer()
                return seq != nil
            case .turn:
                turn = reader.scanner.integer()
                return turn != nil
            case .kind:
                kind = reader.scanner.string()
                return kind != nil
            case .name:
                name = reader.scanner.string().flatMap(reader.scanner.content).flatMap(reader.vocabulary.name)
                return name != nil
            case .object:
                return reader.optionalInteger(&object)
            case .objectName:
                if reader.scanner.takeNull() { return true }
                objectName = reader.scanner.string()
                return objectName != nil
            case .arguments:
                arguments = reader.readArguments()
                return arguments != nil
            case .parent:
                return reader.optionalInteger(&parent)
            case .cause:
                return reader.optionalInteger(&cause)
            }
        }
        guard let seen, Self.eventKeys.isComplete(seen), let seq, let turn, let kind, let name, let arguments,
              seq == sequence, TraceRules.isValidTurn(turn),
              scanner.string(kind, equals: Self.spelling(of: name.name.kind)),
              TraceRules.hasArgumentCount(arguments.count, of: name) else { return nil }
        if let object {
            guard TraceRules.isKnownObject(object, count: objects.count), let objectName,
                  scanner.string(objectName, equals: nameBytes, nameRanges[object - 1]) else { return nil }
        } else if objectName != nil {
            return nil
        }
        if let parent, !TraceRules.isValidReference(parent, sequence: sequence, allowsSelf: false) { return nil }
        if let cause, !TraceRules.isValidReference(cause, sequence: sequence, allowsSelf: true) { return nil }
        let event = TraceEvent(name: name.name, object: object.map { ObjectID($0) }, arguments: arguments.values,
                               turn: turn, parent: parent, cause: cause)
        guard structure.add(event) == nil else { return nil }
        return event
    }

    /// Reads `null` (leaving `value` nil) or an integer into `value`.
    private mutating func optionalInteger(_ value: inout Int?) -> Bool {
        if scanner.takeNull() { return true }
        value = scanner.integer()
        return value != nil
    }

    /// An event's arguments; an event carries at most two, so a longer array is left to the
    /// tree reader, which explains it.
    private mutating func readArguments() -> (values: EventArguments, count: Int)? {
        var first: ArgumentValue?
        var second: ArgumentValue?
        var count = 0
        guard readArray({ reader in
            guard count < 2, let value = reader.readArgument() else { return false }
            if count == 0 { first = value } else { second = value }
            count += 1
            return true
        }) else { return nil }
        return (EventArguments(first: first, second: second), count)
    }

    private mutating func readArgument() -> ArgumentValue? {
        switch scanner.peek() {
        case UInt8(ascii: "t")?, UInt8(ascii: "f")?:
            return scanner.bool().map(ArgumentValue.bool)
        case UInt8(ascii: "n")?:
            return scanner.takeNull() ? ArgumentValue.none : nil
        case UInt8(ascii: "{")?:
            var id: Int?
            let seen = members(Self.argumentKeys) { reader, key in
                switch key {
                case .object:
                    id = reader.scanner.integer()
                    return id != nil
                }
            }
            guard let seen, Self.argumentKeys.isComplete(seen), let id,
                  TraceRules.isKnownObject(id, count: objects.count) else { return nil }
            return .object(ObjectID(id))
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            guard let number = scanner.number(), number.isFinite else { return nil }
            return .number(number)
        default:
            return nil
        }
    }

    // MARK: Markers

    /// Markers as written; their positions are checked against the events once all are read.
    private mutating func readMarkers() -> [TraceMarker]? {
        var markers: [TraceMarker] = []
        guard readArray({ reader in
            var name: String?
            var position: Int?
            var turn: Int?
            let seen = reader.members(Self.markerKeys) { reader, key in
                switch key {
                case .name:
                    name = reader.scanner.string().flatMap(reader.scanner.text)
                    return name != nil
                case .position:
                    position = reader.scanner.integer()
                    return position != nil
                case .turn:
                    turn = reader.scanner.integer()
                    return turn != nil
                }
            }
            guard let seen, Self.markerKeys.isComplete(seen), let name, let position, let turn,
                  Self.isSafeName(name) else { return false }
            markers.append(TraceMarker(name: name, position: position, turn: turn))
            return true
        }) else { return nil }
        return markers
    }

    // MARK: Structure

    /// Reads `[ element, ... ]`, each element by `element`.
    private mutating func readArray(_ element: (inout JSONTraceFastReader) -> Bool) -> Bool {
        guard scanner.take(UInt8(ascii: "[")) else { return false }
        if scanner.take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while scanner.take(UInt8(ascii: ","))
        return scanner.take(UInt8(ascii: "]"))
    }

    /// Reads `{ "key" : value, ... }`, each value by `value` with its key. Answers which keys were
    /// there as bits (see `Keys`), or `nil` for an unknown, escaped or repeated key.
    private mutating func members<Key>(_ keys: Keys<Key>, _ value: (inout JSONTraceFastReader, Key) -> Bool) -> Int? {
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        var seen = 0
        if scanner.take(UInt8(ascii: "}")) { return seen }
        // Keys usually come in the order the writer uses, so the one after the last is tried first.
        var next = 0
        repeat {
            guard let token = scanner.string(), !token.isEscaped else { return nil }
            let key: Int
            if next < keys.count, scanner.string(token, equals: keys.bytes, keys.ranges[next]) {
                key = next
            } else if let index = keys.ranges.firstIndex(where: { scanner.string(token, equals: keys.bytes, $0) }) {
                key = index
            } else {
                return nil
            }
            guard seen & 1 << key == 0, scanner.take(UInt8(ascii: ":")), value(&self, keys.cases[key]) else { return nil }
            seen |= 1 << key
            next = key + 1
        } while scanner.take(UInt8(ascii: ","))
        return scanner.take(UInt8(ascii: "}")) ? seen : nil
    }
}
