/// A Graphviz layout engine; the raw value is the engine's name (`dot -K`).
///
/// Only `dot` draws a time-ordered chain such as a sequence diagram readably; the others are
/// here for other kinds of graph.
public enum GraphvizLayout: String, Sendable, CaseIterable {
    case dot, neato, fdp, sfdp, circo, twopi
}
