import Lifeline

/// S18 deallocation scenarios (conformance-archives.json): a controller that leaves the screen
/// is released after its viewDidDisappear once nothing holds it (Model/Lifetime).
extension ConformanceScenarios {
    static let archives: [String: Body] = ["S18-04": s18_04, "S18-05": s18_05, "S18-06": s18_06]

    /// The back button: a visible navigation controller showing [a, b] pops b, animated; nothing
    /// else holds b.
    static func s18_04(_ context: ConformanceScenarioContext) {
        let nav = visibleNavShowingB(context, animated: true)
        context.beginObservation()
        nav.popViewController(animated: true)
        context.runUntilIdle()
    }

    /// Root a presents b full screen, animated, then dismisses it; nothing else holds b.
    static func s18_05(_ context: ConformanceScenarioContext) {
        let a = ViewController(name: "a")
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = a
        window.makeKeyAndVisible()
        context.runUntilIdle()
        do {
            let b = ViewController(name: "b")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
        }
        context.runUntilIdle()
        context.beginObservation()
        a.dismiss(animated: true)
        context.runUntilIdle()
    }

    /// A child removed from its visible parent the documented way: willMove(toParent: nil), its
    /// view out of the parent's, removeFromParent(); nothing else holds the child.
    static func s18_06(_ context: ConformanceScenarioContext) {
        let parent = ViewController(name: "parent")
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        context.runUntilIdle()
        weak var weakChild: ViewController?
        do {
            let child = ViewController(name: "child")
            weakChild = child
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        context.runUntilIdle()
        context.beginObservation()
        weakChild?.willMove(toParent: nil)
        weakChild?.view.removeFromSuperview()
        weakChild?.removeFromParent()
        context.runUntilIdle()
    }
}
