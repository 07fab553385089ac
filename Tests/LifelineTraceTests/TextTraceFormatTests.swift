import LifelineTrace
import Testing

@Suite("Text format")
struct TextTraceFormatTests {
    static let rootWindowText = """
        lifeline-trace 2
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

    /// A golden written before markers and numbers (version 1) reads as it always did.
    @Test func readsVersion1Goldens() throws {
        let version1 = "lifeline-trace 1" + Self.rootWindowText.dropFirst("lifeline-trace 2".count)
        #expect(try TextTraceFormat.decode(version1) == SampleTraces.rootWindow())
        let json = JSONTraceFormat.encode(SampleTraces.rootWindow())
        let jsonVersion1 = json.split(separator: "\"version\" : 2", omittingEmptySubsequences: false).joined(separator: "\"version\" : 1")
        #expect(try JSONTraceFormat.decode(jsonVersion1) == SampleTraces.rootWindow())
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

