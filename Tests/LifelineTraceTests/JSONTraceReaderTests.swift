@testable import LifelineTrace
import Testing
import LifelineTestSupport

/// `JSONTraceReader`, the one JSON reader: it reads everything the writer writes, other valid
/// layouts and spellings, and refuses everything else with a positioned error
/// (`JSONDecodingErrorTests` pins the messages).
@Suite("JSON trace reader")
struct JSONTraceReaderTests {
    static func traces() -> [Trace] {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x5EED_0F_FA57))
        return [SampleTraces.rootWindow(), SampleTraces.hostile()] + (0..<40).map { _ in generator.trace() }
    }

    /// Hostile names (quotes, controls, non-ASCII, surrogate pairs once escaped) included.
    @Test func readsEverythingTheWriterWrites() throws {
        for trace in Self.traces() {
            #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace)
        }
    }

    /// Whatever a mutated document is, the reader either reads a trace that the writer writes
    /// back to a document read as the same trace, or throws an error positioned inside the
    /// document; both outcomes must occur, or the test proves nothing.
    @Test func readsOrPositionsAnErrorOnMutatedDocuments() throws {
        let corpus = Self.traces().map(JSONTraceFormat.encode)
        var random = SplitMix64(seed: 0xD1FF_0002)
        var accepted = 0
        var refused = 0
        for _ in 0..<3_000 {
            var bytes = Array(random.pick(corpus).utf8)
            for _ in 0...random.below(2) {
                FuzzTests.mutate(&bytes, &random)
            }
            let input = String(decoding: bytes, as: UTF8.self)
            do {
                let trace = try JSONTraceFormat.decode(input)
                accepted += 1
                #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace, "\(input)")
            } catch {
                refused += 1
                let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(error.line >= 1 && error.line <= lines.count, "\(error) in\n\(input)")
                if error.line >= 1, error.line <= lines.count {
                    #expect(error.column >= 1 && error.column <= lines[error.line - 1].unicodeScalars.count + 1,
                            "\(error) in\n\(input)")
                }
            }
        }
        #expect(accepted > 30)
        #expect(refused > 1_000)
    }

    static let document = """
        { "format" : "lifeline-trace", "version" : 2, "ios" : 16, "scenario" : null,
          "objects" : [ { "id" : 1, "name" : "w", "class" : "W", "role" : "window" } ],
          "events" : [ { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1,
                         "objectName" : "w", "arguments" : [ ], "parent" : null, "cause" : 1 } ] }
        """

    /// `text` reads as the trace `reference` reads as.
    static func expectSame(_ text: String, as reference: String = document,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try JSONTraceFormat.decode(text) == JSONTraceFormat.decode(reference), sourceLocation: sourceLocation)
    }

    /// The reader tries keys in `JSONTraceKeys` order first: it must be the writer's.
    @Test func traceKeysAreTheWritersInOrder() throws {
        var trace = SampleTraces.rootWindow()
        trace.markers = [TraceMarker(name: "m", position: 1, turn: 0)]
        // A clock that moves, so that events carry `time` (format 4) and every key is written.
        let last = trace.events.count - 1
        trace.events[last].virtualTime = 0.35
        let json = JSONTraceFormat.encode(trace)
        /// The keys `keys` in the order they first appear in `text`, each as `"key" :`.
        func order(_ keys: [String], in text: Substring) -> [String] {
            keys.compactMap { key in text.firstRange(of: "\"\(key)\" :").map { (key, $0.lowerBound) } }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
        let lines = json.split(separator: "\n")
        let object = try #require(lines.first { $0.contains("\"class\"") })
        let event = try #require(lines.first { $0.contains("\"seq\"") && $0.contains("{ \"object\"") })
        let marker = try #require(lines.first { $0.contains("\"position\"") })
        let topLevel = lines.filter { $0.hasPrefix("  \"") }.joined(separator: "\n")
        #expect(order(JSONTraceKeys.trace, in: Substring(topLevel)) == JSONTraceKeys.trace)
        #expect(order(JSONTraceKeys.object, in: object) == JSONTraceKeys.object)
        #expect(order(JSONTraceKeys.marker, in: marker) == JSONTraceKeys.marker)
        #expect(order(JSONTraceKeys.event, in: event) == JSONTraceKeys.event)
        #expect(JSONTraceKeys.trace == ["format", "version", "ios", "scenario", "objects", "markers", "events"])
        #expect(JSONTraceKeys.object == ["id", "name", "class", "role"])
        #expect(JSONTraceKeys.marker == ["name", "position", "turn"])
        #expect(JSONTraceKeys.event == ["seq", "turn", "time", "kind", "name", "object", "objectName", "arguments", "parent",
                                        "cause"])
        #expect(JSONTraceKeys.argument == ["object"])
    }

    /// Valid spellings the writer never uses.
    @Test func readsOtherLayouts() throws {
        try Self.expectSame(Self.document)
        let compact = Self.document.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined()
        try Self.expectSame(compact)
        try Self.expectSame(Self.document.replacing("\"seq\" : 1, \"turn\" : 0", with: "\"turn\" : 0, \"seq\" : 1"))
        try Self.expectSame("\u{FEFF}\r\n\t" + Self.document + "\n\n")
        let named = Self.document.replacing("\"w\"", with: "\"\\u00e9\\\"\\ud83d\\ude00\\/\"")
        try Self.expectSame(named, as: Self.document.replacing("\"w\"", with: "\"\u{E9}\\\"😀/\""))
        #expect(try JSONTraceFormat.decode(named).objects.first?.name == "\u{E9}\"😀/")
        try Self.expectSame(Self.document.replacing("\"call\"", with: "\"c\\u0061ll\""))
        // `-0` is the integer 0 to both readers.
        try Self.expectSame(Self.document.replacing("\"turn\" : 0", with: "\"turn\" : -0"))
    }

    /// The document with its one event made a call of `name` with `arguments` (JSON).
    static func call(_ name: String, arguments: String) -> String {
        document.replacing("\"makeKeyAndVisible()\"", with: "\"\(name)\"")
            .replacing("\"arguments\" : [ ]", with: "\"arguments\" : \(arguments)")
    }

    static let marked = document.replacing("\"events\" :", with: """
        "markers" : [ { "name" : "a", "position" : 0, "turn" : 0 }, { "name" : "b", "position" : 1, "turn" : 0 } ],
          "events" :
        """)

    /// The edges of what the reader takes.
    @Test func readsBoundaryCases() throws {
        let smallest = Self.document.replacing("\"ios\" : 16", with: "\"ios\" : -9223372036854775808")
        #expect(throws: Never.self) { try JSONTraceFormat.decode(smallest) }
        #expect(try JSONTraceFormat.decode(smallest).iosVersion == Int.min)
        for (written, value) in [("1E+2", 100.0), ("-0.0", -0.0), ("100e-2", 1.0)] {
            let text = Self.call("updateInteractivePop(percentComplete:)", arguments: "[ \(written) ]")
            #expect(throws: Never.self) { try JSONTraceFormat.decode(text) }
            let argument = try JSONTraceFormat.decode(text).events.first?.arguments.first
            guard case .number(let number)? = argument else {
                Issue.record("\(written) read as \(String(describing: argument))")
                continue
            }
            #expect(number == value && number.sign == value.sign, "\(written)")
        }
        #expect(throws: Never.self) { try JSONTraceFormat.decode(Self.marked) }
        #expect(try JSONTraceFormat.decode(Self.marked).markers.map(\.position) == [0, 1])
        let markersBeforeObjects = """
            { "format" : "lifeline-trace", "version" : 2, "ios" : 16, "scenario" : null,
              "markers" : [ { "name" : "a", "position" : 0, "turn" : 0 }, { "name" : "b", "position" : 1, "turn" : 0 } ],
              "objects" : [ { "id" : 1, "name" : "w", "class" : "W", "role" : "window" } ],
              "events" : [ { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1,
                             "objectName" : "w", "arguments" : [ ], "parent" : null, "cause" : 1 } ] }
            """
        try Self.expectSame(markersBeforeObjects, as: Self.marked)
        #expect(try JSONTraceFormat.decode(markersBeforeObjects).markers.map(\.name) == ["a", "b"])
    }

    /// Valid spellings that need a `String` comparison, which the reader makes only once the
    /// byte comparison fails.
    @Test func readsSpellingsThatOnlyMatchAsStrings() throws {
        // A Kelvin sign (U+212A) is canonically equivalent to K, so the name still matches.
        try Self.expectSame(Self.document.replacing("makeKey", with: "make\u{212A}ey"))
        try Self.expectSame(Self.document.replacing("\"seq\"", with: "\"s\\u0065q\""))
        try Self.expectSame(Self.document.replacing("\"objectName\" : \"w\"", with: "\"objectName\" : \"\\u0077\""))
        try Self.expectSame(Self.document.replacing("\"lifeline-trace\"", with: "\"lifeline\\u002dtrace\""))
    }

    /// `events` before `objects`, as sorted keys put them, reads the same; what events say
    /// about objects is checked once `objects` is read, at the offending value.
    @Test func readsEventsBeforeObjects() throws {
        let objectsLast = """
            { "format" : "lifeline-trace", "version" : 2, "ios" : 16, "scenario" : null,
              "events" : [ { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1,
                             "objectName" : "w", "arguments" : [ ], "parent" : null, "cause" : 1 } ],
              "objects" : [ { "id" : 1, "name" : "w", "class" : "W", "role" : "window" } ] }
            """
        try Self.expectSame(objectsLast)
        JSONDecodingErrorTests.expectError(objectsLast.replacing("\"objectName\" : \"w\"", with: "\"objectName\" : \"v\""),
                                           3, 33,
                                           "expected \"w\" for `objectName`, the name of object 1, found \"v\"")
        JSONDecodingErrorTests.expectError(objectsLast.replacing("\"object\" : 1,", with: "\"object\" : 2,"),
                                           2, 101, "unknown object id 2; expected 1")
        let withArgument = objectsLast.replacing("\"makeKeyAndVisible()\"", with: "\"addChild(_:)\"")
            .replacing("\"arguments\" : [ ]", with: "\"arguments\" : [ { \"object\" : 3 } ]")
        JSONDecodingErrorTests.expectError(withArgument, 3, 67, "unknown object id 3; expected 1")
        JSONDecodingErrorTests.expectError(Self.document.replacing("\"objects\" : [ { \"id\" : 1, \"name\" : \"w\", \"class\" : \"W\", \"role\" : \"window\" } ],", with: ""),
                                           1, 1, "missing key `objects` in the trace")
    }

    /// An `objectName` is judged once the event's `object` is known, whatever its type.
    @Test func objectNameOfAnyTypeIsExplained() {
        let line = 4
        func expect(object: String, objectName: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let text = Self.document.replacing("\"object\" : 1,", with: "\"object\" : \(object),")
                .replacing("\"objectName\" : \"w\"", with: "\"objectName\" : \(objectName)")
            let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
            let column = lineText.unicodeScalars.distance(from: lineText.unicodeScalars.startIndex,
                                                          to: lineText.firstRange(of: "\"objectName\" : ")!.upperBound) + 1
            JSONDecodingErrorTests.expectError(text, line, column, message, sourceLocation: sourceLocation)
        }
        expect(object: "1", objectName: "5", "expected a string for `objectName`, found the number 5")
        expect(object: "1", objectName: "null", "expected a string for `objectName`, found null")
        expect(object: "1", objectName: "[ { } ]", "expected a string for `objectName`, found an array")
        expect(object: "null", objectName: "\"w\"", "expected null for `objectName` because `object` is null, found the string \"w\"")
        expect(object: "null", objectName: "-2.5e1", "expected null for `objectName` because `object` is null, found the number -2.5e1")
    }

    /// Near misses the reader must not take.
    @Test func refusesNearMisses() {
        let broken = [
            Self.document.replacing("\"seq\" : 1", with: "\"seq\" : 1.0"),
            Self.document.replacing("\"seq\" : 1", with: "\"seq\" : 01"),
            Self.document.replacing("\"turn\" : 0", with: "\"turn\" : 2147483648"),
            Self.document.replacing("\"cause\" : 1", with: "\"cause\" : 2"),
            Self.document.replacing("\"object\" : 1", with: "\"object\" : 2"),
            Self.document.replacing("\"objectName\" : \"w\"", with: "\"objectName\" : \"W\""),
            Self.document.replacing("\"objectName\" : \"w\"", with: "\"objectName\" : null"),
            Self.document.replacing("\"kind\" : \"call\"", with: "\"kind\" : \"callback\""),
            Self.document.replacing("\"arguments\" : [ ]", with: "\"arguments\" : [ true ]"),
            Self.document.replacing("\"name\" : \"w\"", with: "\"name\" : \"w\\x\""),
            Self.document.replacing("\"name\" : \"w\"", with: "\"name\" : \"\\ud83d\""),
            Self.document.replacing("\"role\" : \"window\"", with: "\"role\" : \"window\", \"role\" : \"window\""),
            Self.document.replacing("\"version\" : 2", with: "\"version\" : 5"),
            Self.document.replacing("null,", with: "nul,"),
            Self.document + "x",
            Self.document.replacing("\"ios\" : 16,", with: ""),
            // Integers just past `Int`, or not written as integers.
            Self.document.replacing("\"ios\" : 16", with: "\"ios\" : 9223372036854775808"),
            Self.document.replacing("\"ios\" : 16", with: "\"ios\" : -9223372036854775809"),
            Self.document.replacing("\"ios\" : 16", with: "\"ios\" : 1e1"),
            Self.document.replacing("\"ios\" : 16", with: "\"ios\" : 16E0"),
            // Arguments: not finite, too many, a repeated key in an object argument.
            Self.call("updateInteractivePop(percentComplete:)", arguments: "[ 1e400 ]"),
            Self.call("updateInteractivePop(percentComplete:)", arguments: "[ 1, 2, 3 ]"),
            Self.call("addChild(_:)", arguments: "[ { \"object\" : 1, \"object\" : 1 } ]"),
            // Markers past the last event, and out of order.
            Self.marked.replacing("\"position\" : 1", with: "\"position\" : 2"),
            Self.marked.replacing("\"position\" : 0", with: "\"position\" : 9").replacing("\"position\" : 1", with: "\"position\" : 0")
                .replacing("\"position\" : 9", with: "\"position\" : 1"),
            // Grammar: trailing commas, a form feed as whitespace, a second byte order mark.
            Self.document.replacing("\"cause\" : 1 }", with: "\"cause\" : 1, }"),
            Self.document.replacing("\"role\" : \"window\" } ]", with: "\"role\" : \"window\" }, ]"),
            Self.document.replacing("\"ios\" : 16", with: "\"ios\" :\u{0C}16"),
            "\u{FEFF}\u{FEFF}" + Self.document,
            // A high surrogate followed by something else, and a low one alone.
            Self.document.replacing("\"w\"", with: "\"\\ud83d\\u0041\""),
            Self.document.replacing("\"w\"", with: "\"\\udc00\""),
        ]
        for text in broken {
            #expect(throws: TraceDecodingError.self, "\(text)") { try JSONTraceFormat.decode(text) }
        }
    }

    /// The scanner checks escapes itself, so that no caller can take an invalid one for text.
    @Test func scannerStringsRefuseInvalidEscapes() throws {
        let invalid = [#""\x""#, #""\u12""#, #""\u12G4""#, #""\ud83d""#, #""\ud83dx""#, #""\ud83d\u0041""#,
                       #""\ud83d\ud83d""#, #""\udc00""#, #""\""#, #""a\"#, "\"\\\u{E9}\""]
        for json in invalid {
            var scanner = JSONByteScanner(Array(json.utf8))
            #expect(throws: TraceDecodingError.self, "\(json)") { _ = try scanner.string() }
        }
        let valid = [(#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"), (#""\u00e9\ud83d\ude00x""#, "\u{E9}😀x"),
                     (#""plain""#, "plain"), (#""""#, "")]
        for (json, expected) in valid {
            var scanner = JSONByteScanner(Array(json.utf8))
            let token = try scanner.string()
            #expect(scanner.text(token) == expected)
            let isAtEnd = scanner.isAtEnd()
            #expect(isAtEnd)
        }
    }
}
