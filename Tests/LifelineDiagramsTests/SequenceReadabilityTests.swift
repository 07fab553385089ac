import LifelineDiagrams
import LifelineTrace
import Testing

/// Tall and long sequence diagrams stay readable: the headers come back every screenful of
/// rows, and a folded flow says what its folds repeat and how often.
struct SequenceReadabilityTests {
    private static func headers(_ graph: Graph) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for node in graph.nodes {
            let isHeader = node.id == "time" || node.id == "r" || (node.id.hasPrefix("o") && Int(node.id.dropFirst()) != nil)
            let repeatPrefix = node.id.firstIndex(of: "_").map { String(node.id[...$0]) }
            guard isHeader || (node.id.hasPrefix("h") && repeatPrefix != nil) else { continue }
            guard case .string(let label) = node.attributes["label"] else { continue }
            rows[isHeader ? "" : repeatPrefix!, default: []].append(label)
        }
        return rows
    }

    @Test func headersRepeatEveryFortyRowsWithTheSameLabels() throws {
        let trace = NavigationTrace.flow()
        let diagram = SequenceDiagram(trace: trace)
        #expect(!diagram.isFolded)
        let headers = Self.headers(diagram.graph)
        // 153 rows: again before rows 40, 80 and 120 (33 rows follow the last, more than 10).
        #expect(headers.keys.sorted() == ["", "h1_", "h2_", "h3_"])
        for prefix in ["h1_", "h2_", "h3_"] { #expect(headers[prefix] == headers[""]) }
        // Each repeat sits between the rows it separates, in its lane's column.
        let layout = Layout(diagram.graph)
        let rows = diagram.graph.nodes.map(\.id).filter(Layout.isRow)
        for (index, prefix) in ["h1_", "h2_", "h3_"].enumerated() {
            let above = rows[40 * (index + 1) - 1], below = rows[40 * (index + 1)]
            #expect(layout.y(above) > layout.y(prefix + "o1") && layout.y(prefix + "o1") > layout.y(below))
            #expect(layout.x(prefix + "o1") == layout.x("o1"))
        }
    }

    @Test func shortDiagramsKeepOneRowOfHeaders() {
        let trace = NavigationTrace.flow()
        var short = trace
        short.events = TraceEvents(trace.events.prefix(45))
        // 45 rows: a repeat before row 40 would head only 5 rows.
        #expect(Self.headers(SequenceDiagram(trace: short).graph).keys.sorted() == [""])
    }

    @Test func aFoldedCycleSaysWhatRepeatsAndHowOftenAndShowsOnlyTheLifelinesOfWhatItKeeps() throws {
        let flow = NavigationTrace()
        flow.launch()
        for cycle in 0..<200 {
            flow.transition(from: flow.home, to: flow.detail, loads: cycle == 0)
            flow.transition(from: flow.detail, to: flow.home, loads: false)
        }
        let trace = flow.trace
        let diagram = SequenceDiagram(trace: trace)
        #expect(diagram.isFolded)
        let labels = FoldingTests.labels(diagram.graph)
        let fold = try #require(labels.first { $0.contains("repeating earlier turns") })
        // Cycle 1 and cycle 2's push are shown (the first push loads detail); from cycle 2's pop on,
        // every turn repeats one shown: 199 pops, 198 pushes.
        #expect(fold == "turns 7–801: 795 turns repeating earlier turns (home.beginAppearanceTransition(true, animated: true) ×199, "
            + "detail.beginAppearanceTransition(false, animated: true) ×199, nav.view.addSubview(home.view) ×199, "
            + "3 other calls), 11,921 events folded")
        // The lifelines are those of the rows kept: settings never appears, so it has none.
        let shown = Set(diagram.graph.nodes.compactMap { node -> Int? in
            guard node.id.hasPrefix("e"), let sequence = Int(node.id.dropFirst()) else { return nil }
            return trace.event(sequence).object?.rawValue
        })
        let lifelines = Set(diagram.graph.nodes.compactMap { $0.id.hasPrefix("o") ? Int($0.id.dropFirst()) : nil })
        #expect(lifelines == shown)
        #expect(!labels.contains { $0.hasPrefix("settings\n") })
    }
}
