import Foundation
import Lifeline
import LifelineScenarios
import Testing

/// `lifeline compare` with saved traces (issue 17, budget 5): a `.trace` or JSON file is read,
/// not run, beside strategies or alone; its column is named after the scenario it records, or its
/// file; errors are `render`'s.
struct CompareSavedTracesTests {
    /// `appearance-transition` saved as text and `direct-view-access` as JSON, in a fresh folder.
    func savedTraces() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "appearance-transition", "-o", "at.trace"], in: directory.url).status == 0)
        #expect(try LifelineBinary.run(["trace", "direct-view-access", "--format", "json", "-o", "dva.json"],
                                       in: directory.url).status == 0)
        return directory
    }

    @Test func tableOfTwoSavedTracesIsExact() throws {
        let directory = try savedTraces()
        let result = try LifelineBinary.run(["compare", "at.trace", "dva.json"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            callback                              appearance-transition  direct-view-access
            vc.loadView()                                             1                   1
            label.willMove(toSuperview: vc.view)                      2                   2
            label.didMoveToSuperview()                                3                   3
            vc.view.didAddSubview(label)                              4                   4
            vc.viewDidLoad()                                          5                   5
            vc.viewWillAppear(false)                                  6
            vc.viewDidAppear(false)                                   7

            appearance-transition skips nothing that another strategy runs
            direct-view-access skips 2 callbacks that others run:
              vc: viewWillAppear(false), viewDidAppear(false)

            """)
    }

    @Test func diagramOfTwoSavedTracesIsExact() throws {
        let directory = try savedTraces()
        let result = try LifelineBinary.run(["compare", "at.trace", "dva.json", "--format", "dot"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stdout == #"""
            digraph "comparison" {
              graph [charset="UTF-8", layout=nop2, splines=line, outputorder=edgesfirst, fontname="Helvetica", fontsize=12, labelloc=t, label="compare: appearance-transition · direct-view-access · iOS 26\n7 callback occurrences; appearance-transition skips 0, direct-view-access skips 2\nnumbers: position among the strategy's callbacks; empty dashed cell: not run"];
              node [fontname="Helvetica", fontsize=11, shape=box, height=0.3, margin="0.08,0.03"];
              edge [fontname="Helvetica", fontsize=9, arrowsize=0.6, color="#555555"];
              "h0" [label="callback", width=3.05, shape=plaintext, pos="110,0!"];
              "h1" [label="appearance-transition\n7 callbacks", width=2.11, style="filled", fillcolor="#e8e8e8", tooltip="appearance-transition", pos="304,0!"];
              "h2" [label="direct-view-access\n5 callbacks", width=1.8, style="filled", fillcolor="#e8e8e8", tooltip="direct-view-access", pos="452,0!"];
              "r1c0" [label="vc.loadView()", width=3.05, pos="110,-35!"];
              "r1c1" [label="1", width=2.11, tooltip="vc.loadView() is callback 1 of appearance-transition", pos="304,-35!"];
              "r1c2" [label="1", width=1.8, tooltip="vc.loadView() is callback 1 of direct-view-access", pos="452,-35!"];
              "r2c0" [label="label.willMove(toSuperview: vc.view)", width=3.05, pos="110,-65!"];
              "r2c1" [label="2", width=2.11, tooltip="label.willMove(toSuperview: vc.view) is callback 2 of appearance-transition", pos="304,-65!"];
              "r2c2" [label="2", width=1.8, tooltip="label.willMove(toSuperview: vc.view) is callback 2 of direct-view-access", pos="452,-65!"];
              "r3c0" [label="label.didMoveToSuperview()", width=3.05, pos="110,-94!"];
              "r3c1" [label="3", width=2.11, tooltip="label.didMoveToSuperview() is callback 3 of appearance-transition", pos="304,-94!"];
              "r3c2" [label="3", width=1.8, tooltip="label.didMoveToSuperview() is callback 3 of direct-view-access", pos="452,-94!"];
              "r4c0" [label="vc.view.didAddSubview(label)", width=3.05, pos="110,-124!"];
              "r4c1" [label="4", width=2.11, tooltip="vc.view.didAddSubview(label) is callback 4 of appearance-transition", pos="304,-124!"];
              "r4c2" [label="4", width=1.8, tooltip="vc.view.didAddSubview(label) is callback 4 of direct-view-access", pos="452,-124!"];
              "r5c0" [label="vc.viewDidLoad()", width=3.05, pos="110,-154!"];
              "r5c1" [label="5", width=2.11, tooltip="vc.viewDidLoad() is callback 5 of appearance-transition", pos="304,-154!"];
              "r5c2" [label="5", width=1.8, tooltip="vc.viewDidLoad() is callback 5 of direct-view-access", pos="452,-154!"];
              "r6c0" [label="vc.viewWillAppear(false)", width=3.05, style="filled", fillcolor="#fff4cc", pos="110,-183!"];
              "r6c1" [label="6", width=2.11, tooltip="vc.viewWillAppear(false) is callback 6 of appearance-transition", pos="304,-183!"];
              "r6c2" [label="", width=1.8, style="dashed,filled", color="#b0b0b0", fillcolor="#f0f0f0", tooltip="direct-view-access does not run vc.viewWillAppear(false)", pos="452,-183!"];
              "r7c0" [label="vc.viewDidAppear(false)", width=3.05, style="filled", fillcolor="#fff4cc", pos="110,-213!"];
              "r7c1" [label="7", width=2.11, tooltip="vc.viewDidAppear(false) is callback 7 of appearance-transition", pos="304,-213!"];
              "r7c2" [label="", width=1.8, style="dashed,filled", color="#b0b0b0", fillcolor="#f0f0f0", tooltip="direct-view-access does not run vc.viewDidAppear(false)", pos="452,-213!"];
            }

            """#)
        // The same as the runs they were saved from.
        let runs = try LifelineBinary.run(["compare", "appearance-transition", "direct-view-access", "--format", "dot"])
        #expect(result.stdout == runs.stdout)
    }

    /// A saved trace beside strategies: the saved one is read, the others run; a saved trace whose
    /// scenario another column has is named after its file, as are two recordings of one flow.
    @Test @MainActor func savedTracesBesideStrategies() throws {
        let directory = try savedTraces()
        let mixed = try LifelineBinary.run(["compare", "at.trace", "direct-view-access", "root-window"], in: directory.url)
        #expect(mixed.status == 0)
        let runs = ["appearance-transition", "direct-view-access", "root-window"].map { (name: $0, trace: Strategies.named($0)!.run()) }
        #expect(mixed.stdout == TraceComparison(runs).renderText())

        let clash = try LifelineBinary.run(["compare", "at.trace", "appearance-transition"], in: directory.url)
        #expect(clash.status == 0)
        #expect(clash.stdout.split(separator: "\n").first == "callback                              at.trace  appearance-transition")
        try FileManager.default.copyItem(at: directory.file("at.trace"), to: directory.file("again.trace"))
        let twice = try LifelineBinary.run(["compare", "at.trace", "again.trace", "--format", "json"], in: directory.url)
        #expect(twice.stdout.split(separator: "\n")[1] == #"  "strategies": ["at.trace", "again.trace"],"#)
        let piped = try LifelineBinary.run(["compare", "-", "direct-view-access"], in: directory.url,
                                          input: try Data(contentsOf: directory.file("at.trace")))
        #expect(piped.stdout == (try LifelineBinary.run(["compare", "at.trace", "direct-view-access"], in: directory.url)).stdout)
    }

    /// A trace without a scenario is named after its file; a scenario name is one line wherever it
    /// lands, its control characters spelled as the text format spells them.
    @Test @MainActor func columnTitlesAreEscapedOneLineNames() throws {
        let directory = try TemporaryDirectory()
        var trace = Strategies.named("appearance-transition")!.run()
        trace.scenario = "<b>\u{1B}[31m\"x\"\n&y</b>"
        try Data(TextTraceFormat.encode(trace).utf8).write(to: directory.file("evil.trace"))
        trace.scenario = nil
        try Data(TextTraceFormat.encode(trace).utf8).write(to: directory.file("anon.trace"))

        let text = try LifelineBinary.run(["compare", "evil.trace", "anon.trace"], in: directory.url)
        #expect(text.status == 0)
        #expect(text.stdout.split(separator: "\n").first == #"callback                              <b>\u{1B}[31m"x"\n&y</b>  anon.trace"#)
        #expect(!text.stdout.contains("\u{1B}"))
        let dot = try LifelineBinary.run(["compare", "evil.trace", "anon.trace", "--format", "dot"], in: directory.url)
        #expect(dot.stdout.contains(#""h1" [label="<b>\\u{1B}[31m\"x\"\\n&y</b>\n7 callbacks""#))
        let svg = try LifelineBinary.run(["compare", "evil.trace", "anon.trace", "--format", "svg"], in: directory.url)
        #expect(svg.stdout.contains("compare: &lt;b&gt;\\u{1B}[31m&quot;x&quot;\\n&amp;y&lt;/b&gt; · anon.trace · iOS 26"))
    }

    @Test func aMalformedSavedTraceFailsAsRenderDoes() throws {
        let directory = try savedTraces()
        try Data("lifeline-trace 2\nios: 17\nobjects:\n  vc = ViewController [viewController]\nevents:\nturn 0\n  vc.viewDidLod()\n".utf8)
            .write(to: directory.file("bad.trace"))
        let rendered = try LifelineBinary.run(["render", "bad.trace", "-o", "out.svg"], in: directory.url)
        let result = try LifelineBinary.run(["compare", "at.trace", "bad.trace", "-o", "out.svg"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: bad.trace:7:6: unknown callback `viewDidLod`; did you mean `viewDidLoad()`?\n")
        #expect(result.stderr == rendered.stderr)
        #expect(try directory.contents() == ["at.trace", "bad.trace", "dva.json"], "no output file")
        let missing = try LifelineBinary.run(["compare", "at.trace", "missing.trace"], in: directory.url)
        #expect(missing.status == 1 && missing.stdout.isEmpty)
        #expect(missing.stderr == "error: missing.trace: no such file\n")
    }

    /// A saved trace keeps the version it was recorded on: `--ios` applies to what runs beside
    /// it, and is refused when nothing does.
    /// One flow from a pipe on several versions is read once and reads as the same file does
    /// (a scenario without a `name` is named after its file: `stdin`).
    @Test func oneFlowFromAPipeOnSeveralVersions() throws {
        let source = try LifelineBinary.run(["strategies", "--source", "root-window"])
        let directory = try TemporaryDirectory()
        try source.stdoutData.write(to: directory.url.appendingPathComponent("stdin.yaml"))
        let fromFile = try LifelineBinary.run(["compare", "stdin.yaml", "--ios", "12,26"], in: directory.url)
        #expect(fromFile.status == 0 && fromFile.stdout.contains("iOS 12"))
        let piped = try LifelineBinary.shell(#""$0" strategies --source root-window | "$0" compare /dev/stdin --ios 12,26"#)
        #expect(piped.stderr.isEmpty)
        #expect(piped.status == 0)
        #expect(piped.stdout == fromFile.stdout)
    }

    @Test @MainActor func iosAppliesToRunsOnly() throws {
        let directory = try savedTraces()
        let alone = try LifelineBinary.run(["compare", "at.trace", "dva.json", "--ios", "12"], in: directory.url)
        #expect(alone.status == 64 && alone.stdout.isEmpty)
        #expect(alone.stderr.hasPrefix("error: --ios applies to strategies and scenario files, but every argument is a saved "
            + "trace, which keeps what it was recorded with.\n"))
        let marker = try LifelineBinary.run(["compare", "at.trace", "dva.json", "--from-marker"], in: directory.url)
        #expect(marker.status == 64 && marker.stderr.hasPrefix("error: --from-marker applies to strategies and scenario files"))
        let versions = try LifelineBinary.run(["compare", "at.trace", "--ios", "12,26"], in: directory.url)
        #expect(versions.status == 64)
        #expect(versions.stderr.hasPrefix("error: --ios 12,26 runs one flow on several versions, but 'at.trace' is a saved "
            + "trace, recorded on one; give a strategy or a scenario file.\n"))
        // From a pipe, known to be a saved trace only once read: the same refusal.
        let piped = try LifelineBinary.shell(#""$0" trace appearance-transition | "$0" compare /dev/stdin --ios 12,26"#)
        #expect(piped.status == 64 && piped.stdout.isEmpty)
        #expect(piped.stderr.hasPrefix("error: --ios 12,26 runs one flow on several versions, but '/dev/stdin' is a saved "
            + "trace, recorded on one; give a strategy or a scenario file.\n"))
        let mixed = try LifelineBinary.run(["compare", "at.trace", "root-window", "--ios", "12"], in: directory.url)
        #expect(mixed.status == 0)
        let runs = [(name: "appearance-transition", trace: Strategies.named("appearance-transition")!.run()),
                    (name: "root-window", trace: Strategies.named("root-window")!.run(ios: .iOS12))]
        #expect(mixed.stdout == TraceComparison(runs).renderText())
        // The diagram's title names each column's version when they differ.
        let drawn = try LifelineBinary.run(["compare", "at.trace", "root-window", "--ios", "12", "--format", "dot"], in: directory.url)
        #expect(drawn.stdout.contains(#"label="compare: appearance-transition · root-window · iOS 26 / 12\n"#))
    }
}
