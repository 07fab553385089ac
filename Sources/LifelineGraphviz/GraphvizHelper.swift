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
        FileHandle.standardOutput.write(Data(reply(to: Array(input))))
        exit(0)
    }

    /// The helper's whole work, from the bytes of a request to the bytes of its reply.
    static func reply(to request: [UInt8]) -> [UInt8] {
        let result: Result<[UInt8], GraphvizError>
        if let request = RenderExchange.decodeRequest(request) {
            result = Result { () throws(GraphvizError) in try render(request) }
        } else {
            result = .failure(GraphvizError(kind: .helperUnavailable, message: "the helper was sent no request"))
        }
        return RenderExchange.encode(result)
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
