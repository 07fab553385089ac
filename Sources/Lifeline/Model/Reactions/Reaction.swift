import LifelineTrace

/// Where a reaction's code runs inside the callback it follows: before the model's own
/// implementation (an override's code above its `super` call) or after it (below the call).
public enum ReactionMoment: Sendable {
    case beforeSuper
    case afterSuper
}

/// Which of the callback's calls a reaction runs in, counted from the reaction's registration: the
/// first, every one, or only the n-th (1-based).
public enum ReactionOccurrence: Sendable, Equatable {
    case first
    case every
    case nth(Int)
}

/// App code attached to one callback of one object, as the body of an override would run: inside
/// the callback's event, so that what it does (a `present`, a `log`) is recorded nested under the
/// callback, with the callback's call as its cause.
///
/// A reaction whose body makes its own callback happen again, at once (a `layoutSubviews`
/// reaction that calls `layoutIfNeeded()` on a view needing layout, a `viewWillAppear` reaction
/// that begins an appearance) would never end in UIKit either, or end in a stack overflow. The
/// model stops it: past `Reaction.nestingLimit` runs inside one another, or `Reaction.runLimit`
/// runs in all, it records `.reactionLimitReached` with the bound on the object and the reaction
/// never runs again.
@MainActor
final class Reaction {
    /// How deep a reaction may run inside its own runs before the model stops it.
    static let nestingLimit = 16
    /// How often one reaction may run in the run loop's work without the loop ever going idle or
    /// the user's own code running in between: a re-trigger through the run loop (a layout that
    /// asks for another layout, a `viewDidAppear` that pushes and pops) ends at this bound rather
    /// than running as long as the loop allows. Runs in the user's code, or after the loop has
    /// been idle, start the count again, so a reaction that merely runs often is never stopped.
    static let runLimit = 1_000

    let callback: EventName
    let moment: ReactionMoment
    let occurrence: ReactionOccurrence
    let body: @MainActor () -> Void
    /// How many times the callback has been called since the reaction was registered.
    private(set) var callbacksSeen = 0
    private var runs = 0
    /// The run loop's idle count when `runs` started counting.
    private var countedSinceIdle = 0
    private var depth = 0
    private(set) var isStopped = false

    init(callback: EventName, moment: ReactionMoment, occurrence: ReactionOccurrence,
         body: @escaping @MainActor () -> Void) {
        self.callback = callback
        self.moment = moment
        self.occurrence = occurrence
        self.body = body
    }

    /// Counts one call of the callback and says whether the reaction runs in it.
    func countCall() -> Bool {
        callbacksSeen += 1
        guard !isStopped else { return false }
        switch occurrence {
        case .first: return callbacksSeen == 1
        case .every: return true
        case .nth(let n): return callbacksSeen == n
        }
    }

    /// Runs the body, or stops the reaction with a diagnostic on `object` once it is past a bound.
    func run(on object: Responder) {
        guard !isStopped else { return }
        let runLoop = object.session.runLoop
        if !runLoop.isRunningTurn || runLoop.idleCount != countedSinceIdle {
            runs = 0
            countedSinceIdle = runLoop.idleCount
        }
        if depth >= Self.nestingLimit || runs >= Self.runLimit {
            isStopped = true
            let bound = depth >= Self.nestingLimit ? Self.nestingLimit : Self.runLimit
            object.diagnose(.reactionLimitReached, EventArguments(.number(Double(bound))))
            return
        }
        runs += 1
        depth += 1
        body()
        depth -= 1
    }
}

extension Responder {
    /// Runs `body` inside every call of `callback` on this object that `occurrence` selects,
    /// before or after the model's own implementation (`moment`), as code in an override of the
    /// callback would run: its events nest under the callback's. `callback` must be one of
    /// `receivedCallbacks` of the object's type; the model never calls a reaction for any other
    /// event. Several reactions to one callback run in the order they were added. A reaction added
    /// while its callback runs counts from the next call.
    ///
    /// ```swift
    /// home.react(to: .viewDidAppear) { home.present(details, animated: true) }
    /// ```
    ///
    /// A reaction that keeps re-triggering itself is stopped with `.reactionLimitReached` (see
    /// `Reaction`). Registering records nothing: an override is not a call.
    public func react(to callback: EventName, at moment: ReactionMoment = .afterSuper,
                      on occurrence: ReactionOccurrence = .first, _ body: @escaping @MainActor () -> Void) {
        reactions.append(Reaction(callback: callback, moment: moment, occurrence: occurrence, body: body))
    }

    /// Counts a call of `name` for each reaction to it and returns those that run in this call, in
    /// the order they were added. The list is fixed as the call starts, so that a reaction added
    /// while it runs waits for the next call, and the occurrence is the call's even when the
    /// reaction's own code calls the callback again before its moment comes.
    final func reactionsDue(for name: EventName) -> [Reaction] {
        reactions.filter { $0.callback == name && $0.countCall() }
    }

    /// Records `message` as a line this object's code logged (a `print` in an override), as the
    /// call `object.log("…")`, nested in whatever callback is running. The model calls nothing back.
    public func log(_ message: String) {
        recorder.record(.log, object: traceID, arguments: EventArguments(.string(message)))
    }
}
