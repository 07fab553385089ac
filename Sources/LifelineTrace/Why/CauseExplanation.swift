/// `lifeline why`'s answer as text: `EventLabels.causeChainDescription` with each scheduling
/// step named where the chain crosses one (a later run-loop turn, a layout pass, a timer, a
/// transition's completion), so the reader sees both what ran the event and when.
///
/// ```
/// details.viewDidAppear(true)
///   enclosed by ~ main queue <- [3]  (run-loop turn 4 at 0.35s: the main queue's work)
///   scheduled by [3] home.present(details, animated: true)
/// ```
public struct CauseExplanation: Sendable {
    /// The trace's labels, for callers that spell events beside the explanation.
    public let labels: EventLabels

    /// An explanation of events of `trace`.
    public init(_ trace: Trace) {
        labels = EventLabels(trace)
    }

    /// The chain from event `sequence` up to the user's call, one line per step.
    /// - Precondition: `sequence` is from 1 to the number of events.
    public func lines(for sequence: Int) -> [String] {
        let chain = labels.trace.causeChain(of: sequence)
        let described = labels.causeChainDescription(of: sequence).split(separator: "\n", omittingEmptySubsequences: false)
        // One line per link; were an event's own spelling ever to span lines, the steps go unnamed.
        guard described.count == chain.count else { return described.map(String.init) }
        return zip(chain, described).map { link, line in
            schedulingStep(of: link.sequence).map { "\(line)  (\($0))" } ?? String(line)
        }
    }

    /// What kind of scheduling step event `sequence` is, if it is one: `run-loop turn 2: the main
    /// queue's work`, `layout pass in turn 1`, `timer (asyncAfter) firing in turn 3 at 0.5s`, `the
    /// transition's completion`, `schedules work for a later turn`.
    public func schedulingStep(of sequence: Int) -> String? {
        let trace = labels.trace
        let event = trace.event(sequence)
        let turn = Self.moment(of: event)
        switch event.name {
        case .mainQueue:
            if let cause = event.cause, cause >= 1, cause < sequence, trace.event(cause).name == .dispatchAsyncAfter {
                return "timer (asyncAfter) firing in \(turn)"
            }
            return "run-loop \(turn): the main queue's work"
        case .layoutPass:
            return "layout pass in \(turn)"
        case .completion:
            return "the transition's completion"
        case .dispatchAsync, .dispatchAsyncAfter:
            return "schedules work for a later turn"
        default:
            return nil
        }
    }

    /// `turn 4`, or `turn 4 at 0.35s` once the run loop's clock has moved, as the text format
    /// writes it.
    public static func moment(of event: TraceEvent) -> String {
        event.virtualTime == 0 ? "turn \(event.turn)" : "turn \(event.turn) at \(TraceNameSyntax.number(event.virtualTime))s"
    }
}
