import Testing
@testable import LifelineGraphviz

/// The framing between the renderer and its helper: every length explicit, so that a reply cut
/// short is never taken for a whole one.
struct RenderExchangeTests {
    @Test func aRequestRoundTrips() throws {
        let request = RenderExchange.Request(engine: "neato", format: "svg", dot: "digraph { a -> \"\n\" }")
        let fields = try #require(RenderExchange.fields(RenderExchange.requestFields, in: RenderExchange.encode(request)))
        #expect(RenderExchange.decodeRequest(fields) == request)
    }

    @Test(arguments: [
        RenderExchange.Reply(result: .success(Array("<svg/>\n".utf8)), helperExits: false),
        RenderExchange.Reply(result: .success([]), helperExits: true),
        RenderExchange.Reply(result: .failure(GraphvizError(kind: .syntax, message: "syntax error in line 1 near '}'")),
                             helperExits: false),
    ])
    func aReplyRoundTripsAndEveryCutIsRefused(reply: RenderExchange.Reply) throws {
        let bytes = RenderExchange.encode(reply)
        let fields = try #require(RenderExchange.fields(RenderExchange.replyFields, in: bytes))
        #expect(RenderExchange.decodeReply(fields) == reply)
        // Cut after any byte, it is not a reply; nor is it with a byte too many.
        let cuts = (0..<bytes.count).filter { RenderExchange.fields(RenderExchange.replyFields, in: Array(bytes[..<$0])) != nil }
        #expect(cuts == [])
        #expect(RenderExchange.fields(RenderExchange.replyFields, in: bytes + [0]) == nil)
    }

    @Test func aRequestCutShortIsNone() {
        let bytes = RenderExchange.encode(RenderExchange.Request(engine: "dot", format: "svg", dot: "digraph {}"))
        for cut in [0, 3, 8, 11, bytes.count - 1] {
            var offset = 0
            let fields = RenderExchange.readMessage(fields: RenderExchange.requestFields) { count in
                guard count <= cut - offset else { return nil }
                defer { offset += count }
                return Array(bytes[offset..<(offset + count)])
            }
            #expect(fields == nil, "cut at \(cut)")
        }
    }

    @Test func aLengthNoFieldReachesIsRefusedWithoutAllocatingIt() {
        var asked: [Int] = []
        let bytes: [UInt8] = [0, 0, 0, 0, 0, 1, 0, 0]  // 2^40
        let fields = RenderExchange.readMessage(fields: 1) { count in
            asked.append(count)
            return asked.count == 1 ? bytes : nil
        }
        #expect(fields == nil)
        #expect(asked == [8])
    }
}
