import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LifelineScenarios

/// Diagrams from the command line: `trace` and `compare` in DOT, SVG and Mermaid, the format
/// taken from the output file's extension, and `render` for saved traces.
struct DiagramCommandTests {
    /// The SVG is well-formed and draws every event of the trace, labelled as the text format
    /// writes it (without the receiver, which the column names).
    @Test(arguments: ["root-window", "direct-view-access", "appearance-transition"])
    @MainActor func sequenceSVGDrawsEveryEvent(strategy: String) throws {
        let result = try LifelineBinary.run(["trace", strategy, "--format", "svg"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let texts = try #require(svgTexts(result.stdout), "well-formed XML")
        let trace = Strategies.named(strategy)!.run()
        let labels = EventLabels(trace)
        for sequence in 1...trace.events.count {
            let label = labels.invocation(of: sequence, includingReceiver: false)
            #expect(texts.contains { $0.contains(label) }, "\(label) is drawn")
        }
    }

    @Test func comparisonSVGHasAColumnPerStrategy() throws {
        let strategies = ["root-window", "direct-view-access", "appearance-transition"]
        let result = try LifelineBinary.run(["compare"] + strategies + ["--format", "svg"])
        #expect(result.status == 0)
        let texts = try #require(svgTexts(result.stdout))
        for strategy in strategies { #expect(texts.contains(strategy)) }
        #expect(texts.contains("vc.viewIsAppearing(false)"))
    }

    @Test func theOutputExtensionChoosesTheFormat() throws {
        let directory = try TemporaryDirectory()
        // Every extension `--format`'s help names.
        for (file, format) in [("a.svg", "svg"), ("a.dot", "dot"), ("a.gv", "dot"), ("a.mmd", "mermaid"),
                               ("a.mermaid", "mermaid"), ("a.json", "json"), ("a.trace", "text"), ("a.txt", "text")] {
            let written = try LifelineBinary.run(["trace", "root-window", "-o", file], in: directory.url)
            #expect(written.status == 0, "\(file)")
            let printed = try LifelineBinary.run(["trace", "root-window", "--format", format])
            #expect(try Data(contentsOf: directory.file(file)) == printed.stdoutData, "\(file) holds \(format)")
        }
    }

    @Test func explicitFormatWinsOverTheExtension() throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["trace", "root-window", "--format", "dot", "-o", "a.svg"], in: directory.url)
        #expect(result.status == 0)
        #expect(try String(contentsOf: directory.file("a.svg"), encoding: .utf8).hasPrefix("digraph "))
    }

    @Test func stateDiagramAndMermaid() throws {
        let states = try LifelineBinary.run(["trace", "appearance-transition-disappear", "--diagram", "states", "--format", "dot"])
        #expect(states.status == 0 && states.stdout.hasPrefix("digraph \"states\""))
        #expect(states.stdout.contains("viewWillDisappear ×1"))
        let mermaid = try LifelineBinary.run(["trace", "root-window", "--format", "mermaid"])
        #expect(mermaid.status == 0 && mermaid.stdout.hasPrefix("sequenceDiagram\n"))
    }

    /// A saved trace renders exactly as the strategy it came from, from text and from JSON.
    @Test(arguments: ["a.trace", "a.json"])
    func renderDrawsASavedTrace(file: String) throws {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "root-window", "-o", file], in: directory.url).status == 0)
        for format in ["svg", "dot", "mermaid"] {
            let rendered = try LifelineBinary.run(["render", file, "--format", format], in: directory.url)
            let direct = try LifelineBinary.run(["trace", "root-window", "--format", format])
            #expect(rendered.status == 0)
            #expect(rendered.stdout == direct.stdout, "render \(file) as \(format)")
        }
        let byExtension = try LifelineBinary.run(["render", file, "-o", "b.svg"], in: directory.url)
        #expect(byExtension.status == 0)
        #expect(try String(contentsOf: directory.file("b.svg"), encoding: .utf8).contains("<svg"))
    }

    @Test func renderReportsWhereATraceFileIsMalformed() throws {
        let directory = try TemporaryDirectory()
        try Data("lifeline-trace 2\nios: 17\nobjects:\n  vc = ViewController [viewController]\nevents:\nturn 0\n  vc.viewDidLod()\n".utf8)
            .write(to: directory.file("bad.trace"))
        let result = try LifelineBinary.run(["render", "bad.trace", "-o", "out.svg"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: bad.trace:7:6: "))
        #expect(result.stderr.contains("viewDidLoad"), "suggests the nearest callback: \(result.stderr)")
        #expect(try directory.contents() == ["bad.trace"], "no output file")
    }

    /// `render` reads a trace file's bytes where they lie (no `String` of it): bytes that are not
    /// UTF-8 are refused as before, and a byte order mark, CRLF line ends, trailing blank lines
    /// and standard input read as they always did.
    @Test func renderReadsATraceFileAsUTF8Bytes() throws {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "root-window", "-o", "a.trace"], in: directory.url).status == 0)
        let text = try Data(contentsOf: directory.file("a.trace"))
        let expected = try LifelineBinary.run(["render", "a.trace", "--format", "json"], in: directory.url)
        #expect(expected.status == 0)
        let crlf = Data([0xEF, 0xBB, 0xBF]) + Data(String(decoding: text, as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\r\n").utf8) + Data("  \r\n\n".utf8)
        try crlf.write(to: directory.file("b.trace"))
        let variant = try LifelineBinary.run(["render", "b.trace", "--format", "json"], in: directory.url)
        #expect(variant.status == 0 && variant.stdout == expected.stdout)
        let piped = try LifelineBinary.run(["render", "-", "--format", "json"], in: directory.url, input: crlf)
        #expect(piped.status == 0 && piped.stdout == expected.stdout)

        // Foundation's `String(data:encoding:)` dropped one byte order mark and the reader the
        // next: two still read, and a file of only one is empty at line 1, column 1.
        try (Data([0xEF, 0xBB, 0xBF]) + crlf).write(to: directory.file("d.trace"))
        let twice = try LifelineBinary.run(["render", "d.trace", "--format", "json"], in: directory.url)
        #expect(twice.status == 0 && twice.stdout == expected.stdout)
        try Data([0xEF, 0xBB, 0xBF]).write(to: directory.file("e.trace"))
        let empty = try LifelineBinary.run(["render", "e.trace", "--format", "json"], in: directory.url)
        #expect(empty.stderr == "error: e.trace:1:1: expected `lifeline-trace <version>` on the first line, found end of input\n")

        var broken = text
        broken.insert(0xED, at: 40)
        try broken.write(to: directory.file("c.trace"))
        let refused = try LifelineBinary.run(["render", "c.trace", "--format", "json"], in: directory.url)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr == "error: c.trace: not UTF-8 text, so not a trace file\n")
        let folder = try LifelineBinary.run(["render", ".", "--format", "json"], in: directory.url)
        #expect(folder.status == 1 && folder.stderr == "error: .: is a folder, not a file\n")
    }

    @Test func renderReportsAMissingFile() throws {
        let result = try LifelineBinary.run(["render", "missing.trace"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: missing.trace: no such file\n")
    }

    @Test(arguments: [
        (["trace", "root-window", "--diagram", "states", "--format", "mermaid"], "mermaid draws sequence diagrams only"),
        (["trace", "root-window", "--diagram", "states", "--format", "json"], "--diagram states needs --format dot or svg, not json."),
        (["compare", "root-window", "popp", "--format", "dot"], "unknown strategy 'popp'"),
        (["compare", "root-window", "direct-view-access", "--format", "mermaid"],
         "The value 'mermaid' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'dot', 'svg' or 'html'."),
    ])
    func misuseIsAUsageError(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(arguments + ["-o", "out.svg"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try directory.contents().isEmpty)
    }

    @Test func anUnknownExtensionNeedsAFormat() throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["trace", "root-window", "-o", "diagram.png"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: cannot tell the format from 'diagram.png'; pass --format (text, json, dot, svg, mermaid, html, chrome-trace)."))
        #expect(try directory.contents().isEmpty)
    }
}

/// The text of every `<text>` element of an SVG document, or nil if it is not well-formed XML.
func svgTexts(_ svg: String) -> [String]? {
    final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        private var current = ""
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) { current = "" }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            if elementName == "text" { texts.append(current) }
            current = ""
        }
    }
    let collector = Collector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector.texts : nil
}
