import Testing
@testable import Lifeline

/// `Responder.emit` closes its event in the recorder it opened it in: that recorder must live until
/// then, also when the callback switches to another session, moves the object there and drops
/// every other reference to the session the event was recorded in; and be freed once the event
/// has closed, not kept forever. (Emit keeps a `RecordingHandle`, which holds nothing: the object
/// leaving its session holds the recorder until its open events close, `holdUntilEventsClose`;
/// Benchmarks/Profiling.md, sections 19 and 23. Without the hold this test crashes on the freed
/// recorder; without the release at the last close it fails on `weakRecorder`.)
@MainActor
@Suite struct EmitRecorderLifetimeTests {
    /// Switches to `next` in its viewWillAppear and moves itself and its view there, so that
    /// nothing of the user's holds the session the callback's event was opened in any more.
    final class Mover: ViewController {
        var next: Session?
        weak var recorderSeenInCallback: TraceRecorder?
        var recorderAliveInCallback = false

        override func viewWillAppear(_ animated: Bool) {
            recorderSeenInCallback = session.recorder
            guard let next else { return }
            Session.current = next
            _ = traceID
            _ = view.traceID
            recorderAliveInCallback = recorderSeenInCallback != nil
        }
    }

    @Test func aCallbackThatLeavesItsSessionDoesNotFreeTheRecorderUnderEmit() {
        let saved = Session.current
        defer { Session.current = saved }
        let next = Session(scenario: "next")
        weak var weakFirst: Session?
        weak var weakRecorder: TraceRecorder?
        let mover: Mover
        do {
            let first = Session(scenario: "first")
            weakFirst = first
            Session.current = first
            mover = Mover(name: "mover")
            mover.loadViewIfNeeded()
            mover.next = next
        }
        // `first` is held by `Session.current` and by the mover and its view, which all let go of
        // it inside viewWillAppear, while beginAppearanceTransition's and viewWillAppear's events
        // are open in its recorder.
        mover.beginAppearanceTransition(true, animated: false)
        weakRecorder = mover.recorderSeenInCallback
        #expect(mover.recorderAliveInCallback)
        #expect(mover.session === next)
        // Both events closed in the first session's recorder, although the mover now records in
        // `next`; once they have, nothing keeps the first session or its recorder.
        Session.current = next
        #expect(weakFirst == nil)
        #expect(weakRecorder == nil)
        let events = next.trace.events.map(\.name)
        #expect(events == [.objectSharedBetweenSessions, .objectSharedBetweenSessions])
        next.end()
    }

    /// The same for an event recorded around app code outside `emit` (a hook's action here; also
    /// a container's delegate calls and a hosted view's actions): it closes in the recorder it was
    /// opened in. Before, the close looked the recorder up again after the action, found the next
    /// session's and crashed on "events must close innermost first".
    @Test func aHookThatLeavesItsSessionClosesItsEventWhereItOpenedIt() {
        let saved = Session.current
        defer { Session.current = saved }
        let first = Session(scenario: "first")
        let next = Session(scenario: "next")
        Session.current = first
        let vc = ViewController(name: "vc")
        vc.loadViewIfNeeded()
        let hook = vc.on(.viewWillAppear, name: "leaver") { _ in
            Session.current = next
            _ = vc.traceID
        }
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(vc.session === next)
        _ = hook
        let firstEvents = first.trace.events.map(\.name)
        #expect(firstEvents.contains(.hookPerform))
        #expect(first.recorder.currentEvent == nil)
        first.end()
        next.end()
    }
}
