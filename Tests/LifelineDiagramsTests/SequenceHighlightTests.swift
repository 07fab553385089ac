import LifelineDiagrams
import LifelineScenarios
import Testing

/// `SequenceDiagram.Options.highlightedEvents` (`lifeline why --format svg`): exactly the given
/// events and the edges between them are drawn highlighted; nothing else changes.
@MainActor
struct SequenceHighlightTests {
    @Test func onlyTheChainIsHighlightedAndTheRestIsUnchanged() throws {
        let trace = Strategies.rootWindow.run()
        let chain = trace.causeChain(of: 30).map(\.sequence)
        var options = SequenceDiagram.Options()
        options.highlightedEvents = Set(chain)
        let highlighted = SequenceDiagram(trace: trace, options: options).graph
        let plain = SequenceDiagram(trace: trace).graph

        let marked = highlighted.nodes.filter { $0.attributes["penwidth"] != nil }.map(\.id)
        #expect(marked == chain.sorted().map { "e\($0)" })
        for node in highlighted.nodes where node.attributes["penwidth"] != nil {
            #expect(node.attributes["color"] == .string("#d62728"))
        }
        let markedEdges = highlighted.edges.filter { $0.attributes["penwidth"] != nil }.map { "\($0.from)->\($0.to)" }
        // Parent edges inside the chain; the step from a phase to the call that scheduled it is
        // not a parent edge, so it has none to mark.
        let parentEdges = zip(chain.dropFirst(), chain).filter { trace.event($0.1).parent == $0.0 }
        #expect(markedEdges == parentEdges.reversed().map { "e\($0.0)->e\($0.1)" })

        // Without the highlight attributes, the graph is the plain one.
        var stripped = highlighted
        stripped.nodes = stripped.nodes.map { node in
            var copy = node
            if copy.attributes["penwidth"] != nil {
                copy.attributes["penwidth"] = nil
                copy.attributes["color"] = nil
            }
            return copy
        }
        stripped.edges = stripped.edges.map { edge in
            var copy = edge
            if copy.attributes["penwidth"] != nil {
                copy.attributes["penwidth"] = nil
                copy.attributes["color"] = nil
            }
            return copy
        }
        #expect(DOTEncoder.encode(stripped) == DOTEncoder.encode(plain))
    }
}

/// The time column is a time axis once the run loop's clock has moved: each turn's marker says
/// when the turn ran (`TraceEvent.virtualTime`); traces whose clock never moves look as before.
@MainActor
struct SequenceTimeAxisTests {
    func turnLabels(_ trace: Trace) -> [String] {
        SequenceDiagram(trace: trace).graph.nodes.filter { $0.id.hasPrefix("t") && Int($0.id.dropFirst()) != nil }
            .compactMap { node in
                guard case .string(let label)? = node.attributes["label"] else { return nil }
                return label
            }
    }

    @Test func turnsSayWhenTheyRan() throws {
        let trace = try #require(Strategies.named("dismiss-full-screen")).run()
        #expect(turnLabels(trace) == ["turn 0", "turn 1", "turn 2", "turn 4\n0.35 s", "turn 5\n0.35 s\n▸ dismiss",
                                      "turn 6\n0.35 s", "turn 8\n0.7 s"])
    }

    @Test func anUntimedTraceHasPlainTurns() {
        #expect(turnLabels(Strategies.rootWindow.run()) == ["turn 0", "turn 1"])
    }
}
