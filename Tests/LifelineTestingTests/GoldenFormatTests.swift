import Foundation
import Lifeline
import LifelineDiagrams
@testable import LifelineTesting
import Testing

/// The trace's golden formats (`.text`, `.json`, `.dot`, `.mermaid`) through the one assertion: the
/// file each writes, a golden that passes, one that fails with its exact message and diff, and
/// every record mode writing exactly the expected file.
@Suite("Golden formats")
struct GoldenFormatTests {
    /// Each format with the file it writes for `Fixtures.small`, spelled out.
    enum Kind: String, CaseIterable, Sendable {
        case text, json, dot, mermaid

        var format: GoldenFormat<Trace> {
            switch self {
            case .text: return .text
            case .json: return .json
            case .dot: return .dot
            case .mermaid: return .mermaid
            }
        }

        var pathExtension: String {
            switch self {
            case .text: return "trace"
            case .json: return "json"
            case .dot: return "dot"
            case .mermaid: return "mmd"
            }
        }

        /// `Fixtures.small` in this format, as its golden file holds it.
        var small: String {
            switch self {
            case .text: return Fixtures.smallText
            case .json: return GoldenFormatFixtures.smallJSON
            case .dot: return GoldenFormatFixtures.smallDOT
            case .mermaid: return GoldenFormatFixtures.smallMermaid
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func eachFormatHasItsExtension(_ kind: Kind) {
        #expect(kind.format.pathExtension == kind.pathExtension)
        #expect(kind.format.encode(Fixtures.small) == kind.small)
    }

    @Test(arguments: Kind.allCases)
    func matchingGoldenPasses(_ kind: Kind) {
        let sandbox = Sandbox()
        sandbox.write(kind.small, to: sandbox.goldenPath("load", pathExtension: kind.pathExtension))
        let failures = sandbox.run { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }
        #expect(failures.isEmpty)
        #expect(sandbox.files() == ["golden/GoldenFormatTests/matchingGoldenPasses.load.\(kind.pathExtension)"])
    }

    // MARK: Record modes, in every format

    @Test(arguments: Kind.allCases)
    func missingModeWritesExactlyTheFormatsFile(_ kind: Kind) {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: kind.pathExtension)
        let failures = sandbox.run(record: .missing) { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }
        #expect(failures.map(\.message).first?.hasPrefix("""
            Recorded golden trace for "load" (record mode: missing): there was none.
            wrote: \(golden)
            """) == true)
        #expect(sandbox.files() == ["golden/GoldenFormatTests/missingModeWritesExactlyTheFormatsFile.load.\(kind.pathExtension)"])
        #expect(sandbox.read(golden) == kind.small)
        // Recorded, it passes.
        #expect(sandbox.run { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }.isEmpty)
    }

    @Test(arguments: Kind.allCases)
    func neverModeWritesOnlyTheActualFile(_ kind: Kind) {
        let sandbox = Sandbox()
        let failures = sandbox.run(record: .never) { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }
        #expect(failures.map(\.message).first?.hasPrefix("No golden trace for \"load\" (record mode: never).\n") == true)
        #expect(sandbox.files() == ["actual/GoldenFormatTests/neverModeWritesOnlyTheActualFile.load.\(kind.pathExtension)"])
        #expect(sandbox.read(sandbox.actualPath("load", pathExtension: kind.pathExtension)) == kind.small)
    }

    @Test(arguments: Kind.allCases)
    func failedModeRewritesADifferingGoldenAndKeepsAMatchingOne(_ kind: Kind) {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: kind.pathExtension)
        sandbox.write(kind.format.encode(Fixtures.larger), to: golden)
        let rewritten = sandbox.run(record: .failed) { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }
        #expect(rewritten.first?.message.hasPrefix("Recorded golden trace for \"load\" (record mode: failed): it differed.\n") == true)
        #expect(sandbox.read(golden) == kind.small)
        #expect(sandbox.run(record: .failed) { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }.isEmpty)
        #expect(sandbox.files() == ["golden/GoldenFormatTests/failedModeRewritesADifferingGoldenAndKeepsAMatchingOne.load.\(kind.pathExtension)"])
    }

    @Test(arguments: Kind.allCases)
    func allModeRewritesEvenAMatchingGolden(_ kind: Kind) {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: kind.pathExtension)
        sandbox.write(kind.small, to: golden)
        let failures = sandbox.run(record: .all) { assertTrace(of: Fixtures.small, as: kind.format, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Recorded golden trace for "load" (record mode: all): unchanged.
            wrote: \(golden)
            Recording checks nothing: review the golden file, commit it and run again without recording.
            """])
        #expect(sandbox.read(golden) == kind.small)
    }

    // MARK: Failures, with their diffs

    @Test func jsonDifferenceShowsTheEventLines() {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: "json"), actual = sandbox.actualPath("load", pathExtension: "json")
        sandbox.write(GoldenFormatFixtures.smallJSON, to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.larger, as: .json, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Trace "load" differs from its golden (record mode: never).
            golden: \(golden)
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -7,6 +7,7 @@
                 { "id" : 1, "name" : "a", "class" : "ViewController", "role" : "viewController" }
               ],
               "events" : [
            -    { "seq" : 1, "turn" : 0, "kind" : "callback", "name" : "viewDidLoad()", "object" : 1, "objectName" : "a", "arguments" : [ ], "parent" : null, "cause" : null }
            +    { "seq" : 1, "turn" : 0, "kind" : "callback", "name" : "viewDidLoad()", "object" : 1, "objectName" : "a", "arguments" : [ ], "parent" : null, "cause" : null },
            +    { "seq" : 2, "turn" : 0, "kind" : "callback", "name" : "viewWillAppear(_:)", "object" : 1, "objectName" : "a", "arguments" : [ false ], "parent" : null, "cause" : null }
               ]
             }
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """])
        #expect(sandbox.read(actual) == JSONTraceFormat.encode(Fixtures.larger))
        #expect(sandbox.read(golden) == GoldenFormatFixtures.smallJSON)
    }

    /// JSON is read back, as text traces are: a golden laid out otherwise still matches, and one
    /// that is not a trace is corrupted, where it says.
    @Test func jsonGoldenIsReadBack() {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: "json")
        let compact = GoldenFormatFixtures.smallJSON.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        sandbox.write(compact, to: golden)
        #expect(sandbox.run { assertTrace(of: Fixtures.small, as: .json, matches: "load") }.isEmpty)

        sandbox.write(GoldenFormatFixtures.smallJSON.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 9"), to: golden)
        let actual = sandbox.actualPath("load", pathExtension: "json")
        let failures = sandbox.run { assertTrace(of: Fixtures.small, as: .json, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Golden trace for "load" is corrupted (record mode: never).
            golden: \(golden):3:15: format version 9 is newer than this Lifeline understands; \
            this Lifeline reads versions 1 to 4: update Lifeline, or re-record the golden with this one
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -1,6 +1,6 @@
             {
               "format" : "lifeline-trace",
            -  "version" : 9,
            +  "version" : 2,
               "ios" : 16,
               "scenario" : null,
               "objects" : [
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """])
    }

    @Test func dotDifferenceShowsTheChangedNode() {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: "dot"), actual = sandbox.actualPath("load", pathExtension: "dot")
        sandbox.write(GoldenFormatFixtures.smallDOT.replacingOccurrences(of: "[label=\"viewDidLoad()\"", with: "[label=\"loadView()\""),
                      to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.small, as: .dot, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Trace "load" differs from its golden (record mode: never).
            golden: \(golden)
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -5,7 +5,7 @@
               "time" [label="turn", shape=plaintext, fontsize=10, pos="27,0!"];
               "o1" [label="a\\nViewController", style="filled", fillcolor="#e8e8e8", tooltip="a: ViewController", pos="126,0!"];
               "t1" [label="turn 0", style="filled", fillcolor="#e8e8e8", color="#c8c8c8", fontsize=10, pos="27,-39!"];
            -  "e1" [label="loadView()", width=1.32, style="rounded", tooltip="#1, turn 0: a.viewDidLoad()", pos="126,-39!"];
            +  "e1" [label="viewDidLoad()", width=1.32, style="rounded", tooltip="#1, turn 0: a.viewDidLoad()", pos="126,-39!"];
               "l_time" [shape=point, width=0.01, height=0.01, style=invis, pos="27,-58!"];
               "l_o1" [shape=point, width=0.01, height=0.01, style=invis, pos="126,-58!"];
               "time" -> "l_time" [style=dashed, color="#c8c8c8", arrowhead=none];
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """])
        #expect(sandbox.read(actual) == GoldenFormatFixtures.smallDOT)
    }

    /// DOT and Mermaid are not read back: only equal text matches, so a golden that differs in
    /// layout alone fails rather than being called corrupted.
    @Test func diagramGoldensMatchOnlyEqualText() {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: "dot")
        sandbox.write(GoldenFormatFixtures.smallDOT.replacingOccurrences(of: "  ", with: "    "), to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.small, as: .dot, matches: "load") }
        #expect(failures.first?.message.hasPrefix("Trace \"load\" differs from its golden (record mode: never).\n") == true)
    }

    @Test func mermaidDifferenceShowsTheTitleAndTheNewMessage() {
        let sandbox = Sandbox()
        let golden = sandbox.goldenPath("load", pathExtension: "mmd"), actual = sandbox.actualPath("load", pathExtension: "mmd")
        sandbox.write(GoldenFormatFixtures.smallMermaid, to: golden)
        let failures = sandbox.run { assertTrace(of: Fixtures.larger, as: .mermaid, matches: "load") }
        #expect(failures.map(\.message) == ["""
            Trace "load" differs from its golden (record mode: never).
            golden: \(golden)
            actual: \(actual)
            --- \(golden)
            +++ \(actual)
            @@ -1,6 +1,7 @@
             sequenceDiagram
            -    title trace · iOS 16 · 1 event
            +    title trace · iOS 16 · 2 events
                 participant U as UIKit
                 participant P1 as a (ViewController)
                 Note over U,P1: turn 0
                 U->>P1: viewDidLoad()
            +    U->>P1: viewWillAppear(false)
            To accept the actual trace: LIFELINE_RECORD=failed swift test, then review and commit the golden file.
            """])
    }

    // MARK: Other values, other places

    @Test func anyDiagramsGraphAsDOT() {
        let sandbox = Sandbox()
        let graph = StateDiagram(trace: Fixtures.roundTrip).graph
        let recorded = sandbox.run(record: .missing) { assertGolden(of: graph, as: .dot, matches: "states") }
        #expect(recorded.count == 1)
        #expect(sandbox.read(sandbox.goldenPath("states", pathExtension: "dot")) == DOTEncoder.encode(graph))
        #expect(sandbox.run { assertGolden(of: graph, as: .dot, matches: "states") }.isEmpty)
    }

    @Test func goldenAtAnExplicitPath() {
        let sandbox = Sandbox()
        let golden = sandbox.root + "/Samples/scenarios/load.trace", actual = sandbox.actualDirectory + "/load.trace"
        let line = #line + 1
        let missing = sandbox.run { assertGolden(of: Fixtures.small, as: .text, atPath: golden) }
        #expect(missing.map(\.message).first?.hasPrefix("""
            No golden trace for "load.trace" (record mode: never).
            golden: \(golden) (missing)
            actual: \(actual)
            """) == true)
        #expect(missing.first?.location.line == line)
        #expect(sandbox.read(actual) == Fixtures.smallText)

        let recorded = sandbox.run(record: .failed) { assertGolden(of: Fixtures.small, as: .text, atPath: golden) }
        #expect(recorded.first?.message.hasPrefix("Recorded golden trace for \"load.trace\" (record mode: failed): there was none.\n") == true)
        #expect(sandbox.read(golden) == Fixtures.smallText)
        #expect(sandbox.run { assertGolden(of: Fixtures.small, as: .text, atPath: golden) }.isEmpty)
        #expect(verifyGolden(of: Fixtures.larger, as: .text, atPath: golden, record: .never)?
            .hasPrefix("Trace \"load.trace\" differs from its golden (record mode: never).\n") == true)
    }
}

/// `Fixtures.small` in the formats other than text, spelled out so that a change in any encoder
/// shows here first.
enum GoldenFormatFixtures {
    static let smallJSON = """
        {
          "format" : "lifeline-trace",
          "version" : 2,
          "ios" : 16,
          "scenario" : null,
          "objects" : [
            { "id" : 1, "name" : "a", "class" : "ViewController", "role" : "viewController" }
          ],
          "events" : [
            { "seq" : 1, "turn" : 0, "kind" : "callback", "name" : "viewDidLoad()", "object" : 1, "objectName" : "a", "arguments" : [ ], "parent" : null, "cause" : null }
          ]
        }

        """

    static let smallDOT = """
        digraph "sequence" {
          graph [charset="UTF-8", layout=nop2, splines=line, outputorder=edgesfirst, fontname="Helvetica", fontsize=12, labelloc=t, label="trace · iOS 16 · 1 event", comment="4 visible nodes, 6 in all"];
          node [fontname="Helvetica", fontsize=11, shape=box, height=0.3, margin="0.08,0.03"];
          edge [fontname="Helvetica", fontsize=9, arrowsize=0.6, color="#555555"];
          "time" [label="turn", shape=plaintext, fontsize=10, pos="27,0!"];
          "o1" [label="a\\nViewController", style="filled", fillcolor="#e8e8e8", tooltip="a: ViewController", pos="126,0!"];
          "t1" [label="turn 0", style="filled", fillcolor="#e8e8e8", color="#c8c8c8", fontsize=10, pos="27,-39!"];
          "e1" [label="viewDidLoad()", width=1.32, style="rounded", tooltip="#1, turn 0: a.viewDidLoad()", pos="126,-39!"];
          "l_time" [shape=point, width=0.01, height=0.01, style=invis, pos="27,-58!"];
          "l_o1" [shape=point, width=0.01, height=0.01, style=invis, pos="126,-58!"];
          "time" -> "l_time" [style=dashed, color="#c8c8c8", arrowhead=none];
          "o1" -> "l_o1" [style=dashed, color="#c8c8c8", arrowhead=none];
        }

        """

    static let smallMermaid = """
        sequenceDiagram
            title trace · iOS 16 · 1 event
            participant U as UIKit
            participant P1 as a (ViewController)
            Note over U,P1: turn 0
            U->>P1: viewDidLoad()

        """
}
