import Foundation
import LifelineGraphviz

// Times the in-process renderer against `dot -Tsvg` run as a subprocess, on the same DOT.
// Usage: RenderBenchmark [file.dot ...]; without files, Lifeline's own diagrams of model runs
// (see RealDiagrams), plus synthetic `dot`-laid-out chains of 10, 100 and 1,000 events (a
// baseline that shows what a computed layout costs). Prints a Markdown table of medians.
// `RenderBenchmark --emit-dot N` prints the generated diagram of N events instead, to look at;
// `RenderBenchmark --memory [N]` reports resident memory over N renders of each real diagram.

struct Case {
    let name: String
    let dot: String
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("RenderBenchmark: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--emit-dot" {
    guard arguments.count == 2, let events = Int(arguments[1]), events >= 0 else {
        fail("usage: --emit-dot N", status: 2)
    }
    print(SequenceDOT.make(events: events), terminator: "")
    exit(0)
}
if arguments.first == "--memory" {
    // `RenderBenchmark --memory [N] [file.dot ...]`: resident memory over N renders (default
    // 1,000) of each real diagram kind, or of the given DOT files.
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
        + [10, 100, 1_000].map { Case(name: "synthetic chain, \($0.formatted()) events", dot: SequenceDOT.make(events: $0)) }
    : arguments.map { file in
        guard let dot = try? String(contentsOfFile: file, encoding: .utf8) else {
            fail("cannot read \(file)", status: 2)
        }
        return Case(name: file, dot: dot)
    }

let renderer = GraphvizRenderer.shared
let dot = DotProcess.find()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("render-benchmark-\(getpid())")

do {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let first = try milliseconds { _ = try renderer.render(dot: "digraph { a -> b }") }
    print("Graphviz \(renderer.version) in process; first call (loading plugins): "
          + String(format: "%.1f ms", first))
    if dot == nil { print("`dot` not found on PATH: subprocess column left empty.") }
    print("")
    print("| diagram | in-process ms | `dot -Tsvg` subprocess ms | ratio (subprocess / in-process) |")
    print("|---:|---:|---:|---:|")

    var differing: [String] = []
    for item in cases {
        let inProcessOutput = try renderer.render(dot: item.dot)
        let runs = runCount(forMilliseconds: try milliseconds { _ = try renderer.render(dot: item.dot) })
        let file = scratch.appendingPathComponent("graph.dot").path
        try item.dot.write(toFile: file, atomically: true, encoding: .utf8)
        if let dot, try dot.svg(of: file) != inProcessOutput { differing.append(item.name) }

        // Alternating, so that a change in the machine's load falls on both columns alike.
        var inProcess: [Double] = [], subprocess: [Double] = []
        for _ in 0..<runs {
            inProcess.append(try milliseconds { _ = try renderer.render(dot: item.dot) })
            if let dot { subprocess.append(try milliseconds { _ = try dot.svg(of: file) }) }
        }
        let inProcessMedian = median(inProcess)
        let subprocessText = subprocess.isEmpty ? "–" : String(format: "%.1f", median(subprocess))
        let ratioText = subprocess.isEmpty ? "–" : String(format: "%.1f×", median(subprocess) / inProcessMedian)
        print("| \(item.name) | \(String(format: "%.1f", inProcessMedian)) | \(subprocessText) | \(ratioText) |")
    }
    print("")
    print("Medians of 5 to 25 runs each, after one warm-up render.")
    if dot != nil {
        print(differing.isEmpty
              ? "The in-process SVG was byte-identical to `dot -Tsvg`'s for every graph."
              : "The in-process SVG differed from `dot -Tsvg`'s for: \(differing.joined(separator: ", ")).")
    }
} catch {
    fail("\(error)", status: 1)
}
