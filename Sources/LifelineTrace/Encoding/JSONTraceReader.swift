/// Turns a parsed JSON document into a `Trace`, checking everything a `Trace` promises: dense
/// object ids, known names and kinds, references only to existing objects and earlier events.
enum JSONTraceReader {
    static func read(_ root: JSONNode) throws(TraceDecodingError) -> Trace {
        let fields = try JSONFields(root, owner: "the trace")
        // Format and version first: a newer file should say so, not complain about new keys.
        let format = try fields.value("format")
        guard case .string(JSONTraceFormat.formatName) = format.value else {
            throw format.error("expected \"\(JSONTraceFormat.formatName)\" for `format`, found \(format.summary)")
        }
        let versionNode = try fields.value("version")
        let version = try JSONFields.integer(versionNode, what: "`version`")
        guard JSONTraceFormat.readableVersions.contains(version) else {
            throw versionNode.error(TraceText.unsupportedVersion(version, readable: JSONTraceFormat.readableVersions))
        }
        try fields.checkKeys(JSONTraceKeys.trace)
        let ios = try fields.integer("ios")
        let scenario = try fields.optionalString("scenario")
        if let scenario, let unsafe = TraceNameSyntax.unsafeScalar(in: scenario) {
            throw try fields.value("scenario").error(TraceNameSyntax.unsafeNameMessage(unsafe, what: "a scenario"))
        }
        let objects = try readObjects(fields.array("objects").elements)
        let (events, structure) = try readEvents(fields.array("events").elements, objects: objects)
        // Written since markers exist; a file from before has none.
        let markers = fields.has("markers") ? try readMarkers(fields.array("markers").elements, structure: structure) : []
        return Trace(iosVersion: ios, scenario: scenario, objects: objects, events: events, markers: markers)
    }

    private static func readObjects(_ elements: [JSONNode]) throws(TraceDecodingError) -> [TraceObject] {
        var objects: [TraceObject] = []
        var names: [String: Int] = [:]
        for (offset, element) in elements.enumerated() {
            let expectedID = offset + 1
            let fields = try JSONFields(element, owner: "object \(expectedID)")
            try fields.checkKeys(JSONTraceKeys.object)
            let idNode = try fields.value("id")
            let id = try JSONFields.integer(idNode, what: "`id`")
            guard id == expectedID else {
                throw idNode.error("expected id \(expectedID), found \(id); object ids are 1, 2, 3... in order")
            }
            let nameNode = try fields.value("name")
            let name = try JSONFields.string(nameNode, what: "`name`")
            if let unsafe = TraceNameSyntax.unsafeScalar(in: name) {
                throw nameNode.error(TraceNameSyntax.unsafeNameMessage(unsafe, what: "an object name"))
            }
            if let other = names[name] {
                throw nameNode.error("duplicate object name \(JSONLiteral.string(name)); object \(other) already has it")
            }
            names[name] = id
            let className = try checkedName(fields, "class", what: "a class name")
            let roleNode = try fields.value("role")
            let roleName = try JSONFields.string(roleNode, what: "`role`")
            guard let role = ObjectRole(rawValue: roleName) else {
                let roles = EventVocabulary.alternatives(ObjectRole.allCases.map { "\"\($0.rawValue)\"" })
                throw roleNode.error("unknown role \(JSONLiteral.string(roleName)); expected \(roles)")
            }
            objects.append(TraceObject(id: ObjectID(id), name: name, className: className, role: role))
        }
        return objects
    }

    private static func readMarkers(_ elements: [JSONNode], structure: TraceStructure) throws(TraceDecodingError) -> [TraceMarker] {
        let eventCount = structure.count
        var markers: [TraceMarker] = []
        for (offset, element) in elements.enumerated() {
            let fields = try JSONFields(element, owner: "marker \(offset + 1)")
            try fields.checkKeys(JSONTraceKeys.marker)
            let name = try checkedName(fields, "name", what: "a marker name")
            let positionNode = try fields.value("position")
            let position = try JSONFields.integer(positionNode, what: "`position`")
            let earliest = markers.last?.position ?? 0
            guard TraceRules.isValidMarkerPosition(position, earliest: earliest, eventCount: eventCount) else {
                throw positionNode.error("`position` \(position) must be from \(earliest) to \(eventCount): markers sit between events, in order")
            }
            let turnNode = try fields.value("turn")
            let turn = try JSONFields.integer(turnNode, what: "`turn`")
            let turns = structure.markerTurns(position: position, earliestTurn: markers.last?.turn)
            guard turns.contains(turn) else {
                throw turnNode.error(TraceStructure.markerTurnMessage(turn, allowed: turns))
            }
            markers.append(TraceMarker(name: name, position: position, turn: turn))
        }
        return markers
    }

    private static func readEvents(_ elements: [JSONNode],
                                   objects: [TraceObject]) throws(TraceDecodingError) -> ([TraceEvent], TraceStructure) {
        var events: [TraceEvent] = []
        var structure = TraceStructure()
        for (offset, element) in elements.enumerated() {
            let sequence = offset + 1
            let fields = try JSONFields(element, owner: "event \(sequence)")
            try fields.checkKeys(JSONTraceKeys.event)
            let seqNode = try fields.value("seq")
            let seq = try JSONFields.integer(seqNode, what: "`seq`")
            guard seq == sequence else {
                throw seqNode.error("expected seq \(sequence), found \(seq); events are numbered 1, 2, 3... in order")
            }
            let turnNode = try fields.value("turn")
            let turn = try JSONFields.integer(turnNode, what: "`turn`")
            guard TraceRules.isValidTurn(turn) else {
                throw turnNode.error("`turn` \(turn) is out of range; expected 0 to \(TraceEvent.maximumValue)")
            }
            let name = try readName(fields)
            let object = try readObject(fields, objects: objects)
            let arguments = try readArguments(fields, name: name, objects: objects)
            let parent = try readReference(fields, key: "parent", sequence: sequence, allowsSelf: false)
            let cause = try readReference(fields, key: "cause", sequence: sequence, allowsSelf: true)
            let event = TraceEvent(name: name, object: object, arguments: arguments, turn: turn,
                                   parent: parent, cause: cause)
            if let violation = structure.add(event) {
                let node: JSONNode
                switch violation.field {
                case .turn: node = turnNode
                case .parent: node = try fields.value("parent")
                case .cause: node = try fields.value("cause")
                }
                throw node.error(violation.message)
            }
            events.append(event)
        }
        return (events, structure)
    }

    private static func readName(_ fields: JSONFields) throws(TraceDecodingError) -> EventName {
        let nameNode = try fields.value("name")
        let rawName = try JSONFields.string(nameNode, what: "`name`")
        guard let name = EventName(rawValue: rawName) else {
            var message = "unknown event name \(JSONLiteral.string(rawName))"
            if let near = NameSuggestion.nearest(to: rawName, among: EventName.allCases.map(\.rawValue)) {
                message += "; did you mean \"\(near)\"?"
            }
            throw nameNode.error(message)
        }
        let kindNode = try fields.value("kind")
        let rawKind = try JSONFields.string(kindNode, what: "`kind`")
        guard let kind = EventKind(rawValue: rawKind) else {
            let kinds = EventVocabulary.alternatives(EventKind.allCases.map { "\"\($0.rawValue)\"" })
            throw kindNode.error("unknown kind \(JSONLiteral.string(rawKind)); expected \(kinds)")
        }
        guard kind == name.kind else {
            throw kindNode.error("expected kind \"\(name.kind.rawValue)\" for \"\(name.rawValue)\", found \"\(kind.rawValue)\"")
        }
        return name
    }

    /// The event's object, cross-checked against the `objectName` written for readers.
    private static func readObject(_ fields: JSONFields, objects: [TraceObject]) throws(TraceDecodingError) -> ObjectID? {
        let objectNode = try fields.value("object")
        let nameNode = try fields.value("objectName")
        guard let id = try fields.optionalInteger("object") else {
            guard case .null = nameNode.value else {
                throw nameNode.error("expected null for `objectName` because `object` is null, found \(nameNode.summary)")
            }
            return nil
        }
        // Ids were checked to be dense, so an id is an index.
        guard TraceRules.isKnownObject(id, count: objects.count) else {
            throw objectNode.error(unknownObject(id, objects: objects))
        }
        let object = objects[id - 1]
        let written = try JSONFields.string(nameNode, what: "`objectName`")
        guard written == object.name else {
            throw nameNode.error("expected \(JSONLiteral.string(object.name)) for `objectName`, the name of object \(id), found \(JSONLiteral.string(written))")
        }
        return object.id
    }

    private static func readArguments(_ fields: JSONFields, name: EventName,
                                      objects: [TraceObject]) throws(TraceDecodingError) -> EventArguments {
        let (arrayNode, elements) = try fields.array("arguments")
        let rawName = EventVocabulary.overloads.rawName(of: name)
        guard TraceRules.hasArgumentCount(elements.count, of: rawName) else {
            let takes = TraceText.count(rawName.argumentCount, "argument")
            throw arrayNode.error("\"\(name.rawValue)\" takes \(takes), found \(elements.count)")
        }
        var values: [ArgumentValue] = []
        for element in elements {
            switch element.value {
            case .bool(let flag):
                values.append(.bool(flag))
            case .null:
                values.append(.none)
            case .number(let text):
                guard let number = Double(text), number.isFinite else {
                    throw element.error("expected a finite number, found \(element.summary)")
                }
                values.append(.number(number))
            case .object:
                let argument = try JSONFields(element, owner: "an argument")
                try argument.checkKeys(JSONTraceKeys.argument)
                let idNode = try argument.value("object")
                let id = try JSONFields.integer(idNode, what: "`object`")
                guard TraceRules.isKnownObject(id, count: objects.count) else {
                    throw idNode.error(unknownObject(id, objects: objects))
                }
                values.append(.object(ObjectID(id)))
            default:
                throw element.error("expected an argument (true, false, null, a number or {\"object\": id}), found \(element.summary)")
            }
        }
        return EventArguments(values)
    }

    /// A `parent` or `cause`: events can only refer back, except that a call is its own cause.
    private static func readReference(_ fields: JSONFields, key: String, sequence: Int,
                                      allowsSelf: Bool) throws(TraceDecodingError) -> Int? {
        guard let value = try fields.optionalInteger(key) else { return nil }
        guard TraceRules.isValidReference(value, sequence: sequence, allowsSelf: allowsSelf) else {
            let node = try fields.value(key)
            let last = TraceRules.lastReference(sequence: sequence, allowsSelf: allowsSelf)
            let range = last == 0 ? "null, as no event comes before this one"
                : last == 1 ? "null or 1" : "null or an event from 1 to \(last)"
            let which = allowsSelf ? "this event or an earlier one" : "an earlier event"
            throw node.error("`\(key)` \(value) must name \(which); expected \(range)")
        }
        return value
    }

    /// A name-valued string member, refused if it holds a scalar no format can carry.
    private static func checkedName(_ fields: JSONFields, _ key: String, what: String) throws(TraceDecodingError) -> String {
        let node = try fields.value(key)
        let text = try JSONFields.string(node, what: "`\(key)`")
        if let unsafe = TraceNameSyntax.unsafeScalar(in: text) {
            throw node.error(TraceNameSyntax.unsafeNameMessage(unsafe, what: what))
        }
        return text
    }

    private static func unknownObject(_ id: Int, objects: [TraceObject]) -> String {
        let range = objects.isEmpty ? "the trace has no objects"
            : objects.count == 1 ? "expected 1" : "expected an id from 1 to \(objects.count)"
        return "unknown object id \(id); \(range)"
    }
}
