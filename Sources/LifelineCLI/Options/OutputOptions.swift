import ArgumentParser
import LifelineTrace

/// Where and how a command writes its result, shared by `trace`, `compare` and `render`.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The output format (default: from the --output file's extension, else text).",
        valueName: "format"
    ))
    var format: OutputFormat?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "Write to this file instead of standard output. The file is replaced atomically, never left half-written.",
        valueName: "file"
    ))
    var output: String?

    /// The format to write: `--format`, else the one the output file's extension implies, else
    /// `fallback`. A format the command cannot write is a usage error that lists those it can.
    func resolvedFormat(supported: [OutputFormat], fallback: OutputFormat = .text) throws -> OutputFormat {
        let chosen: OutputFormat
        if let format {
            chosen = format
        } else if let output, let implied = OutputFormat(fileExtensionOf: output) {
            chosen = implied
        } else if let output, output.contains(".") {
            throw ValidationError(
                "cannot tell the format from '\(output)'; pass --format (\(Self.list(supported))).")
        } else {
            chosen = fallback
        }
        guard supported.contains(chosen) else {
            throw ValidationError("this command cannot write \(chosen.rawValue); formats: \(Self.list(supported)).")
        }
        return chosen
    }

    private static func list(_ formats: [OutputFormat]) -> String {
        formats.map(\.rawValue).joined(separator: ", ")
    }

    /// Writes `text` to the output file or standard output, ending it with a newline if it has
    /// none, so that both destinations receive exactly the same bytes.
    func write(_ text: String) throws {
        let complete = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        if let output {
            try AtomicFileWriter.write(Array(complete.utf8), to: output)
        } else {
            print(complete, terminator: "")
        }
    }
}
