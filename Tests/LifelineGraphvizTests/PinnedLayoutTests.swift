import CGraphvizPinnedLayout
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

        /// The SVG of `dot` in process with the pinned layout allowed or not, and the layout that
        /// ran (`GraphvizEngine.lastLayout`), read under the same lock.
        static func render(_ dot: String, pinnedLayout: Bool) throws(GraphvizError) -> (output: [UInt8], layout: String) {
            try GraphvizRenderer.shared.withEngine { (engine: inout GraphvizEngine) throws(GraphvizError) in
                engine.prefersPinnedLayout = pinnedLayout
                defer { engine.prefersPinnedLayout = true }
                let output = try engine.render(dot: dot, engine: GraphvizLayout.dot.rawValue, format: GraphvizFormat.svg.rawValue)
                return (output, engine.lastLayout)
            }
        }

        /// Renders `dot` both ways; the SVG each way and the layout the first way ran.
        func bothWays(_ dot: String) throws -> (pinned: String, nop2: String, layout: String) {
            let first = try Self.render(dot, pinnedLayout: true)
            let second = try Self.render(dot, pinnedLayout: false)
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
            let pinned = try Self.render(dot, pinnedLayout: true)
            let nop2 = try Self.render(dot, pinnedLayout: false)
            #expect(pinned.layout == "nop2", "\(what)")
            #expect(pinned.output == nop2.output, "\(what)")
        }

        /// The pinned layout reads positions without sscanf where it can
        /// (`lifeline_pinned_layout_scan_pair`): for any text, the same result, values (bit for
        /// bit) and characters read as `sscanf(text, "%lf,%lf%n")`.
        @Test func positionsAreReadAsSscanfReadsThem() {
            var random = SplitMix64(seed: 0x5CA7)
            let pieces = ["0", "7", "12", "-", "+", ".", ",", " ", "\t", "!", ";", "e", "E", "e-3", "x", "0x1p", "inf", "nan",
                          "1e", "s,", "99999999999999999999", "0.1", "-.5", "3.", "\n", "a"]
            var texts = ["", "1,2", "1,2!", "-3.5,4.25 7,8", " 1, 2", "1 ,2", "1,2e5", "1e2,3", ".,.", "-,1", "+1.,-2.", "0x10,1"]
            for _ in 0..<60_000 {
                if random.percent(50) {
                    // Up to 25 digits either side of the point: both sides of 15 significant
                    // digits and of 22 after the point, where reading changes hands.
                    let digits = { (random: inout SplitMix64, count: Int) in
                        String((0..<count).map { _ in Character(String(random.below(10))) })
                    }
                    let number = { (random: inout SplitMix64) in
                        (random.percent(30) ? "-" : "") + digits(&random, random.below(12) + (random.percent(20) ? 1 : 0))
                            + (random.percent(70) ? "." + digits(&random, random.below(26)) : "")
                    }
                    texts.append(number(&random) + "," + number(&random) + (random.percent(30) ? random.pick(pieces) : ""))
                } else {
                    texts.append((0..<random.below(8)).map { _ in random.pick(pieces) }.joined())
                }
            }
            for text in texts {
                var fast = (x: -1.0, y: -1.0, used: Int32(-1)), slow = fast
                let fastCount = lifeline_pinned_layout_scan_pair(text, &fast.x, &fast.y, &fast.used)
                let slowCount = withUnsafeMutablePointer(to: &slow.x) { x in
                    withUnsafeMutablePointer(to: &slow.y) { y in
                        withUnsafeMutablePointer(to: &slow.used) { used in
                            withVaList([x, y, used]) { vsscanf(text, "%lf,%lf%n", $0) }
                        }
                    }
                }
                #expect(fastCount == slowCount, "\(text.debugDescription)")
                if slowCount == 2 {
                    #expect(fast.x.bitPattern == slow.x.bitPattern && fast.y.bitPattern == slow.y.bitPattern, "\(text.debugDescription)")
                    #expect(fast.used == slow.used, "\(text.debugDescription)")
                }
            }
        }

        /// The states diagram, and any graph that does not say `nop2`, keeps its own layout.
        @Test func otherLayoutsAreLeftAlone() throws {
            let dot = DOTEncoder.encode(StateDiagram(trace: Strategies.rootWindow.run()).graph)
            #expect(try Self.render(dot, pinnedLayout: true).layout == "dot")
        }
    }
}
