/// Built-in strategies for deallocation (Model/Lifetime): a pushed controller popped and freed,
/// and the same pop with a closure that keeps the popped controller alive, the leak that
/// `lifeline trace --leaks` reports.
extension Strategies {
    static let lifetime: [Strategy] = [popAndFree, leakyPop]

    public static let popAndFree = Strategy(name: "pop-and-free", source: """
        summary: "navigation showing a pushes b, then pops it: b is freed once the pop has finished (deinit after didMove(toParent: nil) and the turn's layout pass)"
        controllers:
          nav: { type: navigation, root: a }
          a: {}
          b: { subviews: [label] }
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - push: { controller: b, on: nav, animated: true }
          - runUntilIdle
          - mark: pop
          - pop: { on: nav, animated: true }
          - runUntilIdle
        """)

    public static let leakyPop = Strategy(name: "leaky-pop", source: """
        summary: "as pop-and-free, but a keeps a closure that captures b (a.onDone): b is never freed, and --leaks reports it"
        controllers:
          nav: { type: navigation, root: a }
          a: {}
          b: { subviews: [label] }
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - push: { controller: b, on: nav, animated: true }
          - runUntilIdle
          - retain: { object: b, by: a, as: onDone }
          - mark: pop
          - pop: { on: nav, animated: true }
          - runUntilIdle
        """)
}
