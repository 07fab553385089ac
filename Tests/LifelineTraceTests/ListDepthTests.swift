import LifelineTrace
import Testing

/// Lists nest at most 16 levels in every format (`TraceRules.maximumListDepth`): the writers
/// refuse a deeper one, both readers refuse it at the bracket that goes past the bound, and
/// anything shallower reads back as written. The JSON reader had no bound: 5,000 `[` in an
/// argument overflowed its stack (found by the JSONTrace fuzz target, session 6).
@Suite("Lists nest at most 16 levels")
struct ListDepthTests {
    /// `depth` lists around one object.
    static func nested(_ depth: Int) -> ArgumentValue {
        (0..<depth).reduce(ArgumentValue.object(ObjectID(1))) { inner, _ in .list([inner]) }
    }

    static func trace(listDepth: Int) -> Trace {
        // `viewWillAppear(_:)` keeps the untyped argument of the formats before 3 (ArgumentShapes).
        TraceValidationTests.trace([TraceEvent(name: .viewWillAppear, object: ObjectID(2),
                                               arguments: EventArguments(nested(listDepth)), turn: 0)])
    }

    @Test func sixteenLevelsReadBackInBothFormats() throws {
        let trace = Self.trace(listDepth: 16)
        let text = try TextTraceFormat.encodeChecked(trace)
        #expect(text.contains("  nav.viewWillAppear(\(String(repeating: "[", count: 16))vc\(String(repeating: "]", count: 16)))\n"))
        #expect(try TextTraceFormat.decode(text) == trace)
        #expect(try JSONTraceFormat.decode(try JSONTraceFormat.encodeChecked(trace)) == trace)
    }

    @Test func seventeenLevelsAreNotWritten() {
        TraceValidationTests.expectRefused(Self.trace(listDepth: 17), "event 1: lists nest deeper than 16 levels")
    }

    /// The sixteen-level file with one more list: each reader points at the seventeenth `[`.
    @Test func seventeenLevelsAreRefusedWhereTheyOpen() throws {
        let sixteen = Self.trace(listDepth: 16)
        let text = TextTraceFormat.encode(sixteen).replacing("(" + String(repeating: "[", count: 16),
                                                             with: "(" + String(repeating: "[", count: 17), maxReplacements: 1)
            .replacing(String(repeating: "]", count: 16) + ")", with: String(repeating: "]", count: 17) + ")", maxReplacements: 1)
        let textLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("viewWillAppear") }! + 1
        // `  nav.viewWillAppear(` is 21 scalars; the brackets start at column 22.
        #expect(throws: TraceDecodingError(line: textLine, column: 22 + 16, message: "lists nest deeper than 16 levels")) {
            try TextTraceFormat.decode(text)
        }

        let json = JSONTraceFormat.encode(sixteen)
        let open = #""arguments" : [ "#
        let deeper = json.replacing(open + String(repeating: "[ ", count: 16), with: open + String(repeating: "[ ", count: 17), maxReplacements: 1)
            .replacing(String(repeating: " ]", count: 16) + " ]", with: String(repeating: " ]", count: 17) + " ]", maxReplacements: 1)
        #expect(deeper != json)
        let lines = deeper.split(separator: "\n", omittingEmptySubsequences: false)
        let jsonLine = lines.firstIndex { $0.contains("viewWillAppear") }!
        let column = lines[jsonLine].ranges(of: open).first!.upperBound.utf16Offset(in: lines[jsonLine]) + 1 + 2 * 16
        #expect(throws: TraceDecodingError(line: jsonLine + 1, column: column, message: "lists nest deeper than 16 levels")) {
            try JSONTraceFormat.decode(deeper)
        }
    }

    /// The fuzz finding itself: thousands of `[` in one argument are refused, not recursed into.
    @Test func thousandsOfBracketsAreRefusedAtTheSeventeenth() {
        let event = #"  "events" : [ { "seq" : 1, "turn" : 0, "kind" : "callback", "name" : "viewWillAppear(_:)", "object" : null, "arguments" : [ "#
        let json = #"{ "format" : "lifeline-trace", "version" : 4, "ios" : 26, "scenario" : null, "objects" : [ ],"#
            + "\n" + event + String(repeating: "[", count: 5_000)
        #expect(throws: TraceDecodingError(line: 2, column: event.count + 1 + 16, message: "lists nest deeper than 16 levels")) {
            try JSONTraceFormat.decode(json)
        }
    }
}
