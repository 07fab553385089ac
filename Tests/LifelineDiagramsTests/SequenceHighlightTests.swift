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
