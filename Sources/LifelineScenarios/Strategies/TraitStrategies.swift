/// Built-in strategies for trait changes: the user switching to dark mode while a navigation
/// stack is on screen (issue 14). The controller registers for appearance changes, which only
/// iOS 17+ supports, so one file shows both mechanisms: before 17 `traitCollectionDidChange(_:)`
/// alone, from 17 the deprecated callback followed by the registered handler.
extension Strategies {
    static let traits: [Strategy] = [darkMode]

    public static let darkMode = Strategy(name: "dark-mode", source: """
        summary: "navigation stack showing home (with a badge subview): the user switches to dark mode"
        controllers:
          nav: { type: navigation, root: home }
          home: { subviews: [badge] }
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - registerForTraitChanges: { on: home, traits: [userInterfaceStyle] }
          - mark: dark-mode
          - setTraits: { userInterfaceStyle: dark }
          - runUntilIdle
        """)
}
