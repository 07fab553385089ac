import Lifeline

/// Where the app logs, injected so that a test can count the calls (the article's `LoggingManager`).
@MainActor
public protocol LoggingManager: AnyObject {
    func log(text: String)
}

/// The app's logger: prints each line and records it in the trace of the session it runs in
/// (`Session.log`), where a `print` of the app would show, nested in the code that logged.
public final class LogManager: LoggingManager {
    public init() {}
    public func log(text: String) {
        print("[log] \(text)")
        Session.current.log(text)
    }
}
