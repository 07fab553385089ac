import Foundation

/// The body of the `LifelineGraphvizHelper` executable: renders one request from standard
/// input in its own process, so that a Graphviz crash ends the helper, not the caller.
@_spi(Helper)
public enum GraphvizHelper {
    /// The executable's file name, which the renderer looks for beside the running program.
    public static let executableName = "LifelineGraphvizHelper"

    /// Reads a request, renders it in process and writes the reply; the exit status is 0
    /// whenever a reply was written, error or not.
    public static func main() -> Never {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let reply: Result<[UInt8], GraphvizError>
        if let request = RenderExchange.decodeRequest(Array(input)) {
            reply = Result { () throws(GraphvizError) in try render(request) }
        } else {
            reply = .failure(GraphvizError(kind: .helperUnavailable, message: "the helper was sent no request"))
        }
        FileHandle.standardOutput.write(Data(RenderExchange.encode(reply)))
        exit(0)
    }

    /// What the helper does with a request; the SVG check runs here too, so that a parser
    /// fault in it would also stay in the helper.
    static func render(_ request: RenderExchange.Request) throws(GraphvizError) -> [UInt8] {
        let bytes = try GraphvizRenderer.shared.renderInProcess(
            dot: request.dot, engine: request.engine, format: request.format)
        if request.format == GraphvizFormat.svg.rawValue { try SVGSafety.check(bytes) }
        return bytes
    }
}
