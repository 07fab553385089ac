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

    @Argument(help: ArgumentHelp("A trace file written by 'lifeline trace' (text or JSON), or '-' for standard input.",
                                 valueName: "trace-file"),
              completion: .file())
    var file: String

    @OptionGroup var output: OutputOptions<Formats>
    @OptionGroup var diagram: DiagramOptions
    @OptionGroup var filter: FilterOptions

    /// A diagram by default, since that is what render is for; or the trace re-encoded.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.dot, .svg, .mermaid, .text, .json, .html, .chromeTrace]
        static let fallback = OutputFormat.svg
    }

    func validate() throws {
        _ = try diagram.kind(for: output.resolvedFormat())
    }

    func run() throws {
        let format = try output.resolvedFormat()
        let trace = try filter.apply(to: TraceSource.readTrace(at: file))
        try output.write(TraceRendering.render(trace, as: format, diagram: diagram.kind(for: format)))
    }
}
