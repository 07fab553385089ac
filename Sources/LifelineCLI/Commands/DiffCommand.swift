import ArgumentParser
import Foundation
import Lifeline

/// `lifeline diff A B`: a unified diff of two traces in the text format, as `diff -u` prints it,
/// coloured on a terminal. Exit status 0 when they are the same, 1 when they differ and 2 when a
/// file cannot be read, as `diff`; a usage error (an unknown strategy) is 64, as elsewhere.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how two traces differ (trace files, scenario files or strategies), as a unified diff.",
        discussion: "Exits 0 when the traces are identical, 1 when they differ and 2 when a trace file cannot be read, like diff(1)."
    )

    @Argument(help: ArgumentHelp("The expected trace: a .trace/.txt/.json trace file, a scenario file or a strategy.", valueName: "old"),
              completion: .file())
    var old: String

    @Argument(help: ArgumentHelp("The actual trace, in the same forms.", valueName: "new"), completion: .file())
    var new: String

    @OptionGroup var model: ModelOptions

    @Option(help: ArgumentHelp("Colour the diff: auto (on a terminal), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never

        /// Whether to colour what goes to standard output: `auto` colours a terminal only.
        var coloursStandardOutput: Bool {
            self == .always || (self == .auto && isatty(STDOUT_FILENO) == 1)
        }
    }

    func run() throws {
        let old: (label: String, trace: Trace), new: (label: String, trace: Trace)
        do {
            old = try TraceSource.trace(for: self.old, model: model)
            new = try TraceSource.trace(for: self.new, model: model)
        } catch let failure as CommandFailure {
            // 1 means "they differ" here, so trouble must not exit 1.
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        let diff = UnifiedDiff(old: TextTraceFormat.encode(old.trace), new: TextTraceFormat.encode(new.trace),
                               oldName: old.label, newName: new.label)
        guard !diff.isEmpty else { return }
        print(diff.render(colored: color.coloursStandardOutput), terminator: "")
        throw ExitCode(1)
    }
}
