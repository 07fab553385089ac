import Foundation
import Lifeline
import LifelineScenarios
import Testing

/// `--only` and `--hide` on `trace`, `render`, `compare` and `diff`, run as a user would.
struct FilterCommandTests {
    static let rootWindowHeader = """
        lifeline-trace 3
        ios: 26
        scenario: root-window
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:

        """

    @Test func hidingViewsLayoutAndConstraintsLeavesTheControllersFlow() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "--hide", "views,layout", "--hide", "constraints"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == Self.rootWindowHeader + """
            turn 0
              [1] window.rootViewController = vc
              [2] window.makeKeyAndVisible()
                vc.loadView()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
                window.didAddSubview(vc.view)
              vc.viewIsAppearing(false) <- [2]
            turn 1
              ~ main queue <- [2]
                vc.viewDidAppear(false)

            """)
    }

    @Test func onlyKeepsTheObjectAndWhatRanIt() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "--only", "vc"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.rootWindowHeader + """
            turn 0
              [1] window.makeKeyAndVisible()
                vc.loadView()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
                vc.viewLayoutMarginsDidChange()
                vc.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [1]
                vc.updateViewConstraints()
                vc.viewIsAppearing(false)
                vc.viewWillLayoutSubviews()
                vc.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [1]
                vc.viewDidAppear(false)

            """)
    }

    /// The same filter gives the same trace whether it is applied when recording or to a saved
    /// trace, in every format `render` writes.
    @Test(arguments: ["text", "json", "dot", "mermaid"])
    func renderFiltersASavedTraceAsTraceDoes(format: String) throws {
        let directory = try TemporaryDirectory()
        #expect(try LifelineBinary.run(["trace", "push", "-o", "push.trace"], in: directory.url).status == 0)
        let filter = ["--only", "a,b", "--hide", "layout"]
        let rendered = try LifelineBinary.run(["render", "push.trace", "--format", format] + filter, in: directory.url)
        let traced = try LifelineBinary.run(["trace", "push", "--format", format] + filter, in: directory.url)
        #expect(rendered.status == 0)
        #expect(rendered.stdout == traced.stdout)
        let unfiltered = try LifelineBinary.run(["trace", "push", "--format", format], in: directory.url)
        #expect(rendered.stdout != unfiltered.stdout)
    }

    @Test @MainActor func compareComparesTheFilteredTraces() throws {
        let result = try LifelineBinary.run(["compare", "push", "pop", "--only", "a,b"])
        #expect(result.status == 0)
        let filter = TraceFilter(onlyObjects: ["a", "b"])
        let runs = ["push", "pop"].map { (name: $0, trace: Strategies.named($0)!.run().filtered(by: filter)) }
        #expect(result.stdout == TraceComparison(runs).renderText())
        #expect(!result.stdout.contains("nav."))
    }

    @Test func diffComparesTheFilteredTraces() throws {
        let result = try LifelineBinary.run(["diff", "root-window", "--ios", "12", "--vs-ios", "26", "--only", "vc",
                                             "--hide", "layout,constraints"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            --- root-window (iOS 12)
            +++ root-window (iOS 26)
            @@ -1,5 +1,5 @@
             lifeline-trace 3
            -ios: 12
            +ios: 26
             scenario: root-window
             objects:
               window = Window [window]
            @@ -12,7 +12,7 @@
                 vc.loadView()
                 vc.viewDidLoad()
                 vc.viewWillAppear(false)
            -    vc.traitCollectionDidChange(nil)
            +  vc.viewIsAppearing(false) <- [1]
             turn 1
               ~ main queue <- [1]
                 vc.viewDidAppear(false)

            """)
    }

    static let refusals: [(arguments: [String], message: String, status: Int32)] = [
        (["trace", "root-window", "--only", "nobody"],
         "error: the filter hides all 33 events; no object is named 'nobody' (objects: window, vc, vc.view, label).\n", 1),
        (["trace", "root-window", "--hide", "*"],
         "error: the filter hides all 33 events.\n", 1),
        (["compare", "push", "pop", "--only", "label"],
         "error: the filter hides all 84 events of push; no object is named 'label' (objects: nav, a, window, nav.view, a.view, b, b.view).\n", 1),
        (["trace", "root-window", "--hide", "layuot"],
         "error: --hide 'layuot' is not a category (views, layout, constraints, hooks, diagnostics), a role (viewController, "
            + "view, window, hook, content) or a callback name; did you mean 'layout'?.\n", 64),
        (["render", "-", "--only", ","], "error: --only needs at least one object name.\n", 64),
    ]

    @Test(arguments: refusals)
    func aFilterThatHidesEverythingOrNamesNothingIsAnError(arguments: [String], message: String, status: Int32) throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(arguments + ["-o", "out.txt"], in: directory.url)
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message))
        #expect(try directory.contents().isEmpty, "no output file is created")
    }
}
