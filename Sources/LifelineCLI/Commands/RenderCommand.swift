import ArgumentParser
import Foundation
import Lifeline

/// `lifeline render <trace file>`: draws a trace saved earlier (text or JSON, as `trace` writes
/// them), so diagrams can be made from traces recorded elsewhere or kept as goldens.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a saved trace (text or JSON) as a diagram, or convert it to the other encoding."
    )

    @Argument(help: ArgumentHelp("A trace file written by 'lifeline trace' (text or JSON).", valueName: "trace-file"),
              completion: .file())
    var file: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var diagram: DiagramOptions

    static let formats: [OutputFormat] = [.dot, .svg, .mermaid, .text, .json]

    func validate() throws {
        _ = try diagram.kind(for: output.resolvedFormat(supported: Self.formats, fallback: .svg))
    }

    func run() throws {
        let format = try output.resolvedFormat(supported: Self.formats, fallback: .svg)
        let trace = try Self.readTrace(at: file)
        try output.write(TraceRendering.render(trace, as: format, diagram: diagram.kind(for: format)))
    }

    /// Reads and decodes the file; a decoding error names the file, line and column.
    static func readTrace(at path: String) throws -> Trace {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure("cannot read '\(path)': \((error as NSError).localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(path): not UTF-8 text, so not a trace file.")
        }
        do {
            return try TraceFile.decode(text)
        } catch {
            throw CommandFailure("\(path):\(error.line):\(error.column): \(error.message)")
        }
    }
}
