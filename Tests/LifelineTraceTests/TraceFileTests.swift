import LifelineTrace
import Testing

@Suite("Format detection and line endings")
struct TraceFileTests {
    @Test func picksJSONWhenTheFirstNonSpaceIsABrace() throws {
        let trace = SampleTraces.rootWindow()
        #expect(try TraceFile.decode(" \n\t" + JSONTraceFormat.encode(trace)) == trace)
        #expect(try TraceFile.decode(TextTraceFormat.encode(trace)) == trace)
    }

    @Test func reportsErrorsInTheDetectedFormat() {
        #expect(throws: TraceDecodingError(line: 2, column: 3, message: "expected a string key, found `x`")) {
            try TraceFile.decode("\n {x}")
        }
        #expect(throws: TraceDecodingError(line: 1, column: 1,
                                           message: "expected `lifeline-trace <version>` on the first line, found `x`")) {
            try TraceFile.decode("x")
        }
    }

    @Test func acceptsCRLFAndTrailingBlankLines() throws {
        let text = TextTraceFormat.encode(SampleTraces.rootWindow())
        let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(try TextTraceFormat.decode(crlf + "\r\n  \r\n\n") == SampleTraces.rootWindow())
        #expect(try TextTraceFormat.decode(String(text.dropLast())) == SampleTraces.rootWindow())
    }

    @Test func skipsAByteOrderMark() throws {
        let trace = SampleTraces.rootWindow()
        #expect(try TraceFile.decode("\u{FEFF}" + TextTraceFormat.encode(trace)) == trace)
        #expect(try TraceFile.decode("\u{FEFF}" + JSONTraceFormat.encode(trace)) == trace)
    }

    @Test func decodesTheDiagnosticWithoutItsTrailer() throws {
        let text = TextTraceFormatTests.rootWindowText.replacing(
            "  # Unbalanced calls to begin/end appearance transitions for vc.", with: "")
        #expect(try TextTraceFormat.decode(text) == SampleTraces.rootWindow())
    }

    @Test func describesErrorsWithLineAndColumn() {
        let error = TraceDecodingError(line: 3, column: 7, message: "expected `objects:`")
        #expect(error.description == "line 3, column 7: expected `objects:`")
    }
}
