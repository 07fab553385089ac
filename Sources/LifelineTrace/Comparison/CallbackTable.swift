/// Several traces' callbacks as small numbers: the same number for the same callback in any of
/// them (the same receiver, callback and arguments, objects matched by name, as
/// `ComparedCallback` says), so that aligning two million-callback traces compares integers
/// rather than strings. A callback's text is spelled only when a table or diagram shows it, from
/// its key and the names seen, so the traces need not be kept (Benchmarks/Profiling.md, the
/// comparison of saved traces): a caller can read one trace, number it, and let it go.
struct CallbackTable: Sendable {
    /// Every receiver and object name seen, by number.
    private var names: [String] = []
    private var nameIDs: [String: Int32] = [:]
    /// Per name: whether the text format quotes it, so that an argument naming it is spelled
    /// `@"my vc"` from format 3 on and `"my vc"` before (`EventLabels.value`).
    private var isQuoted: [Bool] = []
    /// Callbacks whose key fits in two words (nearly all), numbered without hashing.
    private var packed = PackedCallbackKeys()
    /// The others (a number, a string or a list among the arguments, more than two, or an object
    /// the trace does not declare), by their text, spelled from their trace as they are met.
    private var spelledIDs: [ComparedCallback: Int32] = [:]
    private var spellings: [Int32: ComparedCallback] = [:]
    /// Per callback number: the cause rule of the trace it first occurs in, which decides how its
    /// arguments are spelled (`EventLabels`: formats before 3 had no `@"name"`).
    private var causeRules: [TraceCauseRule] = []
    /// What `PackedCallbackKeys.prefetch` read, kept only so that its reads are made.
    private var prefetched: Int32 = 0

    /// The receiver of an object-less callback whose name has a receiver of its own
    /// (`DispatchQueue.main.`): spelled with it, so never the same as a receiver named `runLoop`.
    private static let fixedReceiver = Int32.max

    /// How many different callbacks the traces added so far hold.
    var count: Int { causeRules.count }

    /// The callbacks of `trace`, in the order they ran, as numbers. Calls, run-loop phases and
    /// diagnostics are left out: the comparison is about what UIKit calls back, not what the
    /// strategy did to cause it.
    mutating func callbacks(of trace: Trace) -> [Int32] {
        // Same fallback as `Trace.label(of:)`: no object, or one the trace does not declare, is `runLoop`.
        let runLoop = nameID("runLoop")
        let objectNames = trace.objects.map { nameID($0.name) }
        let isKnown = { (id: ObjectID) in TraceRules.isKnownObject(id.rawValue, count: objectNames.count) }
        if count == 0 { packed.reserve(trace.events.count) }
        var labels: EventLabels?
        var result: [Int32] = []
        // At most one number per event, made room for once (unwritten room takes no memory).
        result.reserveCapacity(trace.events.count)
        // Keys are made a batch at a time and their slots read together (`prefetch`), then
        // numbered one by one in the trace's order, as if there were no batches.
        var batch = Batch()
        for (offset, event) in trace.events.enumerated() where event.kind == .callback {
            let arguments = event.arguments
            let objectName = { (id: ObjectID) -> Int32? in isKnown(id) ? objectNames[id.rawValue - 1] : nil }
            var key = Batch.spelled
            if arguments.count <= 2,
               let first = PackedCallbackKeys.code(of: arguments.first, objectName: objectName),
               let second = PackedCallbackKeys.code(of: arguments.count == 2 ? arguments[1] : nil, objectName: objectName) {
                let receiver: Int32
                if let object = event.object, isKnown(object) {
                    receiver = objectNames[object.rawValue - 1]
                } else {
                    receiver = event.object == nil && event.name.receiverWithoutObject?.isEmpty == false ? Self.fixedReceiver : runLoop
                }
                // Spelled differently in formats before 3 (outermost-call causes) only when an
                // argument names a quoted object: then those traces' key says so.
                let legacy = trace.causeRule == .outermostCall && (quotes(first) || quotes(second))
                key = PackedCallbackKeys.key(receiver: receiver, name: event.name, arguments: (first, second),
                                             legacySpelling: legacy)
            }
            batch.keys.append(key)
            batch.offsets.append(offset)
            if batch.keys.count == Batch.size {
                number(&batch, of: trace, labels: &labels, into: &result)
            }
        }
        number(&batch, of: trace, labels: &labels, into: &result)
        return result
    }

    /// Callbacks waiting to be numbered: their keys (`spelled` for those that do not fit) and
    /// their offsets in the trace.
    private struct Batch {
        /// Enough slot reads to overlap, few enough to stay in the first-level cache.
        static let size = 32
        /// Not a key (`PackedCallbackKeys.key` always sets the first word's low bit).
        static let spelled: (UInt64, UInt64) = (0, 0)
        var keys: [(UInt64, UInt64)] = []
        var offsets: [Int] = []

        init() {
            keys.reserveCapacity(Self.size)
            offsets.reserveCapacity(Self.size)
        }
    }

    /// Numbers the callbacks in `batch`, in order, appending their numbers to `result`, and
    /// empties it.
    private mutating func number(_ batch: inout Batch, of trace: Trace, labels: inout EventLabels?, into result: inout [Int32]) {
        prefetched |= batch.keys.withUnsafeBufferPointer { packed.prefetch($0) }
        for (key, offset) in zip(batch.keys, batch.offsets) {
            let next = Int32(count)
            let id: Int32
            if key != Batch.spelled {
                id = packed.number(of: key, next: next)
            } else {
                if labels == nil { labels = EventLabels(trace) }
                let callback = ComparedCallback(at: offset + 1, labels: labels!)
                id = spelledIDs[callback, default: next]
                if id == next {
                    spelledIDs[callback] = next
                    spellings[next] = callback
                    packed.skip(next)
                }
            }
            if id == next { causeRules.append(trace.causeRule) }
            result.append(id)
        }
        batch.keys.removeAll(keepingCapacity: true)
        batch.offsets.removeAll(keepingCapacity: true)
    }

    /// Frees what only numbering needs (the lookup tables), keeping what spelling needs.
    mutating func finishNumbering() {
        nameIDs = [:]
        spelledIDs = [:]
        packed.finishNumbering()
    }

    /// The text of callback number `id`: the receiver's name, and the callback as `EventLabels`
    /// spells it in a trace of just that callback and the objects it names, from its parts
    /// (`EventLabels.invocation(of:receiver:hasObject:values:includingReceiver:)`), without
    /// making that trace: a comparison of two million-callback traces spells a million.
    func spelled(_ id: Int32) -> ComparedCallback {
        if let spelling = spellings[id] { return spelling }
        let (receiver, name, codes) = packed.parts(of: id)
        // The trace it first occurs in decides its spelling; a key that says "before format 3"
        // comes only from such traces. A trace of one callback has no virtual time.
        let version = TraceRules.formatVersion(causeRule: causeRules[Int(id)], hasVirtualTime: false,
                                               current: TextTraceFormat.version)
        func value(_ code: UInt32) -> String {
            switch code {
            case 1: return "nil"
            case 2: return "false"
            case 3: return "true"
            default: return EventLabels.objectValue(TraceNameSyntax.reference(names[Int(code - 4)]), version: version)
            }
        }
        let object = receiver == Self.fixedReceiver ? nil : names[Int(receiver)]
        let values = [codes.0, codes.1].filter { $0 != 0 }.map(value)
        let invocation = EventLabels.invocation(of: name, receiver: object.map(TraceNameSyntax.reference) ?? "nil",
                                                hasObject: object != nil, values: values, includingReceiver: false)
        // Same fallback as `Trace.label(of:)`, as `ComparedCallback(at:labels:)` has.
        return ComparedCallback(object: object ?? "runLoop", callback: name, invocation: invocation)
    }

    /// Whether an argument code (`PackedCallbackKeys.code`) names an object whose name is quoted.
    private func quotes(_ code: UInt32) -> Bool {
        code >= 4 && isQuoted[Int(code - 4)]
    }

    private mutating func nameID(_ name: String) -> Int32 {
        if let id = nameIDs[name] { return id }
        let id = Int32(names.count)
        names.append(name)
        isQuoted.append(!TraceNameSyntax.isBare(name))
        nameIDs[name] = id
        return id
    }
}
