import LifelineDiagrams
import LifelineScenarios
import LifelineTesting
import Testing

/// Log lines and state changes in diagrams: notes on their object's lifeline (DOT, and SVG drawn
/// from it; Mermaid `Note over` / `Note right of`); object-less ones on the run loop's lifeline.
struct NoteDiagramTests {
    /// An alert handler that replaces a stack and logs; the app logs text that tries to break
    /// every format; main-queue work scheduled from inside a callback.
    static func ownFlow() -> Trace {
        let recorder = TraceRecorder(iosVersion: 26, scenario: "own flow")
        let nav = recorder.register(name: "nav", className: "NavigationController", role: .viewController)
        let home = recorder.register(name: "home", className: "Home", role: .viewController)
        let login = recorder.register(name: "login", className: "Login", role: .viewController)
        let alert = recorder.register(name: "alert", className: "AlertController", role: .viewController)
        let tap = recorder.open(.tapAction, object: alert, arguments: EventArguments(.string("Log \"out\"")))
        recorder.record(.presentingViewControllerChange, object: alert, arguments: EventArguments(.none))
        recorder.close(tap)
        recorder.turn = 1
        let phase = recorder.open(.mainQueue, object: nil, cause: tap)
        let handler = recorder.open(.actionHandler, object: alert)
        let replace = recorder.open(.setViewControllers, object: nav,
                                    arguments: EventArguments(.list([.object(login)]), .bool(false)))
        let disappear = recorder.open(.viewWillDisappear, object: home, arguments: .animated(false))
        recorder.record(.log, object: home, arguments: EventArguments(.string("bye\n--> </script> \\ ; %% #")))
        let async = recorder.record(.dispatchAsync, object: nil)
        recorder.close(disappear)
        recorder.close(replace)
        recorder.record(.presentedViewControllerChange, object: home, arguments: .object(login))
        recorder.close(handler)
        recorder.close(phase)
        recorder.turn = 2
        let later = recorder.open(.mainQueue, object: nil, cause: async)
        recorder.record(.log, object: nil, arguments: EventArguments(.string("signed out")))
        recorder.close(later)
        return recorder.trace
    }

    @Test func ownFlowMatchesItsGoldens() {
        assertGolden(of: Self.ownFlow(), as: .dot, atPath: Goldens.path("sequence-own-flow.dot"))
        assertGolden(of: Self.ownFlow(), as: .mermaid, atPath: Goldens.path("sequence-own-flow.mmd"))
    }

    @Test func aLogLineIsANoteOnItsObjectsLifeline() throws {
        let graph = SequenceDiagram(trace: Self.ownFlow()).graph
        let log = try #require(graph.node("e7"))
        #expect(log.attributes["shape"] == .string("note"))
        #expect(log.attributes["label"] == .string(#"bye\n--> </script> \ ; %% #"#))
        let state = try #require(graph.node("e9"))
        #expect(state.attributes["shape"] == .string("note"))
        #expect(state.attributes["fontsize"] == .number(10))
        #expect(state.attributes["label"] == .string("presentedViewController = login"))
        // Hung from what ran it without an arrow.
        let edge = try #require(graph.edges.first { $0.to == "e7" })
        #expect(edge.from == "e6")
        #expect(edge.attributes["style"] == .raw("dotted"))
        #expect(edge.attributes["arrowhead"] == .raw("none"))
    }

    @Test func mermaidDrawsLogsAndStatesAsNotes() {
        #expect(MermaidSequenceDiagram(trace: Self.ownFlow()).text == #"""
            sequenceDiagram
                title own flow · iOS 26 · 11 events
                participant A as app code
                participant R as run loop
                participant P1 as nav (NavigationController)
                participant P2 as home (Home)
                participant P4 as alert (AlertController)
                Note over A,P4: turn 0
                A->>P4: [1] tapAction(#34;Log #92;#34;out#92;#34;#34;)
                Note right of P4: presentingViewController = nil
                Note over A,P4: turn 1
                R->>R: main queue #60;- [1]
                R->>P4: actionHandler()
                P4->>P1: [2] setViewControllers([login], animated#58; false)
                P1->>P2: viewWillDisappear(false)
                Note over P2: bye#92;n--#62; #60;/script#62; #92; #59; #37;#37; #35;
                P2->>R: [3] DispatchQueue.main.async()
                Note right of P2: presentedViewController = login
                Note over A,P4: turn 2
                R->>R: main queue #60;- [3]
                Note over R: signed out

            """#)
    }
}
