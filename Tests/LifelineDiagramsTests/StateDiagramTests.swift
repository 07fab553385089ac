import LifelineScenarios
import LifelineDiagrams
import LifelineTesting
import Testing

/// Appearance states per controller, with transition counts and diagnostics.
@MainActor
struct StateDiagramTests {
    @Test func appearanceTransitionDisappearMatchesItsGolden() {
        let graph = StateDiagram(trace: Strategies.appearanceTransitionDisappear.run()).graph
        assertGolden(of: graph, as: .dot, atPath: Goldens.path("states-appearance-transition-disappear.dot"))
    }

    @Test func navigationFlowMatchesItsGolden() {
        assertGolden(of: StateDiagram(trace: NavigationTrace.flow()).graph, as: .dot, atPath: Goldens.path("states-navigation.dot"))
    }

    @Test func transitionsAreLabelledWithTheirCallbackAndCount() throws {
        let trace = NavigationTrace.long(events: 30_000)
        let graph = StateDiagram(trace: trace).graph
        for (offset, name) in ["nav", "home", "detail", "settings"].enumerated() {
            let id = try #require(trace.object(named: name)).id
            let count = { (callback: EventName) in trace.events.filter { $0.object == id && $0.name == callback }.count }
            let prefix = "c\(offset + 1)"
            let labels = graph.edges.filter { $0.from.hasPrefix(prefix + "s") }.compactMap { edge -> String? in
                if case .string(let label) = edge.attributes["label"] { return label }
                return nil
            }
            for callback in [EventName.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear] {
                let expected = count(callback)
                guard expected > 0 else { continue }
                let label = "\(callback.baseName) ×\(FoldingTests.grouped(expected))"
                #expect(labels.contains(label), "\(name): \(label) in \(labels)")
            }
            let diagnostics = trace.events.filter { $0.object == id && $0.kind == .diagnostic }.count
            let header = try #require(graph.node(prefix))
            let label = try #require(header.attributes["label"].flatMap { value -> String? in
                if case .string(let text) = value { return text }
                return nil
            }, "the header is a plain label")
            #expect(label.hasPrefix(HTMLLabel.shortened(name)))
            #expect(label.contains("⚠ \(FoldingTests.grouped(diagnostics)) diagnostic") == (diagnostics > 0))
        }
        // Aggregated: the size does not grow with the trace.
        #expect(graph.nodes.count == 4 * 5)
    }

    @Test func statesFollowTheCallbacksFromDisappeared() {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "cancelled")
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        recorder.record(.viewWillAppear, object: vc, arguments: .animated(true))
        recorder.record(.viewWillDisappear, object: vc, arguments: .animated(true))  // cancelled
        recorder.record(.viewDidDisappear, object: vc, arguments: .animated(true))
        recorder.record(.viewWillAppear, object: vc, arguments: .animated(true))
        recorder.record(.viewWillAppear, object: vc, arguments: .animated(true))
        let graph = StateDiagram(trace: recorder.trace).graph
        let edges = graph.edges.compactMap { edge -> String? in
            guard case .string(let label) = edge.attributes["label"] else { return nil }
            return "\(edge.from) \(edge.attributes["dir"] == .raw("back") ? "<-" : "->") \(edge.to): \(label)"
        }
        #expect(edges == [
            "c1s0 -> c1s1: viewWillAppear ×2",
            "c1s1 -> c1s3: viewWillDisappear ×1",
            "c1s0 <- c1s3: viewDidDisappear ×1",
            "c1s1 -> c1s1: viewWillAppear ×1",
        ])
        #expect(graph.node("c1s1")?.attributes["peripheries"] == .number(2))
        #expect(graph.node("c1s2")?.attributes["style"] == .string("rounded,dashed"))
    }
}
