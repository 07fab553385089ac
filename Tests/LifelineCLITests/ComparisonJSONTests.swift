import Foundation
import Lifeline
@testable import LifelineTrace
import Testing

/// The comparison's JSON: exact layout, and names that would break naive string building.
struct ComparisonJSONTests {
    @Test func rendersTheDocumentedLayoutExactly() {
        let comparison = TraceComparison([
            (name: "one", trace: layoutTrace(["a", "a"])),
            (name: "two", trace: handBuiltTrace([("a", .layoutSubviews), ("b", .didMoveToWindow)])),
        ])
        #expect(comparison.renderJSON() == """
            {
              "strategies": ["one", "two"],
              "rows": [
                {"object": "a", "callback": "layoutSubviews()", "invocation": "layoutSubviews()", "occurrence": 1, "positions": [1, 1]},
                {"object": "b", "callback": "didMoveToWindow()", "invocation": "didMoveToWindow()", "occurrence": 1, "positions": [null, 2]},
                {"object": "a", "callback": "layoutSubviews()", "invocation": "layoutSubviews()", "occurrence": 2, "positions": [2, null]}
              ],
              "skipped": {
                "one": ["b.didMoveToWindow()"],
                "two": ["a.layoutSubviews() #2"]
              }
            }

            """)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
        ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
        ("é 日本 🙂 👩‍👩‍👧", "\"é 日本 🙂 👩‍👩‍👧\""),
        ("/", #""/""#),
        ("", #""""#),
    ])
    func escapesStrings(input: String, expected: String) {
        #expect(JSONLiteral.string(input) == expected)
    }

    @Test func hostileNamesSurviveAJSONParser() throws {
        let names = [
            "quote\"d", #"back\slash"#, "tab\tnew\nline", "nul\u{00}bell\u{07}", "é 🙂 日本", "sep\u{2028}",
            #"{"not": "json"}"#,
        ]
        let objectName = #"o"b\j"# + "\u{1B}[31m"
        let runs = names.enumerated().map { index, name in
            // Alternate traces get the callback, so every name shows up under "skipped" too.
            (name: name, trace: index.isMultiple(of: 2) ? layoutTrace([objectName]) : layoutTrace([]))
        }
        let json = TraceComparison(runs).renderJSON()

        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        )
        #expect(parsed["strategies"] as? [String] == names)
        let rows = try #require(parsed["rows"] as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["object"] as? String == objectName)
        #expect(rows.first?["callback"] as? String == "layoutSubviews()")
        #expect(rows.first?["occurrence"] as? Int == 1)
        let skipped = try #require(parsed["skipped"] as? [String: [String]])
        #expect(Set(skipped.keys) == Set(names))
        #expect(skipped[names[1]] == ["\(objectName).layoutSubviews()"])
        #expect(skipped[names[0]] == [])
    }

    @Test func outputIsDeterministic() {
        let runs = [(name: "one", trace: layoutTrace(["a", "b"])), (name: "two", trace: layoutTrace(["c"]))]
        #expect(TraceComparison(runs).renderJSON() == TraceComparison(runs).renderJSON())
        #expect(TraceComparison(runs).renderText() == TraceComparison(runs).renderText())
    }
}
