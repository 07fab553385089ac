/// A small strict XML checker for the SVG Graphviz writes: well-formed XML 1.0 (every character
/// an XML `Char`, tags balanced, attributes quoted and unique, references valid, comments free of
/// `--`), one `svg` root, only the elements Graphviz's SVG renderer writes, and no event-handler
/// attribute (`on...`), so that user text can neither break the document nor script it.
///
/// Strict rather than general: no CDATA, no internal DTD subset, only the five predefined
/// entities, because Graphviz writes none of these.
struct SVGCheck {
    /// Every element `gvrender_core_svg` writes.
    static let graphvizElements: Set<String> = [
        "svg", "g", "title", "text", "tspan", "textPath", "a", "ellipse", "polygon", "polyline", "path",
        "image", "defs", "linearGradient", "radialGradient", "stop",
    ]
    static let predefinedEntities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var elements: [Element] = []

    /// An element as met: its name and its attributes' names, in document order.
    struct Element: Equatable {
        var name: String
        var attributes: [String] = []
    }

    /// Checks `svg`; the elements it met, in document order, for callers that restrict them further.
    @discardableResult
    static func check(_ svg: String) throws(InvariantViolation) -> [Element] {
        var checker = SVGCheck(scalars: Array(svg.unicodeScalars))
        do {
            try checker.document()
        } catch {
            throw InvariantViolation("SVG: \(error.description) (at scalar \(checker.index)):\n\(svg)")
        }
        return checker.elements
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    static func isChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ":" || scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar.value >= 0xC0
    }

    static func isName(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar)
    }

    private var atEnd: Bool { index >= scalars.count }
    private var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    private func fail(_ message: String) -> InvariantViolation { InvariantViolation(message) }

    private func looking(at text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func skip(_ text: String) { index += text.unicodeScalars.count }

    private mutating func skipSpace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { index += 1 }
    }

    private mutating func document() throws(InvariantViolation) {
        for scalar in scalars where !Self.isChar(scalar) {
            throw fail("U+\(String(scalar.value, radix: 16, uppercase: true)) is not an XML character")
        }
        if looking(at: "<?xml") { try skipPast("?>") }
        var sawRoot = false
        while true {
            skipSpace()
            if atEnd { break }
            if looking(at: "<!--") {
                try comment()
            } else if looking(at: "<!DOCTYPE") {
                try require(!sawRoot, "DOCTYPE after the root element")
                try doctype()
            } else if looking(at: "<?") {
                try skipPast("?>")
            } else if current == "<" {
                try require(!sawRoot, "a second root element")
                let name = try element()
                try require(name == "svg", "the root element is <\(name)>, not <svg>")
                sawRoot = true
            } else {
                throw fail("text outside the root element")
            }
        }
        try require(sawRoot, "no root element")
    }

    private mutating func skipPast(_ end: String) throws(InvariantViolation) {
        while !atEnd {
            if looking(at: end) { skip(end); return }
            index += 1
        }
        throw fail("unterminated construct, expected '\(end)'")
    }

    private mutating func comment() throws(InvariantViolation) {
        skip("<!--")
        while !atEnd {
            if looking(at: "--") {
                try require(looking(at: "-->"), "'--' inside a comment")
                skip("-->")
                return
            }
            index += 1
        }
        throw fail("unterminated comment")
    }

    /// `<!DOCTYPE name "..." "...">` with quoted literals and no internal subset.
    private mutating func doctype() throws(InvariantViolation) {
        skip("<!DOCTYPE")
        while let scalar = current {
            if scalar == ">" { index += 1; return }
            if scalar == "[" { throw fail("internal DTD subset") }
            if scalar == "\"" || scalar == "'" {
                index += 1
                while let inner = current, inner != scalar { index += 1 }
                try require(!atEnd, "unterminated DOCTYPE literal")
            }
            index += 1
        }
        throw fail("unterminated DOCTYPE")
    }

    private mutating func name() throws(InvariantViolation) -> String {
        guard let first = current, Self.isNameStart(first) else { throw fail("expected a name") }
        var result = String.UnicodeScalarView()
        while let scalar = current, Self.isName(scalar) {
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// An element and its content; returns its name.
    private mutating func element() throws(InvariantViolation) -> String {
        index += 1  // "<"
        let tag = try name()
        try require(Self.graphvizElements.contains(tag), "<\(tag)> is not an element Graphviz writes")
        let position = elements.count
        elements.append(Element(name: tag))
        var attributes: Set<String> = []
        while true {
            let hadSpace = current == " " || current == "\t" || current == "\n" || current == "\r"
            skipSpace()
            if looking(at: "/>") { skip("/>"); return tag }
            if current == ">" { index += 1; break }
            try require(hadSpace, "attributes of <\(tag)> not separated by white space")
            let attribute = try name()
            try require(attributes.insert(attribute).inserted, "attribute '\(attribute)' twice on <\(tag)>")
            elements[position].attributes.append(attribute)
            try require(!attribute.lowercased().hasPrefix("on"), "event-handler attribute '\(attribute)' on <\(tag)>")
            skipSpace()
            try require(current == "=", "attribute '\(attribute)' without '='")
            index += 1
            skipSpace()
            guard let quote = current, quote == "\"" || quote == "'" else { throw fail("unquoted value of '\(attribute)'") }
            index += 1
            while let scalar = current, scalar != quote {
                try require(scalar != "<", "'<' in the value of '\(attribute)'")
                if scalar == "&" { try reference() } else { index += 1 }
            }
            try require(!atEnd, "unterminated value of '\(attribute)'")
            index += 1
        }
        // Content: text, references, comments and child elements up to the matching end tag.
        while !atEnd {
            if looking(at: "</") {
                skip("</")
                let end = try name()
                try require(end == tag, "</\(end)> closes <\(tag)>")
                skipSpace()
                try require(current == ">", "malformed end tag </\(end)")
                index += 1
                return tag
            }
            if looking(at: "<!--") {
                try comment()
            } else if looking(at: "<![CDATA[") || looking(at: "<!") || looking(at: "<?") {
                throw fail("markup Graphviz does not write inside <\(tag)>")
            } else if current == "<" {
                _ = try element()
            } else if current == "&" {
                try reference()
            } else {
                if looking(at: "]]>") { throw fail("']]>' in text") }
                index += 1
            }
        }
        throw fail("<\(tag)> is never closed")
    }

    /// `&name;` for a predefined entity, or `&#N;` / `&#xH;` naming an XML character.
    private mutating func reference() throws(InvariantViolation) {
        index += 1  // "&"
        if current == "#" {
            index += 1
            let hex = current == "x"
            if hex { index += 1 }
            var digits = ""
            while let scalar = current, scalar != ";" {
                digits.unicodeScalars.append(scalar)
                index += 1
                try require(digits.count <= 8, "character reference too long")
            }
            try require(current == ";", "unterminated character reference")
            index += 1
            guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value), Self.isChar(scalar)
            else { throw fail("character reference &#\(hex ? "x" : "")\(digits); is not an XML character") }
            return
        }
        let entity = try name()
        try require(current == ";", "unterminated entity reference &\(entity)")
        index += 1
        try require(Self.predefinedEntities.contains(entity), "undefined entity &\(entity);")
    }
}
