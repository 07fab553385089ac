/// A synthetic baseline laid out by `dot`: a header per object on one rank, a heavy dashed
/// lifeline down each object's column, an invisible chain putting every event on its own rank,
/// and edges from each event to the events it caused. It shows what in-process rendering gains
/// when Graphviz must compute a layout; Lifeline's own sequence diagrams give their coordinates
/// (`layout=nop2`) and are timed separately (`RealDiagrams`).
enum SequenceDOT {
    static let objects = ["UIWindow", "RootViewController", "ChildViewController", "UIView", "RunLoop"]
    static let callbacks = ["viewDidLoad", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
                            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "didMove(toParent:)",
                            "layoutSubviews", "makeKeyAndVisible", "turn of the run loop"]

    static func make(events: Int) -> String {
        var random = SplitMix(seed: UInt64(events))
        var lines = [
            "digraph sequence {",
            "  graph [rankdir=TB, nodesep=0.3, ranksep=0.15, outputorder=edgesfirst, fontname=Helvetica];",
            "  node [shape=box, fontname=Helvetica, fontsize=11, margin=\"0.1,0.03\", height=0.3];",
            "  edge [arrowsize=0.6, fontname=Helvetica];",
        ]
        let headers = objects.indices.map { "o\($0)" }
        for (index, name) in objects.enumerated() {
            lines.append("  o\(index) [label=<<B>\(name)</B>>, style=filled, fillcolor=\"#eeeeee\"];")
        }
        lines.append("  { rank=same; \(headers.joined(separator: "; ")); }")
        for (left, right) in zip(headers, headers.dropFirst()) {
            lines.append("  \(left) -> \(right) [style=invis];")
        }
        var lastInColumn = headers
        var columns: [Int] = []
        for event in 0..<events {
            let column = Int(random.next() % UInt64(objects.count))
            let name = callbacks[Int(random.next() % UInt64(callbacks.count))]
            lines.append("  e\(event) [label=\"\(name)\\n#\(event)\", style=rounded, tooltip=\"event \(event)\"];")
            lines.append("  \(lastInColumn[column]) -> e\(event) "
                + "[style=dashed, color=\"#999999\", arrowhead=none, weight=100];")
            lastInColumn[column] = "e\(event)"
            if event > 0, columns[event - 1] != column {
                lines.append("  e\(event - 1) -> e\(event) [style=invis, weight=0];")
            }
            if event > 0, random.next() % 3 != 0 {
                let parent = event - 1 - Int(random.next() % UInt64(min(event, 4)))
                lines.append("  e\(parent) -> e\(event) [weight=0];")
            }
            columns.append(column)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A small, seedable generator, so that every run times the same graphs.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
