import LifelineTrace
import Testing

/// Corners of the text format beyond the golden example.
@Suite("Text format details")
struct TextFormatDetailTests {
    /// Deferred callbacks recorded outside a run-loop phase still name their cause, so the
    /// text keeps everything the recorder can produce.
    @Test func topLevelCallbacksAndDiagnosticsKeepTheirCause() throws {
        let recorder = TraceRecorder(iosVersion: 17)
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        let call = recorder.record(.endAppearanceTransition, object: vc)
        recorder.turn = 1
        recorder.record(.viewDidAppear, object: vc, arguments: .animated(true), cause: call)
        recorder.record(.unbalancedAppearanceTransition, object: vc, cause: call)
        recorder.record(.viewDidDisappear, object: vc, arguments: .animated(false))
        let text = """
            lifeline-trace 3
            ios: 17
            objects:
              vc = VC [viewController]
            events:
            turn 0
              [1] vc.endAppearanceTransition()
            turn 1
              vc.viewDidAppear(true) <- [1]
              ! vc.unbalancedAppearanceTransition() <- [1]  # Unbalanced calls to begin/end appearance transitions for vc.
              vc.viewDidDisappear(false)

            """
        #expect(TextTraceFormat.encode(recorder.trace) == text)
        #expect(try TextTraceFormat.decode(text) == recorder.trace)
    }

    /// Events with no object are written with a `nil` receiver rather than dropped.
    @Test func eventsWithoutAnObjectUseANilReceiver() throws {
        let recorder = TraceRecorder(iosVersion: 15, scenario: "nil")
        let open = recorder.open(.layoutIfNeeded, object: nil)
        recorder.record(.layoutSubviews, object: nil)
        recorder.close(open)
        let text = """
            lifeline-trace 3
            ios: 15
            scenario: "nil"
            objects:
            events:
            turn 0
              [1] nil.layoutIfNeeded()
                nil.layoutSubviews()

            """
        #expect(TextTraceFormat.encode(recorder.trace) == text)
        #expect(try TextTraceFormat.decode(text) == recorder.trace)
    }

    /// Names with dots are bare; the method is whatever follows the last dot.
    @Test func dottedNamesSplitAtTheLastDot() throws {
        let recorder = TraceRecorder(iosVersion: 17)
        let odd = recorder.register(name: "a.view.", className: "View", role: .view)
        let window = recorder.register(name: "w", className: "Window", role: .window)
        recorder.record(.view, object: odd)
        recorder.record(.willMoveToWindow, object: odd, arguments: .object(window))
        let text = TextTraceFormat.encode(recorder.trace)
        #expect(text.hasSuffix("turn 0\n  [1] a.view..view\n  a.view..willMove(toWindow: w)\n"))
        #expect(try TextTraceFormat.decode(text) == recorder.trace)
    }

    @Test func controlAndBidiCharactersAreEscaped() {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "a\u{1B}b\u{2028}c\u{202E}d\u{85}")
        #expect(TextTraceFormat.encode(recorder.trace).contains(#"scenario: "a\u{1B}b\u{2028}c\u{202E}d\u{85}""#))
    }

    @Test func unicodeEscapesDecode() throws {
        let text = "lifeline-trace 2\nios: 1\nobjects:\n  \"\\u{1F600}\\u{e9}\" = V [view]\nevents:\n"
        #expect(try TextTraceFormat.decode(text).objects.first?.name == "😀é")
    }
}
