import DismissLogging
import Lifeline

// The article's app: the home screen in a key window presents the details screen after one
// second and dismisses it after two, logging in the completion block. Runs on virtual time and
// prints the log and the trace.
let trace = Session.record(scenario: "dismiss-logging") { session in
    let window = Window()
    window.rootViewController = HomeViewController()
    window.makeKeyAndVisible()
    session.runLoop.runUntilIdle()
    print("[time] \(session.runLoop.now) s")
    _ = window
}
print(TextTraceFormat.encode(trace), terminator: "")
