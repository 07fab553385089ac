import LifelineTrace
import Testing

@Suite("Text format")
struct TextTraceFormatTests {
    static let rootWindowText = """
        lifeline-trace 3
        ios: 17
        scenario: root-window
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] window.makeKeyAndVisible()
            vc.loadView()
              [2] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
            vc.traitCollectionDidChange(nil)
            ! vc.unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for vc.
          ~ window: layout pass <- [1]
            window.updateConstraints()
          [3] vc.beginAppearanceTransition(true, animated: false)
          [4] vc.view
          [5] window.rootViewController = vc
        turn 1
          ~ main queue <- [1]
            vc.viewDidAppear(false)

        """

    /// The same text under an older version line reads by that version's cause rule: the
    /// nested call [2] and what runs inside it name the outermost call, [1]; everything else is
    /// the same trace, and it writes back as version 2, unchanged.
    @Test(arguments: [1, 2])
    func readsOlderVersionsWithTheirCauseRule(_ version: Int) throws {
        let old = "lifeline-trace \(version)" + Self.rootWindowText.dropFirst("lifeline-trace 3".count)
        let decoded = try TextTraceFormat.decode(old)
        var expected = SampleTraces.rootWindow()
        expected.causeRule = .outermostCall
        for index in 2...5 { expected.events[index].cause = 1 }
        #expect(decoded == expected)
        #expect(decoded.events.map(\.cause) == [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 13, 14, 15, 1, 1])
        #expect(TextTraceFormat.encode(decoded) == "lifeline-trace 2" + Self.rootWindowText.dropFirst("lifeline-trace 3".count))
        let json = JSONTraceFormat.encode(decoded)
        #expect(json.contains("\"version\" : 2,"))
        #expect(try JSONTraceFormat.decode(json) == decoded)
    }

    @Test func encodesTheRootWindowTraceExactly() {
        #expect(TextTraceFormat.encode(SampleTraces.rootWindow()) == Self.rootWindowText)
    }

    @Test func decodesTheRootWindowTraceExactly() throws {
        #expect(try TextTraceFormat.decode(Self.rootWindowText) == SampleTraces.rootWindow())
    }

    @Test func roundTripsHostileNames() throws {
        let trace = SampleTraces.hostile()
        let text = TextTraceFormat.encode(trace)
        #expect(try TextTraceFormat.decode(text) == trace)
        // One line per declaration and event: no name broke the line structure.
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lineCount == 6 + trace.objects.count + trace.events.count + 1)
    }
}

