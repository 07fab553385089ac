/// Where the app logs, injected so that a test can count the calls (the article's `LoggingManager`).
@MainActor
public protocol LoggingManager: AnyObject {
    func log(text: String)
}

/// The app's logger: prints each line.
public final class LogManager: LoggingManager {
    public init() {}
    public func log(text: String) { print("[log] \(text)") }
}
