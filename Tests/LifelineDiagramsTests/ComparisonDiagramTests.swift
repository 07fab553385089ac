import LifelineScenarios
import LifelineDiagrams
import LifelineTesting
import Testing

/// The comparison grid: one column per strategy, one row per callback occurrence, skipped
/// callbacks as empty dashed cells.
@MainActor
struct ComparisonDiagramTests {
    static func loadPaths() -> [(name: String, trace: Trace)] {
        [Strategies.rootWindow, Strategies.directViewAccess, Strategies.appearanceTransition]
            .map { (name: $0.name, trace: $0.run()) }
    }

    @Test func threeLoadPathsMatchTheirGolden() {
        assertGolden(of: ComparisonDiagram(runs: Self.loadPaths()).graph, as: .dot, atPath: Goldens.path("compare-load-paths.dot"))
    }

    @Test func everyRowHasACellPerStrategyAndSkipsAreEmptyDashedCells() throws {
        let runs = Self.loadPaths()
        let comparison = TraceComparison(runs)
        let graph = ComparisonDiagram(runs: runs).graph
        let layout = Layout(graph)
        var emptyCells = 0
        for (index, row) in comparison.rows.enumerated() {
            let label = try #require(graph.node("r\(index + 1)c0"))
            #expect(label.attributes["label"] == .string(row.label))
            for (column, position) in row.positions.enumerated() {
                let cell = try #require(graph.node("r\(index + 1)c\(column + 1)"))
                if let position {
                    #expect(cell.attributes["label"] == .string(String(position)))
                } else {
                    emptyCells += 1
                    #expect(cell.attributes["label"] == .string(""))
                    #expect(cell.attributes["style"] == .string("dashed,filled"))
                }
            }
            // The whole row on one line, in column order, each cell under its header.
            let ids = (0...runs.count).map { "r\(index + 1)c\($0)" }
            #expect(Set(ids.map { layout.y($0) }).count == 1)
            #expect(ids.map { layout.x($0) } == (0...runs.count).map { layout.x("h\($0)") })
            #expect(ids.allSatisfy { graph.node($0)?.attributes["width"] == graph.node("h" + $0.split(separator: "c").last!)?.attributes["width"] })
        }
        let skipped = runs.indices.map { comparison.skipped(by: $0).count }.reduce(0, +)
        #expect(emptyCells == skipped)
        #expect(emptyCells > 0)
        #expect(graph.nodes.count == (comparison.rows.count + 1) * (runs.count + 1))
        #expect(graph.edges.isEmpty)
        #expect(graph.attributes["layout"] == .raw("nop2"))
    }

    @Test func longComparisonsFoldWhatAllStrategiesAgreeOn() {
        let long = NavigationTrace.long(events: 20_000)
        let short = NavigationTrace.flow()
        let runs = [(name: "long", trace: long), (name: "short", trace: short)]
        let comparison = TraceComparison(runs)
        let graph = ComparisonDiagram(runs: runs, options: .init(maxRows: 200)).graph
        let rows = graph.nodes.filter { $0.id.hasSuffix("c0") }.count
        #expect(comparison.rows.count > 200)
        #expect(rows <= 200)
        let labels = FoldingTests.labels(graph)
        #expect(labels.contains { $0.contains("all run in the same order") })
    }

    @Test func aSingleRunIsAGridWithoutSkips() {
        let graph = ComparisonDiagram(runs: [(name: "only", trace: Strategies.directViewAccess.run())]).graph
        #expect(!graph.nodes.contains { $0.attributes["style"] == .string("dashed,filled") })
    }
}
