/// The look shared by all diagrams: fonts, colours and layout settings, in one place so the
/// diagrams stay consistent and their goldens change together.
enum DiagramStyle {
    static let font = "Helvetica"

    /// Settings for diagrams that `dot` lays out (the state diagram). The graph label sits on top
    /// so it reads as a title.
    static func graphAttributes(label: String, nodeCount: Int, fastLayoutNodeCount: Int) -> Attributes {
        var attributes: Attributes = [
            "rankdir": .raw("TB"), "fontname": .string(font), "fontsize": 12,
            "labelloc": .raw("t"), "label": .string(label),
        ]
        if nodeCount > fastLayoutNodeCount {
            // From the Graphviz notes: these cut `dot`'s time, most of it spent in mincross, at the
            // cost of a few more crossings (only the state diagram is laid out by `dot`).
            attributes["mclimit"] = 0.1
            attributes["nslimit1"] = 0.5
            attributes["remincross"] = false
        }
        return attributes
    }

    /// Settings for diagrams that place every node themselves (`pos` on each node, in points).
    /// `layout` in the graph makes both `dot -Tsvg` and an in-process render asked for `dot`
    /// use `nop2`, which keeps the positions and the paths that edges give (`pos`) and draws
    /// other edges as straight lines; edges are drawn first so that nodes cover the lifelines
    /// and rules behind them.
    static func fixedLayoutAttributes(label: String) -> Attributes {
        [
            "layout": .raw("nop2"), "splines": .raw("line"), "outputorder": .raw("edgesfirst"),
            "fontname": .string(font), "fontsize": 12, "labelloc": .raw("t"), "label": .string(label),
        ]
    }

    /// A point for `nop2`, `x,y` in points with y growing upwards; whole points keep the DOT
    /// text short and stable.
    static func point(x: Double, y: Double) -> String {
        var text = ""
        appendPoint(x: x, y: y, to: &text)
        return text
    }

    /// `point(x:y:)` added to the end of `text`, with no string of its own: an edge's `pos`
    /// holds a dozen points and more, and joining a string per point was a twentieth of a
    /// 118-event SVG command (Profiling.md, section 29). Whole numbers this small are written
    /// without allocating.
    static func appendPoint(x: Double, y: Double, to text: inout String) {
        text += DOTString.number(x.rounded())
        text += ","
        text += DOTString.number(y.rounded())
    }

    /// A node's fixed centre for `nop2`.
    static func position(x: Double, y: Double) -> AttributeValue {
        .string(point(x: x, y: y) + "!")
    }

    /// Points rounded up to whole hundredths of an inch: what a node's `width` will say, so a
    /// column sized from it is never narrower than the node.
    static func roundedUpToHundredthInch(_ points: Double) -> Double {
        (points / 72 * 100).rounded(.up) / 100 * 72
    }

    /// A width in points as a node's `width`, in inches to the hundredth.
    static func inches(_ points: Double) -> AttributeValue {
        .number((points / 72 * 100).rounded() / 100)
    }

    /// A highlighted event (a cause chain): a thick line in the diagnostic colour.
    static let highlightNode: Attributes = ["color": .string(highlightLine), "penwidth": 3]
    /// The edge between two highlighted events.
    static let highlightEdge: Attributes = ["color": .string(highlightLine), "penwidth": 2.5]
    static let highlightLine = "#d62728"

    /// An invisible point that only anchors the end of a line.
    static let anchor: Attributes = [
        "shape": .raw("point"), "width": 0.01, "height": 0.01, "style": .raw("invis"),
    ]

    static let nodeDefaults: Attributes = [
        "fontname": .string(font), "fontsize": 11, "shape": .raw("box"), "height": 0.3,
        "margin": "0.08,0.03",
    ]

    static let edgeDefaults: Attributes = [
        "fontname": .string(font), "fontsize": 9, "arrowsize": 0.6, "color": "#555555",
    ]

    /// Edges that only hold the layout together.
    static let invisible: Attributes = ["style": .raw("invis")]

    // Fills, by what a node shows.
    static let headerFill = "#e8e8e8"
    static let callFill = "#fff4cc"
    static let runLoopFill = "#e3eefc"
    static let diagnosticFill = "#fde2e2"
    static let diagnosticLine = "#c0392b"
    static let foldFill = "#f0f0f0"
    /// A log line: a note in the yellow of sticky notes, a state change in a quieter green.
    static let logFill = "#fffbe0"
    static let stateFill = "#e6f4e6"
    static let absentLine = "#b0b0b0"
    static let lifeline = "#c8c8c8"
    static let turnRule = "#e4e4e4"
}
