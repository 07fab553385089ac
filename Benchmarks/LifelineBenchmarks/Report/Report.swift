import Foundation

/// Prints the results as a table and writes them, with the machine and the reproducing
/// commands, to BENCHMARKS.md.
struct Report {
    let machine: Machine
    let figures: [Figure]
    /// Notes per group (method, sizes, what a number includes), printed under its table.
    let notes: [Group: [String]]
    let appendix: String

    /// The table printed on standard output.
    func table() -> String {
        var lines = ["| figure | value | budget | verdict | spread |", "|---|---:|---|---|---|"]
        for figure in figures {
            lines.append("| \(figure.group.rawValue): \(figure.name) | \(figure.value) | \(figure.budget) | "
                         + "\(figure.verdict.rawValue) | \(figure.spread) |")
        }
        return lines.joined(separator: "\n")
    }

    func markdown() -> String {
        var lines = [
            "# Benchmarks",
            "",
            "Written by `make bench` (`Benchmarks/LifelineBenchmarks`); do not edit by hand. Budgets are "
                + "issue 7's; they are checked by reading this table, never by timed assertions in tests.",
            "",
            "- Machine: \(machine.cpu), \(machine.cores) cores; \(machine.swift)",
            "- Date: \(machine.date); load average at start: \(machine.load)",
            "- Method: release build; monotonic clock (`ContinuousClock`); warm-up runs, then the median of "
                + "several runs, with the spread (runs, fastest to slowest) beside each figure.",
            "- Timings depend on the machine's load (above): figures taken while other work runs are noisy; "
                + "regenerate them with `make bench` on a quiet machine before relying on them.",
            "",
        ]
        for group in Group.allCases {
            let rows = figures.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            lines += ["## \(group.title)", "", "Reproduce: `\(group.command)`", ""]
            lines += ["| figure | value | budget | verdict | spread |", "|---|---:|---|---|---|"]
            for figure in rows {
                lines.append("| \(figure.name) | \(figure.value) | \(figure.budget) | \(figure.verdict.rawValue) "
                             + "| \(figure.spread) |")
            }
            if let groupNotes = notes[group], !groupNotes.isEmpty {
                lines.append("")
                lines += groupNotes.map { "- \($0)" }
            }
            lines.append("")
        }
        if !appendix.isEmpty { lines += [appendix, ""] }
        return lines.joined(separator: "\n")
    }

    /// Writes to a temporary file in the same folder, then renames it over `path`: a reader never
    /// sees half a file, and an interrupted run leaves the previous results.
    func write(to path: String) throws {
        let temporary = "\(path).tmp-\(getpid())"
        try markdown().write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw BenchmarkFailure("cannot rename \(temporary) to \(path)")
        }
    }
}
