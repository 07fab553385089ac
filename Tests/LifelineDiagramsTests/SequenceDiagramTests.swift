import LifelineScenarios
import LifelineDiagrams
import LifelineTesting
import Testing

/// The sequence diagram of short traces: nothing folded, every event a node in its column.
@MainActor
struct SequenceDiagramTests {
    @Test func rootWindowMatchesItsGolden() {
        assertGolden(of: Strategies.rootWindow.run(), as: .dot, atPath: Goldens.path("sequence-root-window.dot"))
    }

    @Test func navigationFlowMatchesItsGolden() {
        assertGolden(of: NavigationTrace.flow(), as: .dot, atPath: Goldens.path("sequence-navigation.dot"))
    }

    @Test(arguments: Strategies.all.map(\.name) + ["navigation", "hostile"])
    func everyEventIsANodeLabelledAsTheTextFormatWritesIt(_ name: String) throws {
        let trace = try Self.trace(named: name)
        let diagram = SequenceDiagram(trace: trace)
        #expect(!diagram.isFolded)
        #expect(diagram.foldedEventCount == 0)
        let labels = EventLabels(trace)
        let strings = DOTReader(DOTEncoder.encode(diagram.graph)).strings
        for sequence in 1...trace.events.count {
            let node = try #require(diagram.graph.node("e\(sequence)"))
            guard case .string(let label) = node.attributes["label"] else {
                Issue.record("e\(sequence) has no text label")
                continue
            }
            let invocation = labels.invocation(of: sequence, includingReceiver: false)
            if case .string(let text)? = trace.event(sequence).arguments.first, trace.event(sequence).kind == .log {
                // A note shows the logged text itself, not the call that logged it.
                #expect(label.hasPrefix(TraceNameSyntax.visible(text)))
            } else {
                #expect(label.contains(invocation))
            }
            #expect(strings.contains(label))
            if let number = labels.callNumber(of: sequence) { #expect(label.hasPrefix("[\(number)] ")) }
            if let cause = labels.causeNote(of: sequence) { #expect(label.contains(cause)) }
            if let message = labels.diagnosticMessage(of: sequence) {
                #expect(label.hasPrefix("⚠ "))
                #expect(label.hasSuffix("\n" + message))
                #expect(node.attributes["color"] != nil)
            }
            #expect(node.attributes["tooltip"] == .tooltip("#\(sequence), turn \(trace.event(sequence).turn): " + labels.line(of: sequence)))
        }
    }

    @Test(arguments: Strategies.all.map(\.name) + ["navigation"])
    func layoutHasColumnsTurnsAndCauseEdges(_ name: String) throws {
        let trace = try Self.trace(named: name)
        let graph = SequenceDiagram(trace: trace).graph
        let layout = Layout(graph)
        // One header per object with events, plus the run loop when phases have no object, all
        // on one row, left to right in this order.
        let objects = Set(trace.events.compactMap(\.object))
        let hasRunLoop = trace.events.contains { $0.object == nil }
        let headers = ["time"] + (hasRunLoop ? ["r"] : []) + objects.sorted().map { "o\($0.rawValue)" }
        #expect(Set(headers.map { layout.y($0) }).count == 1)
        #expect(headers.map { layout.x($0) } == headers.map { layout.x($0) }.sorted())
        #expect(Set(headers.map { layout.x($0) }).count == headers.count)
        // A node in the time column per turn, and per event that a trace marker precedes.
        var namedRows = Set(trace.markers.map { $0.position + 1 }.filter { $0 <= trace.events.count })
        for (offset, event) in trace.events.enumerated() where offset == 0 || trace.events[offset - 1].turn != event.turn {
            namedRows.insert(offset + 1)
        }
        let markers = graph.nodes.filter { $0.id.hasPrefix("t") && $0.id != "time" }
        #expect(markers.count == namedRows.count)
        for marker in markers { #expect(layout.x(marker.id) == layout.x("time")) }
        // A row per event, top to bottom in trace order (y grows upwards), each in its object's column.
        let rows = (1...trace.events.count).map { layout.y("e\($0)") }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 > $1 })
        for (offset, event) in trace.events.enumerated() {
            #expect(layout.x("e\(offset + 1)") == layout.x(event.object.map { "o\($0.rawValue)" } ?? "r"))
        }
        // An edge from each event to every event it ran.
        let causeEdges = graph.edges.filter { Layout.isRow($0.from) && Layout.isRow($0.to) }
        #expect(causeEdges.count == trace.events.filter { $0.parent != nil }.count)
        for edge in causeEdges {
            let child = try #require(Int(edge.to.dropFirst()))
            #expect(edge.from == "e\(trace.event(child).parent!)")
        }
        // Ids are the diagram's own, never user text.
        for node in graph.nodes {
            #expect(node.id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "\(node.id)")
        }
        #expect(graph.attributes["layout"] == .raw("nop2"))
        #expect(graph.attributes["fontname"] == "Helvetica")
    }

    @Test func eachLifelineRunsFromItsHeaderPastItsLastEvent() throws {
        let trace = NavigationTrace.flow()
        let graph = SequenceDiagram(trace: trace).graph
        let layout = Layout(graph)
        for object in Set(trace.events.compactMap(\.object)) {
            let header = "o\(object.rawValue)"
            let lifeline = try #require(graph.edges.first { $0.from == header })
            #expect(lifeline.attributes["style"] == .raw("dashed"))
            #expect(lifeline.attributes["arrowhead"] == .raw("none"))
            #expect(graph.node(lifeline.to)?.attributes["style"] == .raw("invis"))
            #expect(layout.x(lifeline.to) == layout.x(header))
            let last = try #require(trace.events.indices.last { trace.events[$0].object == object })
            #expect(layout.y(lifeline.to) < layout.y("e\(last + 1)"))
        }
    }

    /// Nodes are placed from estimated sizes; with Graphviz's own sizes at least as small (rows
    /// get the estimated width), no two may overlap: a row holds one node, and columns are as
    /// wide as their widest node.
    @Test(arguments: Strategies.all.map(\.name) + ["navigation", "hostile"])
    func rowsAndColumnsLeaveNodesApart(_ name: String) throws {
        let graph = SequenceDiagram(trace: try Self.trace(named: name)).graph
        let layout = Layout(graph)
        let rows = graph.nodes.filter { Layout.isRow($0.id) }
        let sorted = rows.sorted { layout.y($0.id) > layout.y($1.id) }
        for (upper, lower) in zip(sorted, sorted.dropFirst()) {
            // Rows are at least a minimum node's height (0.3 in) and a gap apart.
            #expect(layout.y(upper.id) - layout.y(lower.id) >= 21.6 + 6, "\(upper.id) and \(lower.id)")
        }
        let headers = graph.nodes.filter { $0.id == "r" || $0.id.hasPrefix("o") }
        for row in rows where row.id.hasPrefix("e") {
            guard case .number(let inches) = row.attributes["width"] else {
                Issue.record("\(row.id) has no width")
                continue
            }
            // Within its column: clear of the neighbouring lifelines.
            let x = layout.x(row.id)
            for header in headers where layout.x(header.id) != x {
                #expect(abs(layout.x(header.id) - x) > inches * 72 / 2, "\(row.id) reaches \(header.id)'s lifeline")
            }
        }
    }

    @Test func turnsStartWithAMarkerAndARuleAcrossTheDiagram() throws {
        let graph = SequenceDiagram(trace: NavigationTrace.flow()).graph
        let layout = Layout(graph)
        let rules = graph.edges.filter { $0.from.hasPrefix("s") && $0.from.hasSuffix("l") }
        let markers = graph.nodes.filter { $0.id.hasPrefix("t") && $0.id != "time" }
        // Every turn but the first, which the headers already separate.
        #expect(rules.count == markers.count - 1)
        for rule in rules {
            #expect(layout.y(rule.from) == layout.y(rule.to))
            #expect(layout.x(rule.from) < layout.x("time"))
            #expect(graph.nodes.allSatisfy { $0.id.hasPrefix("l_") || layout.x($0.id) <= layout.x(rule.to) })
        }
    }

    /// A trace marker is named in the time column beside the event it precedes, under the turn
    /// when that event starts one; its name is the user's, escaped where it lands.
    @Test func markersAreNamedInTheTimeColumn() throws {
        let whole = SequenceDiagram(trace: Strategies.push.run()).graph
        let labels = whole.nodes.filter { $0.id.hasPrefix("t") && $0.id != "time" }.compactMap { $0.attributes["label"] }
        #expect(labels.contains(.string("▸ push")))
        let slice = SequenceDiagram(trace: Strategies.push.run(fromMarker: true)).graph
        let first = try #require(slice.nodes.first { $0.id == "t1" })
        #expect(first.attributes["label"] == .string("turn 1\n▸ push"))
        var hostile = Strategies.push.run(fromMarker: true)
        hostile.markers[0].name = "say \"hi\"\n} digraph {"
        let dot = DOTEncoder.encode(SequenceDiagram(trace: hostile).graph)
        #expect(dot.contains(#"label="turn 1\n▸ say \"hi\"\n} digraph {""#))
    }

    /// Edges into another lifeline are elbows down the parent's lifeline and across on the
    /// child's row; into the same lifeline past other rows, brackets on its right; into the next
    /// row of the same lifeline, Graphviz's straight line.
    @Test func causeEdgesAreElbowsBracketsOrStraightLines() throws {
        let trace = NavigationTrace.flow()
        let graph = SequenceDiagram(trace: trace).graph
        let layout = Layout(graph)
        var kinds: [String: Int] = [:]
        for edge in graph.edges where Layout.isRow(edge.from) && Layout.isRow(edge.to) {
            let parent = layout.point(edge.from), child = layout.point(edge.to)
            guard case .string(let pos) = edge.attributes["pos"] else {
                kinds["straight", default: 0] += 1
                #expect(parent.x == child.x, "\(edge.from) -> \(edge.to)")
                continue
            }
            let points = Layout.points(pos)
            let tip = try #require(points.first)
            #expect(tip.y == child.y, "the arrow ends on the child's row")
            #expect((points.count - 2) % 3 == 0, "a tip and cubic Béziers")
            if parent.x == child.x {
                kinds["bracket", default: 0] += 1
                #expect(points.dropFirst().allSatisfy { $0.x >= parent.x })
            } else {
                kinds["elbow", default: 0] += 1
                // From under the parent, on its lifeline or a step right of it when nested.
                #expect(points[1].y == parent.y && points[1].x >= parent.x && points[1].x <= parent.x + 12)
            }
        }
        #expect(kinds["straight", default: 0] > 0)
        #expect(kinds["bracket", default: 0] > 0)
        #expect(kinds["elbow", default: 0] > 0)
    }

    static func trace(named name: String) throws -> Trace {
        switch name {
        case "navigation": return NavigationTrace.flow()
        case "hostile": return HostileNames.trace()
        default: return try #require(Strategies.named(name)).run()
        }
    }
}

/// Where nodes are, from their `pos` (`x,y!` in points, y growing upwards).
struct Layout {
    private var positions: [String: (x: Double, y: Double)] = [:]

    init(_ graph: Graph) {
        for node in graph.nodes {
            guard case .string(let pos) = node.attributes["pos"], let point = Self.points(pos).first else { continue }
            positions[node.id] = point
        }
    }

    func point(_ id: String) -> (x: Double, y: Double) { positions[id] ?? (.nan, .nan) }
    func x(_ id: String) -> Double { point(id).x }
    func y(_ id: String) -> Double { point(id).y }

    /// The points of a `pos`, node or edge: `x,y`, `x,y!`, `e,x,y x,y ...`.
    static func points(_ pos: String) -> [(x: Double, y: Double)] {
        pos.split(separator: " ").map { item in
            let numbers = item.split(separator: ",").compactMap { Double($0.replacingOccurrences(of: "!", with: "")) }
            return (numbers[numbers.count - 2], numbers[numbers.count - 1])
        }
    }

    /// Events `e12` and folds `f3`.
    static func isRow(_ id: String) -> Bool {
        (id.hasPrefix("e") || id.hasPrefix("f")) && Int(id.dropFirst()) != nil
    }
}
