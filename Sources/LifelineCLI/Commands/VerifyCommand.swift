import ArgumentParser
import Foundation
import LifelineScenarios
import LifelineTrace

/// `lifeline verify DIR`: runs every scenario file in a folder and compares its trace with the
/// golden beside it (`flow.yaml` and `flow.trace`), one line per scenario and a summary; a
/// difference, a missing golden, a golden without its scenario or a scenario that does not load
/// makes the exit status 1. `--record` writes missing and differing goldens instead (atomically)
/// and says which. Temporary goldens left by a killed run are removed first.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every scenario file in a folder against its golden trace (flow.yaml beside flow.trace).",
        discussion: "Exits 1 when a trace differs, a golden is missing, a golden has no scenario or a scenario does not load. "
            + "With --record, missing and differing goldens are written instead."
    )

    @Argument(help: ArgumentHelp("The folder of scenario files (searched recursively).", valueName: "folder"),
              completion: .directory)
    var folder: String

    @Flag(help: "Write the goldens that are missing or differ, and say which.")
    var record = false

    @Flag(help: "Show progress on standard error (the default when it is a terminal).")
    var progress = false

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    func run() throws {
        let directory = try ScenarioDirectory(folder)
        for folder in directory.folders { AtomicFileWriter.removeStaleTemporaryFiles(in: folder) }
        guard !directory.entries.isEmpty else {
            throw CommandFailure("no scenario files (.yaml, .yml, .json) in '\(folder)'.")
        }
        let colored = color.coloursStandardOutput
        let onTerminal = isatty(STDERR_FILENO) == 1
        let showsProgress = progress || onTerminal
        var tally = Tally()
        for (index, entry) in directory.entries.enumerated() {
            if showsProgress { Self.progress(index + 1, of: directory.entries.count, entry.relativePath, overwriting: onTerminal) }
            let outcome = MainActor.assumeIsolated { Self.check(entry, record: record) }
            tally.add(outcome)
            print(outcome.line(for: entry, colored: colored), terminator: "")
        }
        for orphan in directory.orphans {
            tally.orphans += 1
            print(Self.orphanLine(orphan), terminator: "")
        }
        if showsProgress && onTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        print(tally.summary)
        if tally.hasFailures { throw ExitCode(1) }
    }

    /// Where a scenario stands against its golden, after recording if asked.
    enum Outcome {
        case ok
        case differs(UnifiedDiff)
        case missing
        case corrupted(TraceDecodingError)
        case invalid(String)
        case recorded(wasMissing: Bool)
        case unwritable(String)

        /// The outcome's line(s) for the terminal, paths and messages made visible; a diff's
        /// texts and names were made visible where it was made, so that its colours stay.
        func line(for entry: ScenarioDirectory.Entry, colored: Bool) -> String {
            let golden = entry.relativeGoldenPath
            let line: String
            switch self {
            case .differs(let diff):
                return TerminalText.visible("DIFFERS   \(entry.relativePath)\n") + diff.render(colored: colored)
            case .ok: line = "ok        \(entry.relativePath)\n"
            case .missing: line = "MISSING   \(entry.relativePath): no golden \(golden)\n"
            case .corrupted(let error): line = "CORRUPT   \(entry.relativePath): \(golden):\(error.line):\(error.column): \(error.message)\n"
            case .invalid(let message): line = "ERROR     \(message)\n"
            case .recorded(let wasMissing): line = "RECORDED  \(entry.relativePath): \(wasMissing ? "wrote" : "updated") \(golden)\n"
            case .unwritable(let message): line = "ERROR     \(entry.relativePath): \(message)\n"
            }
            return TerminalText.visible(line)
        }
    }

    @MainActor
    static func check(_ entry: ScenarioDirectory.Entry, record: Bool) -> Outcome {
        let scenario: Scenario
        do {
            scenario = try Scenario.load(contentsOfFile: entry.scenarioPath)
        } catch {
            return .invalid(error.description)
        }
        let actual: String
        do {
            actual = TextTraceFormat.encode(try scenario.run())
        } catch {
            return .invalid(error.description)
        }
        // The kit's golden engine decides: `--record` is its `.failed` mode (write what is missing,
        // differs or is corrupted). A golden that cannot be read counts as missing here.
        let check = GoldenCheck(name: entry.relativePath, mode: record ? .failed : .never, goldenPath: entry.goldenPath,
                                actualPath: entry.scenarioPath + " (actual)")
        let golden = (try? String(contentsOfFile: entry.goldenPath, encoding: .utf8)).map(GoldenCheck.Golden.text) ?? .missing
        let outcome = check.compare(actual: actual, golden: golden)
        if check.records(outcome) {
            do {
                try AtomicFileWriter.write(Array(actual.utf8), to: entry.goldenPath)
                return .recorded(wasMissing: outcome == .missing)
            } catch {
                return .unwritable("\(error)")
            }
        }
        switch outcome {
        case .match: return .ok
        case .missing, .unreadable: return .missing
        case .corrupted(_, let error): return .corrupted(error)
        case .differs(let golden):
            // For the terminal: the golden is a user's file, which the reader accepts with raw
            // control characters in quoted names, and the paths are the user's.
            return .differs(UnifiedDiff(old: TerminalText.visible(golden), new: TerminalText.visible(actual),
                                        oldName: TerminalText.visible(check.goldenPath),
                                        newName: TerminalText.visible(check.actualPath)))
        }
    }

    /// On a terminal one line that rewrites itself; elsewhere (a CI log) a line per scenario.
    private static func progress(_ index: Int, of count: Int, _ name: String, overwriting: Bool) {
        let name = TerminalText.visible(name)
        let text = overwriting ? "\r\u{1B}[K[\(index)/\(count)] \(name)" : "[\(index)/\(count)] \(name)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A golden whose scenario is gone (renamed or deleted): it checks nothing any more.
    static func orphanLine(_ golden: String) -> String {
        let stem = golden.dropLast(".trace".count)
        return TerminalText.visible("ORPHAN    \(golden): no scenario \(stem).yaml, .yml or .json beside it\n")
    }

    /// Counts by outcome, for the summary line and the exit status.
    struct Tally {
        var ok = 0, differ = 0, missing = 0, broken = 0, recorded = 0, orphans = 0

        mutating func add(_ outcome: Outcome) {
            switch outcome {
            case .ok: ok += 1
            case .differs: differ += 1
            case .missing: missing += 1
            case .corrupted, .invalid, .unwritable: broken += 1
            case .recorded: recorded += 1
            }
        }

        var hasFailures: Bool { differ + missing + broken + orphans > 0 }

        var summary: String {
            let total = ok + differ + missing + broken + recorded
            var parts = ["\(ok) ok"]
            if recorded > 0 { parts.append("\(recorded) recorded") }
            if differ > 0 { parts.append("\(differ) differ") }
            if missing > 0 { parts.append("\(missing) missing") }
            if broken > 0 { parts.append("\(broken) failed to run or read") }
            if orphans > 0 { parts.append("\(orphans) golden\(orphans == 1 ? "" : "s") without a scenario") }
            return "\(total) scenario\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        }
    }
}
