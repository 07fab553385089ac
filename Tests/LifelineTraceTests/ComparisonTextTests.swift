@testable import LifelineTrace
import LifelineTestSupport
import Testing

/// The comparison's text table is written as bytes with each callback's label spelled once
/// (`TableLabels`), and its rows spelled from their parts (`CallbackTable.spelled`), not from a
/// trace made for each (Benchmarks/Profiling.md, section 30). Both are checked against what they
/// replaced: the table against the rule on Strings it had (kept here as `referenceTable`), the
/// rows against the spelling of the trace each comes from.
@Suite("Comparison text")
struct ComparisonTextTests {
    /// Random traces (hostile names, every event, both cause rules) compared in twos and threes:
    /// every row reads as its callback reads in the first trace that runs it.
    @Test func rowsAreSpelledAsTheTraceTheyComeFromSpellsThem() {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x5EED_0C0A))
        var checked = 0
        for round in 0..<150 {
            let traces = (0..<(2 + round % 2)).map { index in
                let trace = generator.trace()
                // Every other trace as a format-2 trace (causes on the outermost call), whose
                // quoted object arguments are spelled without the `@`.
                return index % 2 == 1 ? Self.withOutermostCauses(trace) : trace
            }
            let comparison = TraceComparison(traces.enumerated().map { (name: "t\($0.offset)", trace: $0.element) })
            let callbacks = traces.map { trace in
                (0..<trace.events.count).map { $0 + 1 }.filter { trace.event($0).kind == .callback }
            }
            for index in 0..<comparison.rowCount {
                let row = comparison.row(index)
                let first = row.positions.firstIndex { $0 != nil }!
                let trace = traces[first]
                let sequence = callbacks[first][row.positions[first]! - 1]
                let event = trace.event(sequence)
                #expect(row.object == (event.object.flatMap { trace.object($0)?.name } ?? "runLoop"))
                #expect(row.callback == event.name)
                #expect(row.invocation == EventLabels(trace).invocation(of: sequence, includingReceiver: false),
                        "round \(round), row \(index)")
                checked += 1
            }
        }
        #expect(checked > 1_000, "enough rows to mean something: \(checked)")
    }

    /// The table, against the String rule it was written with before, for random comparisons
    /// with hostile names in the columns and the labels, and for labels
    /// whose Characters and bytes differ in count: combining marks, CR LF, a prepended mark
    /// (U+0600) that joins the `.` after it, wide and emoji text, repeated callbacks (`#12`).
    @Test func theTableIsTheStringRuleWrittenAsBytes() {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x7AB1E))
        for round in 0..<150 {
            let traces = (0..<(1 + round % 3)).map { _ in generator.trace() }
            let names = traces.indices.map { _ in generator.name() }
            let comparison = TraceComparison(Array(zip(names, traces)).map { (name: $0, trace: $1) })
            Self.expectTableIsReference(comparison, "round \(round)")
        }
        let awkward = ["e\u{301}", "cr\r\nlf", "\u{600}x", "日本", "👩‍👩‍👧", "plain", "ends\u{600}"]
        let repeated = Self.repeatedCallbacks(objects: awkward, times: 12)
        let comparison = TraceComparison([(name: "é", trace: repeated), (name: "\u{600}", trace: generator.trace()),
                                          (name: "b", trace: Self.repeatedCallbacks(objects: awkward.reversed(), times: 3))])
        Self.expectTableIsReference(comparison, "awkward")
        #expect(comparison.renderText().contains("\nplain.viewWillAppear(false) #12  "))
        #expect(TraceComparison([]).renderText() == "callback\n")
    }

    /// The version matrix shares the table writer.
    @Test func theVersionMatrixTableIsTheStringRuleToo() {
        let awkward = ["e\u{301}", "\u{600}x", "vc"]
        let comparison = TraceComparison([(name: "iOS 12", trace: Self.repeatedCallbacks(objects: awkward, times: 2)),
                                          (name: "iOS 13", trace: Self.repeatedCallbacks(objects: awkward, times: 3))])
        let matrix = comparison.renderVersionMatrix(flow: "flow")
        let table = Self.referenceTable(comparison).joined(separator: "\n")
        #expect(matrix.utf8.starts(with: ("flow on iOS 12, iOS 13: changes at iOS 13\n\n" + table + "\n\niOS 12 -> iOS 13: ").utf8))
    }

    /// `viewWillAppear(false)` then `viewDidAppear(false)` on each object, `times` times over.
    static func repeatedCallbacks(objects names: [String], times: Int) -> Trace {
        let objects = names.enumerated().map { TraceObject(id: ObjectID($0.offset + 1), name: $0.element, className: "VC", role: .viewController) }
        var events: [TraceEvent] = []
        for _ in 0..<times {
            for object in objects {
                events.append(TraceEvent(name: .viewWillAppear, object: object.id, arguments: EventArguments(.bool(false)), turn: 0))
                events.append(TraceEvent(name: .viewDidAppear, object: object.id, arguments: EventArguments(.bool(false)), turn: 0))
            }
        }
        return Trace(iosVersion: 17, objects: objects, events: events)
    }

    static func withOutermostCauses(_ trace: Trace) -> Trace {
        Trace(iosVersion: trace.iosVersion, scenario: trace.scenario, objects: trace.objects, events: trace.events,
              markers: trace.markers, causeRule: .outermostCall)
    }

    /// `renderText()` begins with the reference table, then an empty line before the summaries.
    /// Compared as text: hostile names hold line breaks.
    static func expectTableIsReference(_ comparison: TraceComparison, _ note: String) {
        let expected = referenceTable(comparison).joined(separator: "\n") + "\n"
        let text = comparison.renderText()
        #expect(text.utf8.starts(with: expected.utf8), "\(note)")
        if !comparison.names.isEmpty {
            #expect(text.utf8.dropFirst(expected.utf8.count).first == UInt8(ascii: "\n"), "\(note)")
        }
    }

    /// The table's lines by the rule on Strings it had: every cell a String, widths in
    /// Characters, padded, joined by two spaces, trailing spaces trimmed.
    static func referenceTable(_ comparison: TraceComparison) -> [String] {
        let header = ["callback"] + comparison.names
        let body = comparison.rows.map { row in [row.label] + row.positions.map { $0.map(String.init) ?? "" } }
        let grid = [header] + body
        let widths = header.indices.map { column in grid.map { $0[column].count }.max() ?? 0 }
        return grid.map { cells in
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 ? cell + padding : padding + cell
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
