import Lifeline
import LifelineTesting
import Testing

/// A golden committed in the repository, at the default place and in the default (never) mode:
/// `__Traces__/CommittedGoldenTests/firstDisplay.root-window.trace` beside this file. It is what a
/// user of the kit writes; the sandboxed tests cover the rest.
@MainActor
@Suite("Committed golden")
struct CommittedGoldenTests {
    @Test func firstDisplay() {
        assertTrace(ios: IOSVersion.iOS16, matches: "root-window") { session in
            let window = Window(name: "window")
            window.rootViewController = ViewController(name: "profile")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
    }
}
