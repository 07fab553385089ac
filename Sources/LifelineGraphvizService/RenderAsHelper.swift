@_spi(InProcess) import LifelineGraphviz

extension GraphvizRenderer {
    /// What `render(dot:layout:format:)` returns, with the helper's work (`GraphvizHelper`) done
    /// in this process and the request and reply still encoded and decoded: the public path at
    /// in-process speed, for fuzzing the code the helper runs. DOT that crashes Graphviz crashes
    /// this process, where the helper would turn it into `.crashed`; there is no time limit.
    @_spi(InProcess)
    public func renderAsHelper(
        dot: String, layout: GraphvizLayout = .dot, format: GraphvizFormat = .svg
    ) throws(GraphvizError) -> [UInt8] {
        let request = RenderExchange.Request(engine: layout.rawValue, format: format.rawValue, dot: dot)
        let reply = GraphvizHelper.reply(to: RenderExchange.encode(request))
        guard let fields = RenderExchange.fields(RenderExchange.replyFields, in: reply),
              let decoded = RenderExchange.decodeReply(fields) else {
            throw GraphvizError(kind: .crashed, message: "the helper's work gave no reply")
        }
        return try decoded.result.get()
    }
}
