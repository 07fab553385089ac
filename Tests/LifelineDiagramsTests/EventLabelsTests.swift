import LifelineScenarios
import Testing

/// `EventLabels` is the text format's spelling of events; the diagrams rely on it.
@MainActor
struct EventLabelsTests {
    @Test(arguments: Strategies.all.map(\.name))
    func linesAreTheTextFormatsEventLines(_ name: String) throws {
        let trace = try #require(Strategies.named(name)).run()
        let labels = EventLabels(trace)
        let text = TextTraceFormat.encode(trace)
        let eventLines = text.split(separator: "\n").drop { $0 != "events:" }.dropFirst()
            .filter { !$0.hasPrefix("turn ") && !$0.hasPrefix("  --- ") }
            .map { $0.drop { $0 == " " } }
        #expect(eventLines.map(String.init) == trace.events.indices.map { labels.line(of: $0 + 1) })
    }

    @Test func spellsEachPartForDiagrams() throws {
        let trace = Strategies.rootWindow.run()
        let labels = EventLabels(trace)
        let lines = trace.events.indices.map { labels.line(of: $0 + 1) }
        let rootAssignment = try #require(lines.firstIndex(of: "[1] window.rootViewController = vc")) + 1
        #expect(labels.invocation(of: rootAssignment, includingReceiver: false) == "rootViewController = vc")
        #expect(labels.callNumber(of: rootAssignment) == 1)
        let willAppear = try #require(lines.firstIndex(of: "vc.viewWillAppear(false)")) + 1
        #expect(labels.invocation(of: willAppear, includingReceiver: false) == "viewWillAppear(false)")
        #expect(labels.callNumber(of: willAppear) == nil)
        #expect(labels.causeNote(of: willAppear) == nil)
        let layoutPass = try #require(lines.firstIndex(of: "~ window: layout pass <- [2]")) + 1
        #expect(labels.invocation(of: layoutPass, includingReceiver: false) == "layout pass")
        #expect(labels.invocation(of: layoutPass, includingReceiver: true) == "window: layout pass")
        #expect(labels.causeNote(of: layoutPass) == "<- [2]")
        #expect(labels.callNumber(of: 0) == nil)
        #expect(labels.callNumber(of: trace.events.count + 1) == nil)
    }

    @Test func diagnosticsCarryUIKitsMessage() {
        let recorder = TraceRecorder(iosVersion: 17)
        let controller = recorder.register(name: "my vc", className: "VC", role: .viewController)
        recorder.record(.unbalancedAppearanceTransition, object: controller)
        let labels = EventLabels(recorder.trace)
        #expect(labels.line(of: 1) == "! \"my vc\".unbalancedAppearanceTransition()  # Unbalanced calls to begin/end appearance transitions for \"my vc\".")
        #expect(labels.diagnosticMessage(of: 1) == "Unbalanced calls to begin/end appearance transitions for \"my vc\".")
        #expect(EventLabels.reference(name: "plain") == "plain")
        #expect(EventLabels.reference(name: "two\nlines") == "\"two\\nlines\"")
    }
}
