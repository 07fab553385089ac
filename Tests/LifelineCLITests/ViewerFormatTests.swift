import Foundation
import Testing

/// `--format html` and `--format chrome-trace` from the command line: which commands write them,
/// the `.html` extension, and `diff`'s page and exit status. (The page's contents are tested in
/// LifelineDiagramsTests and in a browser, Tests/browser.)
struct ViewerFormatTests {
    private static let dataElement = "<script type=\"application/json\" id=\"lifeline-data\">"

    private static func mode(of page: String) -> String? {
        guard let start = page.range(of: dataElement) else { return nil }
        let json = page[start.upperBound...].prefix(40)
        return json.hasPrefix("{\"mode\":\"") ? String(json.dropFirst(9).prefix { $0 != "\"" }) : nil
    }

    @Test func anHTMLFileNameWritesTheViewer() throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["trace", "root-window", "-o", "flow.html"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let page = try String(contentsOf: directory.file("flow.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(Self.mode(of: page) == "trace")
    }

    @Test(arguments: [["trace", "root-window"], ["compare", "push", "pop"]])
    func htmlGoesToStandardOutputToo(_ command: [String]) throws {
        let result = try LifelineBinary.run(command + ["--format", "html"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("</html>\n"))
        #expect(Self.mode(of: result.stdout) == (command[0] == "compare" ? "compare" : "trace"))
    }

    @Test func chromeTraceIsTraceEventJSON() throws {
        let directory = try TemporaryDirectory()
        let saved = try LifelineBinary.run(["trace", "push", "-o", "push.json"], in: directory.url)
        #expect(saved.status == 0)
        for command in [["trace", "push"], ["render", "push.json"]] {
            let result = try LifelineBinary.run(command + ["--format", "chrome-trace"], in: directory.url)
            #expect(result.status == 0)
            let json = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
            let events = try #require(json?["traceEvents"] as? [[String: Any]])
            #expect(events.contains { $0["name"] as? String == "thread_name" && ($0["args"] as? [String: String])?["name"] == "b (ViewController)" })
        }
    }

    @Test func compareCannotWriteAChromeTrace() throws {
        let result = try LifelineBinary.run(["compare", "push", "pop", "--format", "chrome-trace"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func diffWritesItsPageAndStillSaysWhetherTheTracesDiffer() throws {
        let directory = try TemporaryDirectory()
        let differ = try LifelineBinary.run(["diff", "push", "pop", "--format", "html", "-o", "diff.html"], in: directory.url)
        #expect(differ.status == 1)
        #expect(differ.stdout.isEmpty)
        let page = try String(contentsOf: directory.file("diff.html"), encoding: .utf8)
        #expect(Self.mode(of: page) == "diff")
        let same = try LifelineBinary.run(["diff", "push", "push", "-o", "same.html"], in: directory.url)
        #expect(same.status == 0)
        #expect(Self.mode(of: try String(contentsOf: directory.file("same.html"), encoding: .utf8)) == "diff")
        // A text diff to a file is the uncoloured diff, whatever --color says.
        let text = try LifelineBinary.run(["diff", "push", "pop", "--color", "always", "-o", "diff.txt"], in: directory.url)
        #expect(text.status == 1)
        let written = try String(contentsOf: directory.file("diff.txt"), encoding: .utf8)
        #expect(written.hasPrefix("--- push\n+++ pop\n"))
        #expect(!written.contains("\u{1B}["))
    }
}
