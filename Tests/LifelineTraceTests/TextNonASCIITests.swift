import LifelineTrace
import Testing

/// The text reader scans UTF-8 bytes and looks bare names up by their bytes, but columns count
/// Unicode scalars and names compare as `String`s (canonical equivalence). These pin both where
/// bytes and scalars differ: columns after multi-byte names, and names that are equal as
/// `String`s but not as bytes.
@Suite("Text format with non-ASCII names")
struct TextNonASCIITests {
    static func trace(objects: String, events: String) -> String {
        "lifeline-trace 2\nios: 16\nobjects:\n" + objects + "events:\nturn 0\n" + events
    }

    static func error(_ text: String) -> TraceDecodingError? {
        do {
            _ = try TextTraceFormat.decode(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Names equal as strings, not as bytes

    /// A bare `K` is canonically equivalent to a declared Kelvin sign (U+212A): the byte lookup
    /// misses, and the name is found as a `String`, as it always was.
    @Test func bareNameMatchingAQuotedDeclarationCanonically() throws {
        let text = Self.trace(objects: "  \"\u{212A}\" = VC [viewController]\n", events: "  K.viewDidLoad()\n")
        let trace = try TextTraceFormat.decode(text)
        #expect(trace.events.map(\.object) == [ObjectID(1)])
    }

    @Test func quotedNameMatchingABareDeclarationCanonically() throws {
        let text = Self.trace(objects: "  K = VC [viewController]\n", events: "  \"\u{212A}\".viewDidLoad()\n")
        #expect(try TextTraceFormat.decode(text).events.map(\.object) == [ObjectID(1)])
    }

    @Test func decomposedSpellingOfAPrecomposedName() throws {
        let text = Self.trace(objects: "  \"caf\u{E9}\" = VC [viewController]\n",
                              events: "  [1] \"cafe\u{301}\".addChild(\"caf\u{E9}\")\n")
        let event = try #require(try TextTraceFormat.decode(text).events.first)
        #expect(event.object == ObjectID(1))
        #expect(Array(event.arguments) == [.object(ObjectID(1))])
    }

    /// Quotes, escapes, `#` and non-ASCII scalars in names, as receiver and as argument.
    @Test func awkwardNamesRoundTrip() throws {
        let names = ["a \"b\"", "back\\slash", "tab\there", "root#2", "caf\u{E9}", "e\u{301}", "👩‍👩‍👧", "日本", "\u{2028}", "#"]
        let recorder = TraceRecorder(iosVersion: 16, scenario: "caf\u{E9} \"#1\"")
        let ids = names.map { recorder.register(name: $0, className: $0 + "Class", role: .viewController) }
        for (offset, id) in ids.enumerated() {
            let call = recorder.open(.addChild, object: id, arguments: .object(ids[(offset + 1) % ids.count]))
            recorder.record(.willMoveToParent, object: ids[(offset + 1) % ids.count], arguments: .object(id))
            recorder.close(call)
            recorder.record(.layoutPass, object: id, cause: call)
            recorder.mark(names[offset])
        }
        let trace = recorder.trace
        #expect(try TextTraceFormat.decode(TextTraceFormat.encode(trace)) == trace)
    }

    /// Run-loop phases are matched by their bytes alone. That is what comparing `String`s did only
    /// while every phase is lowercase letters and spaces: no other scalar is canonically
    /// equivalent to those (the only ones equivalent to ASCII are U+037E, U+1FEF and U+212A).
    @Test func runLoopPhasesAreSpelledOnlyByTheirOwnBytes() throws {
        for phase in EventName.allCases where phase.kind == .runLoop {
            #expect(phase.rawValue.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == " " }, "\(phase)")
        }
        let text = Self.trace(objects: "", events: "  ~ layout pass\n  ~ main queue\n")
        #expect(try TextTraceFormat.decode(text).events.map(\.name) == [.layoutPass, .mainQueue])
    }

    // MARK: Columns count scalars, not bytes

    @Test func junkAfterANonASCIIReceiver() {
        let text = Self.trace(objects: "  \"caf\u{E9}\" = VC [viewController]\n", events: "  \"caf\u{E9}\".viewDidLoad() junk\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 7, column: 23, message: "unexpected ` junk` after the event; expected end of line"))
    }

    /// The family emoji is 5 scalars and 18 bytes; the unknown name after it is at scalar 33.
    @Test func unknownArgumentAfterAnEmojiName() {
        let family = "👩‍👩‍👧"
        let text = Self.trace(objects: "  \"\(family)\" = VC [viewController]\n",
                              events: "  [1] \"\(family)\".addChild(\"\(family)\", x)\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 7, column: 33, message: "unknown object `x`; expected a name declared under `objects:`"))
    }

    @Test func extraArgumentAfterNonASCIINames() {
        let text = Self.trace(objects: "  \"\u{E9}\" = VC [viewController]\n",
                              events: "  [1] \"\u{E9}\".addChild(\"\u{E9}\", \"\u{E9}\")\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 7, column: 25, message: "`addChild(_:)` takes 1 argument, found 2"))
    }

    @Test func invalidEscapeOfANonASCIIScalar() {
        let text = "lifeline-trace 2\nios: 16\nobjects:\n  \"a\\\u{E9}b\" = VC [viewController]\nevents:\n"
        #expect(Self.error(text) == TraceDecodingError(
            line: 4, column: 5, message: "invalid escape `\\\u{E9}`; expected one of \\\", \\\\, \\n, \\r, \\t or \\u{XX}"))
    }

    @Test func foundExcerptAfterNonASCII() {
        let text = Self.trace(objects: "  \"\u{E9}\" = VC [viewController]\n", events: "  \"\u{E9}\".viewDidLoad(\u{E9})\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 7, column: 19,
            message: "expected a value (true, false, nil, a number or an object name), found `\u{E9})`"))
    }

    @Test func unknownRunLoopPhaseAfterANonASCIIObject() {
        let text = Self.trace(objects: "  \"\u{E9}\" = W [window]\n", events: "  ~ \"\u{E9}\": layout  p\u{E4}ss\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 7, column: 10,
            message: "unknown run-loop phase `layout  p\u{E4}ss`; expected `layout pass` or `main queue`"))
    }

    // MARK: Labels and line breaks after non-ASCII names

    static let twoObjects = "  \"\u{E9}\" = VC [viewController]\n  \"日本\" = V [view]\n"

    /// Labels are compared as bytes; the column of a wrong one still counts scalars.
    @Test func wrongLabelAfterNonASCIINames() {
        let text = Self.trace(objects: Self.twoObjects, events: "  [1] \"\u{E9}\".transition(from: \"日本\", tp: \"\u{E9}\")\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 8, column: 34, message: "expected label `to:` for `transition(from:to:)`, found label `tp:`"))
    }

    @Test func missingLabelAfterNonASCIINames() {
        let text = Self.trace(objects: Self.twoObjects, events: "  \"日本\".didMove(\"\u{E9}\")\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 8, column: 16, message: "expected label `toParent:` for `didMove(toParent:)`, found an unlabelled argument"))
    }

    @Test func labelsMatchingNoOverloadAfterNonASCIINames() {
        let text = Self.trace(objects: Self.twoObjects, events: "  \"日本\".willMove(toParant: \"\u{E9}\")\n")
        #expect(Self.error(text) == TraceDecodingError(
            line: 8, column: 16,
            message: "no overload matches `willMove(toParant:)`; expected `willMove(toParent:)`, `willMove(toWindow:)` or `willMove(toSuperview:)`"))
    }

    /// A CRLF line ends before its `\r`: columns count the scalars before it, and "end of line" is
    /// where the `\r` was.
    @Test func errorColumnsOnCRLFLinesWithNonASCIINames() {
        func crlf(_ events: String) -> String {
            Self.trace(objects: Self.twoObjects, events: events).replacing("\n", with: "\r\n")
        }
        #expect(Self.error(crlf("  \"日本\".viewDidLoad() junk\n")) == TraceDecodingError(
            line: 8, column: 21, message: "unexpected ` junk` after the event; expected end of line"))
        #expect(Self.error(crlf("  \"日本\".didMove(toParent: \n")) == TraceDecodingError(
            line: 8, column: 26, message: "expected a value (true, false, nil, a number or an object name), found end of line"))
        #expect(Self.error(crlf("  \"日本\".didMove(toParent: \"\u{E9}\")\n  \"\u{E9}\".viewDidLoad()x\n")) == TraceDecodingError(
            line: 9, column: 20, message: "unexpected `x` after the event; expected end of line"))
        #expect(Self.error(crlf("  \"\u{E9}\".didMove(toParent: \"日本\")\n  ~ \"日本\": layout p\u{E4}ss\n")) == TraceDecodingError(
            line: 9, column: 11, message: "unknown run-loop phase `layout p\u{E4}ss`; expected `layout pass` or `main queue`"))
    }
}
