/// The keys of each kind of JSON object in a trace, in the order the writer writes them.
/// `JSONTraceReader` takes them from here, to know which key it is reading and to reject any
/// other (suggesting one of these). A case's raw value is its key.
enum JSONTraceKeys {
    enum TraceKey: String, JSONTraceKey {
        case format, version, ios, scenario, objects, markers, events

        /// Files from before markers have none; every other key must be there.
        var isRequired: Bool { self != .markers }
    }

    enum ObjectKey: String, JSONTraceKey {
        case id, name, `class`, role
    }

    enum EventKey: String, JSONTraceKey {
        case seq, turn, time, kind, name, object, objectName, arguments, parent, cause

        /// `time` (format 4 on) is written only where it is known; every other key must be there.
        var isRequired: Bool { self != .time }
    }

    enum MarkerKey: String, JSONTraceKey {
        case name, position, turn
    }

    /// The keys of an object argument, `{"object": id}`.
    enum ArgumentKey: String, JSONTraceKey {
        case object
    }

    static let trace = TraceKey.names
    static let object = ObjectKey.names
    static let event = EventKey.names
    static let marker = MarkerKey.names
    static let argument = ArgumentKey.names
}

/// The keys of one kind of object: each case a key, named by its raw value, in the writer's order.
protocol JSONTraceKey: CaseIterable, RawRepresentable<String>, Sendable where AllCases == [Self] {
    /// Whether an object without the key is invalid.
    var isRequired: Bool { get }
}

extension JSONTraceKey {
    var isRequired: Bool { true }

    static var names: [String] { allCases.map(\.rawValue) }
}
