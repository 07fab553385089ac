/// Built-in strategies for the tab bar controller: two tabs in a key window, the first on
/// screen and idle, then a switch to the second, which loads on first selection (S7-01's setup).
extension Strategies {
    static let tabs: [Strategy] = [tabSwitch]

    public static let tabSwitch = Strategy(name: "tab-switch", source: """
        summary: "tab bar showing message (tab 0): tabs.selectedIndex = 1 shows contact for the first time"
        controllers:
          tabs: { type: tab, tabs: [message, contact] }
          message: {}
          contact: {}
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: tab-switch
          - selectTab: { index: 1, on: tabs }
          - runUntilIdle
        """)
}
