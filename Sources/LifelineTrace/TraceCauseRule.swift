/// Which call an event inside nested calls names as its cause (`TraceEvent.cause`).
///
/// Recording uses `.innermostCall`. Files of text and JSON formats 1 and 2 were written by the
/// earlier rule and read with it, so that what they say is kept as they said it; a trace keeps
/// the rule it was read with, and the writers write it back in the format of that rule.
public enum TraceCauseRule: Hashable, Sendable {
    /// Formats 1 and 2: a nested event, call or not, takes its parent's cause, so everything
    /// inside a top-level call names that call.
    case outermostCall
    /// Format 3 on: every call is its own cause, and any other nested event takes the cause of the
    /// innermost call around it (a `setViewControllers` run inside an alert handler owns the
    /// transition it starts).
    case innermostCall
}

extension Trace {
    /// The same trace with its causes derived by `rule`: nesting decides every cause but those of
    /// top-level events that are not calls (deferred work names the call that scheduled it), which
    /// are the same under both rules, so a trace converts either way without losing anything. A
    /// golden written in format 1 or 2 is compared with today's traces this way. O(events).
    public func withCauses(by rule: TraceCauseRule) -> Trace {
        guard rule != causeRule else { return self }
        var converted: [TraceEvent] = []
        converted.reserveCapacity(events.count)
        for var event in events {
            let sequence = converted.count + 1
            // A parent that does not precede its child (only in a hand-built trace) gives no cause.
            let parentCause = event.parent.flatMap { $0 >= 1 && $0 < sequence ? converted[$0 - 1].cause : nil }
            event.cause = TraceRules.cause(ofEventAt: sequence, kind: event.kind, isNested: event.parent != nil,
                                           parentCause: parentCause, explicitCause: event.cause, rule: rule)
            converted.append(event)
        }
        return Trace(iosVersion: iosVersion, scenario: scenario, objects: objects, events: converted, markers: markers,
                     causeRule: rule)
    }
}
