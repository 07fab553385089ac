import ArgumentParser
import Foundation
import Lifeline
import LifelineDiagrams

/// `lifeline diff A B`: a unified diff of two traces in the text format, as `diff -u` prints it,
/// coloured on a terminal. Exit status 0 when they are the same, 1 when they differ and 2 when a
/// file cannot be read, as `diff`; a usage error (an unknown strategy) is 64, as elsewhere.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how two traces differ (trace files, scenario files or strategies), as a unified diff.",
        discussion: "Exits 0 when the traces are identical, 1 when they differ and 2 when a trace file cannot be read, like diff(1)."
    )

    @Argument(help: ArgumentHelp("The expected trace: a .trace/.txt/.json trace file ('-' for standard input), "
                                    + "a scenario file or a strategy.", valueName: "old"),
              completion: .file())
    var old: String

    @Argument(help: ArgumentHelp("The actual trace, in the same forms (default with --vs-ios: the same flow as <old>).",
                                 valueName: "new"), completion: .file())
    var new: String?

    @OptionGroup var model: ModelOptions

    @Option(
        name: .customLong("vs-ios"),
        help: ArgumentHelp(
            "Run <new> (or <old> again, when <new> is left out) on this iOS version, to diff one flow across versions: "
                + "'lifeline diff push --ios 12 --vs-ios 26' (any version --ios takes).",
            valueName: "version"
        ),
        transform: IOSVersionArgument.parse
    )
    var vsIOS: IOSVersion?

    @OptionGroup var filter: FilterOptions

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    @OptionGroup var output: OutputOptions<Formats>

    /// The unified diff, or the HTML viewer with both traces side by side and the diff beside them.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.text, .html]
        static let fallback = OutputFormat.text
    }

    func validate() throws {
        try model.requireOneVersion()
        if new == nil, vsIOS == nil {
            throw ValidationError("diff needs a second trace, or --vs-ios to run the first on another iOS version.")
        }
        if vsIOS != nil, TraceSource.isSavedTrace(new ?? old) {
            throw ValidationError(Self.savedTraceAcrossVersions(new ?? old))
        }
        if old == InputFile.standardInput && new == InputFile.standardInput {
            throw ValidationError("standard input ('-') can be read only once; save one of the traces to a file.")
        }
        _ = try output.resolvedFormat()
    }

    private static func savedTraceAcrossVersions(_ argument: String) -> String {
        "--vs-ios runs a flow on another version, but '\(argument)' is a saved trace; give a strategy or a scenario file."
    }

    func run() throws {
        var old: (label: String, trace: Trace), new: (label: String, trace: Trace)
        do {
            if let newArgument = self.new {
                old = try TraceSource.trace(for: self.old, model: model)
                new = try TraceSource.trace(for: newArgument, model: vsIOS.map(model.with(ios:)) ?? model)
            } else {
                // One flow on two versions: read once, run twice, so that a pipe
                // (`<(cat push.yaml)`) works as a file does.
                let label = InputFile.displayName(self.old), content = try TraceSource.content(of: self.old)
                if case .saved = content {
                    // A pipe is only known to hold a saved trace once read; `validate()` says the same of files.
                    throw ValidationError(Self.savedTraceAcrossVersions(self.old))
                }
                old = (label, try TraceSource.trace(of: content, model: model))
                new = (label, try TraceSource.trace(of: content, model: vsIOS.map(model.with(ios:)) ?? model))
            }
            old.trace = try filter.apply(to: old.trace, label: old.label)
            new.trace = try filter.apply(to: new.trace, label: new.label)
        } catch let failure as CommandFailure {
            // 1 means "they differ" here, so trouble must not exit 1.
            throw CommandFailure(failure.description, status: 2)
        }
        if let vsIOS, new.label == old.label {
            // One flow on two versions: the headers say which is which.
            old.label += " (iOS \(old.trace.iosVersion))"
            new.label += " (iOS \(vsIOS.major))"
        }
        // The encoded traces carry the text format's escaping already; the labels are paths
        // and names as typed.
        let diff = UnifiedDiff(old: TextTraceFormat.encode(old.trace), new: TextTraceFormat.encode(new.trace),
                               oldName: TerminalText.visible(old.label), newName: TerminalText.visible(new.label))
        let format = try output.resolvedFormat()
        if format == .html || output.output.map({ $0 != InputFile.standardInput }) == true {
            // A page or a file: written whether or not they differ, never coloured.
            let text = format == .html
                ? HTMLViewer.page(diffing: (old.label, old.trace), (new.label, new.trace), note: diff.render(colored: false))
                : diff.render(colored: false)
            do {
                try output.write(text)
            } catch let failure as CommandFailure {
                throw CommandFailure(failure.description, status: 2)
            }
            if !diff.isEmpty { throw ExitCode(1) }
            return
        }
        guard !diff.isEmpty else { return }
        FileHandle.standardOutput.write(Data(diff.render(colored: color.coloursStandardOutput).utf8))
        throw ExitCode(1)
    }
}
