import LifelineScenarios
import LifelineDiagrams
import LifelineTesting
import Testing

/// The Mermaid sequence diagram: same content as the DOT one, and text that no name can turn
/// into syntax.
@MainActor
struct MermaidTests {
    @Test func rootWindowMatchesItsGolden() {
        assertGolden(of: Strategies.rootWindow.run(), as: .mermaid, atPath: Goldens.path("sequence-root-window.mmd"))
    }

    @Test func navigationFlowMatchesItsGolden() {
        assertGolden(of: NavigationTrace.flow(), as: .mermaid, atPath: Goldens.path("sequence-navigation.mmd"))
    }

    @Test(arguments: Strategies.all.map(\.name) + ["navigation", "hostile"])
    func hasAMessagePerEventAndANotePerTurn(_ name: String) throws {
        let trace = try SequenceDiagramTests.trace(named: name)
        let lines = MermaidSequenceDiagram(trace: trace).text.split(separator: "\n")
        #expect(lines.first == "sequenceDiagram")
        // Log lines and state changes are notes, not messages.
        let notes = trace.events.filter { $0.kind == .log || $0.kind == .state }.count
        let messages = lines.filter { $0.contains("->>") }
        #expect(messages.count == trace.events.count - notes)
        let turnNotes = lines.filter { $0.hasPrefix("    Note over ") && $0.hasSuffix(": turn \(trace.events.last!.turn)") }
        #expect(!turnNotes.isEmpty)
        let diagnostics = trace.events.filter { $0.kind == .diagnostic }.count
        let states = trace.events.filter { $0.kind == .state }.count
        #expect(lines.filter { $0.hasPrefix("    Note right of ") }.count == diagnostics + states)
    }

    @Test func everyLineIsAStatementOfTheExpectedShape() throws {
        for trace in [HostileNames.trace(), Strategies.rootWindow.run(), NavigationTrace.long(events: 50_000)] {
            let text = MermaidSequenceDiagram(trace: trace).text
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                #expect(Self.isStatement(String(line)), "not a statement: \(line.prefix(200))")
            }
            #expect(text.hasSuffix("\n"))
        }
    }

    /// Lifelines: the run loop, then the objects with events in declaration order (not in order of
    /// first event), then ids a malformed trace uses without declaring, by id, however large.
    @Test func lifelinesAreTheRunLoopThenDeclaredThenUndeclaredObjects() {
        let objects = ["a", "b", "c"].enumerated().map {
            TraceObject(id: ObjectID($0.offset + 1), name: $0.element, className: "View", role: .view)
        }
        let events = [3, 99, 0, 1, 2_000_000_000, 50].map { id in
            TraceEvent(name: .layoutSubviews, object: id == 0 ? nil : ObjectID(id), turn: 0)
        }
        let text = MermaidSequenceDiagram(trace: Trace(iosVersion: 17, objects: objects, events: events)).text
        let participants = text.split(separator: "\n").filter { $0.hasPrefix("    participant ") }
        #expect(participants == [
            "    participant U as UIKit",
            "    participant R as run loop",
            "    participant P1 as a (View)",
            "    participant P3 as c (View)",
            "    participant P50 as #35;50",
            "    participant P99 as #35;99",
            "    participant P2000000000 as #35;2000000000",
        ])
    }

    @Test func escapesEverythingThatMermaidReadsAsSyntax() {
        let trace = HostileNames.trace()
        let text = MermaidSequenceDiagram(trace: trace).text
        // Participants show the user's name itself (not the text format's quoted reference), escaped.
        #expect(text.contains("participant P1 as say #34;hi#34; (say #34;hi#34;)"))
        #expect(!text.contains("%%"))
        #expect(!text.contains("<"))
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains("🚀"))
        #expect(text.contains("مرحبا"))
    }

    /// A statement this writer emits, with text made only of safe characters and entity codes.
    static func isStatement(_ line: String) -> Bool {
        if line == "sequenceDiagram" { return true }
        let patterns: [(prefix: String, textAfter: String)] = [
            ("    title ", ""),
            ("    participant ", " as "),
            ("    Note over ", ": "),
            ("    Note right of ", ": "),
        ]
        for pattern in patterns where line.hasPrefix(pattern.prefix) {
            let rest = line.dropFirst(pattern.prefix.count)
            if pattern.textAfter.isEmpty { return isSafeText(rest) }
            guard let range = rest.range(of: pattern.textAfter) else { return false }
            return isAliasList(rest[..<range.lowerBound]) && isSafeText(rest[range.upperBound...])
        }
        guard line.hasPrefix("    "), let arrow = line.range(of: "->>"), let colon = line.range(of: ": ") else { return false }
        let from = line[line.index(line.startIndex, offsetBy: 4)..<arrow.lowerBound]
        let to = line[arrow.upperBound..<colon.lowerBound]
        return isAliasList(from) && isAliasList(to) && isSafeText(line[colon.upperBound...])
    }

    static func isAliasList(_ text: Substring) -> Bool {
        text.split(separator: ",").allSatisfy { alias in
            alias == "A" || alias == "U" || alias == "R" || (alias.hasPrefix("P") && Int(alias.dropFirst()) != nil)
        }
    }

    /// No `;`, `#` (other than in `#123;` codes), `:`, `%`, `<`, `>`, `&`, quotes, newlines or controls.
    static func isSafeText(_ text: Substring) -> Bool {
        var rest = text[...]
        while let scalar = rest.unicodeScalars.first {
            if scalar == "#" {
                guard let end = rest.firstIndex(of: ";"), Int(rest[rest.index(after: rest.startIndex)..<end]) != nil else { return false }
                rest = rest[rest.index(after: end)...]
                continue
            }
            if ";:%<>&\"\\{}`\n\r".unicodeScalars.contains(scalar) || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format { return false }
            rest = rest.dropFirst()
        }
        return true
    }
}
