import Lifeline
import LifelineDiagrams
import Testing

/// The sequence diagram of short traces: nothing folded, every event a node in its column.
@MainActor
struct SequenceDiagramTests {
    @Test func rootWindowMatchesItsGolden() {
        let graph = SequenceDiagram(trace: Strategies.rootWindow.run()).graph
        Golden.check(DOTEncoder.encode(graph), named: "sequence-root-window.dot")
    }

    @Test func navigationFlowMatchesItsGolden() {
        let graph = SequenceDiagram(trace: NavigationTrace.flow()).graph
        Golden.check(DOTEncoder.encode(graph), named: "sequence-navigation.dot")
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
            #expect(label.contains(invocation))
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
        // One header per object with events, plus the run loop when phases have no object.
        let objects = Set(trace.events.compactMap(\.object))
        let hasRunLoop = trace.events.contains { $0.object == nil }
        let headerRank = try #require(graph.subgraphs.first)
        #expect(headerRank.nodeIDs == ["time"] + (hasRunLoop ? ["r"] : []) + objects.sorted().map { "o\($0.rawValue)" })
        // A marker per turn, and one rank per event.
        let turns = Set(trace.events.map(\.turn))
        #expect(graph.nodes.filter { $0.id.hasPrefix("t") && $0.id != "time" }.count == turns.count)
        #expect(graph.subgraphs.count == 1 + trace.events.count)
        // An edge from each event to every event it ran.
        let causeEdges = graph.edges.filter { $0.attributes["weight"] == .number(0) }
        #expect(causeEdges.count == trace.events.filter { $0.parent != nil }.count)
        for edge in causeEdges {
            let child = try #require(Int(edge.to.dropFirst()))
            #expect(edge.from == "e\(trace.event(child).parent!)")
        }
        // Ids are the diagram's own, never user text.
        for node in graph.nodes {
            #expect(node.id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "\(node.id)")
        }
        #expect(graph.attributes["rankdir"] == .raw("TB"))
        #expect(graph.attributes["fontname"] == "Helvetica")
    }

    @Test func eachLifelineIsOneStraightChainOfItsEvents() throws {
        let trace = NavigationTrace.flow()
        let graph = SequenceDiagram(trace: trace).graph
        let lifelineEdges = graph.edges.filter { $0.attributes["weight"] == .number(100) }
        for object in Set(trace.events.compactMap(\.object)) {
            // Follow the chain from the header: the object's events must come in trace order.
            var next: [String: String] = [:]
            for edge in lifelineEdges { next[edge.from] = edge.to }
            var current = "o\(object.rawValue)"
            var seen: [Int] = []
            while let following = next[current] {
                if following.hasPrefix("e"), let sequence = Int(following.dropFirst()) { seen.append(sequence) }
                current = following
            }
            let expected = trace.events.indices.filter { trace.events[$0].object == object }.map { $0 + 1 }
            #expect(seen == expected)
        }
    }

    static func trace(named name: String) throws -> Trace {
        switch name {
        case "navigation": return NavigationTrace.flow()
        case "hostile": return HostileNames.trace()
        default: return try #require(Strategies.named(name)).run()
        }
    }
}
