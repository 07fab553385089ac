import LifelineTrace
import Testing

/// Issue 19, defect 4: a name no format can carry safely (a Unicode noncharacter, which XML 1.0
/// forbids in every SVG) is refused by every reader, at the name, with the reason.
@Suite("Names every format can carry")
struct TraceNameSafetyTests {
    /// Swift refuses U+FDD0...U+FDEF as literals, so all are spelled as numbers.
    static let noncharacters = [0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF].map { Unicode.Scalar($0)! }

    @Test(arguments: noncharacters)
    func jsonRefusesANoncharacterInEveryKindOfName(_ scalar: Unicode.Scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let why = "must not contain U+\(hex), a Unicode noncharacter, which SVG (XML 1.0) cannot carry"
        // Raw in the document, as a tool would write it.
        JSONDecodingErrorTests.expectError(replacing: #""name" : "window""#, with: "\"name\" : \"win\(scalar)dow\"",
                                           7, 26, "an object name " + why)
        JSONDecodingErrorTests.expectError(replacing: #""class" : "VC""#, with: "\"class\" : \"V\(scalar)C\"",
                                           8, 42, "a class name " + why)
        JSONDecodingErrorTests.expectError(replacing: #""scenario" : null"#, with: "\"scenario\" : \"s\(scalar)\"",
                                           5, 16, "a scenario " + why)
        // Escaped, as the writer would write it if it could.
        let escaped = scalar.value > 0xFFFF ? surrogates(scalar) : "\\u\(hex)"
        JSONDecodingErrorTests.expectError(replacing: #""name" : "window""#, with: "\"name\" : \"\(escaped)\"",
                                           7, 26, "an object name " + why)
    }

    @Test func jsonRefusesANoncharacterInAMarkerName() {
        let document = JSONDecodingErrorTests.valid.replacing("\n  ]\n}", with: "\n  ],\n  \"markers\" : [\n    { \"name\" : \"m\u{FFFF}\", \"position\" : 1, \"turn\" : 0 }\n  ]\n}")
        JSONDecodingErrorTests.expectError(document, 15, 16,
                                           "a marker name must not contain U+FFFF, a Unicode noncharacter, which SVG (XML 1.0) cannot carry")
    }

    @Test(arguments: noncharacters)
    func textRefusesANoncharacterInEveryKindOfName(_ scalar: Unicode.Scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let why = "must not contain U+\(hex), a Unicode noncharacter, which SVG (XML 1.0) cannot carry"
        let base = TextTraceFormatTests.rootWindowText
        func expect(_ old: String, _ new: String, _ line: Int, _ column: Int, _ message: String,
                    sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(base.contains(old), sourceLocation: sourceLocation)
            #expect(throws: TraceDecodingError(line: line, column: column, message: message), sourceLocation: sourceLocation) {
                try TextTraceFormat.decode(base.replacing(old, with: new, maxReplacements: 1))
            }
        }
        // Escaped and raw, in a declared name, a class name, a scenario and a marker.
        expect("  window = Window", "  \"w\\u{\(hex)}\" = Window", 5, 3, "an object name " + why)
        expect("  window = Window", "  \"w\(scalar)\" = Window", 5, 3, "an object name " + why)
        expect("= Window [", "= \"W\(scalar)\" [", 5, 12, "a class name " + why)
        expect("scenario: root-window", "scenario: \"s\(scalar)\"", 3, 11, "a scenario " + why)
        expect("turn 0\n", "turn 0\n  --- \"m\(scalar)\"\n", 11, 7, "a marker name " + why)
    }

    /// The writers still quote what the readers refuse, so a recorded name never breaks a line.
    @Test func theTextWriterEscapesANoncharacter() {
        let recorder = TraceRecorder(iosVersion: 17)
        _ = recorder.register(name: "a\u{FFFE}", className: "VC", role: .viewController)
        #expect(TextTraceFormat.encode(recorder.trace).contains(#"  "a\u{FFFE}" = VC [viewController]"#))
    }

    /// The JSON writer escapes noncharacters, so its output is safe to embed in XML too.
    @Test func theJSONWriterEscapesNoncharacters() {
        let recorder = TraceRecorder(iosVersion: 17)
        _ = recorder.register(name: "a\u{FFFE}b\u{1FFFF}", className: "VC", role: .viewController)
        let json = JSONTraceFormat.encode(recorder.trace)
        #expect(json.contains(#""name" : "a\ufffeb\ud83f\udfff""#))
        #expect(!json.unicodeScalars.contains { TraceNameSafetyTests.noncharacters.contains($0) || $0 == "\u{1FFFF}" })
    }

    private func surrogates(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value - 0x10000
        let high = String(0xD800 + value >> 10, radix: 16, uppercase: true)
        let low = String(0xDC00 + value & 0x3FF, radix: 16, uppercase: true)
        return "\\u\(high)\\u\(low)"
    }
}
