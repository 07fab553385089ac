import Lifeline
import LifelineScenarios
import Testing

/// Issue 18's "done when": every reading works on every built-in strategy. Filters give traces
/// that encode, validate and read back; `why` explains every event with one line per link of its
/// cause chain, ending at a top-level event.
@MainActor
struct EveryStrategyReadingTests {
    static let filters: [TraceFilter] = [
        TraceFilter(hidden: [.category(.views)]),
        TraceFilter(hidden: [.category(.layout), .category(.constraints), .category(.hooks), .category(.diagnostics)]),
        TraceFilter(onlyObjects: ["home", "vc", "a", "nav"]),
        TraceFilter(hidden: [.role(.viewController)]),
        TraceFilter(hidden: [.pattern("*Appear*")]),
    ]

    @Test(arguments: Strategies.all.map(\.name))
    func filtersGiveTracesThatReadBack(strategy: String) throws {
        for ios in [IOSVersion.iOS12, .iOS26] {
            let trace = try #require(Strategies.named(strategy)).run(ios: ios)
            for filter in Self.filters {
                let filtered = trace.filtered(by: filter)
                #expect(filtered.events.count <= trace.events.count)
                let text = try TextTraceFormat.encodeChecked(filtered)
                #expect(try TextTraceFormat.decode(text) == filtered, "\(strategy) \(filter)")
                let json = try JSONTraceFormat.encodeChecked(filtered)
                #expect(try JSONTraceFormat.decode(json) == filtered, "\(strategy) \(filter)")
                // Events keep their order: each kept event is one of the original's, in order.
                var remaining = trace.events[...]
                for event in filtered.events {
                    guard let index = remaining.firstIndex(where: {
                        $0.name == event.name && $0.object == event.object && $0.arguments == event.arguments
                            && $0.turn == event.turn && $0.virtualTime == event.virtualTime
                    }) else {
                        Issue.record("\(strategy): \(event) is not in the original in order")
                        break
                    }
                    remaining = remaining[(index + 1)...]
                }
            }
        }
    }

    @Test(arguments: Strategies.all.map(\.name))
    func whyExplainsEveryEvent(strategy: String) throws {
        let trace = try #require(Strategies.named(strategy)).run()
        let explanation = CauseExplanation(trace)
        for sequence in 1...trace.events.count {
            let chain = trace.causeChain(of: sequence)
            let lines = explanation.lines(for: sequence)
            #expect(lines.count == chain.count)
            #expect(trace.event(chain.last!.sequence).parent == nil)
            #expect(try EventSelector(String(sequence)).resolve(in: trace) == sequence)
        }
    }
}
