import Foundation
import Testing

/// A saved JSON trace is recognised by what it says, not how it is spelled (issue 19, defect 6):
/// the same trace re-indented by a JSON tool, or with its keys in another order, is still a trace
/// to `diff` and `verify`, as it always was to `render`.
struct JSONTraceDetectionTests {
    /// `push` as `lifeline trace --format json` writes it, and the same document reformatted.
    static func savedTraces(in directory: TemporaryDirectory) throws -> [String] {
        #expect(try LifelineBinary.run(["trace", "push", "--format", "json", "-o", "push.json"], in: directory.url).status == 0)
        let data = try Data(contentsOf: directory.file("push.json"))
        let object = try JSONSerialization.jsonObject(with: data)
        // Sorted keys move "format" behind "events", far from the start of the file.
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            .write(to: directory.file("sorted.json"))
        var files = ["push.json", "sorted.json"]
        // The reproducer from the issue: `python3 -m json.tool` writes `"format": "lifeline-trace"`.
        if try python(["-m", "json.tool", "push.json", "tool.json"], in: directory.url) {
            files.append("tool.json")
        }
        return files
    }

    /// Runs `python3` from the PATH; false when there is none (the test then covers the other
    /// reformatted files only).
    static func python(_ arguments: [String], in directory: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = directory
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func diffReadsAReformattedJSONTraceAsATrace() throws {
        let directory = try TemporaryDirectory()
        for file in try Self.savedTraces(in: directory) {
            let result = try LifelineBinary.run(["diff", file, "push"], in: directory.url)
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(file)")
            let rendered = try LifelineBinary.run(["render", file, "--format", "text"], in: directory.url)
            #expect(rendered.status == 0, "\(file)")
        }
    }

    @Test func verifyDoesNotRunAReformattedJSONTraceAsAScenario() throws {
        let directory = try TemporaryDirectory()
        _ = try Self.savedTraces(in: directory)
        try Data(VerifyCommandTests.scenario.utf8).write(to: directory.file("flow.yaml"))
        try Data(VerifyCommandTests.golden.utf8).write(to: directory.file("flow.trace"))
        let result = try LifelineBinary.run(["verify", "."], in: directory.url)
        #expect(result.stdout == "ok        flow.yaml\n1 scenario: 1 ok\n")
        #expect(result.status == 0)
    }

    /// `trace` runs scenarios; handed a saved trace, it says what it is. `compare` reads one
    /// beside a strategy, however the JSON is laid out (the run and the file record the same
    /// scenario, so the file's column is named after the file).
    @Test func aSavedTraceIsNotRunAsAScenario() throws {
        let directory = try TemporaryDirectory()
        for file in try Self.savedTraces(in: directory) {
            let result = try LifelineBinary.run(["trace", file], in: directory.url)
            #expect(result.status == 1)
            #expect(result.stderr == "error: \(file): a saved trace, not a scenario file; "
                + "'lifeline render' draws it, and 'lifeline diff' and 'lifeline compare' compare it\n")
            let compared = try LifelineBinary.run(["compare", "push", file], in: directory.url)
            #expect(compared.status == 0)
            let lines = compared.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.split(separator: " ").map(String.init) == ["callback", "push", file])
            #expect(lines.suffix(3) == ["push skips nothing that another strategy runs",
                                        "\(file) skips nothing that another strategy runs", ""])
        }
    }

    /// A JSON scenario is still a scenario.
    @Test func aJSONScenarioIsStillRun() throws {
        let directory = try TemporaryDirectory()
        try Data(#"{"controllers": {"vc": {}}, "steps": [{"accessView": "vc"}]}"#.utf8).write(to: directory.file("flow.json"))
        let result = try LifelineBinary.run(["diff", "flow.json", "flow.json"], in: directory.url)
        #expect(result.status == 0)
        let traced = try LifelineBinary.run(["trace", "flow.json"], in: directory.url)
        #expect(traced.stdout.contains("vc.viewDidLoad()"))
    }
}
