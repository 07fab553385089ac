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
}
