import LifelineTrace

/// Each view controller's appearance states (disappeared, appearing, appeared, disappearing)
/// with an edge for every transition the trace took, labelled with the callback and how often
/// (`viewWillAppear ×3`), and the diagnostics UIKit logged for the controller, counted per
/// state. It aggregates, so it stays the same size however long the trace is.
///
/// Controllers are side by side without clusters: a header node per controller on the first
/// rank, its four states stacked below it by a heavy invisible chain, node ids prefixed per
/// controller (`c2s1`). More than `StateColumns.maximumColumns` controllers fold: those that
/// behaved alike share a column (`vc3 +40`, counts summed), so the diagram stays under about
/// 2,400 pt wide however many controllers the trace has (`StateColumn`).
public struct StateDiagram: Sendable {
    /// The diagram as a graph, ready for `DOTEncoder` or a renderer.
    public let graph: Graph

    /// Replays `trace`'s appearance callbacks per controller. O(events).
    public init(trace: Trace) {
        let history = StateHistory(trace)
        var nodes: [Node] = []
        var edges: [Edge] = []
        var headers: [String] = []
        var chains: [Edge] = []

        let columns = StateColumns.fold(history.controllers)
        for (offset, controller) in columns.enumerated() {
            let prefix = "c\(offset + 1)"
            headers.append(prefix)
            nodes.append(Node(prefix, Self.header(controller, trace: trace)))
            let ids = AppearanceState.allCases.map { "\(prefix)s\($0.chainIndex)" }
            for state in AppearanceState.allCases {
                nodes.append(Node(ids[state.chainIndex], Self.stateNode(state, controller: controller, trace: trace)))
            }
            // Fixes the states' order top to bottom; the start edge doubles as its first link.
            edges.append(Edge(from: prefix, to: ids[0], ["weight": 100, "color": .string(DiagramStyle.absentLine),
                                                        "tooltip": .tooltip("every controller starts disappeared")]))
            chains += zip(ids, ids.dropFirst()).map { Edge(from: $0, to: $1, ["style": .raw("invis"), "weight": 100]) }
            for (transition, count) in controller.transitions {
                edges.append(Self.transitionEdge(transition, count: count, ids: ids))
            }
            for diagnostic in controller.diagnostics {
                let id = ids[diagnostic.state.chainIndex]
                edges.append(Edge(from: id, to: id, [
                    "label": .string("⚠ \(diagnostic.name.baseName) ×\(NumberText.grouped(diagnostic.count))"),
                    "color": .string(DiagramStyle.diagnosticLine), "fontcolor": .string(DiagramStyle.diagnosticLine),
                    "style": .raw("dashed"),
                ]))
            }
        }
        edges = zip(headers, headers.dropFirst()).map { Edge(from: $0, to: $1, DiagramStyle.invisible) } + chains + edges

        var title = "appearance states: " + (trace.scenario ?? "trace") + " · iOS \(trace.iosVersion) · "
            + NumberText.count(history.controllers.count, "view controller")
        if columns.count < history.controllers.count { title += " in " + NumberText.count(columns.count, "column") }
        if history.otherDiagnostics > 0 {
            title += "\n⚠ " + NumberText.count(history.otherDiagnostics, "diagnostic") + " about other objects"
        }
        graph = Graph(
            id: "states",
            attributes: DiagramStyle.graphAttributes(label: title, nodeCount: nodes.count, fastLayoutNodeCount: 1_000)
                .merging(["nodesep": 0.6, "ranksep": 0.45]),
            nodeDefaults: DiagramStyle.nodeDefaults.merging(["style": "rounded"]),
            edgeDefaults: DiagramStyle.edgeDefaults,
            nodes: nodes, edges: edges, subgraphs: headers.isEmpty ? [] : [.sameRank(headers)])
    }

    /// A plain label, not an HTML one: Graphviz 2.43 leaks memory on every HTML label it parses.
    private static func header(_ controller: StateColumn, trace: Trace) -> Attributes {
        let first = controller.objects[0]
        let object = trace.object(first)
        let name = object?.name ?? first.description
        var label = HTMLLabel.shortened(name)
        var tooltip = name
        if controller.objects.count > 1 {
            // A folded column: the first controller's name, how many more, and up to ten names.
            let others = controller.objects.count - 1
            label += " +" + NumberText.grouped(others) + "\n" + NumberText.count(controller.objects.count, "view controller")
            let names = controller.objects.prefix(10).map { trace.object($0)?.name ?? $0.description }
            tooltip = names.joined(separator: ", ") + (controller.objects.count > 10 ? " and \(controller.objects.count - 10) more" : "")
        } else if let object {
            label += "\n" + HTMLLabel.shortened(object.className)
            tooltip += ": " + object.className
        }
        let diagnostics = controller.diagnostics.reduce(0) { $0 + $1.count }
        var attributes: Attributes = ["style": "filled", "fillcolor": .string(DiagramStyle.headerFill),
                                      "tooltip": .tooltip(tooltip)]
        if diagnostics > 0 {
            label += "\n⚠ " + NumberText.count(diagnostics, "diagnostic")
            attributes["color"] = .string(DiagramStyle.diagnosticLine)
            attributes["fontcolor"] = .string(DiagramStyle.diagnosticLine)
        }
        attributes["label"] = .string(label)
        return attributes
    }

    /// Visited states are solid; the state the trace ends in has a double border; states never
    /// reached are dashed and grey, so every controller shows the same four.
    private static func stateNode(_ state: AppearanceState, controller: StateColumn, trace: Trace) -> Attributes {
        var attributes: Attributes = ["label": .string(state.rawValue)]
        let first = controller.objects[0]
        var name = trace.object(first)?.name ?? first.description
        if controller.objects.count > 1 { name += " and \(NumberText.count(controller.objects.count - 1, "other"))" }
        if !controller.visited.contains(state) {
            attributes["style"] = "rounded,dashed"
            attributes["color"] = .string(DiagramStyle.absentLine)
            attributes["fontcolor"] = .string(DiagramStyle.absentLine)
            attributes["tooltip"] = .tooltip("\(name) is never \(state.rawValue)")
        } else {
            attributes["tooltip"] = .tooltip("\(name): \(state.rawValue)")
        }
        if controller.finalState == state { attributes["peripheries"] = 2 }
        return attributes
    }

    /// Edges always run down the chain so `dot` ranks them consistently; a step back up (say
    /// `viewDidDisappear` from disappearing to disappeared) is drawn reversed with `dir=back`.
    private static func transitionEdge(_ transition: StateHistory.Transition, count: Int, ids: [String]) -> Edge {
        var attributes: Attributes = [
            "label": .string("\(transition.callback.baseName) ×\(NumberText.grouped(count))"),
            "weight": 0,
        ]
        let from = transition.from.chainIndex, to = transition.to.chainIndex
        if from > to {
            attributes["dir"] = .raw("back")
            return Edge(from: ids[to], to: ids[from], attributes)
        }
        return Edge(from: ids[from], to: ids[to], attributes)
    }
}

extension AppearanceState {
    /// The state's place down the drawn chain (disappeared, appearing, appeared, disappearing):
    /// its node's id suffix, and which way an edge between two states points.
    fileprivate var chainIndex: Int { Self.allCases.firstIndex(of: self)! }
}
