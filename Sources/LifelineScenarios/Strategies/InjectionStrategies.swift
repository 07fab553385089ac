/// Built-in strategies for injected code: closure hooks in the style of the LifecycleHooks library,
/// and the lifecycle-observer article's observers (a child controller, and hosted content's
/// `onAppear` / `onDisappear`). Traced, so that `lifeline trace hooks --format svg` shows where
/// the injected code runs.
extension Strategies {
    static let injection: [Strategy] = [hooks, observer]

    public static let hooks = Strategy(name: "hooks", source: """
        summary: "hooks on vc and its view (viewDidLoad, viewWillAppear, viewIsAppearing, two viewDidAppear by priority, didMoveToWindow), then the root-window display"
        controllers:
          vc: { subviews: [label] }
        steps:
          - create: window
          - hook: { on: vc, event: viewDidLoad, name: setup }
          - hook: { on: vc, event: viewWillAppear, name: prepare }
          - hook: { on: vc, event: viewIsAppearing, name: appearing }
          - hook: { on: vc, event: viewDidAppear, name: log }
          - hook: { on: vc, event: viewDidAppear, priority: high, onceOnly: true, name: trackFirstAppearance }
          - hook: { on: vc.view, event: didMoveToWindow, name: inWindow }
          - window.rootViewController: vc
          - window.makeKeyAndVisible
          - runUntilIdle
        """)

    public static let observer = Strategy(name: "observer", source: """
        summary: "home adds an analytics observer in viewDidLoad and shows as the window root; then presents details, hosted content with onAppear/onDisappear, and dismisses it"
        controllers:
          home: { observers: [analytics] }
          details: { type: hosting, content: { list: { row: {} } }, style: fullScreen }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: details, on: home, animated: false }
          - runUntilIdle
          - dismiss: { on: details, animated: false }
          - runUntilIdle
        """)
}
