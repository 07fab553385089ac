/// Typed access to a parsed JSON value for the trace reader. Every accessor throws an error
/// positioned at the value (or, for a missing key, at the object that lacks it) and says what
/// was expected there.
struct JSONFields {
    let node: JSONNode
    let members: [JSONMember]
    /// What the object is, for messages: "the trace", "object 2", "event 7".
    let owner: String

    init(_ node: JSONNode, owner: String) throws(TraceDecodingError) {
        guard case .object(let members) = node.value else {
            throw node.error("expected a JSON object for \(owner), found \(node.summary)")
        }
        self.node = node
        self.members = members
        self.owner = owner
    }

    func value(_ key: String) throws(TraceDecodingError) -> JSONNode {
        guard let member = members.first(where: { $0.key == key }) else {
            throw node.error("missing key `\(key)` in \(owner)")
        }
        return member.value
    }

    func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// Rejects keys outside `allowed` and repeated keys, so typos do not pass silently.
    func checkKeys(_ allowed: [String]) throws(TraceDecodingError) {
        var seen: Set<String> = []
        for member in members {
            func error(_ message: String) -> TraceDecodingError {
                TraceDecodingError(line: member.line, column: member.column, message: message)
            }
            guard allowed.contains(member.key) else {
                let name = JSONLiteral.string(member.key)
                if let near = NameSuggestion.nearest(to: member.key, among: allowed) {
                    throw error("unknown key \(name) in \(owner); did you mean \"\(near)\"?")
                }
                throw error("unknown key \(name) in \(owner); expected \(EventVocabulary.alternatives(allowed.map { "\"\($0)\"" }))")
            }
            guard seen.insert(member.key).inserted else {
                throw error("duplicate key \"\(member.key)\" in \(owner)")
            }
        }
    }

    func integer(_ key: String) throws(TraceDecodingError) -> Int {
        try Self.integer(value(key), what: "`\(key)`")
    }

    /// `nil` for JSON `null`.
    func optionalInteger(_ key: String) throws(TraceDecodingError) -> Int? {
        let node = try value(key)
        if case .null = node.value { return nil }
        return try Self.integer(node, what: "`\(key)`", orNull: true)
    }

    func string(_ key: String) throws(TraceDecodingError) -> String {
        try Self.string(value(key), what: "`\(key)`")
    }

    func optionalString(_ key: String) throws(TraceDecodingError) -> String? {
        let node = try value(key)
        if case .null = node.value { return nil }
        return try Self.string(node, what: "`\(key)`", orNull: true)
    }

    func array(_ key: String) throws(TraceDecodingError) -> (node: JSONNode, elements: [JSONNode]) {
        let node = try value(key)
        guard case .array(let elements) = node.value else {
            throw node.error("expected an array for `\(key)`, found \(node.summary)")
        }
        return (node, elements)
    }

    static func integer(_ node: JSONNode, what: String, orNull: Bool = false) throws(TraceDecodingError) -> Int {
        let expected = orNull ? "an integer or null" : "an integer"
        guard case .number(let text) = node.value else {
            throw node.error("expected \(expected) for \(what), found \(node.summary)")
        }
        guard text.unicodeScalars.allSatisfy({ $0 == "-" || ("0"..."9").contains($0) }) else {
            throw node.error("expected \(expected) for \(what), found the number \(text)")
        }
        guard let value = Int(text) else {
            throw node.error("integer \(text) for \(what) is out of range")
        }
        return value
    }

    static func string(_ node: JSONNode, what: String, orNull: Bool = false) throws(TraceDecodingError) -> String {
        guard case .string(let text) = node.value else {
            throw node.error("expected \(orNull ? "a string or null" : "a string") for \(what), found \(node.summary)")
        }
        return text
    }
}
