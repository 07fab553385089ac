/// The look shared by all diagrams: fonts, colours and layout settings, in one place so the
/// diagrams stay consistent and their goldens change together.
enum DiagramStyle {
    static let font = "Helvetica"

    /// `dot` settings common to every diagram. The graph label sits on top so it reads as a title.
    static func graphAttributes(label: String, nodeCount: Int, fastLayoutNodeCount: Int) -> Attributes {
        var attributes: Attributes = [
            "rankdir": .raw("TB"), "fontname": .string(font), "fontsize": 12,
            "labelloc": .raw("t"), "label": .string(label),
        ]
        if nodeCount > fastLayoutNodeCount {
            // From the Graphviz notes: these cut `dot`'s time, most of it spent in mincross, at the
            // cost of a few more crossings. `nslimit` is left out on purpose: it cuts short the
            // network simplex that places nodes sideways, and lifelines then bend.
            attributes["mclimit"] = 0.1
            attributes["nslimit1"] = 0.5
            attributes["remincross"] = false
        }
        return attributes
    }

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
    static let absentLine = "#b0b0b0"
    static let lifeline = "#c8c8c8"
}
