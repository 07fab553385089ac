import Foundation

// Issue 7's benchmarks (`make bench`): prints a table of figures, budgets and verdicts and writes
// BENCHMARKS.md. Release builds only; never part of `make test`.
//
//   LifelineBenchmarks [--only GROUP[,GROUP...]] [--max-views N] [--output FILE]
//       GROUP: recording, scale, encoding, diagrams, end-to-end, verify. A full run writes
//       BENCHMARKS.md in the current folder; a partial one only prints, unless --output is given.
//   LifelineBenchmarks render [...]          the in-process vs `dot -Tsvg` table (`make bench-render`)
//   LifelineBenchmarks once load|push|record N   one run, for peak memory and for callgrind

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("LifelineBenchmarks: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "render": RenderComparison.run(Array(arguments.dropFirst()))
case "once": SingleRun.main(Array(arguments.dropFirst()))
default: break
}

do {
    let options = try SuiteOptions(arguments)
    let report = try Suite.run(options)
    print(report.table())
    if let output = options.output {
        try report.write(to: output)
        print("\nwrote \(output)")
    }
} catch {
    fail("\(error)", status: 1)
}
