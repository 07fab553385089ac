import Testing
@testable import LifelineGraphviz
@_spi(Helper) @testable import LifelineGraphvizService

extension GraphvizRendererTests {
    /// Graphviz 2.42's `dot` layout moves a rank's node list with realloc when a labelled edge
    /// joins two nodes of one rank that are not neighbours, and `gvFreeLayout` then frees the old
    /// block again (`lifeline_moved_dot_rank_lists` in the CGraphviz shim). Before the engine
    /// repaired the list, rendering `fourLabels` in process aborted this process ("free(): double
    /// free detected in tcache 2"); `dot -Tsvg` shows the same on a file holding the graph twice.
    struct RankListRepairTests {
        /// With glibc, four labels grow the list past its first block, so realloc moves it; one
        /// label grows it within the block (repaired nothing, but AddressSanitizer's realloc always
        /// moves, which is how fuzzing found it).
        static let fourLabels = "digraph { {rank=same a b c} a -> c [label=1]; b -> c; a -> c [label=2]; a -> c [label=3]; a -> c [label=4] }"

        /// The SVG `dot` draws of `dot` in process, and how many rank lists the engine repaired
        /// before freeing the layout (`GraphvizEngine.repairedRankLists`), read under the same lock.
        static func drawCountingRepairs(_ dot: String) throws(GraphvizError) -> (svg: [UInt8], repairedRankLists: Int) {
            try GraphvizRenderer.shared.withEngine { (engine: inout GraphvizEngine) throws(GraphvizError) in
                (try engine.render(dot: dot, engine: GraphvizLayout.dot.rawValue, format: GraphvizFormat.svg.rawValue),
                 engine.repairedRankLists)
            }
        }

        @Test func aMovedRankListIsRepairedBeforeTheLayoutIsFreed() throws {
            let (svg, repaired) = try Self.drawCountingRepairs(Self.fourLabels)
            #expect(repaired == 1)
            #expect(svgTexts(String(decoding: svg, as: UTF8.self)) == ["a", "c", "1", "2", "3", "4", "b"])
            // The process carries on and renders again, the same graph and another.
            let again = try Self.drawCountingRepairs(Self.fourLabels)
            #expect(again.svg == svg && again.repairedRankLists == 1)
            #expect(try Self.drawCountingRepairs(SampleGraphs.small).repairedRankLists == 0)
        }

        @Test(arguments: [
            "digraph { a -> b [label=1] }",
            "digraph { {rank=same a b} a -> b [label=1] }",
            "graph { layout=neato; a -- b [label=1] }",
        ])
        func layoutsWithoutAMovedListRepairNothing(dot: String) throws {
            #expect(try Self.drawCountingRepairs(dot).repairedRankLists == 0)
        }

        /// Through the public path too (the helper process runs the same engine): drawn, not `.crashed`.
        @Test func theHelperDrawsIt() throws {
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: Self.fourLabels)) == ["a", "c", "1", "2", "3", "4", "b"])
        }
    
        /// With `pack` and two components, `dot` frees each component's rank lists inside
        /// `gvLayout`, before the engine can repair them (valgrind: "Invalid free() ... by
        /// dot_layout"; the helper dies of SIGABRT on it, `Reproducers/upstream-double-free-dot-pack-
        /// labelled-flat-edges.dot`). When glibc does not notice, the helper that ran such DOT still
        /// retires, so no later request runs on its heap.
        static let packedFourLabels = "digraph { pack=true; {rank=same a b c} a -> c [label=1]; b -> c; a -> c [label=2]; a -> c [label=3]; a -> c [label=4]; x -> y }"

        @Test func aHelperThatLaidOutPackedComponentsRetires() throws {
            #expect(GraphvizHelper.retires(after: .init(engine: "dot", format: "svg", dot: Self.packedFourLabels)))
            #expect(GraphvizHelper.retires(after: .init(engine: "dot", format: "svg", dot: "digraph { packmode=clust; a }")))
            #expect(!GraphvizHelper.retires(after: .init(engine: "dot", format: "svg", dot: Self.fourLabels)))
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }
    }
}
