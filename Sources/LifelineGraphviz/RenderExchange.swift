/// What the renderer and its helper process (`LifelineGraphvizHelper`) say to each other, one
/// request and one reply at a time over the same connection, for as long as the helper lives.
///
/// Every message is a fixed number of fields, each an 8-byte little-endian length and that many
/// bytes, so a reader always knows how much is still to come: a reply cut short (the helper died
/// while writing it) is told apart from a complete one by its lengths alone, never by the helper's
/// exit status, which a caller that ignores SIGCHLD cannot learn (issue 19).
///
/// Request, three fields: the engine name, the format name, the DOT text. Reply, three fields:
/// `ok` or `error <kind>`; the rendered bytes or Graphviz's message; `next` or `exit`, the
/// latter when the helper ends after this reply rather than wait for another request (see
/// `GraphvizHelper.retires(after:)`).
package enum RenderExchange {
    package struct Request: Equatable {
        package var engine: String
        package var format: String
        package var dot: String

        package init(engine: String, format: String, dot: String) {
            self.engine = engine
            self.format = format
            self.dot = dot
        }
    }

    package struct Reply: Equatable {
        package var result: Result<[UInt8], GraphvizError>
        /// The helper exits after this reply: the renderer reaps it and starts another next time.
        package var helperExits: Bool

        package init(result: Result<[UInt8], GraphvizError>, helperExits: Bool) {
            self.result = result
            self.helperExits = helperExits
        }
    }

    package static let requestFields = 3
    package static let replyFields = 3
    /// Bytes of a field's length.
    package static let lengthSize = 8

    // MARK: Requests

    package static func encode(_ request: Request) -> [UInt8] {
        frame([Array(request.engine.utf8), Array(request.format.utf8), Array(request.dot.utf8)])
    }

    package static func decodeRequest(_ fields: [[UInt8]]) -> Request? {
        guard fields.count == requestFields else { return nil }
        return Request(engine: String(decoding: fields[0], as: UTF8.self),
                       format: String(decoding: fields[1], as: UTF8.self),
                       dot: String(decoding: fields[2], as: UTF8.self))
    }

    // MARK: Replies

    package static func encode(_ reply: Reply) -> [UInt8] {
        let status: String
        let payload: [UInt8]
        switch reply.result {
        case .success(let bytes):
            (status, payload) = ("ok", bytes)
        case .failure(let error):
            (status, payload) = ("error \(name(of: error.kind))", Array(error.message.utf8))
        }
        return frame([Array(status.utf8), payload, Array((reply.helperExits ? "exit" : "next").utf8)])
    }

    /// The reply in `fields`, or nil when they are not one (the helper's memory was spoilt).
    package static func decodeReply(_ fields: [[UInt8]]) -> Reply? {
        guard fields.count == replyFields else { return nil }
        let status = String(decoding: fields[0], as: UTF8.self)
        let next = String(decoding: fields[2], as: UTF8.self)
        guard next == "next" || next == "exit" else { return nil }
        let result: Result<[UInt8], GraphvizError>
        if status == "ok" {
            result = .success(fields[1])
        } else if status.hasPrefix("error "), let kind = kind(named: String(status.dropFirst(6))) {
            result = .failure(GraphvizError(kind: kind, message: String(decoding: fields[1], as: UTF8.self)))
        } else {
            return nil
        }
        return Reply(result: result, helperExits: next == "exit")
    }

    // MARK: Framing

    package static func frame(_ fields: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + lengthSize + $1.count })
        for field in fields {
            var length = UInt64(field.count).littleEndian
            withUnsafeBytes(of: &length) { bytes += $0 }
            bytes += field
        }
        return bytes
    }

    /// Reads one message of `count` fields with `read`, which returns exactly the number of bytes
    /// asked for, or nil when the stream ended (or failed) first. Nil when the message is cut short.
    package static func readMessage(fields count: Int, with read: (Int) -> [UInt8]?) -> [[UInt8]]? {
        var fields: [[UInt8]] = []
        for _ in 0..<count {
            guard let lengthBytes = read(lengthSize) else { return nil }
            let length = lengthBytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            // No real field comes near this; a larger one is a spoilt length, not an allocation to make.
            guard length <= maximumFieldLength, let field = length == 0 ? [] : read(Int(length)) else {
                return nil
            }
            fields.append(field)
        }
        return fields
    }

    /// The `count` fields framed in `bytes`, which hold exactly one message; nil otherwise.
    package static func fields(_ count: Int, in bytes: [UInt8]) -> [[UInt8]]? {
        var offset = 0
        let fields = readMessage(fields: count) { length in
            guard length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return Array(bytes[offset..<(offset + length)])
        }
        return offset == bytes.count ? fields : nil
    }

    /// 4 GiB: far past any DOT text or drawing, small enough to refuse a length spoilt by a crash.
    package static let maximumFieldLength: UInt64 = 1 << 32

    // MARK: Error kinds

    private static let kinds: [(GraphvizError.Kind, String)] = [
        (.syntax, "syntax"), (.layout, "layout"), (.render, "render"), (.pluginsMissing, "plugins-missing"),
        (.crashed, "crashed"), (.unsafeOutput, "unsafe-output"), (.helperUnavailable, "helper-unavailable"),
        (.timedOut, "timed-out"),
    ]

    private static func name(of kind: GraphvizError.Kind) -> String {
        kinds.first { $0.0 == kind }!.1
    }

    private static func kind(named name: String) -> GraphvizError.Kind? {
        kinds.first { $0.1 == name }?.0
    }
}
