/// One callback as a comparison sees it: which object received which callback with which
/// arguments. Two callbacks are the same row only when all three agree, so
/// `willRemoveSubview(details.view)` never shares a row with `willRemoveSubview(home.view)`.
/// Objects (the receiver and any object argument) are matched by name, not identifier, so traces
/// that created their objects in a different order still line up.
struct ComparedCallback: Hashable, Sendable {
    /// The receiver's name as the trace names it, e.g. `vc.view`; `runLoop` for none.
    var object: String
    var callback: EventName
    /// The callback as the text format writes it, without its receiver: `viewWillAppear(false)`.
    var invocation: String

    /// A trace's callbacks in the order they ran. Calls, run-loop phases and
    /// diagnostics are left out: the comparison is about what UIKit calls back, not what the
    /// strategy did to cause it.
    static func sequence(in trace: Trace) -> [ComparedCallback] {
        let labels = EventLabels(trace)
        var result: [ComparedCallback] = []
        for (offset, event) in trace.events.enumerated() where event.kind == .callback {
            // Same fallback as `Trace.label(of:)`, so a row reads like the trace it came from.
            let object = event.object.flatMap { trace.object($0)?.name } ?? "runLoop"
            result.append(ComparedCallback(object: object, callback: event.name,
                                           invocation: labels.invocation(of: offset + 1, includingReceiver: false)))
        }
        return result
    }
}
