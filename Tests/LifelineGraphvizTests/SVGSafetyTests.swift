import Testing
@testable import LifelineGraphviz
@testable import LifelineGraphvizService

extension GraphvizRendererTests {
    /// DOT attributes that Graphviz 2.42 copies into its SVG unescaped never bring script
    /// into the SVG that the raw-DOT API returns.
    struct SVGSafetyTests {
        let renderer = GraphvizRenderer.shared

        func refusal(_ dot: String) -> GraphvizError? {
            do {
                _ = try renderer.renderSVG(dot: dot)
                return nil
            } catch {
                return error
            }
        }

        static let explanation = "Graphviz copies href, URL, fontname, font face and stylesheet attributes"
            + " into SVG unescaped; the renderer returns no SVG that could run script."

        @Test(arguments: [
            (#"digraph { a [fontname="x\" onload=\"alert(1)"] }"#,
             #"an event-handler attribute onload="alert(1)" on <text>"#),
            (#"digraph { a [label=<<font face="x&quot; onmouseover=&quot;y">t</font>>] }"#,
             #"an event-handler attribute onmouseover="y" on <text>"#),
            (#"digraph { a [URL="javascript:alert(1)"] }"#, #"a link to "javascript:alert(1)" on <a>"#),
            // A real tab and a leading space, which browsers drop from a scheme.
            ("digraph { a -> b [edgeURL=\" JaVa\tScRiPt:alert(1)\"] }", "a link to \" JaVa ScRiPt:alert(1)\" on <a>"),
            (#"digraph { a [label=<<table href="data:text/html,x"><tr><td>x</td></tr></table>>] }"#,
             #"a link to "data:text/html,x" on <a>"#),
            (#"digraph { a [label=<<table><tr><td href="vbscript:x">x</td></tr></table>>] }"#,
             #"a link to "vbscript:x" on <a>"#),
            (#"digraph { stylesheet="javascript:alert(1)"; a }"#, #"a stylesheet link to "javascript:alert(1)""#),
            (#"digraph { stylesheet="x\"?><?evil y=\""; a }"#, "a processing instruction <?evil ...?>"),
        ])
        func scriptFromAnAttributeIsRefusedAndSaysWhat(dot: String, finding: String) {
            #expect(refusal(dot) == GraphvizError(
                kind: .unsafeOutput, message: "Graphviz would write \(finding). \(Self.explanation)"))
        }

        /// Found by fuzzing the helper's work in process (RawDOTInProcess): Graphviz writes a name's
        /// `&name;` into `<title>` as it is, and XMLParser accepts it (an external DTD might declare
        /// it), but no browser does: the SVG was returned as checked and could not be displayed.
        @Test(arguments: [
            (#"digraph "&marg;ine" { e }"#, "&marg;"),
            (#"digraph { "&alpha;" -> b }"#, "&alpha;"),
            (#"digraph { a [id="x&back;"] }"#, "&back;"),
        ])
        func anEntitySVGDoesNotDefineIsRefusedAndSaysWhich(dot: String, entity: String) {
            #expect(refusal(dot) == GraphvizError(kind: .unsafeOutput, message: """
                Graphviz would write the entity reference \(entity), which SVG does not define: browsers, \
                which read SVG without its DTD, refuse the whole document. Graphviz copies &name; from names \
                and links into SVG as it is; write the character itself, or &amp; for an ampersand.
                """))
        }

        /// Found by a 30-minute RawDOT run (Fuzz/Regressions/RawDOT): Graphviz copies a graph's
        /// `fontname` into `font-family` unescaped, and XMLParser on Linux accepts the '<' it
        /// holds, so SVG no browser can read was returned as checked.
        @Test func aLessThanSignInAnAttributeValueIsRefused() {
            #expect(refusal(#"digraph { fontname="Helv</TABLE>etica"; label="x"; a }"#) == GraphvizError(
                kind: .unsafeOutput,
                message: "Graphviz would write a '<' inside the value of its font-family attribute, which is not XML. \(Self.explanation)"))
            #expect(SVGSafety.lessThanInAttributeValue(in: Array(#"<!-- a="<" --><svg a="1" b='x<y'>&lt;</svg>"#.utf8)) == "b")
            #expect(SVGSafety.lessThanInAttributeValue(in: Array(#"<svg a="1&lt;2"><text x='>'>a &lt; b</text></svg>"#.utf8)) == nil)
        }

        @Test func xmlsOwnEntitiesStayAndOthersInALinkAreText() throws {
            let svg = try renderer.renderSVG(dot: #"digraph { "a&amp;b" -> "&#945;" [URL="?x=1&copy;2&amp;y"] }"#)
            #expect(svgTexts(svg) == ["a&b", "α"])
            #expect(svg.contains(#"xlink:href="?x=1&amp;copy;2&amp;y""#))
            #expect(SVGSafety.undefinedEntity(in: Array(svg.utf8)) == nil)
            // In a comment an ampersand is only text, as Graphviz writes a graph's name there too.
            #expect(SVGSafety.undefinedEntity(in: Array("<!-- &marg; --><svg>&lt;&#x3B1;</svg>".utf8)) == nil)
        }

        @Test func aQuoteInALinkIsEscapedRatherThanEndingTheAttribute() throws {
            let svg = try renderer.renderSVG(dot: #"digraph { a [href="x\" onclick=\"alert(1)"] }"#)
            #expect(svg.contains(#"<a xlink:href="x&quot; onclick=&quot;alert(1)" xlink:title="a">"#))
            #expect(!svg.contains(#"onclick=""#))
            #expect(LinkEscaping.xmlEscaped(#"?a=1&b=<2>&amp;c='3'&#38;&#x26;&x"#)
                    == "?a=1&amp;b=&lt;2&gt;&amp;c=&#39;3&#39;&#38;&#x26;&amp;x")
        }

        @Test func injectedMarkupThatBreaksTheXMLIsRefused() throws {
            let error = try #require(refusal(#"digraph { stylesheet="x\"?><svg onload=\"alert(1)\"/><!--"; a }"#))
            #expect(error.kind == .unsafeOutput)
            #expect(error.message.hasPrefix("Graphviz would write "), "\(error.message)")
        }

        @Test func ordinaryLinksAndTooltipsStay() throws {
            let svg = try renderer.renderSVG(dot: """
                digraph { stylesheet="style.css"
                  a [URL="https://example.com/?q=1&r=2" tooltip="say \\"hi\\" <b>" target="_blank"]
                  b [href="#a" fontname="Helvetica"]; c [URL="mailto:x@example.com"]; d [URL="page.html"]
                  a -> b [edgeURL="http://example.com" labeltooltip="x"] }
                """)
            #expect(svg.contains(#"<?xml-stylesheet href="style.css" type="text/css"?>"#))
            #expect(svg.contains(#"xlink:href="https://example.com/?q=1&amp;r=2" xlink:title="say &quot;hi&quot; &lt;b&gt;" target="_blank""#))
            #expect(svg.contains(##"xlink:href="#a""##))
            #expect(svg.contains(#"xlink:href="mailto:x@example.com""#))
            #expect(svg.contains(#"xlink:href="page.html""#))
            #expect(svg.contains(#"xlink:href="http://example.com""#))
        }

        @Test func schemesAreReadAsABrowserReadsThem() {
            #expect(SVGSafety.scheme(of: "JavaScript:x") == "javascript")
            #expect(SVGSafety.scheme(of: " java\tscript\n:x") == "javascript")
            #expect(SVGSafety.scheme(of: "page.html#a:b") == nil)
            #expect(SVGSafety.scheme(of: "/a:b") == nil)
            #expect(SVGSafety.scheme(of: "#a") == nil)
            #expect(SVGSafety.isSafeLink("HTTPS://example.com"))
            #expect(!SVGSafety.isSafeLink("data:image/svg+xml,<svg/>"))
        }
    }
}
