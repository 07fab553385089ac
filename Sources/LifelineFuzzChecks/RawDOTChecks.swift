@_spi(InProcess) import LifelineGraphviz
@_spi(InProcess) import LifelineGraphvizService

/// The public renderer's invariants on DOT nobody vetted: it returns or throws (Graphviz runs in
/// the `LifelineGraphvizHelper` process, so its own crashes come back as `.crashed`), and whatever
/// SVG it returns passes `SVGCheck` (Graphviz's elements only, well-formed, no event handlers).
///
/// `inProcess` does the helper's work in this process (`renderAsHelper`): the same request,
/// rendering, SVG safety check and reply, without the round trip to the helper, and with
/// AddressSanitizer watching libgvc's allocations. A Graphviz crash then crashes the fuzzing
/// process (in the public path it ends the helper): each one is triaged as Fuzz/README.md says.
enum RawDOTChecks {
    static func check(_ bytes: [UInt8], inProcess: Bool) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes) else { return }
        let svg: String
        do {
            svg = inProcess
                ? String(decoding: try GraphvizRenderer.shared.renderAsHelper(dot: input), as: UTF8.self)
                : try GraphvizRenderer.shared.renderSVG(dot: input)
        } catch {
            try require(error.kind != .helperUnavailable, "the renderer's helper is missing: \(error)")
            try require(!inProcess || error.kind != .crashed, "the helper's work gave no reply: \(error)")
            try require(!error.message.isEmpty, "Graphviz failed without a message: \(error)")
            return
        }
        try SVGCheck.check(svg)
    }
}
