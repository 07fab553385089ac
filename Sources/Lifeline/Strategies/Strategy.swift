/// A named, built-in way of driving the model: a small scenario whose trace users compare.
public struct Strategy: Sendable {
    public let name: String
    /// One line for `lifeline strategies`.
    public let summary: String
    let body: @MainActor @Sendable (Session) -> Void

    init(name: String, summary: String, body: @escaping @MainActor @Sendable (Session) -> Void) {
        self.name = name
        self.summary = summary
        self.body = body
    }

    /// Runs the scenario in a fresh session and returns its trace.
    @MainActor
    public func run(ios: IOSVersion = .default) -> Trace {
        Session.record(ios: ios, scenario: name) { body($0) }
    }
}
