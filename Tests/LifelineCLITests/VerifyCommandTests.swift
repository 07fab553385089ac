import Foundation
import Testing

/// `lifeline verify`, run as a user would: a line per scenario, a summary, the exit status, and
/// `--record` writing exactly the goldens that are missing or differ.
struct VerifyCommandTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/scenarios")

    static let scenario = """
        controllers:
          vc: {}
        steps:
          - accessView: vc
        """

    static let golden = """
        lifeline-trace 3
        ios: 26
        scenario: flow
        objects:
          vc = ViewController [viewController]
          vc.view = View [view]
        events:
        turn 0
          [1] vc.view
            vc.loadView()
            vc.viewDidLoad()

        """

    func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, text) in files {
            let url = directory.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func everySampleScenarioMatchesItsGolden() throws {
        let result = try LifelineBinary.run(["verify", Self.samples.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("ok        appearance-transition-disappear.yaml\n"))
        #expect(result.stdout.hasSuffix("57 scenarios: 57 ok\n"))
    }

    @Test func aDifferenceIsShownAsADiffAndFails() throws {
        let changed = Self.golden.replacingOccurrences(of: "    vc.viewDidLoad()\n", with: "")
        let directory = try folder(["flow.yaml": Self.scenario, "flow.trace": changed, "same.yaml": Self.scenario,
                                    "same.trace": Self.golden.replacingOccurrences(of: "scenario: flow", with: "scenario: same")])
        let result = try LifelineBinary.run(["verify", "."], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout == """
            DIFFERS   flow.yaml
            --- ./flow.trace
            +++ ./flow.yaml (actual)
            @@ -8,3 +8,4 @@
             turn 0
               [1] vc.view
                 vc.loadView()
            +    vc.viewDidLoad()
            ok        same.yaml
            2 scenarios: 1 ok, 1 differ

            """)
        let colored = try LifelineBinary.run(["verify", ".", "--color", "always"], in: directory.url)
        #expect(colored.stdout.contains("\u{1B}[32m+    vc.viewDidLoad()\u{1B}[0m\n"))
    }

    @Test func recordWritesMissingAndDifferingGoldensAndSaysWhich() throws {
        let directory = try folder(["a/new.yaml": Self.scenario, "old.yaml": Self.scenario, "old.trace": "lifeline-trace 2\n"])
        let first = try LifelineBinary.run(["verify", "."], in: directory.url)
        #expect(first.status == 1)
        #expect(first.stdout == """
            MISSING   a/new.yaml: no golden a/new.trace
            CORRUPT   old.yaml: old.trace:2:1: expected `ios: <major version>`, found end of input
            2 scenarios: 0 ok, 1 missing, 1 failed to run or read

            """)
        let recorded = try LifelineBinary.run(["verify", ".", "--record"], in: directory.url)
        #expect(recorded.status == 0)
        #expect(recorded.stdout == """
            RECORDED  a/new.yaml: wrote a/new.trace
            RECORDED  old.yaml: updated old.trace
            2 scenarios: 0 ok, 2 recorded

            """)
        let golden = try String(contentsOf: directory.url.appendingPathComponent("old.trace"), encoding: .utf8)
        #expect(golden == Self.golden.replacingOccurrences(of: "scenario: flow", with: "scenario: old"))
        let again = try LifelineBinary.run(["verify", "."], in: directory.url)
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("2 scenarios: 2 ok\n"))
    }

    @Test func aScenarioThatDoesNotLoadIsAnErrorWithItsPosition() throws {
        let directory = try folder(["bad.yaml": "steps:\n  - pusj: a\n"])
        let result = try LifelineBinary.run(["verify", ".", "--record"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("ERROR     ./bad.yaml:2:5: unknown operation 'pusj'"))
        #expect(result.stdout.hasSuffix("1 scenario: 0 ok, 1 failed to run or read\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("bad.trace").path))
    }

    @Test func progressGoesToStandardError() throws {
        let directory = try folder(["a.yaml": Self.scenario, "b.yaml": Self.scenario])
        let result = try LifelineBinary.run(["verify", ".", "--record", "--progress"], in: directory.url)
        #expect(result.stderr == "[1/2] a.yaml\n[2/2] b.yaml\n")
    }

    @Test func aFolderWithoutScenariosIsAnError() throws {
        let empty = try folder([:])
        let result = try LifelineBinary.run(["verify", "."], in: empty.url)
        #expect(result.status == 1)
        #expect(result.stderr == "error: no scenario files (.yaml, .yml, .json) in '.'.\n")
        let missing = try LifelineBinary.run(["verify", "nowhere"], in: empty.url)
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: 'nowhere' is not a folder.\n")
    }
}
