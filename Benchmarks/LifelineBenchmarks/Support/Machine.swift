import Foundation

/// The machine a run happened on, for BENCHMARKS.md: figures mean little without it.
struct Machine {
    let cpu: String
    let cores: Int
    let swift: String
    let date: String
    let load: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let loadAverage = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
            .split(separator: " ").prefix(3).joined(separator: " ")
        let swiftVersion = (try? ChildProcess(path: "/usr/bin/env", arguments: ["swift", "--version"],
                                              captureOutput: true).run().output)?
            .split(separator: "\n").first.map(String.init) ?? "unknown"
        let formatter = ISO8601DateFormatter()
        return Machine(cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, swift: swiftVersion,
                       date: formatter.string(from: Date()), load: loadAverage)
    }
}
