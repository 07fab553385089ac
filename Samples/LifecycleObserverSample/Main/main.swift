import Lifeline
import LifecycleObserver

// The lifecycle-observer article's flow: a profile screen with its analytics observer as the
// window's root, then the SwiftUI-style greeting presented over it. Prints the trace and what
// analytics received.
let analytics = Analytics()
let trace = Session.record(scenario: "lifecycle-observer-sample") { session in
    let window = Window(name: "window")
    let profile = ProfileViewController(analytics: analytics)
    window.rootViewController = profile
    window.makeKeyAndVisible()
    session.runLoop.runUntilIdle()
    let greeting = GreetingScreen.hostingController(observer: TrackableViewObserver(analytics: analytics, screen: "greeting"))
    profile.present(greeting, animated: true)
    session.runLoop.runUntilIdle()
    withExtendedLifetime(window) {}
}
print(TextTraceFormat.encode(trace), terminator: "")
print("analytics: \(analytics.events.joined(separator: ", "))")
