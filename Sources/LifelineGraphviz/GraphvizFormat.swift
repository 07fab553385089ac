/// An output format of the renderer; the raw value is Graphviz's format name (`dot -T`).
///
/// `svg`, `plain` and `json` come from Graphviz's core plugin; `png` and `pdf` from its cairo
/// plugin (Debian's libgvc6 ships both). A format whose plugin is missing fails with a
/// `.render` error naming the formats that are available.
public enum GraphvizFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, plain, json
}
