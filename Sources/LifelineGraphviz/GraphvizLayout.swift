/// A Graphviz layout engine; the raw value is the engine's name (`dot -K`).
///
/// The engine named here is a default: a graph's own `layout` attribute overrides it. Lifeline's
/// sequence and comparison diagrams set `layout="nop2"` (positions computed by the diagram, so
/// Graphviz only draws; the renderer lays them out with its pinned layout, which draws what
/// `nop2` draws without loading the neato plugin); its state diagram is laid out by `dot`.
public enum GraphvizLayout: String, Sendable, CaseIterable {
    case dot, neato, fdp, sfdp, circo, twopi
}
