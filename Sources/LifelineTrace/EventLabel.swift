/// The text format's spelling of a trace's events, for everything that shows events to people:
/// the text writer and the diagrams. One spelling everywhere means a diagram reads like the
/// trace it was drawn from.
///
/// Built once per trace because a call's `[k]` is its number among all the trace's calls.
/// Like the writer, it never traps on a trace that breaks the recorder's invariants: a dangling
/// parent counts as none and a cause that is not a call is not written.
public struct EventLabels: Sendable {
    let trace: Trace
    /// The 1-based number among calls per event (index `sequence - 1`); 0 for other events.
    private let callNumbers: [Int]
    /// The text format version the trace is written in: from 3 on a quoted value is a string, so
    /// an object name that needs quotes is written `@"name"` where a value goes.
    private let version: Int

    /// Labels for `trace`'s events, using its object names.
    public init(_ trace: Trace) {
        self.trace = trace
        version = TraceRules.formatVersion(of: trace, current: TextTraceFormat.version)
        var numbers: [Int] = []
        numbers.reserveCapacity(trace.events.count)
        var count = 0
        for event in trace.events {
            if event.kind == .call {
                count += 1
                numbers.append(count)
            } else {
                numbers.append(0)
            }
        }
        callNumbers = numbers
    }

    /// The `k` of `[k]` for a call; `nil` for other events and for sequences out of range.
    public func callNumber(of sequence: Int) -> Int? {
        guard sequence >= 1, sequence <= callNumbers.count else { return nil }
        let number = callNumbers[sequence - 1]
        return number == 0 ? nil : number
    }

    /// The event as a line of a text trace, without indentation:
    /// `[2] window.makeKeyAndVisible()`, `vc.viewWillAppear(false)`,
    /// `~ window: layout pass <- [2]`, `! vc.unbalancedAppearanceTransition()  # Unbalanced…`,
    /// `vc.log("loaded")`, `vc.presentedViewController = details`.
    public func line(of sequence: Int) -> String {
        let event = trace.event(sequence)
        let cause = causeNote(of: sequence).map { " " + $0 } ?? ""
        switch event.kind {
        case .call:
            return "[\(callNumbers[sequence - 1])] " + invocation(of: sequence, includingReceiver: true)
        case .callback, .log, .state:
            return invocation(of: sequence, includingReceiver: true) + cause
        case .diagnostic:
            let message = diagnosticMessage(of: sequence).map { "  # " + $0 } ?? ""
            return "! " + invocation(of: sequence, includingReceiver: true) + cause + message
        case .runLoop:
            return "~ " + invocation(of: sequence, includingReceiver: true) + cause
        }
    }

    /// What was invoked, with its arguments: `vc.viewWillAppear(false)`, `vc.view`,
    /// `window.rootViewController = vc`, `window: layout pass`. Without the receiver it is
    /// `viewWillAppear(false)`, `view`, `rootViewController = vc`, `layout pass`, for displays
    /// that already say which object the event belongs to; an object-less call keeps its own
    /// receiver (`DispatchQueue.main.async()`).
    public func invocation(of sequence: Int, includingReceiver: Bool) -> String {
        let event = trace.event(sequence)
        let receiver = reference(event.object)
        if event.kind == .runLoop {
            // Run-loop phases are not methods: the object, if any, is a prefix.
            let owner = includingReceiver && event.object != nil ? receiver + ": " : ""
            return owner + event.name.rawValue
        }
        return Self.invocation(of: event.name, receiver: receiver, hasObject: event.object != nil,
                               values: event.arguments.map(value), includingReceiver: includingReceiver)
    }

    /// What `invocation(of:includingReceiver:)` spells for an event other than a run-loop phase,
    /// from its parts: the receiver as the text names it (`reference`), whether the event has an
    /// object, and its arguments as the text writes them (`value`). For callers that hold a
    /// callback's parts rather than a trace (`CallbackTable`, spelling a comparison's rows).
    static func invocation(of name: EventName, receiver: String, hasObject: Bool, values: [String],
                           includingReceiver: Bool) -> String {
        // An object-less call's own receiver (`DispatchQueue.main.`) is part of what was called,
        // so displays that leave receivers out keep it.
        let fixedReceiver = !hasObject && name.receiverWithoutObject?.isEmpty == false
        let prefix = includingReceiver || fixedReceiver ? receiverPrefix(receiver, of: name, hasObject: hasObject) : ""
        switch name.syntax {
        case .getter:
            return prefix + name.rawValue
        case .setter:
            return prefix + name.rawValue + " = " + values.joined(separator: ", ")
        case .method:
            let labels = name.argumentLabels
            let arguments = values.enumerated().map { index, value in
                let label = index < labels.count ? String(labels[index]) : "_"
                return label == "_" ? value : "\(label): \(value)"
            }
            return prefix + name.baseName + "(" + arguments.joined(separator: ", ") + ")"
        }
    }

    /// `receiver.`, or for an event without an object the spelling its name has for that
    /// (`DispatchQueue.main.async()`, `log("text")`), else `nil.`.
    private static func receiverPrefix(_ receiver: String, of name: EventName, hasObject: Bool) -> String {
        guard !hasObject, let fixed = name.receiverWithoutObject else { return receiver + "." }
        return fixed.isEmpty ? "" : fixed + "."
    }

    /// `<- [k]` for a top-level event other than a call whose cause is call `k`: nothing around
    /// such an event implies its cause (deferred work names the call that scheduled it).
    public func causeNote(of sequence: Int) -> String? {
        let event = trace.event(sequence)
        guard event.kind != .call, isTopLevel(sequence),
              let cause = event.cause, let number = callNumber(of: cause) else { return nil }
        return "<- [\(number)]"
    }

    /// The message UIKit logs for a diagnostic, naming its object, its arguments and the receiver
    /// of the call it was recorded in as the text does.
    public func diagnosticMessage(of sequence: Int) -> String? {
        let event = trace.event(sequence)
        // Messages name objects as receivers are named, never with a value's `@`.
        let names = event.arguments.map { argument in
            if case .object(let id) = argument { return reference(id) }
            return value(argument)
        }
        return event.name.diagnosticMessage(objectName: reference(event.object), argumentNames: names,
                                            callerName: enclosingCallReceiver(of: sequence))
    }

    /// The receiver of the innermost call around an event, as the text names it; nil when there is
    /// none. Parents that do not precede their child count as none, as in the writer.
    private func enclosingCallReceiver(of sequence: Int) -> String? {
        var current = sequence
        while let parent = trace.event(current).parent, parent >= 1, parent < current {
            let event = trace.event(parent)
            if event.kind == .call { return reference(event.object) }
            current = parent
        }
        return nil
    }

    /// An object as the text names it: bare when that is unambiguous, quoted and escaped
    /// otherwise. An id with no object is its quoted `#n`; no object at all is `nil`.
    public func reference(_ id: ObjectID?) -> String {
        guard let id else { return "nil" }
        guard let object = trace.object(id) else { return TraceNameSyntax.quoted(id.description) }
        return TraceNameSyntax.reference(object.name)
    }

    /// Any name (an object's, a class's) as the text writes it: bare or quoted and escaped, so
    /// control, invisible and bidirectional characters show as escapes rather than act.
    public static func reference(name: String) -> String {
        TraceNameSyntax.reference(name)
    }

    /// A parent that does not precede its child counts as none, as in the writer.
    private func isTopLevel(_ sequence: Int) -> Bool {
        guard let parent = trace.event(sequence).parent else { return true }
        return !(parent >= 1 && parent < sequence)
    }

    /// An argument as the text writes it: `true`, `nil`, `0.4`, an object's name (`@"my vc"` when
    /// it needs quotes, from format 3 on), a string in quotes with escapes (`"Delete"`), a list in
    /// brackets (`[a, c]`).
    public func value(_ argument: ArgumentValue) -> String {
        switch argument {
        case .bool(let flag): return flag ? "true" : "false"
        case .none: return "nil"
        case .object(let id):
            return Self.objectValue(reference(id), version: version)
        case .number(let value): return TraceNameSyntax.number(value)
        case .string(let text): return TraceNameSyntax.quoted(text)
        case .list(let values): return "[" + values.map(value).joined(separator: ", ") + "]"
        }
    }

    /// An object argument, given as the text names the object (`reference`), as the text of
    /// format `version` writes it: `@"my vc"` from format 3 on when the name needs quotes.
    static func objectValue(_ reference: String, version: Int) -> String {
        version >= TraceRules.firstVersionWithStrings && reference.utf8.first == UInt8(ascii: "\"") ? "@" + reference : reference
    }
}
