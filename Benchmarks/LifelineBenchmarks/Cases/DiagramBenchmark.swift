import Foundation
import Lifeline
import LifelineDiagrams
@_spi(InProcess) import LifelineGraphviz

/// Item 4: the sequence diagram of a trace as DOT, and as SVG rendered in process against
/// `dot -Tsvg` run as a subprocess on the same DOT; and the whole way from a 100,000-event
/// trace to SVG, which folds.
enum DiagramBenchmark {
    static let sizes = [10, 100, 1_000]
    static let foldedSize = 100_000

    static func run(corpus: Trace, scratch: ScratchDirectory) throws -> [Figure] {
        var figures: [Figure] = []
        let dot = DotProcess.find()
        // The first render in a process loads Graphviz's plugins (about 10 ms); a user pays it
        // once per process, and the end-to-end figures include it.
        _ = try GraphvizRenderer.shared.renderInProcess(dot: "digraph { a -> b }")
        for size in sizes {
            let trace = TraceCorpus.prefix(corpus, events: size)
            let generation = Samples.timing(runs: size >= 1_000 ? 9 : 21) {
                blackHole(DOTEncoder.encode(SequenceDiagram(trace: trace).graph))
            }
            let diagram = SequenceDiagram(trace: trace)
            let text = DOTEncoder.encode(diagram.graph)
            let file = scratch.file("diagram-\(size).dot")
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let rendering = try RenderTiming.measure(dot: text, file: file, subprocess: dot)
            let label = "\(size.formatted()) events" + (diagram.isFolded ? " (folded)" : "")
            figures.append(Figure(.diagrams, "DOT generation, \(label)",
                                  value: String(format: "%.3f ms", generation.median),
                                  spread: generation.spread { String(format: "%.3f", $0) } + " ms"))
            figures.append(Figure(.diagrams, "SVG in process, \(label)",
                                  value: String(format: "%.1f ms", rendering.inProcess.median),
                                  budget: "< 2 s with DOT generation",
                                  verdict: .check(rendering.inProcess.median + generation.median < 2_000),
                                  spread: rendering.inProcess.spread { String(format: "%.1f", $0) } + " ms"))
            if let subprocess = rendering.subprocess, let ratio = rendering.ratio {
                let needed: Double? = size == 10 ? 5 : size == 100 ? 2 : nil
                figures.append(Figure(.diagrams, "`dot -Tsvg` subprocess, \(label)",
                                      value: String(format: "%.1f ms", subprocess.median),
                                      spread: subprocess.spread { String(format: "%.1f", $0) } + " ms"))
                figures.append(Figure(.diagrams, "subprocess / in process, \(label)",
                                      value: String(format: "%.1f×", ratio) + (rendering.identical ? "" : " (SVG differs)"),
                                      budget: needed.map { String(format: "≥ %.0f×", $0) } ?? "–",
                                      verdict: needed.map { .check(ratio >= $0) } ?? .reported))
            } else {
                figures.append(Figure(.diagrams, "`dot -Tsvg` subprocess, \(label)", value: "no `dot` on PATH",
                                      verdict: .notAvailable))
            }
        }
        let huge = TraceCorpus.prefix(corpus, events: foldedSize)
        let folded = try Samples.timing(runs: 5) {
            let text = DOTEncoder.encode(SequenceDiagram(trace: huge).graph)
            blackHole(try GraphvizRenderer.shared.renderInProcess(dot: text))
        }
        figures.append(Figure(.diagrams, "folded sequence diagram, \(foldedSize.formatted()) events, trace to SVG",
                              value: String(format: "%.0f ms", folded.median), budget: "< 2 s",
                              verdict: .check(folded.median < 2_000),
                              spread: folded.spread { String(format: "%.0f", $0) } + " ms"))
        return figures
    }

    static let notes = [
        "Traces are the first 10, 100, 1,000 and 100,000 events of the `TraceCorpus` run; diagrams are "
            + "Lifeline's sequence diagrams with default options (traces over 500 events fold).",
        "DOT generation: `SequenceDiagram(trace:)` then `DOTEncoder.encode`. Rendering: the same DOT text, "
            + "in process through libgvc and as `dot -Tsvg FILE` started with posix_spawn, alternating "
            + "run by run; the verdict notes when the two SVGs are not byte-identical. The in-process figure "
            + "excludes the one-time plugin loading (about 10 ms), which the end-to-end figures include.",
    ]
}
