import Foundation
import LifelineDiagrams
import LifelineScenarios
import LifelineTestSupport
import Testing
@testable import LifelineGraphviz

extension GraphvizRendererTests {
    /// The pinned layout (Sources/CGraphvizPinnedLayout) stands in for Graphviz's `nop2` without
    /// loading the neato plugin. It must draw every graph it accepts exactly as `nop2` does, and
    /// leave every other graph to `nop2`.
    @MainActor
    struct PinnedLayoutTests {
        let renderer = GraphvizRenderer.shared
        static let pinned = "lifeline_pinned"

        /// Renders `dot` both ways; the SVG each way and the layout the first way ran.
        func bothWays(_ dot: String) throws -> (pinned: String, nop2: String, layout: String) {
            let first = try renderer.renderInProcess(dot: dot, format: "svg", pinnedLayout: true)
            let second = try renderer.renderInProcess(dot: dot, format: "svg", pinnedLayout: false)
            #expect(second.layout == "nop2")
            return (String(decoding: first.output, as: UTF8.self), String(decoding: second.output, as: UTF8.self), first.layout)
        }

        @Test func everyBuiltInSequenceDiagramIsDrawnAsNop2DrawsIt() throws {
            for strategy in Strategies.all {
                let dot = DOTEncoder.encode(SequenceDiagram(trace: strategy.run()).graph)
                let drawn = try bothWays(dot)
                #expect(drawn.layout == Self.pinned, "\(strategy.name)")
                #expect(drawn.pinned == drawn.nop2, "\(strategy.name)")
            }
        }

        @Test func comparisonDiagramsAreDrawnAsNop2DrawsThem() throws {
            let runs = Strategies.all.prefix(6).map { (name: $0.name, trace: $0.run()) }
            for count in [2, 3, 6] {
                let drawn = try bothWays(DOTEncoder.encode(ComparisonDiagram(runs: Array(runs.prefix(count))).graph))
                #expect(drawn.layout == Self.pinned)
                #expect(drawn.pinned == drawn.nop2)
            }
        }

        /// Edges without `pos` between the same two nodes are fanned out together, and an edge
        /// whose `pos` does not parse is drawn straight after a warning: the paths the built-in
        /// diagrams do not take.
        @Test func repeatedEdgesAndBadEdgePositionsAreDrawnAsNop2DrawsThem() throws {
            let dot = """
            digraph g { graph [layout=nop2, splines=line]; node [shape=box];
              a [pos="0,0!"]; b [pos="200,-100!"]; c [pos="-50,80"]; d [pos="120,40!", label="d\\nlong label"];
              a -> b; b -> a; a -> b [color=red]; a -> c [pos="e,-40,70 0,0 -10,20 -30,50 -40,70"];
              c -> d [pos="1,2 3"]; d -> a [dir=both, pos="s,120,40 120,40 60,20 30,10 0,0;0,0 1,1 2,2 3,3"]; b -> d; b -> d [dir=back];
            }
            """
            let drawn = try bothWays(dot)
            #expect(drawn.layout == Self.pinned)
            #expect(drawn.pinned == drawn.nop2)
        }

        /// Random graphs of positioned nodes: edges with and without points, repeated, reversed,
        /// with arrows at either end.
        @Test func randomPositionedGraphsAreDrawnAsNop2DrawsThem() throws {
            var random = SplitMix64(seed: 0x9E37_79B9)
            for round in 0..<120 {
                let nodes = 1 + random.below(12)
                var lines = ["digraph r { graph [layout=nop2, splines=line\(random.percent(30) ? ", label=\"title \(round)\"" : "")];"]
                var positions: [(Int, Int)] = []
                for index in 0..<nodes {
                    let point = (random.below(900) - 450, random.below(900) - 450)
                    positions.append(point)
                    let shape = random.pick(["box", "ellipse", "plaintext", "point", "circle"])
                    lines.append("  n\(index) [pos=\"\(point.0),\(point.1)\(random.percent(70) ? "!" : "")\", shape=\(shape), label=\"n\(index)\(random.percent(20) ? "\\nsecond line" : "")\"];")
                }
                for _ in 0..<random.below(3 * nodes + 1) {
                    let tail = random.below(nodes), head = random.below(nodes)
                    guard tail != head else { continue }
                    var attributes: [String] = []
                    if random.percent(40) {
                        let (x0, y0) = positions[tail], (x1, y1) = positions[head]
                        var points = "\(x0),\(y0) \(x0),\(y1) \(x0),\(y1) \(x1),\(y1)"
                        if random.percent(30) { points = "e,\(x1),\(y1) " + points }
                        if random.percent(30) { points = "s,\(x0),\(y0) " + points }
                        if random.percent(20) { points += ";\(x1),\(y1) \(x1),\(y0) \(x1),\(y0) \(x0),\(y0)" }
                        if random.percent(5) { points += " 1,2" }  // not 3n + 1 points
                        attributes.append("pos=\"\(points)\"")
                    }
                    if random.percent(20) { attributes.append(random.pick(["dir=back", "dir=both", "dir=none", "arrowhead=dot"])) }
                    lines.append("  n\(tail) -> n\(head) [\(attributes.joined(separator: ", "))];")
                }
                lines.append("}")
                let drawn = try bothWays(lines.joined(separator: "\n"))
                #expect(drawn.layout == Self.pinned, "round \(round)")
                #expect(drawn.pinned == drawn.nop2, "round \(round)")
            }
        }

        /// What the pinned layout does not implement goes to `nop2`, and comes out as before.
        @Test(arguments: [
            ("a subgraph", "subgraph s { a }"),
            ("a self loop", "a -> a"),
            ("an edge label", "a -> b [label=x]"),
            ("a port", "a -> b [headport=n]"),
            ("an external label", "a [xlabel=x]"),
            ("a label position", "graph [lp=\"1,1\"]"),
            ("a bounding box", "graph [bb=\"0,0,10,10\"]"),
            ("a ratio", "graph [ratio=2]"),
            ("a pin attribute", "b [pin=true]"),
            ("curved edges", "graph [splines=true]"),
            ("a node without a position", "c"),
        ])
        func graphsItDoesNotImplementGoToNop2(_ what: String, _ statement: String) throws {
            let dot = "digraph g { graph [layout=nop2, splines=line]; a [pos=\"0,0!\"]; b [pos=\"100,50!\"]; a -> b; \(statement); }"
            let pinned = try renderer.renderInProcess(dot: dot, format: "svg", pinnedLayout: true)
            let nop2 = try renderer.renderInProcess(dot: dot, format: "svg", pinnedLayout: false)
            #expect(pinned.layout == "nop2", "\(what)")
            #expect(pinned.output == nop2.output, "\(what)")
        }

        /// The states diagram, and any graph that does not say `nop2`, keeps its own layout.
        @Test func otherLayoutsAreLeftAlone() throws {
            let dot = DOTEncoder.encode(StateDiagram(trace: Strategies.rootWindow.run()).graph)
            #expect(try renderer.renderInProcess(dot: dot, format: "svg", pinnedLayout: true).layout == "dot")
        }
    }
}
