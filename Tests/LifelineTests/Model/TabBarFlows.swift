import Lifeline

/// Flows the tab bar tests record: a tab bar controller as the root of a key window.

/// Records the delegate calls and answers `shouldSelect` with `allows`.
final class RecordingTabBarDelegate: ViewController, TabBarControllerDelegate {
    var allows = true
    var calls: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("shouldSelect \(viewController.traceName)")
        return allows
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("didSelect \(viewController.traceName)")
    }
}

@MainActor
enum TabBarFlows {
    /// A tab bar controller `tabs` whose tabs are plain controllers named `names`.
    static func tabs(_ names: [String] = ["a", "b", "c"]) -> TabBarController {
        let tabs = TabBarController(name: "tabs")
        tabs.viewControllers = names.map { ViewController(name: $0) }
        return tabs
    }

    /// Records `body` after a key window has shown `tabs` (made by `makeTabs`) and gone idle.
    static func withVisibleTabs(ios: Int = 26, _ makeTabs: @MainActor () -> TabBarController,
                                _ body: @MainActor (Session, TabBarController) -> Void) -> String {
        eventLines(recordWithVisibleRoot(ios: ios, makeTabs, body))
    }
}
