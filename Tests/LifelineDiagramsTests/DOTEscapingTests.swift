import Lifeline
import LifelineDiagrams
import Testing

/// Hostile text in every place the encoder writes strings: it must decode back to itself and
/// leave the statement structure untouched.
struct DOTEscapingTests {
    @Test(arguments: HostileNames.all)
    func hostileTextRoundTripsAndCannotEndItsString(_ name: String) {
        let graph = Graph(
            id: name,
            attributes: ["label": .string(name)],
            nodes: [Node(name, ["label": .string(name), "tooltip": .string(name)]), Node("plain")],
            edges: [Edge(from: name, to: "plain", ["label": .string(name)])],
            subgraphs: [.sameRank([name, "plain"])])
        let reader = DOTReader(DOTEncoder.encode(graph))
        #expect(reader.problems.isEmpty)
        // NUL and the other C0 controls are the one documented exception: they become
        // visible control pictures, because no DOT string can carry them.
        let expected = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\n" && scalar != "\r" && scalar != "\t"
                ? Unicode.Scalar(0x2400 + scalar.value)! : scalar
        }))
        #expect(reader.strings == [expected, "UTF-8", expected, expected, expected, expected, "plain",
                                   expected, "plain", expected, "plain", expected])
        #expect(reader.skeleton == """
            digraph "…" {
              graph [charset="…", label="…"];
              "…" [label="…", tooltip="…"];
              "…";
              { rank=same; "…"; "…"; }
              "…" -> "…" [label="…"];
            }

            """)
    }

    @Test func noBackslashSequenceSurvivesFromUserText() {
        let text = DOTEncoder.encode(Graph(id: "g", nodes: [Node("n", ["label": "\\N \\G \\E \\T \\H \\L \\l \\r \\n"])]))
        #expect(text.contains(#"label="\\N \\G \\E \\T \\H \\L \\l \\r \\n""#))
    }

    @Test func hostileObjectNamesStayInsideTheirStringsInEveryDiagram() {
        let trace = HostileNames.trace()
        let graphs = [
            SequenceDiagram(trace: trace).graph,
            StateDiagram(trace: trace).graph,
            ComparisonDiagram(runs: [(name: "one \"quoted\" name", trace: trace), (name: "<b>two</b>", trace: trace)]).graph,
        ]
        for graph in graphs {
            let text = DOTEncoder.encode(graph)
            let reader = DOTReader(text)
            #expect(reader.problems.isEmpty)
            // Every statement line keeps its shape: a quoted id, an edge or a subgraph.
            for line in reader.skeleton.split(separator: "\n").dropFirst().dropLast() {
                let ok = line.hasPrefix("  graph [") || line.hasPrefix("  node [") || line.hasPrefix("  edge [")
                    || line.hasPrefix("  \"…\";") || line.hasPrefix("  \"…\" [") || line.hasPrefix("  \"…\" -> \"…\"")
                    || line.hasPrefix("  { rank=same;")
                #expect(ok, "unexpected statement: \(line)")
                #expect(line.hasSuffix(";") || line.hasSuffix("}"), "statement not closed: \(line)")
            }
            #expect(reader.htmlTags.isSubset(of: ["B", "/B", "BR/", "FONT", "/FONT"]), "\(reader.htmlTags)")
            #expect(!reader.skeleton.contains("script"))
        }
    }
}
