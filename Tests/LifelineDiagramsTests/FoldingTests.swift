import Lifeline
import LifelineDiagrams
import Testing

/// Long traces are folded so `dot` lays them out quickly; what is folded is said, and nothing
/// is lost from the count.
struct FoldingTests {
    /// Rows shown one by one plus events inside folds must account for every event.
    private func expectAccountsForEveryEvent(_ diagram: SequenceDiagram, _ trace: Trace,
                                             sourceLocation: SourceLocation = #_sourceLocation) {
        let shown = diagram.graph.nodes.filter { $0.id.hasPrefix("e") }.count
        #expect(shown + diagram.foldedEventCount == trace.events.count, sourceLocation: sourceLocation)
    }

    private func visibleNodes(_ graph: Graph) -> Int {
        graph.nodes.filter { $0.attributes["style"] != .raw("invis") }.count
    }

    @Test(arguments: ["navigation", "noisy"])
    func aHundredThousandEventsFoldIntoAFewHundredNodes(_ kind: String) {
        let clock = ContinuousClock()
        var trace: Trace!
        let generation = clock.measure {
            trace = kind == "navigation" ? NavigationTrace.long(events: 100_000) : NoisyTrace.make(events: 100_000)
        }
        var diagram: SequenceDiagram!
        let folding = clock.measure { diagram = SequenceDiagram(trace: trace) }
        var text = ""
        let encoding = clock.measure { text = DOTEncoder.encode(diagram.graph) }
        let options = SequenceDiagram.Options()
        print("\(kind): \(trace.events.count) events generated in \(generation), diagram in \(folding), "
              + "DOT in \(encoding); \(visibleNodes(diagram.graph)) visible nodes, \(diagram.graph.nodes.count) with layout cells, "
              + "\(diagram.graph.edges.count) edges, \(text.utf8.count) bytes")

        #expect(trace.events.count >= 100_000)
        #expect(diagram.isFolded)
        #expect(visibleNodes(diagram.graph) <= options.maxNodes)
        // Invisible anchors: one per lifeline, two per turn rule, so never more than the visible nodes.
        #expect(diagram.graph.nodes.count <= 2 * options.maxNodes)
        expectAccountsForEveryEvent(diagram, trace)
        guard case .string(let label) = diagram.graph.attributes["label"] else {
            Issue.record("no graph label")
            return
        }
        #expect(label.contains("folded: "))
        #expect(label.contains("of " + Self.grouped(trace.events.count) + " events shown as "))
        #expect(DOTReader(text).problems.isEmpty)
    }

    @Test func shortTracesAreNotFolded() {
        let trace = NavigationTrace.flow()
        let diagram = SequenceDiagram(trace: trace)
        #expect(!diagram.isFolded)
        guard case .string(let label) = diagram.graph.attributes["label"] else { return }
        #expect(!label.contains("folded"))
    }

    @Test func consecutiveLayoutPassesFoldIntoOne() {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "passes")
        let window = recorder.register(name: "window", className: "UIWindow", role: .window)
        let view = recorder.register(name: "view", className: "UIView", role: .view)
        let call = recorder.record(.setNeedsLayout, object: view)
        for index in 0..<37 {
            recorder.turn = index
            let pass = recorder.open(.layoutPass, object: window, cause: call)
            for _ in 0...index { recorder.record(.layoutSubviews, object: view) }  // no two turns alike
            recorder.record(.layoutSubviews, object: window)
            recorder.close(pass)
        }
        let trace = recorder.trace
        let diagram = SequenceDiagram(trace: trace, options: .init(foldingThreshold: 10))
        let labels = Self.labels(diagram.graph)
        let events = trace.events.count - 1
        #expect(labels.contains("layout pass ×37 (turns 0–36), \(events) events folded"))
        expectAccountsForEveryEvent(diagram, trace)
    }

    @Test func identicalSiblingsFoldIntoOneWithACount() {
        let recorder = TraceRecorder(iosVersion: 17)
        let view = recorder.register(name: "view", className: "UIView", role: .view)
        let call = recorder.open(.layoutIfNeeded, object: view)
        for _ in 0..<50 { recorder.record(.layoutSubviews, object: view) }
        for _ in 0..<5 {
            let add = recorder.open(.addSubview, object: view, arguments: EventArguments(.object(view)))
            recorder.record(.viewHierarchyCycle, object: view)
            recorder.close(add)
        }
        recorder.close(call)
        let trace = recorder.trace
        let diagram = SequenceDiagram(trace: trace, options: .init(foldingThreshold: 10))
        let labels = Self.labels(diagram.graph)
        #expect(labels.contains("layoutSubviews() ×50"))
        #expect(labels.contains("addSubview(view) ×5, 10 events folded"))
        expectAccountsForEveryEvent(diagram, trace)
    }

    @Test func deepAndWideNestingIsCutWithSummaries() {
        let recorder = TraceRecorder(iosVersion: 17)
        let objects = (1...30).map { recorder.register(name: "v\($0)", className: "UIView", role: .view) }
        // 30 different children under one call, each with a chain 6 deep.
        let call = recorder.open(.layoutIfNeeded, object: objects[0])
        for object in objects {
            var open: [Int] = []
            for depth in 0..<6 {
                open.append(recorder.open(depth == 0 ? .setNeedsLayout : .layoutSubviews, object: object))
            }
            for sequence in open.reversed() { recorder.close(sequence) }
        }
        recorder.close(call)
        let trace = recorder.trace
        let options = SequenceDiagram.Options(foldingThreshold: 10, maxDepth: 3, maxChildren: 12)
        let diagram = SequenceDiagram(trace: trace, options: options)
        let labels = Self.labels(diagram.graph)
        // Twelve items under the call: ten children, a summary, the last child.
        #expect(labels.contains("⋯ 114 more events folded"))
        #expect(labels.contains("⋯ 3 nested events folded"))
        expectAccountsForEveryEvent(diagram, trace)
        let causeEdges = diagram.graph.edges.filter { $0.from == "e1" }
        #expect(causeEdges.count == 12)
    }

    @Test func repeatedTurnsFoldIntoOneRowInTheTimeColumn() {
        let recorder = TraceRecorder(iosVersion: 17)
        let view = recorder.register(name: "view", className: "UIView", role: .view)
        for turn in 0..<100 {
            recorder.turn = turn
            let call = recorder.open(.setNeedsLayout, object: view)
            recorder.record(.layoutSubviews, object: view)
            recorder.close(call)
            recorder.record(turn % 2 == 0 ? .didMoveToWindow : .didMoveToSuperview, object: view)
        }
        let trace = recorder.trace
        let diagram = SequenceDiagram(trace: trace, options: .init(foldingThreshold: 10))
        let labels = Self.labels(diagram.graph)
        #expect(labels.contains("turns 2–99: 98 turns repeating earlier turns (view.setNeedsLayout() ×98), 294 events folded"))
        expectAccountsForEveryEvent(diagram, trace)
    }

    /// Lifelines cost one edge each, not a node per row as they did when `dot` laid the grid out,
    /// so many of them no longer force folding.
    @Test func manyLifelinesDoNotFoldUnderTheEventThreshold() {
        let recorder = TraceRecorder(iosVersion: 17)
        let objects = (1...60).map { recorder.register(name: "v\($0)", className: "UIView", role: .view) }
        for round in 0..<6 {
            for object in objects {
                recorder.record(round % 2 == 0 ? .layoutSubviews : .didMoveToWindow, object: object)
            }
        }
        let trace = recorder.trace
        #expect(trace.events.count < SequenceDiagram.Options().foldingThreshold)
        let diagram = SequenceDiagram(trace: trace)
        #expect(!diagram.isFolded)
        // Headers, events, one turn marker; an invisible end per lifeline; the headers again
        // before rows 40, 80, ... 320 (not 360: too few rows follow).
        #expect(diagram.graph.nodes.count == 61 + 360 + 1 + 61 + 61 * 8)
        expectAccountsForEveryEvent(diagram, trace)
    }

    @Test func aHundredThousandDeepChainFoldsWithoutRecursingThroughIt() {
        let recorder = TraceRecorder(iosVersion: 17)
        let view = recorder.register(name: "view", className: "UIView", role: .view)
        var open: [Int] = []
        for _ in 0..<100_000 { open.append(recorder.open(.layoutIfNeeded, object: view)) }
        for sequence in open.reversed() { recorder.close(sequence) }
        let trace = recorder.trace
        let diagram = SequenceDiagram(trace: trace)
        #expect(FoldingTests.labels(diagram.graph).contains("⋯ 99,996 nested events folded"))
        expectAccountsForEveryEvent(diagram, trace)
        #expect(MermaidSequenceDiagram(trace: trace).text.contains("99,996 nested events folded"))
    }

    /// Text labels of all nodes.
    static func labels(_ graph: Graph) -> [String] {
        graph.nodes.compactMap { node in
            if case .string(let label) = node.attributes["label"] { return label }
            return nil
        }
    }

    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
