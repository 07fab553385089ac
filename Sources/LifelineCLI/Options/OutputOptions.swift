import ArgumentParser

/// Where and how a command writes its result, shared by `trace` and `compare`.
struct OutputOptions: ParsableArguments {
    @Option(help: "The output format.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp(
        "Write to this file instead of standard output. The file is replaced atomically, never left half-written.",
        valueName: "file"
    ))
    var output: String?

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
