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
    /// Callbacks whose key fits in two words (nearly all), numbered without hashing a `Key`.
    private var packed = PackedCallbackKeys()
    /// The others: a number, a string or a list among the arguments, or more than two.
    private var ids: [Key: Int32] = [:]
    /// Per callback number: the trace (index among those added) and event sequence of its first
    /// occurrence, from which its text is spelled.
    private(set) var firstOccurrences: [(trace: Int, sequence: Int)] = []

    /// How many different callbacks the traces added so far hold.
    var count: Int { firstOccurrences.count }

    /// The callbacks of `trace`, in the order they ran, as numbers; `traceIndex` is what
    /// `firstOccurrences` will say for the callbacks it is the first to run. Calls, run-loop
    /// phases and diagnostics are left out: the comparison is about what UIKit calls back, not what
    /// the strategy did to cause it.
    mutating func callbacks(of trace: Trace, traceIndex: Int) -> [Int32] {
        // Same fallback as `Trace.label(of:)`: no object, or one the trace does not declare, is `runLoop`.
        let runLoop = nameID("runLoop")
        let objectNames = trace.objects.map { nameID($0.name) }
        func receiver(_ object: ObjectID?) -> Int32 {
            guard let object, TraceRules.isKnownObject(object.rawValue, count: objectNames.count) else { return runLoop }
            return objectNames[object.rawValue - 1]
        }
        func objectName(_ id: ObjectID) -> Int32 {
            // An undeclared object is spelled by its id (`"#7"`), which no declared name equals.
            TraceRules.isKnownObject(id.rawValue, count: objectNames.count) ? objectNames[id.rawValue - 1]
                                                                           : nameID("\u{0}" + id.description)
        }
        var result: [Int32] = []
        for (offset, event) in trace.events.enumerated() where event.kind == .callback {
            let next = Int32(firstOccurrences.count)
            let id: Int32
            let arguments = event.arguments
            if arguments.count <= 2,
               let first = PackedCallbackKeys.code(of: arguments.first, objectName: objectName),
               let second = PackedCallbackKeys.code(of: arguments.count == 2 ? arguments[1] : nil, objectName: objectName) {
                id = packed.number(of: PackedCallbackKeys.key(receiver: receiver(event.object), name: event.name,
                                                              arguments: (first, second)), next: next)
            } else {
                id = number(of: Key(receiver: receiver(event.object), name: event.name, arguments: remapped(arguments)), next: next)
            }
            if id == next { firstOccurrences.append((trace: traceIndex, sequence: offset + 1)) }
            result.append(id)
        }
        return result

        func argument(_ value: ArgumentValue) -> ArgumentValue {
            switch value {
            case .object(let id): return .object(ObjectID(Int(objectName(id))))
            case .list(let values): return .list(values.map(argument))
            case .bool, .number, .none, .string: return value
            }
        }
        func remapped(_ arguments: EventArguments) -> EventArguments {
            switch arguments.count {
            case 0: return arguments
            case 1: return EventArguments(argument(arguments[0]))
            case 2: return EventArguments(argument(arguments[0]), argument(arguments[1]))
            default: return EventArguments(arguments.map(argument))
            }
        }
    }

    /// The number of a callback whose key does not fit in two words.
    private mutating func number(of key: Key, next: Int32) -> Int32 {
        if let id = ids[key] { return id }
        ids[key] = next
        packed.skip(next)
        return next
    }

    private mutating func nameID(_ name: String) -> Int32 {
        if let id = nameIDs[name] { return id }
        let id = Int32(nameIDs.count)
        nameIDs[name] = id
        return id
    }
}
