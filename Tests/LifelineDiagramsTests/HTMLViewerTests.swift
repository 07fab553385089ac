import Foundation
import LifelineDiagrams
import LifelineScenarios
import LifelineTrace
import Testing

/// The HTML viewer's page as a file: self-contained, its data unable to leave its script
/// element, and the data saying what the trace says. (What the page does is tested in a real
/// browser: Tests/browser.)
@MainActor
struct HTMLViewerTests {
    private static let dataStart = "<script type=\"application/json\" id=\"lifeline-data\">"

    /// The embedded JSON, as the browser hands it to the script: everything up to the first
    /// `</script` (HTML ends the element there whatever JSON thinks).
    private static func embeddedData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: dataStart))
        let end = try #require(page.range(of: "</script", range: start.upperBound..<page.endIndex))
        let data = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func thePageFetchesNothingAndRunsOnlyItsOwnScript() throws {
        let page = HTMLViewer.page(for: Strategies.rootWindow.run())
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("content=\"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\""))
        #expect(page.components(separatedBy: "<script").count - 1 == 2)
        for external in ["src=", "http:", "https:", "@import", "url(", "innerHTML", "insertAdjacentHTML", "eval("] {
            #expect(!page.contains(external), "the page contains \(external)")
        }
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
    }

    @Test func scriptSafeJSONEscapesWhatCouldEndTheElement() throws {
        let trace = Trace(iosVersion: 17, scenario: "</script><!--<script>\u{2028}\u{2029}&\"\\\n\u{7}")
        let page = HTMLViewer.page(for: trace)
        let start = try #require(page.range(of: Self.dataStart))
        let data = page[start.upperBound...].prefix { $0 != "\n" }
        #expect(data.contains(#""name":"\u003C/script\u003E\u003C!--\u003Cscript\u003E\u2028\u2029\u0026\"\\\n\u0007""#))
        // Nothing of the name is left as itself in the page's data.
        #expect(!page.contains("</script><!--"))
        let pane = try #require((try Self.embeddedData(page)["panes"] as? [[String: Any]])?.first)
        #expect(pane["name"] as? String == trace.scenario)
    }

    @Test(arguments: Strategies.all.map(\.name) + ["navigation", "hostile"])
    func theDataIsTheTraceAndItsCauseLinksAreCauseChains(_ name: String) throws {
        let trace = try SequenceDiagramTests.trace(named: name)
        let json = try Self.embeddedData(HTMLViewer.page(for: trace))
        #expect(json["mode"] as? String == "trace")
        let relations = try #require(json["relations"] as? [String])
        let pane = try #require((json["panes"] as? [[String: Any]])?.first)
        let objects = try #require(pane["objects"] as? [[String]])
        #expect(objects == trace.objects.map { [$0.name, $0.className, $0.role.rawValue] })
        let events = try #require(pane["events"] as? [[Any]])
        #expect(events.count == trace.events.count)
        let text = try #require(pane["text"] as? [String])
        #expect(text.joined(separator: "\n") + "\n" == TextTraceFormat.encode(trace))
        let labels = EventLabels(trace)
        let spelled: [TraceCauseLink.Relation: String] = [.origin: "origin", .enclosedBy: "enclosed by",
                                                           .causedBy: "caused by", .scheduledBy: "scheduled by"]
        for sequence in 1...trace.events.count {
            let row = events[sequence - 1]
            let event = trace.event(sequence)
            #expect(row[0] as? Int == event.object?.rawValue ?? 0)
            #expect((json["kinds"] as? [String])?[row[1] as? Int ?? -1] == event.kind.rawValue)
            #expect(row[2] as? String == event.name.rawValue)
            #expect(row[3] as? Int == event.parent ?? 0)
            #expect(row[6] as? Int == event.turn)
            // The event's line of the text format, as the text beside the panes shows it.
            let line = text[try #require(row[7] as? Int)]
            #expect(line == String(repeating: "  ", count: trace.depth(of: sequence) + 1) + labels.line(of: sequence))
            // Following the links from the event gives its cause chain, relation by relation.
            var links = [TraceCauseLink(sequence: sequence, relation: .origin)]
            var current = events[sequence - 1]
            while let next = current[4] as? Int, next != 0 {
                let relation = try #require(spelled.first { $0.value == relations[current[5] as? Int ?? 0] }?.key)
                links.append(TraceCauseLink(sequence: next, relation: relation))
                current = events[next - 1]
            }
            #expect(links == trace.causeChain(of: sequence), "event \(sequence)")
        }
    }

    @Test func hostileNamesSurviveTheTripIntact() throws {
        let trace = HostileNames.trace()
        let page = HTMLViewer.page(for: trace)
        let data = try #require(page.range(of: Self.dataStart)).upperBound
        let end = try #require(page.range(of: "</script>", range: data..<page.endIndex)).lowerBound
        for forbidden: Character in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!page[data..<end].contains(forbidden))
        }
        let pane = try #require((try Self.embeddedData(page)["panes"] as? [[String: Any]])?.first)
        #expect((pane["objects"] as? [[String]])?.map { $0[0] } == trace.objects.map(\.name))
    }

    @Test func aDiffMarksTheEventsWithoutCounterpart() throws {
        let old = try #require(Strategies.named("dismiss-full-screen")).run()
        let new = try #require(Strategies.named("dismiss-page-sheet")).run()
        let json = try Self.embeddedData(HTMLViewer.page(diffing: ("old", old), ("new", new), note: "--- old\n+++ new"))
        #expect(json["mode"] as? String == "diff")
        #expect(json["note"] as? [String] == ["--- old", "+++ new"])
        let panes = try #require(json["panes"] as? [[String: Any]])
        let marked = panes.map { pane in
            Set(((pane["events"] as? [[Any]]) ?? []).enumerated().compactMap { $0.element[8] as? Int == 1 ? $0.offset + 1 : nil })
        }
        let unmatched = TraceAlignment.unmatchedEvents(old: old, new: new)
        #expect(marked == [unmatched.old, unmatched.new])
        // The page sheet leaves home on screen: its disappearance and reappearance are what differ.
        let labels = EventLabels(old)
        #expect(unmatched.old.map { labels.line(of: $0) }.contains("home.viewWillDisappear(true)"))
        #expect(unmatched.old.count == old.events.count - new.events.count + unmatched.new.count)
    }
}
