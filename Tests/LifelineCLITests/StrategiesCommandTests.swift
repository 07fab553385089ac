import LifelineScenarios
import Testing

/// `lifeline strategies`, run as a user would.
struct StrategiesCommandTests {
    @Test func listsEveryBuiltInStrategyInOrder() throws {
        let result = try LifelineBinary.run(["strategies"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "output ends with a newline")
        let names = lines.dropLast().map { String($0.prefix { $0 != " " }) }
        #expect(names == [
            "root-window", "direct-view-access", "load-view-if-needed",
            "appearance-transition", "appearance-transition-disappear",
            "push", "push-animated", "pop", "pop-to-root", "set-view-controllers",
            "interactive-pop-cancelled", "interactive-pop-finished",
            "present-full-screen", "present-page-sheet", "dismiss-full-screen", "dismiss-page-sheet",
            "child-embed", "child-remove", "tab-switch", "dark-mode", "rotate", "rotate-with-children", "ipad-resize", "ipad-form-sheet", "background-foreground", "hooks", "observer",
            "sheet-swipe-finished", "sheet-swipe-cancelled", "sheet-modal-attempt", "popover-adaptive", "custom-present", "custom-present-keeps-presenter", "custom-interactive-dismiss-cancelled", "current-context",
            "page-swipe", "page-set-animated", "split-collapse", "split-show-detail",
            "pop-and-free", "leaky-pop",
            "storyboard-show-segue", "storyboard-embed", "unwind", "custom-push",
            // Split view collapsing into a navigation stack
            "split-collapse-iphone", "split-collapse-classic",
            // Custom transitions, second part (issue 15)
            "custom-interactive-pop", "custom-presentation-controller",
        ])
    }

    @Test func padsNamesSoSummariesLineUp() throws {
        let result = try LifelineBinary.run(["strategies"])
        let width = Strategies.all.map(\.name.count).max() ?? 0
        let expected = Strategies.all.map { strategy in
            strategy.name + String(repeating: " ", count: width - strategy.name.count + 2) + strategy.summary
        }
        #expect(result.stdout == expected.map { $0 + "\n" }.joined())
    }
}
