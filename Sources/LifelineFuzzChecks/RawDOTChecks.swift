import LifelineGraphviz

/// The public renderer's invariants on DOT nobody vetted: it returns or throws (Graphviz runs in
/// the `LifelineGraphvizHelper` process, so its own crashes come back as `.crashed`), and whatever
/// SVG it returns passes `SVGCheck` (Graphviz's elements only, well-formed, no event handlers).
enum RawDOTChecks {
    static func check(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes) else { return }
        let svg: String
        do {
            svg = try GraphvizRenderer.shared.renderSVG(dot: input)
        } catch {
            try require(error.kind != .helperUnavailable, "the renderer's helper is missing: \(error)")
            try require(!error.message.isEmpty, "Graphviz failed without a message: \(error)")
            return
        }
        try SVGCheck.check(svg)
    }
}
