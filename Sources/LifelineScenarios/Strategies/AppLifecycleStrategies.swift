/// Built-in strategies for the app's state (issue 14): the user sends the app to the background
/// and returns. No appearance callback runs either way (S13-02); from iOS 13 the scene delegate is
/// called and the app switcher's two snapshots switch every controller's and view's appearance to
/// dark and back while the app is in the background (S12-01); before 13, the app delegate only.
extension Strategies {
    static let appLifecycle: [Strategy] = [backgroundForeground]

    public static let backgroundForeground = Strategy(name: "background-foreground", source: """
        summary: "navigation stack showing home (with a badge subview): the app goes to the background and returns"
        controllers:
          nav: { type: navigation, root: home }
          home: { subviews: [badge] }
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: background
          - background
          - runUntilIdle
          - foreground
          - runUntilIdle
        """)
}
