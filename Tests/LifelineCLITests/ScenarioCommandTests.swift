import Foundation
import Testing

/// Scenario files on the command line: wherever a strategy name goes, a file goes too, in every
/// output format; `strategies --source` prints a file that traces as the strategy; a file that
/// does not load fails with its position and writes nothing.
struct ScenarioCommandTests {
    /// Writes `text` to `name` in `directory`.
    private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws {
        try text.write(to: directory.file(name), atomically: true, encoding: .utf8)
    }

    @Test func sourceOfAStrategyTracesAsTheStrategy() throws {
        let directory = try TemporaryDirectory()
        for name in ["root-window", "push-animated", "dismiss-page-sheet", "tab-switch"] {
            let source = try LifelineBinary.run(["strategies", "--source", name])
            #expect(source.status == 0 && source.stderr.isEmpty)
            try write(source.stdout, "\(name).yaml", in: directory)
            for extra in [[], ["--ios", "12", "--from-marker"], ["--format", "json"]] {
                if name == "root-window" && extra.contains("--from-marker") { continue }
                let fromFile = try LifelineBinary.run(["trace", "\(name).yaml"] + extra, in: directory.url)
                let builtIn = try LifelineBinary.run(["trace", name] + extra)
                #expect(fromFile.status == 0 && fromFile.stderr.isEmpty)
                #expect(fromFile.stdout == builtIn.stdout, "\(name) \(extra)")
            }
        }
    }

    @Test func sourceOfAnUnknownStrategyFails() throws {
        let result = try LifelineBinary.run(["strategies", "--source", "pussh"])
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: unknown strategy 'pussh'."))
        #expect(result.stderr.contains("Did you mean 'push'?"))
    }

    @Test func compareAcceptsFilesAndNames() throws {
        let directory = try TemporaryDirectory()
        try write("""
            controllers:
              vc: { subviews: [label] }
            steps:
              - loadViewIfNeeded: vc
            """, "mine.yaml", in: directory)
        let result = try LifelineBinary.run(["compare", "mine.yaml", "root-window"], in: directory.url)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("callback "))
        #expect(result.stdout.split(separator: "\n").first?.split(separator: " ") == ["callback", "mine", "root-window"])
        let json = try LifelineBinary.run(["compare", "./mine.yaml", "root-window", "--format", "json"], in: directory.url)
        #expect(json.status == 0 && json.stdout.contains("\"mine\""))
    }

    @Test func commandLineVersionOverridesTheFile() throws {
        let directory = try TemporaryDirectory()
        try write("ios: 12\nsteps: [runUntilIdle]\n", "v.yaml", in: directory)
        #expect(try LifelineBinary.run(["trace", "v.yaml"], in: directory.url).stdout.contains("\nios: 12\n"))
        #expect(try LifelineBinary.run(["trace", "v.yaml", "--ios", "16"], in: directory.url).stdout.contains("\nios: 16\n"))
    }

    /// The failure contract: exit non-zero, the message on stderr, nothing on stdout, no output file.
    private func failure(_ arguments: [String], files: [String: String]) throws -> String {
        let directory = try TemporaryDirectory()
        for (name, text) in files { try write(text, name, in: directory) }
        let result = try LifelineBinary.run(arguments + ["-o", "out.svg"], in: directory.url)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(try directory.contents() == files.keys.sorted(), "no output file is created")
        return result.stderr
    }

    @Test func aBrokenFileFailsWithItsPosition() throws {
        let stderr = try failure(["trace", "flow.yaml"], files: ["flow.yaml": """
            controllers:
              nav: { type: navigation, root: a }
              a: {}
            steps:
              - pusj: { controller: a, on: nav }
            """])
        #expect(stderr.hasPrefix("error: flow.yaml:5:5: unknown operation 'pusj'; expected one of "))
        #expect(stderr.hasSuffix("; did you mean 'push'?\n"))
    }

    @Test func aBrokenFileFailsCompareToo() throws {
        let stderr = try failure(["compare", "root-window", "flow.json"], files: ["flow.json": "{\"steps\": [{\"mark\": }]}"])
        #expect(stderr.hasPrefix("error: flow.json:1:21: "))
    }

    @Test func aMissingFileFails() throws {
        let stderr = try failure(["trace", "missing.yaml"], files: [:])
        #expect(stderr == "error: missing.yaml: no such file\n")
    }

    @Test func fromMarkerNeedsAMarkStep() throws {
        let stderr = try failure(["trace", "flow.yaml", "--from-marker"], files: ["flow.yaml": "steps: [runUntilIdle]\n"])
        #expect(stderr.hasPrefix("error: scenario 'flow' has no 'mark' step, so --from-marker does not apply to it."))
    }
}
