import Testing
import Lifeline
import LifelineScenarios

/// Scenario files with page and split view controllers: what the loader refuses, with where and
/// why (the runs themselves are the strategies' goldens).
@MainActor
@Suite("Scenario containers")
struct ScenarioContainerTests {
    static let split = """
        controllers:
          split: { type: split, primary: list, secondary: detail }
          list: {}
          detail: {}
        steps:

        """

    @Test func aColumnTheSplitStyleLacksIsRefusedInAStep() {
        expectScenarioError(Self.split + "  - showColumn: { column: supplementary, on: split }\n", 6, 27,
                            "'split' is a doubleColumn split view controller, which has no supplementary column; "
                            + "its columns are primary, secondary, compact")
    }

    @Test func aColumnTheSplitStyleLacksIsRefusedInTheDeclaration() {
        expectScenarioError("""
            controllers:
              split: { type: split, primary: list, supplementary: extra }
              list: {}
              extra: {}
            steps: []

            """, 2, 40, "a doubleColumn split view controller has no supplementary column; its columns are primary, secondary, compact")
    }

    @Test func pageStepsNeedAPageController() {
        expectScenarioError(Self.split + "  - beginPageSwipe: list\n", 6, 21, "'beginPageSwipe' needs a page controller for 'on'; 'list' is a plain controller")
    }

    @Test func anUnknownTransitionStyleIsRefused() {
        expectScenarioError("""
            controllers:
              pages: { type: page, pages: [a], transitionStyle: curl }
              a: {}
            steps: []

            """, 2, 53, "unknown transition style 'curl'; expected one of scroll, pageCurl")
    }

    @Test func aPageIsInOnePageControllerOnly() {
        expectScenarioError("""
            controllers:
              pages: { type: page, pages: [a, a] }
              a: {}
            steps: []

            """, 2, 35, "'a' appears twice in 'pages'; UIKit refuses the same controller twice")
    }

    @Test func aDataSourceCannotShareTheDelegatesName() {
        expectScenarioError("""
            controllers:
              pages: { type: page, pages: [a], delegate: helper, dataSource: helper }
              a: {}
            steps: []

            """, 2, 66, "'helper' names both a delegate and a page controller's data source; give the data source a name of its own")
    }

    // MARK: A split view delegate's collapse answers

    @Test func aTopColumnForCollapsingNeedsADelegate() {
        expectScenarioError("""
            controllers:
              split: { type: split, primary: list, secondary: detail, topColumnForCollapsing: primary }
              list: {}
              detail: {}
            steps: []

            """, 2, 59, "'topColumnForCollapsing' is the split view delegate's answer: give the split a 'delegate'")
    }

    @Test func theCompactColumnIsNoTopColumnForCollapsing() {
        expectScenarioError("""
            controllers:
              split: { type: split, primary: list, secondary: detail, delegate: d, topColumnForCollapsing: compact }
              list: {}
              detail: {}
            steps: []

            """, 2, 96, "unknown top column 'compact'; expected one of primary, secondary")
    }

    @Test func collapseSecondaryHandledIsForClassicSplitsOnly() {
        expectScenarioError("""
            controllers:
              split: { type: split, primary: list, secondary: detail, delegate: d, collapseSecondaryHandled: true }
              list: {}
              detail: {}
            steps: []

            """, 2, 72, "'collapseSecondaryHandled' applies to classic (splitStyle: unspecified) split view controllers only; this one is doubleColumn")
    }

    @Test func topColumnForCollapsingIsForColumnStyleSplitsOnly() {
        expectScenarioError("""
            controllers:
              split: { type: split, splitStyle: unspecified, primary: list, secondary: detail, delegate: d, topColumnForCollapsing: primary }
              list: {}
              detail: {}
            steps: []

            """, 2, 97, "'topColumnForCollapsing' applies to column-style split view controllers only; this one is unspecified")
    }

    /// A classic delegate answering true from a scenario file: the primary, a navigation
    /// controller, is not asked to take the secondary, and nothing joins its stack.
    @Test func collapseSecondaryHandledKeepsTheSecondaryOffTheStack() throws {
        let trace = try Scenario.parse("""
            controllers:
              split: { type: split, splitStyle: unspecified, primary: nav, secondary: detail, delegate: d, collapseSecondaryHandled: true }
              nav: { type: navigation, root: list }
              list: {}
              detail: {}
            steps:
              - window.rootViewController: split
              - window.makeKeyAndVisible
              - runUntilIdle
            """, file: "flow.yaml").run()
        let calls = lines(of: trace, containing: ["collapseSecondary", "toParent:", "detail.viewWillAppear", "list.viewWillAppear"])
        #expect(calls == [
            "list.willMove(toParent: nav)", "list.didMove(toParent: nav)",
            "nav.willMove(toParent: split)", "nav.didMove(toParent: split)",
            "detail.willMove(toParent: split)", "detail.didMove(toParent: split)",
            "d.splitViewController(split, collapseSecondary: detail, onto: nav)",
            "list.viewWillAppear(false)",
        ])
    }
}
