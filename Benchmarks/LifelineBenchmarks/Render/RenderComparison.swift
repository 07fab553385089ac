import Foundation
@_spi(InProcess) import LifelineGraphviz

/// The former `RenderBenchmark` executable, now `LifelineBenchmarks render` (`make bench-render`):
/// times the in-process renderer against `dot -Tsvg` run as a subprocess, on the same DOT.
///
/// `render [file.dot ...]`: without files, Lifeline's own diagrams of model runs (see
/// RealDiagrams), plus synthetic `dot`-laid-out chains of 10, 100 and 1,000 events (a baseline
/// that shows what a computed layout costs). Prints a Markdown table of medians.
/// `render --emit-dot N` prints the generated diagram of N events instead, to look at;
/// `render --memory [N] [file.dot ...]` reports resident memory over N renders of each diagram.
enum RenderComparison {
    /// One diagram to time.
    struct Case {
        let name: String
        let dot: String
    }

    static func run(_ arguments: [String]) -> Never {
        if arguments.first == "--emit-dot" {
            guard arguments.count == 2, let events = Int(arguments[1]), events >= 0 else {
                fail("usage: render --emit-dot N", status: 2)
            }
            print(SequenceDOT.make(events: events), terminator: "")
            exit(0)
        }
        if arguments.first == "--memory" {
            let renders = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
            let files = arguments.dropFirst(2)
            do {
                let cases = try files.isEmpty
                    ? MainActor.assumeIsolated { RealDiagrams.cases() }
                    : files.map { (name: $0, dot: try String(contentsOfFile: $0, encoding: .utf8)) }
                try MemoryCheck.run(cases, renders: renders)
            } catch {
                fail("\(error)", status: 1)
            }
            exit(0)
        }
        let cases = arguments.isEmpty
            ? MainActor.assumeIsolated { RealDiagrams.cases() }.map { Case(name: $0.name, dot: $0.dot) }
                + [10, 100, 1_000].map {
                    Case(name: "synthetic chain, \($0.formatted()) events", dot: SequenceDOT.make(events: $0))
                }
            : arguments.map { file in
                guard let dot = try? String(contentsOfFile: file, encoding: .utf8) else {
                    fail("cannot read \(file)", status: 2)
                }
                return Case(name: file, dot: dot)
            }
        do {
            try table(cases)
        } catch {
            fail("\(error)", status: 1)
        }
        exit(0)
    }

    private static func table(_ cases: [Case]) throws {
        let renderer = GraphvizRenderer.shared
        let dot = DotProcess.find()
        let scratch = try ScratchDirectory(prefix: "render-benchmark")

        let first = try milliseconds { _ = try renderer.renderInProcess(dot: "digraph { a -> b }") }
        print("Graphviz \(renderer.version) in process; first call (loading plugins): "
              + String(format: "%.1f ms", first))
        if dot == nil { print("`dot` not found on PATH: subprocess column left empty.") }
        print("")
        print("| diagram | in-process ms | `dot -Tsvg` subprocess ms | ratio (subprocess / in-process) |")
        print("|---:|---:|---:|---:|")

        var differing: [String] = []
        for item in cases {
            let file = scratch.file("graph.dot")
            try item.dot.write(toFile: file, atomically: true, encoding: .utf8)
            let timing = try RenderTiming.measure(dot: item.dot, file: file, subprocess: dot)
            if !timing.identical { differing.append(item.name) }
            let subprocessText = timing.subprocess.map { String(format: "%.1f", $0.median) } ?? "–"
            let ratioText = timing.ratio.map { String(format: "%.1f×", $0) } ?? "–"
            print("| \(item.name) | \(String(format: "%.1f", timing.inProcess.median)) | \(subprocessText) | \(ratioText) |")
        }
        print("")
        print("Medians of 5 to 25 runs each, after one warm-up render.")
        if dot != nil {
            print(differing.isEmpty
                  ? "The in-process SVG was byte-identical to `dot -Tsvg`'s for every graph."
                  : "The in-process SVG differed from `dot -Tsvg`'s for: \(differing.joined(separator: ", ")).")
        }
    }
}

/// Medians of the in-process renderer and of `dot -Tsvg` on one DOT text, shared by
/// `render` and the suite's diagram figures.
struct RenderTiming {
    let inProcess: Samples
    let subprocess: Samples?
    /// Whether both produced the same SVG bytes (true when there is no `dot` to compare with).
    let identical: Bool

    /// Subprocess time over in-process time: how many times faster rendering in process is.
    var ratio: Double? { subprocess.map { $0.median / inProcess.median } }

    static func measure(dot text: String, file: String, subprocess dot: DotProcess?) throws -> RenderTiming {
        let renderer = GraphvizRenderer.shared
        let inProcessOutput = try renderer.renderInProcess(dot: text)
        let runs = runCount(forMilliseconds: try milliseconds { _ = try renderer.renderInProcess(dot: text) })
        let identical = try dot.map { try $0.svg(of: file) == inProcessOutput } ?? true
        // Alternating, so that a change in the machine's load falls on both columns alike.
        var inProcess: [Double] = [], subprocess: [Double] = []
        for _ in 0..<runs {
            inProcess.append(try milliseconds { _ = try renderer.renderInProcess(dot: text) })
            if let dot { subprocess.append(try milliseconds { _ = try dot.svg(of: file) }) }
        }
        return RenderTiming(inProcess: Samples(inProcess),
                            subprocess: subprocess.isEmpty ? nil : Samples(subprocess), identical: identical)
    }
}
