import LifelineTrace
import Testing

/// `TraceFile.detectFormat(_:)` decides by parsing, not by spelling (issue 19, defect 6).
@Suite("Trace format detection")
struct TraceFormatDetectionTests {
    private func detect(_ text: String) -> TraceFileFormat? {
        TraceFile.detectFormat(Array(text.utf8))
    }

    @Test func recognisesWhatTheWritersWrite() {
        let trace = SampleTraces.rootWindow()
        #expect(detect(TextTraceFormat.encode(trace)) == .text)
        #expect(detect(JSONTraceFormat.encode(trace)) == .json)
        #expect(detect("\u{FEFF}" + TextTraceFormat.encode(trace)) == .text)
        #expect(detect("\u{FEFF}" + JSONTraceFormat.encode(trace)) == .json)
    }

    @Test func recognisesJSONInAnyLayoutAndKeyOrder() {
        #expect(detect(#"{"format":"lifeline-trace"}"#) == .json)
        #expect(detect("\n\t{\r\n  \"format\"\n:\n \"lifeline-trace\" }") == .json)
        #expect(detect(#"{"version":2,"objects":[{"id":1,"x":[true,false,null,-1.5e3,{}]}],"format":"lifeline-trace"}"#) == .json)
        #expect(detect(#"{"form\u0061t":"lifeline\u002Dtrace"}"#) == .json)
        // Broken after the member: still a trace, which the reader then reports with a position.
        #expect(detect(#"{"format":"lifeline-trace", oops"#) == .json)
    }

    @Test func rejectsEverythingElse() {
        #expect(detect("") == nil)
        #expect(detect("lifeline-trace") == nil)
        #expect(detect(" lifeline-trace 2") == nil)
        #expect(detect("name: demo\ncontrollers: []\n") == nil)
        #expect(detect(#"{"name":"demo","controllers":[]}"#) == nil)
        #expect(detect(#"{"format":"lifeline-trace2"}"#) == nil)
        #expect(detect(#"{"format":1}"#) == nil)
        #expect(detect(#"["format","lifeline-trace"]"#) == nil)
        // Only a top-level member counts, and only after well-formed members.
        #expect(detect(#"{"scenario":{"format":"lifeline-trace"}}"#) == nil)
        #expect(detect(#"{"a":[1,,2],"format":"lifeline-trace"}"#) == nil)
        #expect(detect(#"{"a":"format","b":"lifeline-trace"}"#) == nil)
        #expect(detect(#"{"a":01,"format":"lifeline-trace"}"#) == nil)
    }

    @Test func skipsDeepNestingWithoutRecursion() {
        let depth = 200_000
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(detect("{\"a\":\(nested),\"format\":\"lifeline-trace\"}") == .json)
        #expect(detect("{\"a\":\(nested)") == nil)
    }
}
