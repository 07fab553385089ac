import Foundation
import Testing
@_spi(InProcess) @testable import LifelineGraphviz

extension GraphvizRendererTests {
    struct DeterminismTests {
        let renderer = GraphvizRenderer.shared

        @Test func sameDiagramTwiceIsByteIdentical() throws {
            let dot = SampleGraphs.chain(30)
            #expect(try renderer.render(dot: dot) == renderer.render(dot: dot))
        }

        @Test func clustersComeOutTheSameEveryTime() throws {
            let first = try renderer.renderInProcess(dot: SampleGraphs.clusters)
            for _ in 0..<20 {
                #expect(try renderer.renderInProcess(dot: SampleGraphs.clusters) == first)
            }
            #expect(try renderer.render(dot: SampleGraphs.clusters) == first, "the helper process draws the same")
        }

        /// Not `fdp` and `sfdp`, which carry state from one layout to the next inside Graphviz.
        @Test(arguments: [GraphvizLayout.dot, .neato, .circo, .twopi])
        func repeatableLayoutsRepeat(layout: GraphvizLayout) throws {
            for dot in [SampleGraphs.chain(30), SampleGraphs.clusters] {
                let first = try renderer.renderInProcess(dot: dot, layout: layout)
                #expect(try renderer.renderInProcess(dot: dot, layout: layout) == first)
                #expect(try renderer.renderInProcess(dot: dot, layout: layout) == first)
            }
        }

        @Test func anonymousGraphsKeepTheirName() throws {
            // Graphviz's own IDs would name the root "%11", then "%15", and so on.
            let svg = try renderer.renderSVGInProcess(dot: "digraph { a }")
            #expect(svg.contains("<title>%3</title>"))
            #expect(try renderer.renderSVGInProcess(dot: "digraph { a }") == svg)
        }

        @Test func concurrentRendersAllSucceedAlike() async throws {
            let dot = SampleGraphs.chain(20)
            let outputs = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try (0..<25).map { _ in try GraphvizRenderer.shared.renderInProcess(dot: dot) }
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(outputs.count == 200)
            #expect(Set(outputs).count == 1)
        }

        /// SVG comes from a context with only `GraphvizPlugins.lean`, so it is what `dot -Tsvg`
        /// draws with those plugins: byte for byte, in process and in the helper.
        @Test(.enabled(if: DotCommand.path != nil, "needs the dot command (package graphviz)"))
        func svgMatchesTheDotCommandsWithTheSamePlugins() throws {
            for dot in [SampleGraphs.small, SampleGraphs.clusters, SampleGraphs.chain(40), "digraph { a -> b }"] {
                #expect(try renderer.renderSVG(dot: dot) == DotCommand.leanSVG(dot))
                #expect(try renderer.renderSVGInProcess(dot: dot) == DotCommand.leanSVG(dot))
            }
        }

        /// `plain` output writes each name the way cgraph holds it, `<name>` for an HTML-like one,
        /// which cgraph tells by the count stored before the string. The renderer's own ID
        /// discipline keeps names as the graph's counted strings, as `dot`'s does: plain copies
        /// had no count, and a name came out as `<name>` or not by what the allocator left there.
        @Test(.enabled(if: DotCommand.path != nil, "needs the dot command (package graphviz)"))
        func plainOutputNamesNodesAsTheDotCommandDoes() throws {
            let names = (0..<150).map { "\"node \($0)\"" } + ["<b>html</b>", "<i>x</i>", "plain", "\"q\\\"uote\""]
            let dot = "digraph { " + names.joined(separator: "; ") + "; " + names[0] + " -> " + names[150] + " }"
            let plain = try renderer.renderInProcess(dot: dot, engine: "dot", format: "plain")
            #expect(String(decoding: plain, as: UTF8.self) == (try DotCommand.leanOutput(dot, format: "plain")))
        }

        /// What the SVG loses against `dot -Tsvg` with pango: only geometry (labels sized from
        /// Graphviz's own width tables); the same elements carry the same text.
        @Test(.enabled(if: DotCommand.path != nil, "needs the dot command (package graphviz)"))
        func svgDiffersFromPangosOnlyInGeometry() throws {
            for dot in [SampleGraphs.small, SampleGraphs.clusters, "digraph { a -> b }"] {
                let ours = try renderer.renderSVGInProcess(dot: dot), pango = try DotCommand.svg(dot)
                #expect(svgTexts(ours) == svgTexts(pango))
            }
        }
    }
}
