import Lifeline
import LifelineTesting
import Testing

/// The partial checks of the README's "Testing kit" example, as written there, so the example
/// stays true.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test func push() {
        let trace = Session.record(ios: IOSVersion.iOS16) { session in
            let window = Window()
            let nav = NavigationController(rootViewController: ViewController(name: "a"))
            window.rootViewController = nav
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            nav.pushViewController(ViewController(name: "b"), animated: true)
            session.runLoop.runUntilIdle()
        }
        expect(trace, "a.viewWillDisappear", before: "b.viewWillAppear")
        expect(trace, occurrences: 1, of: .viewDidAppear, on: "b")
        expectSubsequence(trace, ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        expectNoOccurrence(trace, of: .viewWillDisappear, on: "b")
        #expect(trace.projected(onto: ["b"], callbacks: [.viewWillAppear, .viewDidAppear])
                == ["b.viewWillAppear(_:)", "b.viewDidAppear(_:)"])
    }
}
