import LifelineTrace
import Testing

/// JSON mistakes, each pinned to the line and column of the offending value.
@Suite("JSON format errors")
struct JSONDecodingErrorTests {
    /// A valid two-event trace; each test breaks one thing in it. Events are on lines 11 and 12.
    static let valid = """
        {
          "format" : "lifeline-trace",
          "version" : 2,
          "ios" : 17,
          "scenario" : null,
          "objects" : [
            { "id" : 1, "name" : "window", "class" : "Window", "role" : "window" },
            { "id" : 2, "name" : "vc", "class" : "VC", "role" : "viewController" }
          ],
          "events" : [
            { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "rootViewController", "object" : 1, "objectName" : "window", "arguments" : [ { "object" : 2 } ], "parent" : null, "cause" : 1 },
            { "seq" : 2, "turn" : 0, "kind" : "callback", "name" : "viewWillAppear(_:)", "object" : 2, "objectName" : "vc", "arguments" : [ false ], "parent" : 1, "cause" : 1 }
          ]
        }

        """

    static func expectError(replacing old: String, with new: String, _ line: Int, _ column: Int, _ message: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(valid.contains(old), "the mutation must apply", sourceLocation: sourceLocation)
        expectError(valid.replacing(old, with: new, maxReplacements: 1), line, column, message,
                    sourceLocation: sourceLocation)
    }

    static func expectError(_ json: String, _ line: Int, _ column: Int, _ message: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        var thrown: TraceDecodingError?
        do {
            _ = try JSONTraceFormat.decode(json)
        } catch {
            thrown = error
        }
        #expect(thrown == TraceDecodingError(line: line, column: column, message: message),
                sourceLocation: sourceLocation)
    }

    @Test func theBaseDocumentIsValid() throws {
        let trace = try JSONTraceFormat.decode(Self.valid)
        #expect(trace.events.count == 2)
        #expect(JSONTraceFormat.encode(trace) == Self.valid)
    }

    // MARK: Syntax

    @Test func missingComma() {
        Self.expectError(replacing: "\"ios\" : 17,", with: "\"ios\" : 17", 5, 3,
                         "expected `,` or `}` after an object member, found `\"`")
    }

    @Test func unterminatedString() {
        Self.expectError("{ \"format\" : \"lifeline-trace", 1, 14, "unterminated string; expected a closing `\"`")
    }

    @Test func invalidLiteral() {
        Self.expectError(replacing: "\"scenario\" : null", with: "\"scenario\" : nil", 5, 16,
                         "expected a JSON value, found `nil,`")
    }

    @Test func trailingGarbage() {
        Self.expectError(Self.valid + "}\n", 15, 1, "unexpected `}` after the JSON document; expected end of input")
    }

    @Test func nestingTooDeep() {
        Self.expectError(String(repeating: "[", count: 40), 1, 33, "nesting is deeper than 32 levels")
    }

    // MARK: Header

    @Test func notATrace() {
        Self.expectError(replacing: "\"lifeline-trace\"", with: "\"lifeline-log\"", 2, 14,
                         "expected \"lifeline-trace\" for `format`, found the string \"lifeline-log\"")
    }

    @Test func turnOutOfRange() {
        Self.expectError(replacing: "{ \"seq\" : 2, \"turn\" : 0,", with: "{ \"seq\" : 2, \"turn\" : -1,", 12, 27,
                         "`turn` -1 is out of range; expected 0 to 2147483647")
    }

    @Test func unsupportedVersion() {
        Self.expectError(replacing: "\"version\" : 2", with: "\"version\" : 5", 3, 15,
                         "format version 5 is newer than this Lifeline understands; this Lifeline reads versions 1 to 4: update Lifeline, or re-record the golden with this one")
    }

    @Test func missingKey() {
        Self.expectError(replacing: "  \"ios\" : 17,\n", with: "", 1, 1, "missing key `ios` in the trace")
    }

    @Test func unknownKeyWithSuggestion() {
        Self.expectError(replacing: "\"scenario\"", with: "\"scenaro\"", 5, 3,
                         "unknown key \"scenaro\" in the trace; did you mean \"scenario\"?")
    }

    @Test func duplicateKey() {
        Self.expectError(replacing: "\"ios\" : 17,", with: "\"ios\" : 17, \"ios\" : 18,", 4, 15,
                         "duplicate key \"ios\" in the trace")
    }

    // MARK: Objects

    @Test func objectIDsNotDense() {
        Self.expectError(replacing: "\"id\" : 2", with: "\"id\" : 3", 8, 14,
                         "expected id 2, found 3; object ids are 1, 2, 3... in order")
    }

    @Test func unknownRole() {
        Self.expectError(replacing: "\"role\" : \"window\"", with: "\"role\" : \"screen\"", 7, 65,
                         "unknown role \"screen\"; expected \"viewController\", \"view\", \"window\", \"hook\" or \"content\"")
    }

    // MARK: Events

    @Test func sequenceNotDense() {
        Self.expectError(replacing: "\"seq\" : 2", with: "\"seq\" : 5", 12, 15,
                         "expected seq 2, found 5; events are numbered 1, 2, 3... in order")
    }

    @Test func unknownEventNameWithSuggestion() {
        Self.expectError(replacing: "\"viewWillAppear(_:)\"", with: "\"viewWillApear(_:)\"", 12, 60,
                         "unknown event name \"viewWillApear(_:)\"; did you mean \"viewWillAppear(_:)\"?")
    }

    @Test func kindDoesNotMatchName() {
        Self.expectError(replacing: "\"kind\" : \"call\"", with: "\"kind\" : \"callback\"", 11, 39,
                         "expected kind \"call\" for \"rootViewController\", found \"callback\"")
    }

    @Test func unknownObjectID() {
        Self.expectError(replacing: "\"object\" : 2, \"objectName\" : \"vc\"", with: "\"object\" : 9, \"objectName\" : \"vc\"",
                         12, 93, "unknown object id 9; expected an id from 1 to 2")
    }

    /// The smallest Int as an id is an error like any unknown id, not an overflow.
    @Test func smallestIntegerAsObjectID() {
        Self.expectError(replacing: "\"object\" : 2, \"objectName\" : \"vc\"",
                         with: "\"object\" : -9223372036854775808, \"objectName\" : \"vc\"",
                         12, 93, "unknown object id -9223372036854775808; expected an id from 1 to 2")
        Self.expectError(replacing: "{ \"object\" : 2 }", with: "{ \"object\" : -9223372036854775808 }", 11, 146,
                         "unknown object id -9223372036854775808; expected an id from 1 to 2")
    }

    @Test func objectNameMismatch() {
        Self.expectError(replacing: "\"objectName\" : \"vc\"", with: "\"objectName\" : \"label\"", 12, 111,
                         "expected \"vc\" for `objectName`, the name of object 2, found \"label\"")
    }

    @Test func wrongArgumentCount() {
        Self.expectError(replacing: "[ false ]", with: "[ false, true ]", 12, 131,
                         "\"viewWillAppear(_:)\" takes 1 argument, found 2")
    }

    @Test func invalidArgumentValue() {
        Self.expectError(replacing: "[ false ]", with: "[ { } ]", 12, 133, "missing key `object` in an argument")
        Self.expectError(replacing: "[ false ]", with: "[ 1e999 ]", 12, 133, "expected a finite number, found the number 1e999")
        Self.expectError(replacing: "[ false ]", with: "[ truth ]", 12, 133, "expected a JSON value, found `trut…`")
    }

    /// Strings and lists came with format 3: a version 2 document with one is refused at it,
    /// wherever `version` is (sorted keys put it last).
    @Test func stringsAndListsNeedFormat3() {
        Self.expectError(replacing: "[ false ]", with: "[ \"false\" ]", 12, 133,
                         "a string or list argument needs format 3 or later; this file is version 2")
        Self.expectError(replacing: "[ false ]", with: "[ [ ] ]", 12, 133,
                         "a string or list argument needs format 3 or later; this file is version 2")
    }

    @Test func argumentNamesUnknownObject() {
        Self.expectError(replacing: "{ \"object\" : 2 }", with: "{ \"object\" : 0 }", 11, 146,
                         "unknown object id 0; expected an id from 1 to 2")
    }

    @Test func parentIsNotEarlier() {
        Self.expectError(replacing: "\"parent\" : 1", with: "\"parent\" : 2", 12, 153,
                         "`parent` 2 must name an earlier event; expected null or 1")
    }

    @Test func causeOutOfRange() {
        Self.expectError(replacing: "\"parent\" : null, \"cause\" : 1", with: "\"parent\" : null, \"cause\" : 2", 11, 180,
                         "`cause` 2 must name this event or an earlier one; expected null or 1")
    }

    @Test func integerOutOfRange() {
        Self.expectError(replacing: "\"turn\" : 0", with: "\"turn\" : 123456789012345678901234567890", 11, 27,
                         "integer 123456789012345678901234567890 for `turn` is out of range")
    }

    @Test func fractionalInteger() {
        Self.expectError(replacing: "\"ios\" : 17", with: "\"ios\" : 17.5", 4, 11,
                         "expected an integer for `ios`, found the number 17.5")
    }
}
