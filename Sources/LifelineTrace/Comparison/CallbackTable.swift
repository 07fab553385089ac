/// Several traces' callbacks as small numbers: the same number for the same callback in any of
/// them (the same receiver, callback and arguments, objects matched by name, as
/// `ComparedCallback` says), so that aligning two million-callback traces compares integers
/// rather than strings, and no text is spelled for a callback until a table or diagram shows it
/// (Benchmarks/Profiling.md, the comparison of saved traces).
struct CallbackTable {
    /// A callback by what identifies it, with every object (receiver and arguments) replaced by
    /// the number of its name, so that keys from different traces compare.
    private struct Key: Hashable {
        var receiver: Int32
        var name: EventName
        var arguments: EventArguments
    }

    private var nameIDs: [String: Int32] = [:]
    private var ids: [Key: Int32] = [:]
    /// Per callback number: the trace (index among those added) and event sequence of its first
    /// occurrence, from which its text is spelled.
    private(set) var firstOccurrences: [(trace: Int, sequence: Int)] = []

    /// How many different callbacks the traces added so far hold.
    var count: Int { firstOccurrences.count }

    /// The callbacks of `trace`, in the order they ran, as numbers; `traceIndex` is what
    /// `firstOccurrences` will say for the callbacks it is the first to run. Calls, run-loop
    /// phases and diagnostics are left out, as in `ComparedCallback.sequence(in:)`.
    mutating func callbacks(of trace: Trace, traceIndex: Int) -> [Int32] {
        // Same fallback as `Trace.label(of:)`: no object, or one the trace does not declare, is `runLoop`.
        let runLoop = nameID("runLoop")
        let objectNames = trace.objects.map { nameID($0.name) }
        func receiver(_ object: ObjectID?) -> Int32 {
            guard let object, TraceRules.isKnownObject(object.rawValue, count: objectNames.count) else { return runLoop }
            return objectNames[object.rawValue - 1]
        }
        func argument(_ value: ArgumentValue) -> ArgumentValue {
            switch value {
            case .object(let id):
                // An undeclared object is spelled by its id (`"#7"`), which no declared name equals.
                let number = TraceRules.isKnownObject(id.rawValue, count: objectNames.count) ? objectNames[id.rawValue - 1]
                                                                                             : nameID("\u{0}" + id.description)
                return .object(ObjectID(Int(number)))
            case .list(let values): return .list(values.map(argument))
            case .bool, .number, .none, .string: return value
            }
        }
        var result: [Int32] = []
        for (offset, event) in trace.events.enumerated() where event.kind == .callback {
            let arguments: EventArguments
            switch event.arguments.count {
            case 0: arguments = event.arguments
            case 1: arguments = EventArguments(argument(event.arguments[0]))
            case 2: arguments = EventArguments(argument(event.arguments[0]), argument(event.arguments[1]))
            default: arguments = EventArguments(event.arguments.map(argument))
            }
            let key = Key(receiver: receiver(event.object), name: event.name, arguments: arguments)
            let next = Int32(firstOccurrences.count)
            let id = ids[key, default: next]
            if id == next {
                ids[key] = id
                firstOccurrences.append((trace: traceIndex, sequence: offset + 1))
            }
            result.append(id)
        }
        return result
    }

    private mutating func nameID(_ name: String) -> Int32 {
        if let id = nameIDs[name] { return id }
        let id = Int32(nameIDs.count)
        nameIDs[name] = id
        return id
    }
}
