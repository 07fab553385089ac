import Testing
@_spi(InProcess) @testable import LifelineGraphviz

extension GraphvizRendererTests {
    struct ErrorTests {
        let renderer = GraphvizRenderer.shared

        /// What `body` threw; nil if it returned. (Closure literals throw `any Error`.)
        func error(_ body: () throws -> some Any) -> GraphvizError? {
            do {
                _ = try body()
                return nil
            } catch {
                return error as? GraphvizError
            }
        }

        @Test func malformedDOTThrowsGraphvizsOwnMessageAndPrintsNothing() throws {
            // Swift Testing reports other tests' progress on stderr too, and may do so while
            // the capture is on; Graphviz, if it printed, would print on every try.
            var attempts: [(error: GraphvizError?, stderr: String)] = []
            for _ in 0..<3 {
                let attempt = capturingStandardError { error { try renderer.renderSVG(dot: "digraph { a -> }") } }
                attempts.append((attempt.result, attempt.stderr))
                if attempt.stderr.isEmpty { break }
            }
            for attempt in attempts {
                #expect(attempt.error == GraphvizError(kind: .syntax, message: "syntax error in line 1 near '}'"))
                #expect(!attempt.stderr.contains("syntax error"))
            }
            #expect(attempts.contains { $0.stderr.isEmpty }, "stderr stayed clean: \(attempts.map(\.stderr))")
        }

        @Test func aSyntaxErrorReportsItsLineCountedFromThisText() {
            for _ in 0..<2 {
                let caught = error { try renderer.renderSVG(dot: "digraph {\n  a -> b;\n  c -> ;\n}") }
                #expect(caught == GraphvizError(kind: .syntax, message: "syntax error in line 3 near ';'"))
            }
            let directed = error { try renderer.renderSVGInProcess(dot: "#line 40 \"other.gv\"\ndigraph { -> }") }
            #expect(directed?.message.contains("line 40") == true, "\(String(describing: directed))")
            let next = error { try renderer.renderSVGInProcess(dot: "digraph { -> }") }
            #expect(next == GraphvizError(kind: .syntax, message: "syntax error in line 1 near '->'"))
        }

        /// In process, where the lexer's state would outlive a parse.
        @Test func badTextDoesNotSpoilTheNextParse() throws {
            for _ in 0..<3 {
                #expect(error { try renderer.renderSVGInProcess(dot: "digraph { a -> \"b") }?.kind == .syntax)
                let svg = try renderer.renderSVGInProcess(dot: "digraph { ok -> fine }")
                #expect(try #require(svgTexts(svg)).sorted() == ["fine", "ok"])
            }
        }

        @Test func onlyTheFirstOfTwoGraphsIsDrawnAndTheNextCallIsUnaffected() throws {
            let first = try renderer.renderSVGInProcess(dot: "digraph A { a1 } digraph B { b1 }")
            #expect(try #require(svgTexts(first)) == ["a1"])
            #expect(try #require(svgTexts(renderer.renderSVG(dot: "digraph A { a1 } digraph B { b1 }"))) == ["a1"])
            let next = try renderer.renderSVGInProcess(dot: "digraph C { c1 }")
            #expect(try #require(svgTexts(next)) == ["c1"])
        }

        @Test func emptyTextIsASyntaxError() {
            #expect(error { try renderer.renderSVG(dot: "  \n") }?.kind == .syntax)
        }

        @Test func unknownLayoutEngineListsTheEnginesAndTheNextRenderWorks() throws {
            let fromAttribute = error { try renderer.renderSVG(dot: "digraph { layout=bogus; a }") }
            let fromArgument = error { try renderer.render(dot: "digraph { a }", engine: "bogus", format: "svg") }
            for caught in [fromAttribute, fromArgument] {
                #expect(caught?.kind == .layout)
                #expect(caught?.message.hasPrefix("Layout type: \"bogus\" not recognized. Use one of:") == true)
                #expect(caught?.message.contains(" dot ") == true)
            }
            #expect(try svgTexts(renderer.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }

        @Test func unknownFormatIsARenderError() throws {
            let caught = error { try renderer.render(dot: "digraph { a }", engine: "dot", format: "bogus") }
            #expect(caught == GraphvizError(kind: .render, message: "renderer for bogus is unavailable"))
            #expect(try svgTexts(renderer.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }

        @Test(arguments: [2_000, 100_000])
        func longMessagesArriveIntact(length: Int) {
            // An unquoted name where '=' belongs: Graphviz quotes the whole name in its message.
            let name = String(repeating: "x", count: length)
            let caught = error { try renderer.renderSVG(dot: "digraph { a [label \(name)] }") }
            #expect(caught == GraphvizError(kind: .syntax, message: "syntax error in line 1 near '\(name)'"))
        }

        @Test func descriptionSaysWhichStageFailed() {
            let error = GraphvizError(kind: .syntax, message: "syntax error in line 1 near '}'")
            #expect(error.description == "Graphviz could not parse the DOT text: syntax error in line 1 near '}'")
        }
    }
}
