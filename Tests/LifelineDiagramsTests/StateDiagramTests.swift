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

    /// 30 controllers that each appear (10 of them also disappear) and 5 with a kind of their own:
    /// more than `maximumColumns`, so alike ones share a column with summed counts, and the 12th
    /// column takes what the 11 largest groups leave.
    @Test func manyControllersFoldIntoAtMostTwelveColumns() {
        let recorder = TraceRecorder(iosVersion: 17, scenario: "many")
        let appearing = (0..<20).map { recorder.register(name: "a\($0)", className: "VC", role: .viewController) }
        let cycling = (0..<10).map { recorder.register(name: "b\($0)", className: "VC", role: .viewController) }
        for id in appearing + cycling {
            recorder.record(.viewWillAppear, object: id, arguments: .animated(false))
            recorder.record(.viewDidAppear, object: id, arguments: .animated(false))
        }
        for id in cycling {
            recorder.record(.viewWillDisappear, object: id, arguments: .animated(false))
            recorder.record(.viewDidDisappear, object: id, arguments: .animated(false))
        }
        let graph = StateDiagram(trace: recorder.trace).graph
        func label(_ id: String) -> String? {
            if case .string(let text)? = graph.node(id)?.attributes["label"] { return text }
            return nil
        }
        #expect(label("c1") == "a0 +19\n20 view controllers")
        #expect(label("c2") == "b0 +9\n10 view controllers")
        #expect(graph.node("c3") == nil)
        let edges = graph.edges.compactMap { edge -> String? in
            guard case .string(let text) = edge.attributes["label"] else { return nil }
            return "\(edge.from) \(edge.to): \(text)"
        }
        #expect(edges == [
            "c1s0 c1s1: viewWillAppear ×20", "c1s1 c1s2: viewDidAppear ×20",
            "c2s0 c2s1: viewWillAppear ×10", "c2s1 c2s2: viewDidAppear ×10",
            "c2s2 c2s3: viewWillDisappear ×10", "c2s0 c2s3: viewDidDisappear ×10",
        ])
        #expect(graph.node("c1s2")?.attributes["peripheries"] == .number(2))
        #expect(graph.node("c2s0")?.attributes["peripheries"] == .number(2))

        // Fourteen controllers with different callback sequences: never more than twelve columns.
        let distinct = TraceRecorder(iosVersion: 17, scenario: "distinct")
        let names = EventName.allCases.filter { AppearanceState(after: $0) != nil }
        var ids: [ObjectID] = []
        for index in 0..<14 {
            let id = distinct.register(name: "d\(index)", className: "VC", role: .viewController)
            ids.append(id)
            // A different sequence of callbacks for each controller (base 4 digits of its index).
            var value = index
            for _ in 0..<3 {
                distinct.record(names[value % names.count], object: id, arguments: .animated(false))
                value /= names.count
            }
        }
        let folded = StateDiagram(trace: distinct.trace).graph
        let headers = folded.nodes.filter { !$0.id.contains("s") }
        #expect(headers.count <= 12)
    }
}
