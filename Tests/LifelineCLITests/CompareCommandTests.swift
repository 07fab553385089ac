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
        // Then a blank line and one skip summary per strategy, in the order given.
        let summaries = lines.dropLast().suffix(strategies.count)
        #expect(summaries.map { String($0.prefix { $0 != " " }) } == strategies)
        #expect(lines.dropLast().dropLast(strategies.count).last == "")
    }

    /// What `make demo` prints: the comparison the README describes.
    @Test func demoComparisonIsExact() throws {
        let result = try LifelineBinary.run(["compare"] + strategies)
        #expect(result.status == 0)
        #expect(result.stdout == """
            callback                           root-window  direct-view-access  appearance-transition
            vc.loadView()                                1                   1                      1
            label.willMove(toSuperview:)                 2                   2                      2
            label.didMoveToSuperview()                   3                   3                      3
            vc.view.didAddSubview(_:)                    4                   4                      4
            vc.viewDidLoad()                             5                   5                      5
            vc.viewWillAppear(_:)                        6                                          6
            vc.view.willMove(toSuperview:)               7
            vc.view.didMoveToSuperview()                 8
            window.didAddSubview(_:)                     9
            vc.view.willMove(toWindow:)                 10
            label.willMove(toWindow:)                   11
            vc.view.didMoveToWindow()                   12
            label.didMoveToWindow()                     13
            vc.view.layoutMarginsDidChange()            14
            vc.viewLayoutMarginsDidChange()             15
            vc.view.safeAreaInsetsDidChange()           16
            vc.viewSafeAreaInsetsDidChange()            17
            label.updateConstraints()                   18
            vc.updateViewConstraints()                  19
            vc.view.updateConstraints()                 20
            window.updateConstraints()                  21
            window.layoutSubviews()                     22
            vc.viewIsAppearing(_:)                      23
            vc.viewWillLayoutSubviews()                 24
            vc.view.layoutSubviews()                    25
            vc.viewDidLayoutSubviews()                  26
            label.layoutSubviews()                      27
            vc.viewDidAppear(_:)                        28                                          7

            root-window skips nothing that another strategy runs
            direct-view-access skips 23 callbacks that others run: vc.viewWillAppear(_:), vc.view.willMove(toSuperview:), vc.view.didMoveToSuperview(), window.didAddSubview(_:), vc.view.willMove(toWindow:), label.willMove(toWindow:), vc.view.didMoveToWindow(), label.didMoveToWindow(), vc.view.layoutMarginsDidChange(), vc.viewLayoutMarginsDidChange(), vc.view.safeAreaInsetsDidChange(), vc.viewSafeAreaInsetsDidChange(), label.updateConstraints(), vc.updateViewConstraints(), vc.view.updateConstraints(), window.updateConstraints(), window.layoutSubviews(), vc.viewIsAppearing(_:), vc.viewWillLayoutSubviews(), vc.view.layoutSubviews(), vc.viewDidLayoutSubviews(), label.layoutSubviews(), vc.viewDidAppear(_:)
            appearance-transition skips 21 callbacks that others run: vc.view.willMove(toSuperview:), vc.view.didMoveToSuperview(), window.didAddSubview(_:), vc.view.willMove(toWindow:), label.willMove(toWindow:), vc.view.didMoveToWindow(), label.didMoveToWindow(), vc.view.layoutMarginsDidChange(), vc.viewLayoutMarginsDidChange(), vc.view.safeAreaInsetsDidChange(), vc.viewSafeAreaInsetsDidChange(), label.updateConstraints(), vc.updateViewConstraints(), vc.view.updateConstraints(), window.updateConstraints(), window.layoutSubviews(), vc.viewIsAppearing(_:), vc.viewWillLayoutSubviews(), vc.view.layoutSubviews(), vc.viewDidLayoutSubviews(), label.layoutSubviews()

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
}
