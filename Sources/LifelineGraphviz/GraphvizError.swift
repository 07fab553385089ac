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
        /// Graphviz crashed on the DOT text. Only DOT from outside Lifeline can do this, and it
        /// is rendered in a helper process, so the crash ended the helper and not the caller.
        case crashed
        /// The SVG would carry markup that can run script (an event handler, a `javascript:`
        /// link, an element Graphviz does not write), copied from an unescaped DOT attribute.
        case unsafeOutput
        /// The helper process that renders DOT from outside Lifeline could not be found or started.
        case helperUnavailable
        /// The helper process was still laying out or rendering when its time limit ran out, and
        /// was stopped: a Graphviz hang, or a graph far too large to draw, cannot hang the caller.
        case timedOut
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
        case .crashed: message
        case .unsafeOutput: "Graphviz's SVG was refused: \(message)"
        case .pluginsMissing, .helperUnavailable, .timedOut: message
        }
    }
}
