/// One callback as a comparison sees it: which object received which callback with which
/// arguments. Two callbacks are the same row only when all three agree, so
/// `willRemoveSubview(details.view)` never shares a row with `willRemoveSubview(home.view)`.
/// Objects (the receiver and any object argument) are matched by name, not identifier, so traces
/// that created their objects in a different order still line up. `CallbackTable` numbers
/// callbacks by the same three things without spelling them; this is their text.
struct ComparedCallback: Hashable, Sendable {
    /// The receiver's name as the trace names it, e.g. `vc.view`; `runLoop` for none.
    var object: String
    var callback: EventName
    /// The callback as the text format writes it, without its receiver: `viewWillAppear(false)`.
    var invocation: String

    /// A callback from its text.
    init(object: String, callback: EventName, invocation: String) {
        self.object = object
        self.callback = callback
        self.invocation = invocation
    }

    /// The callback at `sequence` in the trace `labels` spell.
    init(at sequence: Int, labels: EventLabels) {
        let event = labels.trace.event(sequence)
        // Same fallback as `Trace.label(of:)`, so a row reads like the trace it came from.
        object = event.object.flatMap { labels.trace.object($0)?.name } ?? "runLoop"
        callback = event.name
        invocation = labels.invocation(of: sequence, includingReceiver: false)
    }
}
