import ArgumentParser
import Foundation
import LifelineTrace

/// Where and how a command writes its result, shared by `trace`, `compare` and `render`, each
/// with its own `FormatSet`.
struct OutputOptions<Formats: FormatSet>: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The output format (default: \(Formats.fallback.rawValue), or the format the --output file's extension names: "
            + ".txt or .trace, .json, .dot or .gv, .svg, .mmd or .mermaid, .html or .htm).",
        valueName: "format"
    ))
    var format: FormatChoice<Formats>?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "Write to this file instead of standard output ('-' is standard output). A regular file is replaced "
            + "atomically, never left half-written, keeping its mode and owner; a read-only file is refused; a "
            + "symbolic link is written through to its target; a device, a FIFO or a file with several hard links "
            + "is written in place.",
        valueName: "file"
    ))
    var output: String?

    /// The format to write: `--format`, else the one the output file's extension implies, else
    /// the command's fallback. An implied format the command cannot write is a usage error that
    /// lists those it can.
    func resolvedFormat() throws -> OutputFormat {
        if let format { return format.format }
        guard let output, output != InputFile.standardInput else { return Formats.fallback }
        guard let implied = OutputFormat(fileExtensionOf: output) else {
            if output.contains(".") {
                throw ValidationError("cannot tell the format from '\(output)'; pass --format (\(Self.list)).")
            }
            return Formats.fallback
        }
        guard Formats.supported.contains(implied) else {
            throw ValidationError("this command cannot write \(implied.rawValue) ('\(output)'); formats: \(Self.list).")
        }
        return implied
    }

    private static var list: String { Formats.supported.map(\.rawValue).joined(separator: ", ") }

    /// Writes `text` to the output file or standard output, ending it with a newline if it has
    /// none, so that both destinations receive exactly the same bytes. `AtomicFileWriter`
    /// decides how a path is written (replaced, written through or written in place).
    func write(_ text: String) throws {
        let complete = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        if let output, output != InputFile.standardInput {
            try AtomicFileWriter.write(Array(complete.utf8), to: output)
        } else {
            FileHandle.standardOutput.write(Data(complete.utf8))
        }
    }
}
