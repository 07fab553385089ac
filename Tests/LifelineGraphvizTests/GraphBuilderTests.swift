import LifelineDiagrams
import LifelineScenarios
import LifelineTestSupport
import Testing
@_spi(InProcess) @testable import LifelineGraphviz
@preconcurrency import CGraphviz

extension GraphvizRendererTests {
    /// A diagram's graph handed to Graphviz through cgraph's API (`GraphBuilder`) must be drawn
    /// exactly as its DOT text is: the same SVG and the same laid-out graph (`canon`, which
    /// writes every attribute Graphviz holds, defaults included), for the built-in diagrams and
    /// for random graphs of hostile text in every kind of value.
    @MainActor
    struct GraphBuilderTests {
        let renderer = GraphvizRenderer.shared

        /// `graph` drawn in `format` as the CLI draws it (`GraphvizEngine.render(graph:)`), and
        /// whether it was built through the API (false when only its text could say what it is),
        /// read under the same lock.
        static func render(_ graph: Graph, format: String) throws(GraphvizError) -> (output: [UInt8], built: Bool) {
            try GraphvizRenderer.shared.withEngine { (engine: inout GraphvizEngine) throws(GraphvizError) in
                let output = try engine.render(graph: graph, engine: GraphvizLayout.dot.rawValue, format: format)
                return (output, engine.lastGraphWasBuilt)
            }
        }

        /// Renders `graph` both ways in `format`; the bytes each way, and whether it was built.
        func bothWays(_ graph: Graph, format: String = "svg") throws -> (built: [UInt8], read: [UInt8], wasBuilt: Bool) {
            let built = try Self.render(graph, format: format)
            let read = try renderer.renderInProcess(dot: DOTEncoder.encode(graph), engine: GraphvizLayout.dot.rawValue, format: format)
            return (built.output, read, built.built)
        }

        func expectSameDrawing(_ graph: Graph, _ comment: Comment) throws {
            for format in ["svg", "canon"] {
                let drawn = try bothWays(graph, format: format)
                #expect(drawn.wasBuilt, "\(comment) (\(format))")
                #expect(String(decoding: drawn.built, as: UTF8.self) == String(decoding: drawn.read, as: UTF8.self), "\(comment) (\(format))")
            }
        }

        @Test func everyBuiltInDiagramIsDrawnAsItsText() throws {
            for strategy in Strategies.all {
                let trace = strategy.run()
                try expectSameDrawing(SequenceDiagram(trace: trace).graph, "\(strategy.name) sequence")
                try expectSameDrawing(StateDiagram(trace: trace).graph, "\(strategy.name) states")
            }
        }

        @Test func comparisonsAndFoldedDiagramsAreDrawnAsTheirText() throws {
            let runs = Strategies.all.prefix(6).map { (name: $0.name, trace: $0.run()) }
            for count in [2, 3, 6] {
                try expectSameDrawing(ComparisonDiagram(runs: Array(runs.prefix(count))).graph, "comparison of \(count)")
            }
            let folding = SequenceDiagram.Options(foldingThreshold: 8, maxNodes: 12, maxDepth: 2, maxChildren: 3)
            try expectSameDrawing(SequenceDiagram(trace: Strategies.rootWindow.run(), options: folding).graph, "folded")
        }

        /// Random graphs: names and values of hostile text (quotes, backslashes and Graphviz's
        /// own escapes, line breaks, controls, NUL, noncharacters, `%` names, markup, long text),
        /// every kind of value, defaults, edge keys, repeated and undeclared nodes, subgraphs,
        /// undirected graphs, pinned and `dot` layouts.
        @Test func randomGraphsOfHostileTextAreDrawnAsTheirText() throws {
            var random = SplitMix64(seed: 0x51ED_2701)
            for round in 0..<80 {
                try expectSameDrawing(Self.randomGraph(&random, pinned: round % 2 == 0), "round \(round)")
            }
        }

        /// An HTML-like label whose `<` and `>` do not nest is read by the lexer as something
        /// else: such a graph goes through its text, and comes out as the text does.
        @Test(arguments: ["a > b", "<b", "x <", "<<b>>>"])
        func aLabelOnlyTheTextCanDecideGoesThroughTheText(_ markup: String) throws {
            let graph = Graph(id: "g", nodes: [Node("a", ["label": .html(markup)]), Node("b")], edges: [Edge(from: "a", to: "b")])
            #expect(GraphBuilder.longestText(of: graph) == nil)
            let built = Result { () throws(GraphvizError) in try Self.render(graph, format: "svg") }
            let read = Result { () throws(GraphvizError) in
                try renderer.renderInProcess(dot: DOTEncoder.encode(graph), engine: "dot", format: "svg")
            }
            switch (built, read) {
            case let (.success(built), .success(read)):
                #expect(!built.built)
                #expect(built.output == read)
            case let (.failure(built), .failure(read)):
                #expect(built == read)
            default:
                Issue.record("one way drew \(markup), the other did not: \(built), \(read)")
            }
        }

        /// `DOTReadBack` gives what cgraph holds once it has read the encoder's text, for every
        /// kind of value and hostile text.
        @Test func readBackIsWhatTheReaderHolds() throws {
            var random = SplitMix64(seed: 0xBACC)
            for round in 0..<400 {
                let key = round % 5 == 0 ? Self.randomText(&random) : "label"
                let value = Self.randomValue(&random)
                let id = Self.randomText(&random)
                let graph = Graph(id: Self.randomText(&random), nodes: [Node(id, [key: value])])
                let expected = try #require(DOTReadBack.value(value), "round \(round)")
                let held = try renderer.withEngine { engine in
                    _ = engine.version  // a context, and with it the message handler
                    return try Self.held(by: engine.reader, reading: DOTEncoder.encode(graph), key: DOTReadBack.key(key))
                }
                #expect(held.graph == DOTReadBack.name(graph.id) || graph.id.hasPrefix("%"), "round \(round)")
                #expect(held.node == DOTReadBack.name(id) || id.hasPrefix("%"), "round \(round)")
                #expect(held.value == expected.text, "round \(round): \(value)")
                #expect(held.isHTML == expected.isHTML, "round \(round): \(value)")
            }
        }

        /// The names of the graph and of its first node, and the node's value for `key`, as the
        /// reader holds them once it has read `dot`.
        static func held(by reader: DOTReader, reading dot: String, key: String) throws
            -> (graph: String, node: String, value: String, isHTML: Bool) {
            GraphvizMessages.reserve(GraphvizMessages.capacity(forInputOf: dot.utf8.count))
            let graph = try #require(reader.read(dot))
            defer { agclose(graph) }
            let node = try #require(agfstnode(graph))
            let value = try #require(key.withCString { agget(UnsafeMutableRawPointer(node), UnsafeMutablePointer(mutating: $0)) })
            return (String(cString: agnameof(UnsafeMutableRawPointer(graph))), String(cString: agnameof(UnsafeMutableRawPointer(node))),
                    String(cString: value), aghtmlstr(value) != 0)
        }

        // MARK: Random graphs

        static let pieces: [String] = [
            "a", "Z", "0", "9", " ", "_", "-", ".", ",", ";", "=", "[", "]", "{", "}", "|", "+", "%", "&", "'", "#",
            "\"", "\\", "\\N", "\\G", "\\l", "\\n", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "<", ">", "<b>",
            "é", "日本", "🚀", "\u{FFFE}", "node", "edge", "->", "--", "//", "/*", "0.5",
        ]

        static func randomText(_ random: inout SplitMix64) -> String {
            if random.percent(3) { return String(repeating: "long\\\"", count: 1_500) }
            return (0..<random.below(9)).map { _ in random.pick(pieces) }.joined()
        }

        static func randomValue(_ random: inout SplitMix64) -> AttributeValue {
            switch random.below(6) {
            case 0: return .html("<B>" + HTMLLabel.escape(randomText(&random)) + "</B>")
            case 1: return .number(random.pick([0, 1, -3, 0.25, 1.5e-7, 12_345.678, 1e20, -0.0]))
            case 2: return .bool(random.percent(50))
            case 3: return .raw(random.pick(["box", "ellipse", "plaintext", "invis", "not an identifier", "node", randomText(&random)]))
            case 4: return .tooltip(randomText(&random))
            default: return .string(randomText(&random))
            }
        }

        static func randomAttributes(_ random: inout SplitMix64, count: Int) -> Attributes {
            var attributes: Attributes = [:]
            for _ in 0..<count {
                switch random.below(6) {
                case 0: attributes["label"] = randomValue(&random)
                case 1: attributes["tooltip"] = .tooltip(randomText(&random))
                case 2: attributes["color"] = random.pick([.string("red"), .raw("blue"), .string(randomText(&random))])
                case 3: attributes["fontsize"] = .number(random.pick([8, 10.5, 14]))
                case 4: attributes["style"] = random.pick([.raw("dashed"), .raw("bold"), .string("rounded,filled")])
                default: attributes[random.pick(["data", "my key", "node", "_x", randomText(&random)])] = randomValue(&random)
                }
            }
            return attributes
        }

        static func randomGraph(_ random: inout SplitMix64, pinned: Bool) -> Graph {
            let ids = (0..<(1 + random.below(7))).map { index in random.percent(70) ? "n\(index)" : randomText(&random) + "\(index)" }
            var graph = Graph(id: randomText(&random), isDirected: pinned || random.percent(70))
            graph.attributes = randomAttributes(&random, count: random.below(3))
            if pinned {
                graph.attributes["layout"] = .raw("nop2")
                graph.attributes["splines"] = .raw("line")
            }
            if random.percent(30) { graph.attributes["charset"] = "latin1" }
            graph.nodeDefaults = randomAttributes(&random, count: random.below(3))
            graph.edgeDefaults = randomAttributes(&random, count: random.below(2))
            if random.percent(20) { graph.edgeDefaults["key"] = .string(randomText(&random)) }
            for (index, id) in ids.enumerated() {
                var attributes = randomAttributes(&random, count: random.below(4))
                if pinned { attributes["pos"] = .string("\(index * 90),\(random.below(400) - 200)!") }
                graph.nodes.append(Node(id, attributes))
                if random.percent(10) { graph.nodes.append(Node(id, randomAttributes(&random, count: 1))) }
            }
            if !pinned && random.percent(40) {
                graph.subgraphs.append(Subgraph(attributes: random.percent(70) ? ["rank": .raw("same")] : ["rank": .raw("min"), "color": "red"],
                                                nodeIDs: (0..<random.below(3)).map { _ in random.pick(ids) }))
            }
            for _ in 0..<random.below(2 * ids.count + 1) {
                let tail = random.pick(ids)
                var head = random.percent(10) ? randomText(&random) + "new" : random.pick(ids)
                if pinned && (head == tail || !ids.contains(head)) { head = ids[(ids.firstIndex(of: tail)! + 1) % ids.count] }
                guard !(pinned && head == tail) else { continue }
                var attributes = randomAttributes(&random, count: random.below(3))
                if pinned { attributes["label"] = nil }
                if random.percent(15) { attributes["key"] = .string(random.pick(["k", randomText(&random)])) }
                graph.edges.append(Edge(from: tail, to: head, attributes))
            }
            return graph
        }
    }
}
