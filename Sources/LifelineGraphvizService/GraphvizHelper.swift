import Foundation
import LifelineGraphviz

/// The body of the `LifelineGraphvizHelper` executable: renders request after request from its
/// standard input in its own process, so that a Graphviz crash ends the helper, not the caller.
@_spi(Helper)
public enum GraphvizHelper {
    /// The executable's file name, which the renderer looks for beside the running program.
    public static var executableName: String { HelperLocation.executableName }

    /// Answers each request (`RenderExchange`) on standard input with a reply on standard output
    /// until the input ends, which is also how it ends when the renderer's process has died: its
    /// end of the connection closes with it, so no helper outlives its caller. Exits early, after
    /// replying, when `retires(after:)` says so. A request cut short ends it too: only a
    /// renderer that died while writing sends one.
    public static func main() -> Never {
        while true {
            let fields = RenderExchange.readMessage(fields: RenderExchange.requestFields) {
                readExactly($0, from: 0)
            }
            guard let fields else { exit(0) }
            let reply = reply(to: RenderExchange.decodeRequest(fields))
            // A renderer gone while the reply is written raises SIGPIPE, whose default action ends
            // this process, as it should: there is no one left to draw for.
            guard writeAll(RenderExchange.encode(reply), to: 1), !reply.helperExits else { exit(0) }
        }
    }

    /// The helper's whole work on one request, from its bytes to the reply's, as they travel.
    static func reply(to request: [UInt8]) -> [UInt8] {
        let fields = RenderExchange.fields(RenderExchange.requestFields, in: request)
        return RenderExchange.encode(reply(to: fields.flatMap(RenderExchange.decodeRequest)))
    }

    /// The helper's whole work, from a request to its reply.
    static func reply(to request: RenderExchange.Request?) -> RenderExchange.Reply {
        guard let request else {
            return .init(result: .failure(GraphvizError(kind: .helperUnavailable, message: "the helper was sent no request")),
                         helperExits: true)
        }
        return .init(result: Result { () throws(GraphvizError) in try render(request) },
                     helperExits: retires(after: request))
    }

    /// What the helper does with a request; the SVG check runs here too, so that a parser
    /// fault in it would also stay in the helper.
    static func render(_ request: RenderExchange.Request) throws(GraphvizError) -> [UInt8] {
        let bytes = try GraphvizRenderer.shared.renderInProcess(
            dot: request.dot, engine: request.engine, format: request.format)
        if request.format == GraphvizFormat.svg.rawValue { try SVGSafety.check(bytes) }
        return bytes
    }

    /// Whether the helper ends after this request instead of serving the next one:
    /// - after any `fdp` or `sfdp` layout (asked for, or possibly named inside the text: any
    ///   "fdp" in it, in any case, counts), because those layouts keep state inside Graphviz from
    ///   one layout to the next: later renders drift from `dot -Tsvg`'s, and fdp's heap overflow
    ///   spoils that state so that a later render crashes (`ReproducerTests`);
    /// - after any DOT that mentions "pack" (in any case): with `pack` or `packmode` and more than
    ///   one component, `dot` lays out each component as a graph of its own and frees its rank
    ///   lists inside `gvLayout`, where the engine's repair of the list a labelled edge within one
    ///   rank moved (`lifeline_moved_dot_rank_lists`) cannot reach: the double free then happens
    ///   in this process, silently with glibc, and no later request may run on that heap;
    /// - once the process's peak resident size has passed `retirementResidentBytes`, because
    ///   Graphviz's `dot` layout leaks on graphs with clusters (see `GraphvizRenderer`).
    /// Other layouts leave nothing behind (`DeterminismTests`), so the next request reuses the process.
    static func retires(after request: RenderExchange.Request) -> Bool {
        let mentions = { (word: String, text: String) in text.range(of: word, options: .caseInsensitive) != nil }
        return mentions("fdp", request.engine) || mentions("fdp", request.dot) || mentions("pack", request.dot)
            || peakResidentBytes() > retirementResidentBytes
    }

    /// 512 MiB.
    static let retirementResidentBytes = 512 << 20

    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// Exactly `count` bytes from `descriptor`, or nil if it ends or fails first.
    private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, count - done) }
            if result > 0 {
                done += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                return nil
            }
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if result > 0 {
                done += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
