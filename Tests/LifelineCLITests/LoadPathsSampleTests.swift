import Testing

/// The view-loading article's experiment as shipped in `Samples/LoadPathsSample`: what its
/// overrides log under each load path.
@Suite("Load paths sample")
struct LoadPathsSampleTests {
    @Test func overridesLogWhatEachLoadPathRuns() throws {
        let result = try LifelineBinary.run([], executable: "load-paths-sample")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let logs = logLinesBySection(result.stdout)
        #expect(logs.map(\.title) == ["root window", "direct view access", "loadViewIfNeeded", "appearance transition"])
        #expect(logs[0].lines == ["loadView", "viewDidLoad", "viewWillAppear(false)", "updateViewConstraints",
                                  "viewIsAppearing(false)", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                  "viewDidAppear(false)"])
        #expect(logs[1].lines == ["loadView", "viewDidLoad"])
        #expect(logs[2].lines == ["loadView", "viewDidLoad"])
        #expect(logs[3].lines == ["loadView", "viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
    }

    /// Each section prints its trace too, in Lifeline's text format.
    @Test func printsATracePerLoadPath() throws {
        let result = try LifelineBinary.run([], executable: "load-paths-sample")
        #expect(result.stdout.components(separatedBy: "\nlifeline-trace 3\n").count == 5)
    }

    private func logLinesBySection(_ output: String) -> [(title: String, lines: [String])] {
        var sections: [(title: String, lines: [String])] = []
        for line in output.split(separator: "\n") {
            if line.hasPrefix("== ") {
                sections.append((String(line.dropFirst(3)), []))
            } else if line.hasPrefix("  [log] "), !sections.isEmpty {
                sections[sections.count - 1].lines.append(String(line.dropFirst(8)))
            }
        }
        return sections
    }
}
