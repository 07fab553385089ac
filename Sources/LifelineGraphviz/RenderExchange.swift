/// What the renderer and its helper process (`LifelineGraphvizHelper`) say to each other.
///
/// Request, on the helper's standard input: the engine name, a newline, the format name, a
/// newline, then the DOT text to the end. Reply, on its standard output: `ok`, a newline and
/// the rendered bytes; or `error <kind>`, a newline and Graphviz's message. Anything else,
/// or a helper killed by a signal, means Graphviz crashed on the input.
enum RenderExchange {
    struct Request: Equatable {
        var engine: String
        var format: String
        var dot: String
    }

    static func encode(_ request: Request) -> [UInt8] {
        Array("\(request.engine)\n\(request.format)\n".utf8) + Array(request.dot.utf8)
    }

    static func decodeRequest(_ bytes: [UInt8]) -> Request? {
        guard let first = bytes.firstIndex(of: newline),
              let second = bytes[(first + 1)...].firstIndex(of: newline) else { return nil }
        return Request(
            engine: String(decoding: bytes[..<first], as: UTF8.self),
            format: String(decoding: bytes[(first + 1)..<second], as: UTF8.self),
            dot: String(decoding: bytes[(second + 1)...], as: UTF8.self)
        )
    }

    static func encode(_ result: Result<[UInt8], GraphvizError>) -> [UInt8] {
        switch result {
        case .success(let bytes): return Array("ok\n".utf8) + bytes
        case .failure(let error): return Array("error \(name(of: error.kind))\n\(error.message)".utf8)
        }
    }

    /// The helper's reply, or nil when it is not one (the helper died while writing it).
    static func decodeReply(_ bytes: [UInt8]) -> Result<[UInt8], GraphvizError>? {
        guard let end = bytes.firstIndex(of: newline) else { return nil }
        let status = String(decoding: bytes[..<end], as: UTF8.self)
        let payload = Array(bytes[(end + 1)...])
        if status == "ok" { return .success(payload) }
        guard status.hasPrefix("error "), let kind = kind(named: String(status.dropFirst(6))) else { return nil }
        return .failure(GraphvizError(kind: kind, message: String(decoding: payload, as: UTF8.self)))
    }

    private static let newline = UInt8(ascii: "\n")

    private static let kinds: [(GraphvizError.Kind, String)] = [
        (.syntax, "syntax"), (.layout, "layout"), (.render, "render"), (.pluginsMissing, "plugins-missing"),
        (.crashed, "crashed"), (.unsafeOutput, "unsafe-output"), (.helperUnavailable, "helper-unavailable"),
    ]

    private static func name(of kind: GraphvizError.Kind) -> String {
        kinds.first { $0.0 == kind }!.1
    }

    private static func kind(named name: String) -> GraphvizError.Kind? {
        kinds.first { $0.1 == name }?.0
    }
}
