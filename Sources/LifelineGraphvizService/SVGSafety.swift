import Foundation
#if canImport(FoundationXML)
import FoundationXML
import LifelineGraphviz
#endif

/// Refuses SVG that a browser could run script from, before it leaves the renderer.
///
/// Graphviz 2.42 copies some DOT attributes into its SVG without escaping them: `href`/`URL`
/// (and the head, tail, edge and label variants), `fontname`, an HTML label's `<font face>`,
/// and `stylesheet`. A quote in one of them ends the SVG attribute and starts another, such
/// as `onclick="..."`, and any of them can link to `javascript:`. So the SVG for DOT from
/// outside Lifeline must be well-formed XML with only the elements Graphviz writes, no
/// event-handler attribute (`on...`), and links only to http, https, mailto, ftp, relative
/// or in-page addresses; otherwise the render fails with `.unsafeOutput` saying what was found.
enum SVGSafety {
    static let elements: Set<String> = [
        "svg", "g", "title", "a", "text", "tspan", "textPath", "polygon", "polyline", "ellipse", "path",
        "image", "defs", "linearGradient", "radialGradient", "stop",
    ]
    static let linkSchemes: Set<String> = ["http", "https", "mailto", "ftp"]

    static func check(_ svg: [UInt8]) throws(GraphvizError) {
        let inspector = Inspector()
        let parser = XMLParser(data: Data(svg))
        parser.shouldResolveExternalEntities = false
        parser.delegate = inspector
        let wellFormed = parser.parse()
        if let finding = inspector.finding {
            throw unsafe(finding)
        }
        guard wellFormed else {
            let line = parser.lineNumber
            throw unsafe("SVG that is not well-formed XML (line \(line): \(parser.parserError?.localizedDescription ?? "parse error"))")
        }
        if let attribute = lessThanInAttributeValue(in: svg) {
            throw unsafe("a '<' inside the value of its \(attribute) attribute, which is not XML")
        }
        if let entity = undefinedEntity(in: svg) {
            throw GraphvizError(kind: .unsafeOutput, message: """
                Graphviz would write the entity reference \(entity), which SVG does not define: browsers, \
                which read SVG without its DTD, refuse the whole document. Graphviz copies &name; from names \
                and links into SVG as it is; write the character itself, or &amp; for an ampersand.
                """)
        }
    }

    /// The name of the first attribute in `svg` whose quoted value holds a raw `<`, or nil.
    /// XML forbids it, but Foundation's XMLParser on Linux accepts it (found by a long RawDOT run:
    /// Graphviz copies `fontname="Helv</TABLE>etica"` into `font-family` as it is), and a browser
    /// refuses the whole document. Comments, processing instructions and the doctype are skipped.
    static func lessThanInAttributeValue(in svg: [UInt8]) -> String? {
        let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), equals = UInt8(ascii: "=")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), space = UInt8(ascii: " ")
        var index = 0
        // The name in `name = "` ending at the opening quote at `position`.
        func attributeName(before position: Int) -> String {
            var end = position
            while end > 0, svg[end - 1] == space || svg[end - 1] == equals { end -= 1 }
            var start = end
            while start > 0, svg[start - 1] != space, svg[start - 1] != less { start -= 1 }
            return String(decoding: svg[start..<end], as: UTF8.self)
        }
        func starts(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return index + bytes.count <= svg.count && Array(svg[index..<index + bytes.count]) == bytes
        }
        func skip(past end: String) {
            while index < svg.count, !starts(end) { index += 1 }
            index += end.utf8.count
        }
        while index < svg.count {
            if starts("<!--") { skip(past: "-->"); continue }
            if starts("<?") { skip(past: "?>"); continue }
            if starts("<!") { skip(past: ">"); continue }
            guard svg[index] == less else { index += 1; continue }
            // A tag: walk its attributes to its closing '>'.
            index += 1
            while index < svg.count, svg[index] != greater {
                let delimiter = svg[index]
                guard delimiter == quote || delimiter == apostrophe else { index += 1; continue }
                let attribute = attributeName(before: index)
                index += 1
                while index < svg.count, svg[index] != delimiter {
                    if svg[index] == less { return attribute }
                    index += 1
                }
                index += 1
            }
            index += 1
        }
        return nil
    }

    /// XML's predefined entities; SVG defines no others, and browsers load no DTD that could.
    static var predefinedEntities: Set<String> { LinkEscaping.xmlPredefinedEntities }

    /// The first named entity reference in well-formed `svg` that is not predefined (`&marg;`),
    /// outside comments, processing instructions and the document type declaration. An XML
    /// parser accepts one (a document with an external DTD may declare it there); a browser
    /// does not, and Graphviz writes `&name;` from a DOT name through untouched.
    static func undefinedEntity(in svg: [UInt8]) -> String? {
        let ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";"), hash = UInt8(ascii: "#")
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let bytes = Array(text.utf8)
            return position + bytes.count <= svg.count && Array(svg[position..<position + bytes.count]) == bytes
        }
        func skip(past end: String) {
            while index < svg.count, !starts(end, at: index) { index += 1 }
            index += end.utf8.count
        }
        while index < svg.count {
            if starts("<!--", at: index) {
                skip(past: "-->")
            } else if starts("<?", at: index) {
                skip(past: "?>")
            } else if starts("<!", at: index) {
                skip(past: ">")  // the doctype; well-formed output has no internal subset to hide a '>'
            } else if svg[index] == ampersand {
                let end = svg[index...].firstIndex(of: semicolon) ?? svg.count
                let name = String(decoding: svg[(index + 1)..<end], as: UTF8.self)
                if index + 1 == end || svg[index + 1] != hash && !predefinedEntities.contains(name) {
                    return "&\(name);"
                }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func unsafe(_ finding: String) -> GraphvizError {
        GraphvizError(kind: .unsafeOutput, message: """
            Graphviz would write \(finding). Graphviz copies href, URL, fontname, font face and \
            stylesheet attributes into SVG unescaped; the renderer returns no SVG that could run script.
            """)
    }

    /// The scheme of a link as a browser reads it (ASCII white space and controls removed,
    /// case folded), or nil for a relative or in-page link.
    static func scheme(of link: String) -> String? {
        let significant = link.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        let text = String(String.UnicodeScalarView(significant)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return String(candidate)
    }

    static func isSafeLink(_ link: String) -> Bool {
        scheme(of: link).map(linkSchemes.contains) ?? true
    }

    /// Collects the first thing that makes the document unsafe, then stops the parse.
    private final class Inspector: NSObject, XMLParserDelegate {
        var finding: String?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard SVGSafety.elements.contains(elementName) else {
                return found("a <\(elementName)> element, which Graphviz does not write", parser)
            }
            for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
                if name.lowercased().hasPrefix("on") {
                    return found("an event-handler attribute \(name)=\"\(value)\" on <\(elementName)>", parser)
                }
                if (name == "href" || name.hasSuffix(":href")) && !SVGSafety.isSafeLink(value) {
                    return found("a link to \"\(value)\" on <\(elementName)>", parser)
                }
            }
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            guard target == "xml-stylesheet" else {
                return found("a processing instruction <?\(target) ...?>", parser)
            }
            if let data, let link = Self.pseudoAttribute("href", in: data), !SVGSafety.isSafeLink(link) {
                found("a stylesheet link to \"\(link)\"", parser)
            }
        }

        private func found(_ description: String, _ parser: XMLParser) {
            if finding == nil { finding = description }
            parser.abortParsing()
        }

        /// `href="..."` inside a processing instruction's data.
        private static func pseudoAttribute(_ name: String, in data: String) -> String? {
            guard let start = data.range(of: name + "=\"") else { return nil }
            let rest = data[start.upperBound...]
            return String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
        }
    }
}
