import Foundation
import LifelineScenarios
import LifelineDiagrams
import Testing
@testable import LifelineGraphviz

extension GraphvizRendererTests {
    /// Diagrams that place their own nodes say `layout=nop2` in the graph; callers such as the
    /// CLI render them with the default engine argument, which the attribute must override.
    @MainActor
    struct FixedLayoutTests {
        let renderer = GraphvizRenderer.shared

        @Test func theGraphsLayoutAttributeOverridesTheEngineArgument() throws {
            let dot = DOTEncoder.encode(SequenceDiagram(trace: Strategies.rootWindow.run()).graph)
            #expect(dot.contains("layout=nop2"))
            let byDefault = try renderer.render(dot: dot)
            #expect(try renderer.render(dot: dot, engine: "nop2", format: "svg") == byDefault)
            // Without the attribute `dot` would lay the same graph out (and place it elsewhere).
            let withoutAttribute = dot.replacingOccurrences(of: "layout=nop2, ", with: "")
            #expect(try renderer.render(dot: withoutAttribute) != byDefault)
        }

        @Test(.enabled(if: DotCommand.path != nil, "needs the dot command (package graphviz)"))
        func svgMatchesTheDotCommands() throws {
            let runs = [Strategies.rootWindow, Strategies.directViewAccess].map { (name: $0.name, trace: $0.run()) }
            for graph in [SequenceDiagram(trace: runs[0].trace).graph, ComparisonDiagram(runs: runs).graph] {
                let dot = DOTEncoder.encode(graph)
                #expect(try renderer.renderSVG(dot: dot) == DotCommand.leanSVG(dot))
            }
        }

        /// Folding keeps a 100,000-event trace to a few hundred nodes at fixed positions, so it
        /// renders. How fast is measured by `make bench` and `make bench-render`, never asserted here.
        @Test func aFoldedHundredThousandEventTraceRenders() throws {
            let recorder = TraceRecorder(iosVersion: 17, scenario: "long")
            let views = (0..<40).map { recorder.register(name: "v\($0)", className: "UIView", role: .view) }
            var state: UInt64 = 3
            func next(_ bound: Int) -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int((state >> 33) % UInt64(bound))
            }
            while recorder.eventCount < 100_000 {
                recorder.turn += 1
                let call = recorder.open(.layoutIfNeeded, object: views[next(views.count)])
                for _ in 0..<(1 + next(12)) { recorder.record(.layoutSubviews, object: views[next(views.count)]) }
                recorder.close(call)
            }
            let diagram = SequenceDiagram(trace: recorder.trace)
            #expect(diagram.isFolded)
            let dot = DOTEncoder.encode(diagram.graph)
            #expect(diagram.graph.nodes.count <= 600, "a few hundred nodes, invisible anchors included")
            let svg = try renderer.renderSVG(dot: dot)
            #expect(svg.contains("</svg>"))
        }
    }
}
