import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Lifeline
import LifelineDiagrams
import LifelineGraphviz

/// User-chosen controller names drawn end to end (model → diagram → DOT → SVG): they never
/// break the DOT, never inject markup into the SVG, and come through into the labels.
@MainActor
@Suite("Hostile names in rendered SVG", .serialized)
struct HostileNamesSVGTests {
    static let names = [
        "say \"hi\"", "back\\slash \\N \\G \\l", "two\nlines", "<script>alert(1)</script>", "fish & chips",
        "close ] bracket", "close } brace {", "a -> b -- c", "emoji 🚀👩‍💻", "مرحبا بالعالم",
        String(repeating: "long", count: 2_500),
    ]

    /// Every controller appears and disappears through begin/endAppearanceTransition.
    static func trace() -> Trace {
        Session.record(scenario: "hostile <b>\"names\"</b>") { _ in
            for name in names {
                let controller = ViewController(name: name)
                controller.beginAppearanceTransition(true, animated: false)
                controller.endAppearanceTransition()
                controller.endAppearanceTransition()
            }
        }
    }

    @Test(arguments: ["sequence", "states", "comparison"])
    func namesSurviveIntoTheSVG(diagram: String) throws {
        let trace = Self.trace()
        let graph: Graph = switch diagram {
        case "sequence": SequenceDiagram(trace: trace).graph
        case "states": StateDiagram(trace: trace).graph
        default: ComparisonDiagram(runs: [(name: Self.names[3], trace: trace), (name: Self.names[0], trace: trace)]).graph
        }
        let svg = try GraphvizRenderer.shared.renderSVG(dot: DOTEncoder.encode(graph))
        let document = try #require(SVGDocument(svg), "the SVG is well-formed XML")
        #expect(!document.elementNames.contains("script"), "no markup injected")
        let visible = document.texts.joined(separator: "\n") + "\n" + document.titles.joined(separator: "\n")
        for name in Self.names {
            // Long names are shortened in labels; the full name is kept in the tooltip.
            for line in name.split(separator: "\n") {
                #expect(visible.contains(String(line.prefix(60))), "\(line.prefix(40)) is drawn")
            }
        }
        let longName = Self.names.last!
        #expect(document.titles.contains { $0.contains(longName) }, "the 10,000-character name survives whole")
    }
}

/// What an SVG document shows: text elements, tooltips (`xlink:title`) and element names.
private struct SVGDocument {
    var texts: [String] = []
    var titles: [String] = []
    var elementNames: Set<String> = []

    init?(_ svg: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        guard parser.parse() else { return nil }
        texts = collector.texts
        titles = collector.titles
        elementNames = collector.elementNames
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var titles: [String] = []
        var elementNames: Set<String> = []
        private var current = ""

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elementNames.insert(elementName)
            if let title = attributes["xlink:title"] { titles.append(title) }
            current = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            if elementName == "text" || elementName == "title" { texts.append(current) }
            current = ""
        }
    }
}
