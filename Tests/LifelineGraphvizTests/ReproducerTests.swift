import Foundation
import Testing
@testable import LifelineGraphviz

extension GraphvizRendererTests {
    /// Every input that crashed Graphviz through the raw-DOT API, replayed through it: each
    /// now ends in a clear error or a drawing, and this process carries on.
    ///
    /// The files in `Reproducers` are the minimised inputs (libFuzzer `-minimize_crash=1`),
    /// named for what they did to Graphviz 2.42. `upstream-` ones crash `dot -Tsvg` as well.
    struct ReproducerTests {
        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reproducers")

        /// What the raw-DOT API gives for each reproducer.
        enum Outcome: Equatable {
            /// The helper process died of this signal; the caller gets `.crashed`.
            case crashed(signal: Int32, name: String)
            /// Rendered: the SVG's text elements.
            case drawn(texts: [String])
            /// Undefined behaviour inside Graphviz (an out-of-bounds read or write): on one run the helper
            /// dies, on another it draws from whatever lay past the buffer (seen on CI's clean
            /// clone). Either way the caller carries on, with `.crashed` or a checked SVG.
            case crashedOrDrawn
        }

        static let expected: [String: Outcome] = [
            "upstream-null-dereference-twopi-cc-subgraph.dot": .crashed(signal: SIGSEGV, name: "SIGSEGV"),
            // RawDOTInProcess (session 2): a weighted color list whose fraction is not a number;
            // findStopColor dereferences null while emitting the fill (minimised by hand from three
            // fuzzer inputs, Fuzz/triage: upstream).
            "upstream-null-dereference-fillcolor-bad-fraction.dot": .crashed(signal: SIGSEGV, name: "SIGSEGV"),
            // Found while minimising the one above: an empty color list fails an assertion.
            "upstream-abort-bgcolor-empty-color-list.dot": .crashed(signal: SIGABRT, name: "SIGABRT"),
            "upstream-heap-overflow-fdp-cluster-edges.dot": .crashedOrDrawn,
            "upstream-wild-write-dot-newrank-node-in-two-clusters.dot": .crashedOrDrawn,
            // Reads freed memory inside dot's layout (AddressSanitizer sees it, with Graphviz's own
            // reader too); without a sanitizer the memory still holds what it held, and it draws.
            "upstream-use-after-free-dot-pack-clusters.dot": .drawn(texts: ["a", "b", "c", "d"]),
            // Session 5's review: with `pack`, dot frees each component's rank lists inside
            // gvLayout, so the double free of a labelled edge within one rank (RankListRepairTests)
            // happens before the engine's repair; glibc aborts on it here, or the helper retires.
            "upstream-double-free-dot-pack-labelled-flat-edges.dot": .crashedOrDrawn,
        ]

        static var files: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".dot") }.sorted()
        }

        /// fdp keeps state inside the library from one layout to the next, and its heap overflow
        /// spoils it: `dot -Tsvg` on a file holding this reproducer twice dies of SIGSEGV, and so does
        /// a process that renders it a few hundred times in process (null dereference in
        /// `fdp_layout`, seen by fuzzing RawDOTInProcess). A helper process that ran fdp ends after
        /// that render (`GraphvizHelper.retires(after:)`), so no render inherits what it left behind.
        @Test func aFaultThatNeedsAnEarlierRenderCannotReachTheCaller() throws {
            let dot = try String(contentsOf: Self.folder.appendingPathComponent(
                "upstream-heap-overflow-fdp-cluster-edges.dot"), encoding: .utf8)
            for _ in 0..<3 {
                do {
                    #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: dot)) != nil)
                } catch {
                    #expect(error.kind == .crashed, "\(error)")
                }
            }
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }

        @Test func everyReproducerHasAnExpectedOutcome() {
            #expect(Self.files == Self.expected.keys.sorted())
        }

        @Test(arguments: files)
        func replaysWithoutBringingDownTheCaller(file: String) throws {
            let dot = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            switch try #require(Self.expected[file]) {
            case .crashed(let signal, let name):
                #expect(throws: GraphvizError(kind: .crashed, message: """
                    Graphviz crashed on this DOT text (the helper process was killed by signal \(signal) (\(name))); \
                    the calling process is unaffected. Graphviz 2.42 has known faults on some malformed input.
                    """)) { try GraphvizRenderer.shared.renderSVG(dot: dot) }
            case .drawn(let texts):
                #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: dot)) == texts)
            case .crashedOrDrawn:
                do throws(GraphvizError) {
                    // renderSVG returns only SVG that passed its well-formedness and safety check.
                    #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: dot)) != nil)
                } catch {
                    #expect(error.kind == .crashed, "\(error)")
                }
            }
            // And the renderer still works, in the helper and in this process.
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
            #expect(try svgTexts(String(decoding: GraphvizRenderer.shared.renderInProcess(
                dot: SampleGraphs.small, engine: "dot", format: "svg"), as: UTF8.self))?.count == 3)
        }
    }
}
