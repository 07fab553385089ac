/// Custom navigation transitions (issue 15): the navigation delegate's animator runs a push and a pop.
extension Strategies {
    static let customNavigation: [Strategy] = [customPush]

    public static let customPush = Strategy(name: "custom-push", source: """
        summary: "navigation showing a whose delegate answers a custom animator: push b and pop it; completeTransition drives the did-callbacks and didShow, animationEnded comes last"
        controllers:
          nav: { type: navigation, root: a, delegate: watcher, transition: { animator: slide, duration: 0.3 } }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-push
          - push: { controller: b, on: nav, animated: true }
          - runUntilIdle
          - pop: { on: nav, animated: true }
          - runUntilIdle
        """)
}
