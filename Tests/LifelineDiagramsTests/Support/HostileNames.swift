import Lifeline

/// Names that try to break out of whatever syntax they are written into.
enum HostileNames {
    static let all: [String] = [
        "say \"hi\"",
        "back\\slash \\N \\G \\l \\E \\\\",
        "two\nlines",
        "carriage\rreturn",
        "<script>alert(1)</script>",
        "fish & chips",
        "close ] bracket",
        "close } brace { open",
        "a -> b -- c",
        "semi; colon",
        "%%{init: {'theme': 'dark'}}%%",
        "#35; hash #quot;",
        "x; participant Z as evil",
        "A-->>B: injected",
        "end",
        "ends with backslash \\",
        "tab\there",
        "nul\u{0}byte",
        "emoji 🚀👩‍💻",
        "مرحبا بالعالم",
        "bidi \u{202E}override\u{202C}",
        "quote ' apostrophe",
        String(repeating: "long", count: 2_500),
    ]

    /// A trace whose every object and class is named by one of the hostile names, and whose log
    /// lines, action titles and lists carry them as strings.
    static func trace() -> Trace {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "hostile \"scenario\"; <b>")
        var previous: ObjectID?
        for name in all {
            let controller = recorder.register(name: name, className: name, role: .viewController)
            let call = recorder.open(.beginAppearanceTransition, object: controller,
                                     arguments: EventArguments(.bool(true), .bool(false)))
            recorder.record(.viewWillAppear, object: controller, arguments: .animated(false))
            if let previous {
                recorder.record(.didAddSubview, object: controller, arguments: EventArguments(.object(previous)))
            }
            recorder.record(.unbalancedAppearanceTransition, object: controller)
            recorder.record(.log, object: controller, arguments: EventArguments(.string(name)))
            recorder.record(.presentedViewControllerChange, object: controller, arguments: .object(previous))
            recorder.close(call)
            recorder.record(.tapAction, object: controller, arguments: EventArguments(.string(name)))
            recorder.record(.log, object: nil, arguments: EventArguments(.string("app: " + name)))
            previous = controller
        }
        return recorder.trace
    }
}
