import Foundation
import LifelineDiagrams
import LifelineScenarios
import LifelineTrace
import Testing

/// `ChromeTrace` against the Trace Event Format's specification: required fields per phase,
/// metadata naming every track, complete events well nested on every track and around their
/// nested events, instants for diagnostics, logs, state changes and markers.
@MainActor
struct ChromeTraceTests {
    private static func events(_ trace: Trace) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(ChromeTrace.json(trace).utf8))
        let object = try #require(json as? [String: Any])
        #expect(["ms", "ns"].contains(object["displayTimeUnit"] as? String))
        return try #require(object["traceEvents"] as? [[String: Any]])
    }

    @Test(arguments: Strategies.all.map(\.name) + ["navigation", "hostile"])
    func followsTheFormat(_ name: String) throws {
        let trace = try SequenceDiagramTests.trace(named: name)
        let events = try Self.events(trace)
        var threadNames: [Int: String] = [:]
        var slices: [Int: [(ts: Int, end: Int, sequence: Int)]] = [:]
        var span: [Int: (ts: Int, end: Int)] = [:]
        var instants = 0
        for event in events {
            // Required of every event: name, phase, process and thread.
            let phase = try #require(event["ph"] as? String)
            #expect(event["name"] is String)
            #expect(event["pid"] as? Int == 1)
            let tid = try #require(event["tid"] as? Int)
            switch phase {
            case "M":
                let args = try #require(event["args"] as? [String: Any])
                switch event["name"] as? String {
                case "thread_name": threadNames[tid] = try #require(args["name"] as? String)
                case "thread_sort_index": #expect(args["sort_index"] as? Int == tid)
                case "process_name": #expect(args["name"] as? String == "\(trace.scenario ?? "trace") · iOS \(trace.iosVersion)")
                default: Issue.record("unexpected metadata \(event)")
                }
            case "X":
                let ts = try #require(event["ts"] as? Int), dur = try #require(event["dur"] as? Int)
                #expect(dur >= 1)
                let sequence = try #require((event["args"] as? [String: Any])?["sequence"] as? Int)
                slices[tid, default: []].append((ts, ts + dur, sequence))
                span[sequence] = (ts, ts + dur)
                #expect(["callback", "call", "runLoop"].contains(event["cat"] as? String))
            case "i":
                #expect(event["ts"] is Int)
                let scope = try #require(event["s"] as? String)
                if event["cat"] as? String == "marker" {
                    #expect(scope == "g")
                } else {
                    #expect(scope == "t")
                    #expect(["diagnostic", "log", "state"].contains(event["cat"] as? String))
                    instants += 1
                    let sequence = try #require((event["args"] as? [String: Any])?["sequence"] as? Int)
                    let ts = try #require(event["ts"] as? Int)
                    span[sequence] = (ts, ts)
                }
            default:
                Issue.record("unexpected phase \(phase)")
            }
        }
        // Every event once; every track it lands on named after its object.
        #expect(span.count == trace.events.count)
        #expect(slices.values.reduce(0) { $0 + $1.count } + instants == trace.events.count)
        for (tid, name) in threadNames where tid > 1 {
            let object = try #require(trace.object(ObjectID(tid - 1)))
            #expect(name == object.name + " (" + object.className + ")")
        }
        for event in events where event["ph"] as? String != "M" {
            #expect(threadNames[event["tid"] as? Int ?? -1] != nil)
        }
        // Well nested per track: sorted by start (longest first), each slice ends within the one open around it.
        for (tid, list) in slices {
            var open: [(ts: Int, end: Int, sequence: Int)] = []
            for slice in list.sorted(by: { ($0.ts, -$0.end) < ($1.ts, -$1.end) }) {
                while let top = open.last, top.end <= slice.ts { open.removeLast() }
                if let top = open.last {
                    #expect(slice.end <= top.end, "track \(tid): #\(slice.sequence) overlaps #\(top.sequence)")
                }
                open.append(slice)
            }
        }
        // Time runs with the virtual clock, and strictly forwards in trace order.
        for sequence in 1...trace.events.count {
            let start = try #require(span[sequence]).ts
            #expect(start >= Int((trace.event(sequence).virtualTime * 1_000_000).rounded()) + sequence - 1)
            if sequence > 1 { #expect(start > span[sequence - 1]!.ts) }
        }
        // A nested event lies within the event it ran inside, in time order.
        for sequence in 1...trace.events.count {
            guard let parent = trace.event(sequence).parent, let inner = span[sequence], let outer = span[parent] else { continue }
            #expect(outer.ts < inner.ts && inner.end <= outer.end, "#\(sequence) in #\(parent)")
        }
    }

    @Test func anAnimationIsAGapOfItsDuration() throws {
        let trace = try #require(Strategies.named("push-animated")).run()
        let moved = try #require(trace.events.indices.first { trace.events[$0].virtualTime > 0 })
        let starts = try Self.events(trace).compactMap { event -> (Int, Int)? in
            guard let sequence = (event["args"] as? [String: Any])?["sequence"] as? Int, let ts = event["ts"] as? Int else { return nil }
            return (sequence, ts)
        }
        let ts = Dictionary(uniqueKeysWithValues: starts)
        #expect(ts[moved + 1] == Int((trace.events[moved].virtualTime * 1_000_000).rounded()) + moved)
        #expect(ts[moved] == moved - 1)
    }

    @Test func diagnosticsAreInstantsOnTheirObjectsTrack() throws {
        let trace = HostileNames.trace()
        let diagnostics = trace.events.indices.filter { trace.events[$0].kind == .diagnostic }
        try #require(!diagnostics.isEmpty)
        let instants = try Self.events(trace).filter { $0["cat"] as? String == "diagnostic" }
        let labels = EventLabels(trace)
        #expect(instants.map { $0["name"] as? String } == diagnostics.map { labels.line(of: $0 + 1) })
        #expect(instants.map { $0["tid"] as? Int } == diagnostics.map { (trace.events[$0].object?.rawValue ?? 0) + 1 })
    }
}
