/// Custom transitions, second part (issue 15): an interactive custom pop driven by the swipe back,
/// and an app's presentation controller with a dimming view; third part: an interactive custom
/// presentation, custom tab switches (tapped and interactive), a non-animated custom presentation.
extension Strategies {
    static let customTransitions: [Strategy] = [customInteractivePop, customPresentationController,
                                                customInteractivePresent, customTabSwitch, customInteractiveTabSwitch,
                                                customPresentNonAnimated]

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

    public static let customInteractivePresent = Strategy(name: "custom-interactive-present", source: """
        summary: "home presents card (custom) interactively, as a pan's began state calling present with a percent-driven interaction controller: the user drags 30% and lets go (cancelled), then drags again and finishes; the presentation controller dimmer removes the presenter's view"
        controllers:
          home: {}
          card: { style: custom, presentation: { transition: { animator: slide, duration: 0.3 }, presentationController: { name: dimmer, removesPresentersView: true, dimmingView: dim } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-interactive-present
          - beginInteractivePresent: { controller: card, on: home }
          - runOnce
          - updateInteractivePresent: { on: card, percentComplete: 0.3 }
          - cancelInteractivePresent: card
          - runUntilIdle
          - beginInteractivePresent: { controller: card, on: home }
          - runOnce
          - updateInteractivePresent: { on: card, percentComplete: 0.6 }
          - finishInteractivePresent: card
          - runUntilIdle
        """)

    public static let customTabSwitch = Strategy(name: "custom-tab-switch", source: """
        summary: "a tab bar controller whose delegate answers a custom animator: the user taps the second tab, and taps the first while the switch runs (ignored)"
        controllers:
          tabs: { type: tab, tabs: [a, b], delegate: watcher, transition: { animator: fade, duration: 0.3 } }
          a: {}
          b: {}
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-tab-switch
          - tapTab: { on: tabs, index: 1 }
          - tapTab: { on: tabs, index: 0 }
          - runUntilIdle
        """)

    public static let customInteractiveTabSwitch = Strategy(name: "custom-interactive-tab-switch", source: """
        summary: "a tab bar controller whose delegate answers a custom animator and an interaction controller: the user pans 40% towards the second tab and lets go (cancelled), then pans again and finishes"
        controllers:
          tabs: { type: tab, tabs: [a, b], delegate: watcher, transition: { animator: fade, duration: 0.3, interactive: true } }
          a: {}
          b: {}
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-interactive-tab-switch
          - beginInteractiveTabSwitch: { on: tabs, index: 1 }
          - updateInteractiveTabSwitch: { on: tabs, percentComplete: 0.4 }
          - runOnce
          - cancelInteractiveTabSwitch: tabs
          - runUntilIdle
          - beginInteractiveTabSwitch: { on: tabs, index: 1 }
          - runOnce
          - finishInteractiveTabSwitch: tabs
          - runUntilIdle
        """)

    public static let customPresentNonAnimated = Strategy(name: "custom-present-non-animated", source: """
        summary: "home presents card (custom) and dismisses it without animation: the animator still runs with the context's isAnimated false and completes at once, with the presentation controller dimmer's transition callbacks"
        controllers:
          home: {}
          card: { style: custom, presentation: { transition: { animator: slide, duration: 0.3 }, presentationController: { name: dimmer, dimmingView: dim } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-present-non-animated
          - present: { controller: card, on: home, animated: false }
          - runUntilIdle
          - dismiss: { on: card, animated: false }
          - runUntilIdle
        """)
}
