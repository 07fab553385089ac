/// A failure to lay out or render a graph, carrying Graphviz's own words for it.
public struct GraphvizError: Error, Equatable, CustomStringConvertible {
    /// The stage that failed.
    public enum Kind: Sendable, Equatable {
        /// The DOT text could not be parsed.
        case syntax
        /// The layout engine is unknown or gave up.
        case layout
        /// The output format is unknown or the renderer failed.
        case render
        /// The library has no layout or render plugins, so nothing can be drawn.
        case pluginsMissing
    }

    public var kind: Kind
    /// Graphviz's message without its "Error: " prefix and surrounding white space, e.g.
    /// "syntax error in line 1 near '}'"; several messages are separated by newlines.
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String {
        switch kind {
        case .syntax: "Graphviz could not parse the DOT text: \(message)"
        case .layout: "Graphviz could not lay out the graph: \(message)"
        case .render: "Graphviz could not render the graph: \(message)"
        case .pluginsMissing: message
        }
    }
}
