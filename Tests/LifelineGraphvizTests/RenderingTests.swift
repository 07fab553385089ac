import Foundation
import Testing
@testable import LifelineGraphviz

extension GraphvizRendererTests {
    struct RenderingTests {
        let renderer = GraphvizRenderer.shared

        @Test func smallDigraphIsWellFormedSVGWithEveryLabel() throws {
            let svg = try renderer.renderSVG(dot: SampleGraphs.small)
            let texts = try #require(svgTexts(svg), "the SVG parses as XML")
            for label in ["viewDidLoad", "viewWillAppear", "viewDidAppear"] {
                #expect(texts.contains(label))
            }
            #expect(svg.hasPrefix("<?xml"))
        }

        @Test func labelsOutsideASCIIComeThroughAsUTF8() throws {
            let svg = try renderer.renderSVG(dot: #"digraph { a [label="présentation → défilement"] }"#)
            #expect(try #require(svgTexts(svg)).contains("présentation → défilement"))
        }

        @Test(arguments: GraphvizLayout.allCases)
        func everyLayoutDraws(layout: GraphvizLayout) throws {
            let svg = try renderer.renderSVG(dot: SampleGraphs.small, layout: layout)
            #expect(try #require(svgTexts(svg)).contains("viewDidAppear"))
        }

        @Test func everyFormatHasItsSignature() throws {
            func render(_ format: GraphvizFormat) throws -> [UInt8] {
                try renderer.render(dot: SampleGraphs.small, format: format)
            }
            #expect(try render(.png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(try render(.pdf).starts(with: Array("%PDF".utf8)))
            #expect(try render(.plain).starts(with: Array("graph ".utf8)))
            let json = try JSONSerialization.jsonObject(with: Data(try render(.json))) as? [String: Any]
            #expect(json?["name"] as? String == "lifecycle")
        }

        @Test func versionIsTheLibrarys() {
            let parts = renderer.version.split(separator: ".")
            #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "got \(renderer.version)")
        }
    }
}
