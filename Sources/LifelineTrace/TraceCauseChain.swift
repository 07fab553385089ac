/// One step of `Trace.causeChain(of:)`: an event, and how the event before it in the chain
/// relates to it.
public struct TraceCauseLink: Hashable, Sendable {
    /// How the previous link's event relates to this one.
    public enum Relation: Hashable, Sendable {
        /// The first link: the event the chain was asked for.
        case origin
        /// The previous event ran inside this one, which is not a call: a callback, a completion
        /// or handler, a run-loop phase.
        case enclosedBy
        /// The previous event ran inside this call, which is therefore its cause (the innermost
        /// call around it).
        case causedBy
        /// The previous event is a top-level run-loop phase (or other deferred event) that ran
        /// work this call scheduled (`DispatchQueue.main.async`, an animation, a layout request).
        case scheduledBy
    }

    /// The event's sequence number.
    public var sequence: Int
    /// How the previous link's event relates to this one; `.origin` for the first link.
    public var relation: Relation

    /// A link to event `sequence`.
    public init(sequence: Int, relation: Relation) {
        self.sequence = sequence
        self.relation = relation
    }
}

extension Trace {
    /// Why event `sequence` happened, as the chain of events from it up to the user's call: the
    /// event itself, then every event it ran inside (`.enclosedBy` a callback or phase,
    /// `.causedBy` a call), and where a top-level phase ran deferred work, the call that
    /// scheduled it (`.scheduledBy`), from which the chain goes on up. It ends at a top-level
    /// call, or at a top-level event with no cause.
    ///
    /// E.g. for a callback of a `setViewControllers` that an alert action's handler called, after
    /// a tap whose dismissal ran in a later main-queue turn: event, `setViewControllers`
    /// (`.causedBy`), `actionHandler()` (`.enclosedBy`), `main queue` (`.enclosedBy`),
    /// `tapAction` (`.scheduledBy`).
    ///
    /// Every step goes to an earlier event, so the chain ends even in a hand-built trace whose
    /// parents or causes point forward: such a reference ends the chain. O(length).
    /// - Precondition: `sequence` is from 1 to the number of events.
    public func causeChain(of sequence: Int) -> [TraceCauseLink] {
        precondition(sequence >= 1 && sequence <= events.count, "event \(sequence) out of range 1...\(events.count)")
        var chain = [TraceCauseLink(sequence: sequence, relation: .origin)]
        var current = sequence
        while true {
            let event = events[current - 1]
            if let parent = event.parent {
                guard parent >= 1, parent < current else { break }
                let relation: TraceCauseLink.Relation = events[parent - 1].kind == .call ? .causedBy : .enclosedBy
                chain.append(TraceCauseLink(sequence: parent, relation: relation))
                current = parent
            } else if event.kind != .call, let cause = event.cause, cause >= 1, cause < current {
                chain.append(TraceCauseLink(sequence: cause, relation: .scheduledBy))
                current = cause
            } else {
                break
            }
        }
        return chain
    }
}

extension EventLabels {
    /// `Trace.causeChain(of:)` as lines for people, each event spelled as the text format writes
    /// it, from the event up to the user's call:
    ///
    /// ```
    /// home.viewWillDisappear(false)
    ///   caused by [2] nav.setViewControllers([login], animated: false)
    ///   enclosed by alert.actionHandler()
    ///   enclosed by ~ main queue <- [1]
    ///   scheduled by [1] alert.tapAction("Log out")
    /// ```
    public func causeChainDescription(of sequence: Int) -> String {
        trace.causeChain(of: sequence).map { link in
            let line = self.line(of: link.sequence)
            switch link.relation {
            case .origin: return line
            case .enclosedBy: return "  enclosed by " + line
            case .causedBy: return "  caused by " + line
            case .scheduledBy: return "  scheduled by " + line
            }
        }.joined(separator: "\n")
    }
}
