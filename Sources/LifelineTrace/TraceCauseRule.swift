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
