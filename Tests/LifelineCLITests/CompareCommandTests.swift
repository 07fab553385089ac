import Foundation
import LifelineScenarios
import Testing

/// `lifeline compare`, run as a user would.
struct CompareCommandTests {
    let strategies = ["root-window", "direct-view-access", "appearance-transition"]

    @Test func printsATableHeadedByTheStrategies() throws {
        let result = try LifelineBinary.run(["compare"] + strategies)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.split(separator: " ").map(String.init) == ["callback"] + strategies)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        // Then a blank line and one skip summary per strategy, in the order given, each one's
        // callbacks on indented lines below it.
        let afterTable = lines.drop { !$0.isEmpty }.dropFirst().dropLast()
        let summaries = afterTable.filter { !$0.hasPrefix(" ") }
        #expect(summaries.map { String($0.prefix { $0 != " " }) } == strategies)
        #expect(afterTable.first.map { !$0.hasPrefix(" ") } == true)
    }

    /// What `make demo` prints: the comparison the README describes.
    @Test func demoComparisonIsExact() throws {
        let result = try LifelineBinary.run(["compare"] + strategies)
        #expect(result.status == 0)
        #expect(result.stdout == """
            callback                               root-window  direct-view-access  appearance-transition
            vc.loadView()                                    1                   1                      1
            label.willMove(toSuperview: vc.view)             2                   2                      2
            label.didMoveToSuperview()                       3                   3                      3
            vc.view.didAddSubview(label)                     4                   4                      4
            vc.viewDidLoad()                                 5                   5                      5
            vc.viewWillAppear(false)                         6                                          6
            vc.view.willMove(toSuperview: window)            7
            vc.view.didMoveToSuperview()                     8
            window.didAddSubview(vc.view)                    9
            vc.view.willMove(toWindow: window)              10
            label.willMove(toWindow: window)                11
            vc.view.didMoveToWindow()                       12
            label.didMoveToWindow()                         13
            vc.view.layoutMarginsDidChange()                14
            vc.viewLayoutMarginsDidChange()                 15
            vc.view.safeAreaInsetsDidChange()               16
            vc.viewSafeAreaInsetsDidChange()                17
            label.updateConstraints()                       18
            vc.updateViewConstraints()                      19
            vc.view.updateConstraints()                     20
            window.updateConstraints()                      21
            window.layoutSubviews()                         22
            vc.viewIsAppearing(false)                       23
            vc.viewWillLayoutSubviews()                     24
            vc.view.layoutSubviews()                        25
            vc.viewDidLayoutSubviews()                      26
            label.layoutSubviews()                          27
            vc.viewDidAppear(false)                         28                                          7

            root-window skips nothing that another strategy runs
            direct-view-access skips 23 callbacks that others run:
              vc: viewWillAppear(false), viewLayoutMarginsDidChange(), viewSafeAreaInsetsDidChange(),
                  updateViewConstraints(), viewIsAppearing(false), viewWillLayoutSubviews(),
                  viewDidLayoutSubviews(), viewDidAppear(false)
              vc.view: willMove(toSuperview: window), didMoveToSuperview(), willMove(toWindow: window),
                       didMoveToWindow(), layoutMarginsDidChange(), safeAreaInsetsDidChange(),
                       updateConstraints(), layoutSubviews()
              window: didAddSubview(vc.view), updateConstraints(), layoutSubviews()
              label: willMove(toWindow: window), didMoveToWindow(), updateConstraints(), layoutSubviews()
            appearance-transition skips 21 callbacks that others run:
              vc.view: willMove(toSuperview: window), didMoveToSuperview(), willMove(toWindow: window),
                       didMoveToWindow(), layoutMarginsDidChange(), safeAreaInsetsDidChange(),
                       updateConstraints(), layoutSubviews()
              window: didAddSubview(vc.view), updateConstraints(), layoutSubviews()
              label: willMove(toWindow: window), didMoveToWindow(), updateConstraints(), layoutSubviews()
              vc: viewLayoutMarginsDidChange(), viewSafeAreaInsetsDidChange(), updateViewConstraints(),
                  viewIsAppearing(false), viewWillLayoutSubviews(), viewDidLayoutSubviews()

            """)
    }

    @Test @MainActor func printsWhatTheLibraryRenders() throws {
        let result = try LifelineBinary.run(["compare"] + strategies)
        let runs = strategies.map { (name: $0, trace: Strategies.named($0)!.run()) }
        #expect(result.stdout == TraceComparison(runs).renderText())
    }

    @Test @MainActor func passesTheIOSVersionToTheModel() throws {
        let result = try LifelineBinary.run(["compare", "--ios", "12"] + strategies)
        #expect(result.status == 0)
        let ios12 = IOSVersion.iOS12
        let runs = strategies.map { (name: $0, trace: Strategies.named($0)!.run(ios: ios12)) }
        #expect(result.stdout == TraceComparison(runs).renderText())
    }

    @Test @MainActor func printsJSONThatParses() throws {
        let result = try LifelineBinary.run(["compare", "root-window", "direct-view-access", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let parsed = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(parsed["strategies"] as? [String] == ["root-window", "direct-view-access"])
        #expect(parsed["rows"] is [[String: Any]])
        #expect((parsed["skipped"] as? [String: [String]])?.keys.sorted() == ["direct-view-access", "root-window"])
        let runs = ["root-window", "direct-view-access"].map { (name: $0, trace: Strategies.named($0)!.run()) }
        #expect(result.stdout == TraceComparison(runs).renderJSON())
    }

    // MARK: One flow across iOS versions (issue 18)

    /// `compare FLOW --ios ...`: a column per version, headed by the versions where the callbacks
    /// change, with what each change adds and drops; the same text the library renders.
    @Test @MainActor func versionMatrixOfTheDismissFlow() throws {
        let result = try LifelineBinary.run(["compare", "dismiss-full-screen", "--ios", "12,13,16,17,26"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let flow = try #require(Strategies.named("dismiss-full-screen"))
        let runs = [IOSVersion.iOS12, .iOS13, .iOS16, .iOS17, .iOS26].map { (name: "iOS \($0.major)", trace: flow.run(ios: $0)) }
        #expect(result.stdout == TraceComparison(runs).renderVersionMatrix(flow: "dismiss-full-screen"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "dismiss-full-screen on iOS 12, iOS 13, iOS 16, iOS 17, iOS 26: changes at iOS 13")
        #expect(lines[2].split(separator: " ").map(String.init) == ["callback", "iOS", "12", "iOS", "13", "iOS", "16",
                                                                      "iOS", "17", "iOS", "26"])
        #expect(Array(lines.suffix(9)) == [
            "iOS 12 -> iOS 13: 3 callbacks added, 2 dropped",
            "  + home: viewIsAppearing(false), viewIsAppearing(true)",
            "  + details: viewIsAppearing(true)",
            "  - home: traitCollectionDidChange(nil)",
            "  - details: traitCollectionDidChange(nil)",
            "iOS 13 -> iOS 16: the same callbacks in the same order",
            "iOS 16 -> iOS 17: the same callbacks in the same order",
            "iOS 17 -> iOS 26: the same callbacks in the same order",
            "",
        ])
    }

    @Test func versionMatrixAsJSONNamesTheVersionsAsColumns() throws {
        let result = try LifelineBinary.run(["compare", "push", "--ios", "12,26", "--format", "json"])
        #expect(result.status == 0)
        let parsed = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(parsed["strategies"] as? [String] == ["iOS 12", "iOS 26"])
    }

    @Test(arguments: [
        (["dismiss-full-screen", "--ios", "12,13,12"], "error: The value '12,13,12' is invalid for '--ios <version>': iOS 12 is listed twice.\n"),
        (["dismiss-full-screen", "--ios", "12,19"], "error: The value '12,19' is invalid for '--ios <version>': '19' is not a supported "
            + "iOS version. Supported versions: 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 (versions after 17 behave as 17).\n"),
        (["push", "pop", "--ios", "12,26"], "error: compare runs either several strategies on one iOS version or one flow on "
            + "several versions; got 2 strategies and --ios 12,26.\n"),
        (["push"], "error: compare needs at least two strategies, got 1 (or one flow and several versions: --ios 12,16,26).\n"),
    ])
    func versionListErrorsWriteNothing(arguments: [String], message: String) throws {
        let result = try LifelineBinary.run(["compare"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message))
    }

    @Test func otherCommandsTakeOneVersion() throws {
        let result = try LifelineBinary.run(["trace", "push", "--ios", "12,26"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: --ios takes one version here; 'lifeline compare FLOW --ios 12,26' "
            + "compares a flow across versions.\n"))
    }
}
