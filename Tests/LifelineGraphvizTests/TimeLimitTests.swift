import Foundation
import Testing
@testable import LifelineGraphviz

extension GraphvizRendererTests {
    /// DOT from outside Lifeline renders in a helper process with a time limit, so that a
    /// Graphviz hang (or a graph far too large to draw) cannot hang the caller.
    struct TimeLimitTests {
        /// A chain of 2,000 nodes with cross edges: seconds of `mincross`, far past 50 ms.
        static let slowGraph: String = {
            var dot = "digraph slow {\n"
            for index in 0..<2_000 { dot += "  n\(index) -> n\(index + 1); n\(index) -> n\((index * 7) % 2_000);\n" }
            return dot + "}\n"
        }()

        @Test func aHelperPastItsLimitIsStoppedAndSaysSo() throws {
            let request = RenderExchange.Request(engine: "dot", format: "svg", dot: Self.slowGraph)
            #expect(throws: GraphvizError(kind: .timedOut, message: """
                Graphviz did not finish within 0.05 s; the helper process was stopped and the calling \
                process is unaffected.
                """)) { try IsolatedRender.render(request, timeLimit: 0.05) }
            // The renderer carries on.
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }

        @Test func aHelperWithinItsLimitIsLeftAlone() throws {
            let request = RenderExchange.Request(engine: "dot", format: "svg", dot: SampleGraphs.small)
            let svg = String(decoding: try IsolatedRender.render(request, timeLimit: 60), as: UTF8.self)
            #expect(svgTexts(svg)?.count == 3)
        }
    }
}
