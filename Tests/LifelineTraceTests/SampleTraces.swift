import LifelineTrace

/// Traces built by hand with the recorder, as the model would record them.
enum SampleTraces {
    /// A `root-window` run: nested calls and callbacks, a diagnostic, a run-loop phase with a
    /// cause, a getter, a setter, and object, nil and bool arguments over two turns.
    static func rootWindow() -> Trace {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "root-window")
        let window = recorder.register(name: "window", className: "Window", role: .window)
        let vc = recorder.register(name: "vc", className: "DemoViewController", role: .viewController)
        let view = recorder.register(name: "vc.view", className: "View", role: .view)
        let label = recorder.register(name: "label", className: "View", role: .view)

        let makeKey = recorder.open(.makeKeyAndVisible, object: window)
        let loadView = recorder.open(.loadView, object: vc)
        let addSubview = recorder.open(.addSubview, object: view, arguments: .object(label))
        recorder.record(.willMoveToSuperview, object: label, arguments: .object(view))
        recorder.record(.didMoveToSuperview, object: label)
        recorder.record(.didAddSubview, object: view, arguments: .object(label))
        recorder.close(addSubview)
        recorder.close(loadView)
        recorder.record(.viewDidLoad, object: vc)
        recorder.record(.viewWillAppear, object: vc, arguments: .animated(false))
        recorder.record(.traitCollectionDidChange, object: vc, arguments: .object(nil))
        recorder.record(.unbalancedAppearanceTransition, object: vc)
        recorder.close(makeKey)

        let layout = recorder.open(.layoutPass, object: window, cause: makeKey)
        recorder.record(.updateConstraints, object: window)
        recorder.close(layout)
        recorder.record(.beginAppearanceTransition, object: vc, arguments: EventArguments(.bool(true), .bool(false)))
        recorder.record(.view, object: vc)
        recorder.record(.rootViewController, object: window, arguments: .object(vc))

        recorder.turn = 1
        let mainQueue = recorder.open(.mainQueue, object: nil, cause: makeKey)
        recorder.record(.viewDidAppear, object: vc, arguments: .animated(false))
        recorder.close(mainQueue)
        return recorder.trace
    }

    /// Objects whose names and classes need quoting, to check nothing user-chosen can break
    /// the line structure or be mistaken for syntax.
    static let hostileNames = [
        "a \"b\"\n c", "back\\slash", "x.loadView()", "a.b(c)", "nil", "true", "false", "",
        " ", "tab\there", "cr\r\nlf", "bell\u{07}", "del\u{7F}", "nel\u{85}", "café", "e\u{301}t\u{E9}",
        "👩‍👩‍👧", "vc.view", "ends.", "name: value", " <- [1]", "  # comment", "[1]", "~ main queue",
        "\"", "\\", "label#2", "-dash", "9lives", "a,b", "x = y", "(", ")", "\u{2028}",
    ]

    /// Every hostile name as an object, used as receiver and argument, with a hostile scenario.
    static func hostile() -> Trace {
        let recorder = TraceRecorder(iosVersion: 16, scenario: "weird \"scenario\"\n")
        let ids = hostileNames.enumerated().map { offset, name in
            recorder.register(name: name, className: hostileNames[(offset + 1) % hostileNames.count],
                              role: ObjectRole.allCases[offset % ObjectRole.allCases.count])
        }
        for (offset, id) in ids.enumerated() {
            let other = ids[(offset + 3) % ids.count]
            let call = recorder.open(.addSubview, object: id, arguments: .object(other))
            recorder.record(.willMoveToSuperview, object: other, arguments: .object(id))
            recorder.record(.view, object: id)
            recorder.record(.unbalancedAppearanceTransition, object: id)
            recorder.close(call)
            recorder.record(.layoutPass, object: id, cause: call)
            recorder.record(.rootViewController, object: id, arguments: .object(other))
        }
        return recorder.trace
    }
}
