/// Built-in strategies for modal presentation: a `home` controller as the root of a key window,
/// on screen and idle, presenting or dismissing `details` with animation and a completion block,
/// in full screen (the presenter disappears) and as a page sheet (from iOS 13 the presenter stays;
/// before, it disappears as in full screen: compare with `--ios 12`).
extension Strategies {
    static let presentation: [Strategy] = [presentFullScreen, presentPageSheet, dismissFullScreen, dismissPageSheet]

    public static let presentFullScreen = Strategy(name: "present-full-screen", source: """
        summary: "home on screen: home.present(details, animated: true) {} with .fullScreen"
        controllers:
          home: {}
          details: { style: fullScreen }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: present
          - present: { controller: details, on: home, animated: true, completion: true }
          - runUntilIdle
        """)

    public static let presentPageSheet = Strategy(name: "present-page-sheet", source: """
        summary: "home on screen: home.present(details, animated: true) {} with .pageSheet (iOS 13+: home stays)"
        controllers:
          home: {}
          details: { style: pageSheet }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: present
          - present: { controller: details, on: home, animated: true, completion: true }
          - runUntilIdle
        """)

    public static let dismissFullScreen = Strategy(name: "dismiss-full-screen", source: """
        summary: "details presented full screen over home: details.dismiss(animated: true) {}"
        controllers:
          home: {}
          details: { style: fullScreen }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: details, on: home, animated: true }
          - runUntilIdle
          - mark: dismiss
          - dismiss: { on: details, animated: true, completion: true }
          - runUntilIdle
        """)

    public static let dismissPageSheet = Strategy(name: "dismiss-page-sheet", source: """
        summary: "details presented as a page sheet over home: details.dismiss(animated: true) {}"
        controllers:
          home: {}
          details: { style: pageSheet }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: details, on: home, animated: true }
          - runUntilIdle
          - mark: dismiss
          - dismiss: { on: details, animated: true, completion: true }
          - runUntilIdle
        """)
}
