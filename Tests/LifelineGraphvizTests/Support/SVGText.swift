import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The text content of every element of an SVG document, or nil if it is not well-formed XML.
func svgTexts(_ svg: String) -> [String]? {
    let collector = TextCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    guard parser.parse() else { return nil }
    return collector.texts
}

private final class TextCollector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    private var current = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        current = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        if elementName == "text" { texts.append(current) }
        current = ""
    }
}
