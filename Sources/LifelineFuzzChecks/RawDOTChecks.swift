import LifelineGraphviz

/// The public renderer's invariants on DOT nobody vetted: it returns or throws, and whatever SVG
/// it returns passes `SVGCheck` (Graphviz's elements only, well-formed, no event handlers).
enum RawDOTChecks {
    static func check(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let input = InputText.decode(bytes) else { return }
        let svg: String
        do {
            svg = try GraphvizRenderer.shared.renderSVG(dot: input)
        } catch {
            try require(!error.message.isEmpty || error.kind == .pluginsMissing, "Graphviz failed without a message: \(error)")
            return
        }
        try SVGCheck.check(svg)
    }
}
