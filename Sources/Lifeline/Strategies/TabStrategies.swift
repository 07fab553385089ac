/// Built-in strategies for the tab bar controller: two tabs in a key window, the first on
/// screen and idle, then a switch to the second, which loads on first selection (S7-01's setup).
extension Strategies {
    static let tabs: [Strategy] = [tabSwitch]

    public static let tabSwitch = Strategy(
        name: "tab-switch",
        summary: "tab bar showing message (tab 0): tabs.selectedIndex = 1 shows contact for the first time",
        marker: "tab-switch"
    ) { session in
        let tabs = TabBarController(name: "tabs")
        tabs.viewControllers = [ViewController(name: "message"), ViewController(name: "contact")]
        let window = keyWindow(showing: tabs, session)
        operate(session, marker: "tab-switch") { tabs.selectedIndex = 1 }
        _ = window
    }
}
