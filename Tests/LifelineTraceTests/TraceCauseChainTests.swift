import LifelineTrace
import Testing

/// `Trace.causeChain(of:)`: whole chains from an event up to the user's call.
@Suite("Cause chains")
struct TraceCauseChainTests {
    /// A tap on an alert's action; the alert's dismissal finishes in a later main-queue turn,
    /// where the action's handler replaces a navigation stack, whose transition calls back.
    static func alertHandlerTrace() -> Trace {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "logout")
        let alert = recorder.register(name: "alert", className: "AlertController", role: .viewController)
        let nav = recorder.register(name: "nav", className: "NavigationController", role: .viewController)
        let home = recorder.register(name: "home", className: "Home", role: .viewController)
        let login = recorder.register(name: "login", className: "Login", role: .viewController)
        let tap = recorder.open(.tapAction, object: alert, arguments: EventArguments(.string("Log out")))   // 1
        recorder.record(.viewWillDisappear, object: alert, arguments: .animated(true))                     // 2
        recorder.close(tap)
        recorder.turn = 1
        let phase = recorder.open(.mainQueue, object: nil, cause: tap)                                     // 3
        recorder.record(.viewDidDisappear, object: alert, arguments: .animated(true))                      // 4
        let handler = recorder.open(.actionHandler, object: alert)                                         // 5
        let replace = recorder.open(.setViewControllers, object: nav,
                                    arguments: EventArguments(.list([.object(login)]), .bool(false)))    // 6
        recorder.record(.viewWillDisappear, object: home, arguments: .animated(false))                     // 7
        recorder.record(.log, object: home, arguments: EventArguments(.string("home leaves")))            // 8
        recorder.close(replace)
        recorder.close(handler)
        recorder.close(phase)
        return recorder.trace
    }

    @Test func aCallbackOfACallInAnAlertHandlerAfterATap() {
        let trace = Self.alertHandlerTrace()
        #expect(trace.causeChain(of: 7) == [
            TraceCauseLink(sequence: 7, relation: .origin),       // home.viewWillDisappear(false)
            TraceCauseLink(sequence: 6, relation: .causedBy),     // nav.setViewControllers([login], animated: false)
            TraceCauseLink(sequence: 5, relation: .enclosedBy),   // alert.actionHandler()
            TraceCauseLink(sequence: 3, relation: .enclosedBy),   // ~ main queue
            TraceCauseLink(sequence: 1, relation: .scheduledBy),  // alert.tapAction("Log out")
        ])
        // The innermost call is the cause the event records; the chain goes on past it.
        #expect(trace.event(7).cause == 6)
        #expect(trace.event(4).cause == 1)
        #expect(trace.causeChain(of: 4) == [
            TraceCauseLink(sequence: 4, relation: .origin),
            TraceCauseLink(sequence: 3, relation: .enclosedBy),
            TraceCauseLink(sequence: 1, relation: .scheduledBy),
        ])
        #expect(trace.causeChain(of: 1) == [TraceCauseLink(sequence: 1, relation: .origin)])
        #expect(trace.causeChain(of: 2) == [TraceCauseLink(sequence: 2, relation: .origin),
                                            TraceCauseLink(sequence: 1, relation: .causedBy)])
    }

    @Test func describesAChainAsTheTextSpellsItsEvents() {
        #expect(EventLabels(Self.alertHandlerTrace()).causeChainDescription(of: 8) == """
            home.log("home leaves")
              caused by [2] nav.setViewControllers([login], animated: false)
              enclosed by alert.actionHandler()
              enclosed by ~ main queue <- [1]
              scheduled by [1] alert.tapAction("Log out")
            """)
    }

    /// Work scheduled from inside a callback: the chain goes through the call that scheduled it
    /// and on up through what that call ran in.
    @Test func deferredWorkScheduledInsideACallbackOfAPush() {
        let recorder = TraceRecorder(iosVersion: 17)
        let nav = recorder.register(name: "nav", className: "Nav", role: .viewController)
        let detail = recorder.register(name: "detail", className: "Detail", role: .viewController)
        let push = recorder.open(.pushViewController, object: nav, arguments: EventArguments(.object(detail), .bool(true)))  // 1
        let load = recorder.open(.viewDidLoad, object: detail)                                                             // 2
        let async = recorder.record(.dispatchAsync, object: nil)                                                           // 3
        recorder.close(load)
        recorder.close(push)
        recorder.turn = 1
        let phase = recorder.open(.mainQueue, object: nil, cause: async)                                                   // 4
        recorder.record(.log, object: detail, arguments: EventArguments(.string("later")))                                 // 5
        recorder.close(phase)
        let trace = recorder.trace
        #expect(trace.events.map(\.cause) == [1, 1, 3, 3, 3])
        #expect(trace.causeChain(of: 5) == [
            TraceCauseLink(sequence: 5, relation: .origin),
            TraceCauseLink(sequence: 4, relation: .enclosedBy),
            TraceCauseLink(sequence: 3, relation: .scheduledBy),
            TraceCauseLink(sequence: 2, relation: .enclosedBy),
            TraceCauseLink(sequence: 1, relation: .causedBy),
        ])
    }

    /// A top-level event with no cause ends its chain; references that do not point back (only
    /// in a hand-built trace) end it too instead of looping.
    @Test func chainsEndAtEventsWithoutACauseAndAtForwardReferences() {
        let trace = Trace(iosVersion: 17, events: [
            TraceEvent(name: .layoutPass, object: nil, turn: 0),
            TraceEvent(name: .viewDidLoad, object: nil, turn: 0, parent: 1, cause: nil),
            TraceEvent(name: .viewWillAppear, object: nil, turn: 0, parent: 3, cause: nil),
            TraceEvent(name: .mainQueue, object: nil, turn: 0, parent: nil, cause: 4),
        ])
        #expect(trace.causeChain(of: 2) == [TraceCauseLink(sequence: 2, relation: .origin),
                                            TraceCauseLink(sequence: 1, relation: .enclosedBy)])
        #expect(trace.causeChain(of: 3) == [TraceCauseLink(sequence: 3, relation: .origin)])
        #expect(trace.causeChain(of: 4) == [TraceCauseLink(sequence: 4, relation: .origin)])
    }
}
