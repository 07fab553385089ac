import Lifeline

/// S11 rotation scenarios: an iPhone turned to landscape while a controller is shown (S11-05),
/// and a controller covered in a navigation stack during the rotation that comes back and hears
/// the deferred trait transition (S11-06).
/// S11-03, S11-08 and S11-09 have a partial ordering: the matcher checks the pairs their
/// projections name (`ProjectionSpec.pairs`), on the same rotation (S11-03 from the first display,
/// with the rotation after `@visibleRotation`).
extension ConformanceScenarios {
    static let rotation: [String: Body] = ["S11-05": s11_shown, "S11-06": s11_06, "S11-03": s11_03,
                                           "S11-08": s11_shown, "S11-09": s11_shown]

    /// S11-03: the first display in portrait (iOS 10), then the visible rotation to landscape.
    static func s11_03(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = ViewController(name: "vc")
        window.makeKeyAndVisible()
        context.runUntilIdle()
        context.checkpoint("@visibleRotation")
        window.rotate(to: .landscapeLeft)
        context.runUntilIdle()
    }

    /// A controller shown and idle; then the device turns to landscape.
    static func s11_shown(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = ViewController(name: "vc")
        window.makeKeyAndVisible()
        context.runUntilIdle()
        context.beginObservation()
        window.rotate(to: .landscapeLeft)
        context.runUntilIdle()
    }

    /// A covered by B in a navigation stack; the device turns; the user goes back to A.
    static func s11_06(_ context: ConformanceScenarioContext) {
        let a = ViewController(name: "a")
        let nav = NavigationController(rootViewController: a, name: "nav")
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        context.runUntilIdle()
        nav.pushViewController(ViewController(name: "b"), animated: false)
        context.runUntilIdle()
        context.beginObservation()
        window.rotate(to: .landscapeLeft)
        context.runUntilIdle()
        nav.popViewController(animated: false)
        context.runUntilIdle()
    }
}
