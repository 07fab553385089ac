@testable import LifelineTrace
import Testing

/// `JSONTraceFastReader` may answer `nil` for anything, but what it answers must be exactly what
/// the tree reader (`JSONParser` and `JSONTraceReader`) reads from the same document, and it
/// should answer for everything the writer produces.
@Suite("JSON fast reader")
struct JSONFastReaderTests {
    static func treeRead(_ text: String) throws(TraceDecodingError) -> Trace {
        try JSONTraceReader.read(JSONParser.parse(text))
    }

    static func traces() -> [Trace] {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x5EED_0F_FA57))
        return [SampleTraces.rootWindow(), SampleTraces.hostile()] + (0..<40).map { _ in generator.trace() }
    }

    /// Hostile names (quotes, controls, non-ASCII, surrogate pairs once escaped) included.
    @Test func readsEverythingTheWriterWrites() throws {
        for trace in Self.traces() {
            let json = JSONTraceFormat.encode(trace)
            let fast = try #require(JSONTraceFastReader.read(json), "\(json)")
            #expect(fast == trace)
            #expect(fast == (try Self.treeRead(json)))
        }
    }

    /// Whatever a mutated document is, the fast reader either leaves it alone or reads what the
    /// tree reader reads; both outcomes must occur, or the test proves nothing.
    @Test func agreesWithTheTreeReaderOnMutatedDocuments() throws {
        let corpus = Self.traces().map(JSONTraceFormat.encode)
        var random = SplitMix64(seed: 0xD1FF_0002)
        var accepted = 0
        var declined = 0
        for _ in 0..<3_000 {
            var bytes = Array(random.pick(corpus).utf8)
            for _ in 0...random.below(2) {
                FuzzTests.mutate(&bytes, &random)
            }
            let input = String(decoding: bytes, as: UTF8.self)
            guard let fast = JSONTraceFastReader.read(input) else {
                declined += 1
                continue
            }
            accepted += 1
            #expect(fast == (try Self.treeRead(input)), "\(input)")
        }
        #expect(accepted > 30)
        #expect(declined > 1_000)
    }

    static let document = """
        { "format" : "lifeline-trace", "version" : 2, "ios" : 16, "scenario" : null,
          "objects" : [ { "id" : 1, "name" : "w", "class" : "W", "role" : "window" } ],
          "events" : [ { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1,
                         "objectName" : "w", "arguments" : [ ], "parent" : null, "cause" : 1 } ] }
        """

    static func expectSame(_ text: String, fast expectFast: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tree = try treeRead(text)
        let fast = JSONTraceFastReader.read(text)
        #expect((fast != nil) == expectFast, sourceLocation: sourceLocation)
        if let fast {
            #expect(fast == tree, sourceLocation: sourceLocation)
        }
        #expect(try JSONTraceFormat.decode(text) == tree, sourceLocation: sourceLocation)
    }

    /// Both readers take their keys from `JSONTraceKeys`, and the fast reader tries them in its
    /// order first: it must be the writer's.
    @Test func traceKeysAreTheWritersInOrder() throws {
        var trace = SampleTraces.rootWindow()
        trace.markers = [TraceMarker(name: "m", position: 1, turn: 0)]
        let root = try #require(Self.members(JSONParser.parse(JSONTraceFormat.encode(trace))))
        func elements(_ key: String) -> [[JSONMember]] {
            guard case .array(let elements)? = root.first(where: { $0.key == key })?.value.value else { return [] }
            return elements.compactMap(Self.members)
        }
        let arguments = elements("events").flatMap { event -> [[JSONMember]] in
            guard case .array(let values)? = event.first(where: { $0.key == "arguments" })?.value.value else { return [] }
            return values.compactMap(Self.members)
        }
        #expect(root.map(\.key) == JSONTraceKeys.trace)
        #expect(elements("objects").first?.map(\.key) == JSONTraceKeys.object)
        #expect(elements("markers").first?.map(\.key) == JSONTraceKeys.marker)
        #expect(elements("events").first?.map(\.key) == JSONTraceKeys.event)
        #expect(arguments.first?.map(\.key) == JSONTraceKeys.argument)
        #expect(JSONTraceKeys.trace == ["format", "version", "ios", "scenario", "objects", "markers", "events"])
        #expect(JSONTraceKeys.object == ["id", "name", "class", "role"])
        #expect(JSONTraceKeys.marker == ["name", "position", "turn"])
        #expect(JSONTraceKeys.event == ["seq", "turn", "kind", "name", "object", "objectName", "arguments", "parent", "cause"])
        #expect(JSONTraceKeys.argument == ["object"])
    }

    static func members(_ node: JSONNode) -> [JSONMember]? {
        guard case .object(let members) = node.value else { return nil }
        return members
    }

    /// Valid spellings the writer never uses but the fast reader still takes.
    @Test func readsOtherLayoutsInOnePass() throws {
        try Self.expectSame(Self.document, fast: true)
        let compact = Self.document.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined()
        try Self.expectSame(compact, fast: true)
        try Self.expectSame(Self.document.replacing("\"seq\" : 1, \"turn\" : 0", with: "\"turn\" : 0, \"seq\" : 1"), fast: true)
        try Self.expectSame("\u{FEFF}\r\n\t" + Self.document + "\n\n", fast: true)
        let named = Self.document.replacing("\"w\"", with: "\"\\u00e9\\\"\\ud83d\\ude00\\/\"")
        try Self.expectSame(named, fast: true)
        #expect(try JSONTraceFormat.decode(named).objects.first?.name == "\u{E9}\"😀/")
        try Self.expectSame(Self.document.replacing("\"call\"", with: "\"c\\u0061ll\""), fast: true)
        // `-0` is the integer 0 to both readers.
        try Self.expectSame(Self.document.replacing("\"turn\" : 0", with: "\"turn\" : -0"), fast: true)
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

    /// The edges of what the fast reader takes, each read as the tree reader reads it.
    @Test func readsBoundaryCasesAsTheTreeReaderDoes() throws {
        let smallest = Self.document.replacing("\"ios\" : 16", with: "\"ios\" : -9223372036854775808")
        try Self.expectSame(smallest, fast: true)
        #expect(try JSONTraceFormat.decode(smallest).iosVersion == Int.min)
        for (written, value) in [("1E+2", 100.0), ("-0.0", -0.0), ("100e-2", 1.0)] {
            let text = Self.call("updateInteractivePop(percentComplete:)", arguments: "[ \(written) ]")
            try Self.expectSame(text, fast: true)
            let argument = try JSONTraceFormat.decode(text).events.first?.arguments.first
            guard case .number(let number)? = argument else {
                Issue.record("\(written) read as \(String(describing: argument))")
                continue
            }
            #expect(number == value && number.sign == value.sign, "\(written)")
        }
        try Self.expectSame(Self.marked, fast: true)
        #expect(try JSONTraceFormat.decode(Self.marked).markers.map(\.position) == [0, 1])
        let markersBeforeObjects = """
            { "format" : "lifeline-trace", "version" : 2, "ios" : 16, "scenario" : null,
              "markers" : [ { "name" : "a", "position" : 0, "turn" : 0 }, { "name" : "b", "position" : 1, "turn" : 0 } ],
              "objects" : [ { "id" : 1, "name" : "w", "class" : "W", "role" : "window" } ],
              "events" : [ { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1,
                             "objectName" : "w", "arguments" : [ ], "parent" : null, "cause" : 1 } ] }
            """
        try Self.expectSame(markersBeforeObjects, fast: true)
        #expect(try JSONTraceFormat.decode(markersBeforeObjects).markers.map(\.name) == ["a", "b"])
    }

    /// Valid documents the fast reader leaves to the tree reader, which still reads them.
    @Test func leavesUnusualSpellingsToTheTreeReader() throws {
        // A Kelvin sign (U+212A) is canonically equivalent to K, so the name still matches.
        try Self.expectSame(Self.document.replacing("makeKey", with: "make\u{212A}ey"), fast: false)
        try Self.expectSame(Self.document.replacing("\"seq\"", with: "\"s\\u0065q\""), fast: false)
        let objectsLast = """
            { "format" : "lifeline-trace", "version" : 2, "ios" : 16, "scenario" : null,
              "events" : [ { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1,
                             "objectName" : "w", "arguments" : [ ], "parent" : null, "cause" : 1 } ],
              "objects" : [ { "id" : 1, "name" : "w", "class" : "W", "role" : "window" } ] }
            """
        try Self.expectSame(objectsLast, fast: false)
    }

    /// Near misses the fast reader must not take: each is an error the tree reader reports.
    @Test func declinesWhatTheTreeReaderRejects() {
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
            Self.document.replacing("\"version\" : 2", with: "\"version\" : 3"),
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
            #expect(JSONTraceFastReader.read(text) == nil, "\(text)")
            #expect(throws: TraceDecodingError.self, "\(text)") { try JSONTraceFormat.decode(text) }
        }
    }

    /// The scanner checks escapes itself, as `JSONParser` does, so that no caller can take an
    /// invalid one for text.
    @Test func scannerStringsDeclineInvalidEscapes() throws {
        let invalid = [#""\x""#, #""\u12""#, #""\u12G4""#, #""\ud83d""#, #""\ud83dx""#, #""\ud83d\u0041""#,
                       #""\ud83d\ud83d""#, #""\udc00""#, #""\""#, #""a\"#, "\"\\\u{E9}\""]
        for json in invalid {
            var scanner = JSONByteScanner(Array(json.utf8))
            let token = scanner.string()
            #expect(token == nil, "\(json)")
            #expect(throws: TraceDecodingError.self, "\(json)") { try JSONParser.parse(json) }
        }
        let valid = [(#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"), (#""\u00e9\ud83d\ude00x""#, "\u{E9}😀x"),
                     (#""plain""#, "plain"), (#""""#, "")]
        for (json, expected) in valid {
            var scanner = JSONByteScanner(Array(json.utf8))
            let read = scanner.string()
            let token = try #require(read, "\(json)")
            #expect(scanner.text(token) == expected)
            let isAtEnd = scanner.isAtEnd()
            #expect(isAtEnd)
            guard case .string(let parsed) = try JSONParser.parse(json).value else {
                Issue.record("\(json) is not a string")
                continue
            }
            #expect(parsed == expected)
        }
    }
}
