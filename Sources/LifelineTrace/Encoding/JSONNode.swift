/// A parsed JSON value that remembers where it started, so that validating a trace can point
/// at the offending value rather than at wherever a generic decoder gave up.
struct JSONNode {
    enum Value {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number as written; the trace only has integers, checked when read.
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    func error(_ message: String) -> TraceDecodingError {
        TraceDecodingError(line: line, column: column, message: message)
    }

    /// What the value is, for "found ..." in messages.
    var summary: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \(JSONLiteral.string(text))"
        case .number(let text): return "the number \(text)"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// A key and its value, with the key's position for unknown and duplicate key errors.
struct JSONMember {
    var key: String
    var line: Int
    var column: Int
    var value: JSONNode
}
