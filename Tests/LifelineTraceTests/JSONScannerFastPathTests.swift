@testable import LifelineTrace
import Testing

/// The JSON reader's fast paths (Benchmarks/Profiling.md, section 24) take exactly what the
/// paths they skip would: a key written plainly, found in one comparison of two words, and an
/// integer of up to 18 digits, read without a check per digit.
@Suite("JSON scanner fast paths")
struct JSONScannerFastPathTests {
    /// `take` consumes `"seq"` only where the input spells it, quotes included, with 16 bytes
    /// left to compare; anything else (a longer or shorter key, an escape, the end near) is
    /// left, untouched, to `string()`.
    @Test func aQuotedKeyIsTakenOnlyWhereItIsSpelledExactly() throws {
        let seq = try #require(JSONByteScanner.QuotedKey("seq"))
        let padding = String(repeating: " ", count: 16)
        for (text, taken) in [("\"seq\" : 1" + padding, true), ("\"seq\"" + padding, true),
                              ("\"seqs\" : 1" + padding, false), ("\"se\" : 1" + padding, false),
                              ("\"s\\u0065q\" : 1" + padding, false), ("\"Seq\" : 1" + padding, false),
                              ("seq\" : 1" + padding, false), ("\"seq\" : 1", false)] {
            var scanner = JSONByteScanner(Array(text.utf8))
            #expect(scanner.take(seq) == taken, "\(text)")
            #expect(scanner.index == (taken ? 5 : 0), "\(text)")
        }
        #expect(JSONByteScanner.QuotedKey(String(repeating: "k", count: 14)) != nil)
        #expect(JSONByteScanner.QuotedKey(String(repeating: "k", count: 15)) == nil, "too long to pack")
    }

    /// A key taken by the fast path that was already there is still a duplicate, with the
    /// message and position the string path gives: `turn` is expected after `seq`.
    @Test func aDuplicateKeyTakenByTheFastPathIsStillRefusedThere() {
        JSONDecodingErrorTests.expectError(replacing: "{ \"seq\" : 1, \"turn\" : 0,", with: "{ \"turn\" : 0, \"seq\" : 1, \"turn\" : 0,",
                                           11, 30, "duplicate key \"turn\" in event 1")
    }

    /// Keys written with escapes, or out of order, go the string way and read the same trace.
    @Test func keysOutOfOrderOrEscapedReadTheSameTrace() throws {
        let expected = try JSONTraceFormat.decode(JSONDecodingErrorTests.valid)
        let escaped = JSONDecodingErrorTests.valid.replacing("\"seq\"", with: "\"s\\u0065q\"")
            .replacing("\"objectName\"", with: "\"objectNam\\u0065\"")
        #expect(try JSONTraceFormat.decode(escaped) == expected)
        let reordered = JSONDecodingErrorTests.valid.replacing("\"seq\" : 1, \"turn\" : 0,", with: "\"turn\" : 0, \"seq\" : 1,")
        #expect(reordered != JSONDecodingErrorTests.valid)
        #expect(try JSONTraceFormat.decode(reordered) == expected)
    }

    /// Integers either side of 18 digits, of either sign, read as `Int` would parse them; past
    /// `Int`'s range, the out-of-range error.
    @Test func integersOfEveryLengthReadExactly() throws {
        var texts = ["0", "-0", "7", "-7", String(Int.max), String(Int.min), String(Int.max - 1), String(Int.min + 1)]
        for digits in 1...19 {
            texts.append(String(repeating: "9", count: digits))
            texts.append("-" + String(repeating: "9", count: digits))
            texts.append("1" + String(repeating: "0", count: digits - 1))
        }
        for text in texts {
            var scanner = JSONByteScanner(Array(text.utf8))
            if let value = Int(text) {
                #expect(try scanner.integer(for: "`n`") == value, "\(text)")
            } else {
                #expect(throws: TraceDecodingError(line: 1, column: 1, message: "integer \(text) for `n` is out of range")) {
                    try scanner.integer(for: "`n`")
                }
            }
        }
        #expect(Int("9223372036854775808") == nil && Int("99999999999999999") != nil)
    }

    /// What the short path leaves to JSON's whole grammar: fractions and exponents right after
    /// the digits are numbers but not integers, a leading zero ends the number, and a digit
    /// after the most a short integer has goes the long way.
    @Test func numbersThatAreNotShortIntegersReadAsBefore() throws {
        for text in ["1.5", "12.0", "1e3", "-1E3", "123456789012345678.5"] {
            var scanner = JSONByteScanner(Array(text.utf8))
            #expect(throws: TraceDecodingError(line: 1, column: 1, message: "expected an integer for `n`, found the number \(text)")) {
                try scanner.integer(for: "`n`")
            }
        }
        var zero = JSONByteScanner(Array("01".utf8))
        #expect(try zero.integer(for: "`n`") == 0)
        #expect(zero.index == 1)
        var spaced = JSONByteScanner(Array("  42 ,".utf8))
        #expect(try spaced.integer(for: "`n`") == 42)
        #expect(spaced.index == 4)
        var word = JSONByteScanner(Array("x".utf8))
        #expect(throws: TraceDecodingError(line: 1, column: 1, message: "expected a JSON value, found `x`")) {
            try word.integer(for: "`n`")
        }
    }

    /// After `eventsBeforeEstimate` events the reader makes room for the rest at once, from
    /// the bytes they took; traces either side of that count, and one whose later events are far
    /// longer than its first (an estimate too low), read back exactly.
    @Test func tracesLongerThanTheEstimateReadBackExactly() throws {
        let objects = [TraceObject(id: ObjectID(1), name: "vc", className: "VC", role: .viewController)]
        for count in [JSONTraceReader.eventsBeforeEstimate - 1, JSONTraceReader.eventsBeforeEstimate,
                      JSONTraceReader.eventsBeforeEstimate + 1, 3_000] {
            let events = (0..<count).map { index in
                index < JSONTraceReader.eventsBeforeEstimate
                    ? TraceEvent(name: .viewDidLoad, object: ObjectID(1), turn: 0)
                    : TraceEvent(name: .log, object: ObjectID(1), arguments: EventArguments(.string(String(repeating: "x", count: 2_000))),
                                 turn: 0)
            }
            let trace = Trace(iosVersion: 17, objects: objects, events: events)
            #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace, "\(count) events")
        }
    }

    /// The estimate: the events read, plus the bytes left at the rate the first took, but never
    /// more than one event per 64 bytes left.
    @Test func theEstimateFollowsTheFirstEventsAndIsBoundedByTheBytesLeft() {
        #expect(JSONTraceReader.estimatedEventCount(read: 1_024, inBytes: 204_800, remaining: 2_048_000) == 1_024 + 10_240)
        #expect(JSONTraceReader.estimatedEventCount(read: 1_024, inBytes: 1_024, remaining: 6_400) == 1_024 + 100)
        #expect(JSONTraceReader.estimatedEventCount(read: 1_024, inBytes: 204_800, remaining: 0) == 1_024)
    }
}
