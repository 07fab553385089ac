import LifelineDiagrams
import Testing

/// The DOT encoder on small graphs: exact output, attribute order and value spelling.
struct DOTEncoderTests {
    @Test func encodesASmallDigraphExactly() {
        let graph = Graph(
            id: "g",
            attributes: ["rankdir": .raw("TB"), "label": "A title"],
            nodeDefaults: ["shape": .raw("box"), "fontname": "Helvetica"],
            edgeDefaults: ["arrowsize": 0.6],
            nodes: [Node("a", ["label": "first"]), Node("b")],
            edges: [Edge(from: "a", to: "b", ["style": .raw("dashed"), "weight": 100])],
            subgraphs: [.sameRank(["a", "b"])])
        #expect(DOTEncoder.encode(graph) == """
            digraph "g" {
              graph [charset="UTF-8", rankdir=TB, label="A title"];
              node [shape=box, fontname="Helvetica"];
              edge [arrowsize=0.6];
              "a" [label="first"];
              "b";
              { rank=same; "a"; "b"; }
              "a" -> "b" [style=dashed, weight=100];
            }

            """)
    }

    @Test func encodesAnUndirectedGraphWithoutDefaults() {
        let graph = Graph(id: "u", isDirected: false, nodes: [Node("x"), Node("y")], edges: [Edge(from: "x", to: "y")])
        #expect(DOTEncoder.encode(graph) == """
            graph "u" {
              graph [charset="UTF-8"];
              "x";
              "y";
              "x" -- "y";
            }

            """)
    }

    @Test func settingAKeyAgainReplacesItInPlace() {
        var attributes: Attributes = ["a": 1, "b": 2, "c": 3]
        attributes["a"] = "again"
        attributes["d"] = true
        attributes["b"] = nil
        #expect(attributes.map(\.key) == ["a", "c", "d"])
        #expect(attributes["a"] == .string("again"))
        let literal: Attributes = ["x": 1, "y": 2, "x": 3]
        #expect(literal.map(\.key) == ["x", "y"])
        #expect(literal["x"] == .number(3))
        #expect(attributes.merging(["c": false, "e": .raw("box")]).map(\.key) == ["a", "c", "d", "e"])
    }

    @Test func spellsValuesByKind() {
        let node = Node("n", [
            "integer": 3, "fraction": 0.25, "negative": -1.5, "huge": .number(1e20), "tiny": .number(1e-7),
            "flag": false, "keyword": .raw("box"), "bad keyword": .raw("a b\"c"), "graph": .raw("node"),
            "html": .html("<B>x</B>"),
        ])
        let text = DOTEncoder.encode(Graph(id: "v", nodes: [node]))
        #expect(text.contains(#""n" [integer=3, fraction=0.25, negative=-1.5, huge="1e+20", tiny="1e-07", flag=false, keyword=box, "bad keyword"="a b\"c", "graph"="node", html=<<B>x</B>>];"#))
    }

    @Test func alwaysDeclaresUTF8AndOnlyOnce() {
        let graph = Graph(id: "c", attributes: ["charset": "latin1", "label": "é"])
        let text = DOTEncoder.encode(graph)
        #expect(text.contains(#"graph [charset="UTF-8", label="é"];"#))
        #expect(!text.contains("latin1"))
    }

    @Test func isDeterministic() {
        let graph = Graph(id: "d", attributes: ["a": 1, "b": 2], nodes: (1...50).map { Node("n\($0)", ["label": .string("\($0)")]) })
        #expect(DOTEncoder.encode(graph) == DOTEncoder.encode(graph))
    }

    @Test func escapesHTMLText() {
        #expect(HTMLLabel.escape("<b>\"Tom\" & 'Jerry'</b>") == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(HTMLLabel.escape("a\u{0}b\u{7F}") == "a\u{2400}b\u{2421}")
        // Graphviz substitutes `\N` and `\G` even in HTML text; `\\N` reads back as `\N`.
        #expect(HTMLLabel.escape(#"\N \G \\"#) == #"\\N \\G \\\\"#)
        #expect(HTMLLabel.escape("🚀 مرحبا") == "🚀 مرحبا")
    }
}

extension DOTEncoderTests {
    /// Graphviz rejects quoted strings over 16 KiB: long text is split with `+`, never inside
    /// an escape, and reads back whole.
    @Test func splitsLongStringsIntoConcatenatedChunks() {
        let long = String(repeating: "ab\"\\", count: 6_000) + "🚀"
        let text = DOTEncoder.encode(Graph(id: "g", nodes: [Node("n", ["label": .string(long)])]))
        let reader = DOTReader(text)
        #expect(reader.problems.isEmpty)
        #expect(reader.strings.contains(long))
        #expect(text.contains("\" + \""))
        for chunk in text.components(separatedBy: "\" + \"") { #expect(chunk.utf8.count < 16_384) }
    }

    /// Graphviz reads tooltips' escapes twice, so a tooltip's backslashes are doubled first.
    @Test func tooltipsDoubleBackslashesOnceMore() {
        #expect(AttributeValue.tooltip("plain") == .string("plain"))
        #expect(AttributeValue.tooltip(#"a\Nb"#) == .string(#"a\\Nb"#))
        let text = DOTEncoder.encode(Graph(id: "g", nodes: [Node("n", ["tooltip": .tooltip(#"a\Nb"#)])]))
        #expect(text.contains(#"tooltip="a\\\\Nb""#))
    }

    @Test func shortensTextForHTMLLabels() {
        #expect(HTMLLabel.shortened("short") == "short")
        #expect(HTMLLabel.shortened(String(repeating: "x", count: 100), limit: 10) == "xxxxxxxxx…")
    }
}
