import LifelineTrace
import Testing

/// `Trace.filtered(by:)`: which events stay, where the ones inside hidden events go, and how
/// causes and markers follow, checked on whole traces in the text format.
@Suite("Trace filters")
struct TraceFilterTests {
    /// A window shows a controller; its view moves into the window; a layout pass and a later
    /// main-queue turn run the rest.
    static func appearance() -> Trace {
        let recorder = TraceRecorder(iosVersion: 26, scenario: "filters")
        let window = recorder.register(name: "window", className: "Window", role: .window)
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        let view = recorder.register(name: "vc.view", className: "View", role: .view)
        let show = recorder.open(.makeKeyAndVisible, object: window)                               // 1
        recorder.record(.viewWillAppear, object: vc, arguments: .animated(false))                  // 2
        let add = recorder.open(.addSubview, object: window, arguments: EventArguments(.object(view)))  // 3
        recorder.record(.willMoveToWindow, object: view, arguments: EventArguments(.object(window)))   // 4
        recorder.record(.viewHierarchyCycle, object: view)                             // 5
        recorder.close(add)
        recorder.close(show)
        recorder.mark("settled")
        let pass = recorder.open(.layoutPass, object: window, cause: show)                          // 6
        recorder.record(.layoutSubviews, object: view)                                              // 7
        recorder.record(.viewIsAppearing, object: vc, arguments: .animated(false))                  // 8
        recorder.close(pass)
        recorder.turn = 1
        let queue = recorder.open(.mainQueue, object: nil, cause: show)                             // 9
        recorder.record(.viewDidAppear, object: vc, arguments: .animated(false))                   // 10
        recorder.close(queue)
        return recorder.trace
    }

    func text(_ trace: Trace) -> String {
        String(TextTraceFormat.encode(trace).split(separator: "events:\n", maxSplits: 1)[1])
    }

    @Test func noFilterIsTheSameTrace() {
        let trace = Self.appearance()
        #expect(trace.filtered(by: TraceFilter()) == trace)
        #expect(text(trace) == """
            turn 0
              [1] window.makeKeyAndVisible()
                vc.viewWillAppear(false)
                [2] window.addSubview(vc.view)
                  vc.view.willMove(toWindow: window)
                  ! vc.view.viewHierarchyCycle()  # \(EventLabels(trace).diagnosticMessage(of: 5)!)
              --- settled
              ~ window: layout pass <- [1]
                vc.view.layoutSubviews()
                vc.viewIsAppearing(false)
            turn 1
              ~ main queue <- [1]
                vc.viewDidAppear(false)

            """)
    }

    /// Hiding views drops their events and the call on the window stays; hiding layout drops the
    /// layout pass, so what it ran moves up to the top level and names the call that scheduled it.
    @Test func hiddenEventsLeaveTheirChildrenOneLevelUp() {
        let filtered = Self.appearance().filtered(by: TraceFilter(hidden: [.category(.views), .category(.layout)]))
        #expect(text(filtered) == """
            turn 0
              [1] window.makeKeyAndVisible()
                vc.viewWillAppear(false)
                [2] window.addSubview(vc.view)
              --- settled
              vc.viewIsAppearing(false) <- [1]
            turn 1
              ~ main queue <- [1]
                vc.viewDidAppear(false)

            """)
        #expect(filtered.events.map(\.parent) == [nil, 1, 1, nil, nil, 5])
        #expect(filtered.markers.map(\.position) == [3])
        #expect(filtered.objects == Self.appearance().objects)
    }

    /// `--only vc`: its events, and the phases and calls that ran or scheduled them.
    @Test func onlyKeepsTheObjectsEventsWithWhatRanThem() {
        let filtered = Self.appearance().filtered(by: TraceFilter(onlyObjects: ["vc"]))
        #expect(text(filtered) == """
            turn 0
              [1] window.makeKeyAndVisible()
                vc.viewWillAppear(false)
              --- settled
              ~ window: layout pass <- [1]
                vc.viewIsAppearing(false)
            turn 1
              ~ main queue <- [1]
                vc.viewDidAppear(false)

            """)
        #expect(TextTraceFormat.decodeRoundTrips(filtered))
    }

    @Test func patternsMatchNamesAndObjectDotNames() {
        let trace = Self.appearance()
        let byName = trace.filtered(by: TraceFilter(hidden: [.pattern("view*Appear*"), .category(.diagnostics)]))
        #expect(byName.events.map(\.name) == [.makeKeyAndVisible, .addSubview, .willMoveToWindow, .layoutPass,
                                               .layoutSubviews, .mainQueue])
        let byObject = trace.filtered(by: TraceFilter(hidden: [.pattern("vc.view.*"), .role(.window)]))
        #expect(byObject.events.map(\.name) == [.viewWillAppear, .viewIsAppearing, .mainQueue, .viewDidAppear])
        #expect(byObject.events.map(\.parent) == [nil, nil, nil, 3])
        // The window's calls are hidden, so nothing is left to name as the cause.
        #expect(byObject.events.map(\.cause) == [nil, nil, nil, nil])
        let glob = trace.filtered(by: TraceFilter(onlyObjects: ["vc*"], hidden: [.category(.diagnostics)]))
        #expect(glob.events.count == 9)
    }

    @Test func unknownHideWordsAreRefusedWithTheNearest() throws {
        #expect(try TraceFilter.hidden(parsing: "layout") == .category(.layout))
        #expect(try TraceFilter.hidden(parsing: "window") == .role(.window))
        #expect(try TraceFilter.hidden(parsing: "viewDidAppear") == .pattern("viewDidAppear"))
        #expect(try TraceFilter.hidden(parsing: "viewDidAppear(_:)") == .pattern("viewDidAppear(_:)"))
        #expect(throws: TraceFilterError("--hide 'layuot' is not a category (views, layout, constraints, hooks, "
            + "diagnostics), a role (viewController, view, window, hook, content) or a callback name; did you mean 'layout'?")) {
            try TraceFilter.hidden(parsing: "layuot")
        }
    }
}

private extension TextTraceFormat {
    /// Whether the trace survives its own writer and reader unchanged.
    static func decodeRoundTrips(_ trace: Trace) -> Bool {
        (try? TextTraceFormat.decode(TextTraceFormat.encode(trace))) == trace
    }
}
