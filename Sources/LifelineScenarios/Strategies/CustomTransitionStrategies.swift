/// Custom transitions, second part (issue 15): an interactive custom pop driven by the swipe back,
/// and an app's presentation controller with a dimming view.
extension Strategies {
    static let customTransitions: [Strategy] = [customInteractivePop, customPresentationController]

    public static let customInteractivePop = Strategy(name: "custom-interactive-pop", source: """
        summary: "navigation showing [a, b] whose delegate answers a custom animator and an interaction controller: the user swipes back 40% and lets go (cancelled), then swipes again and finishes"
        controllers:
          nav: { type: navigation, stack: [a, b], delegate: watcher, transition: { animator: slide, duration: 0.3, interactive: true } }
          a: {}
          b: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-interactive-pop
          - beginInteractivePop: nav
          - updateInteractivePop: { on: nav, percentComplete: 0.4 }
          - runOnce
          - cancelInteractivePop: nav
          - runUntilIdle
          - beginInteractivePop: nav
          - updateInteractivePop: { on: nav, percentComplete: 0.6 }
          - runOnce
          - finishInteractivePop: nav
          - runUntilIdle
        """)

    public static let customPresentationController = Strategy(name: "custom-presentation-controller", source: """
        summary: "home presents card (custom) through a transitioning delegate that returns the app's presentation controller dimmer: it adds a dimming view in presentationTransitionWillBegin and removes it in dismissalTransitionDidEnd(true)"
        controllers:
          home: {}
          card: { style: custom, presentation: { transition: { animator: slide, duration: 0.3 }, presentationController: { name: dimmer, dimmingView: dim } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-presentation-controller
          - present: { controller: card, on: home, animated: true }
          - runUntilIdle
          - dismiss: { on: card, animated: true }
          - runUntilIdle
        """)
}
