/// A named, built-in way of driving the model: a small scenario whose trace users compare.
public struct Strategy: Sendable {
    public let name: String
    /// One line for `lifeline strategies`.
    public let summary: String
    /// The marker the scenario places where its operation begins, after the setup that brings
    /// the app to its starting state; nil when the whole run is the operation.
    public let marker: String?
    let body: @MainActor @Sendable (Session) -> Void

    init(name: String, summary: String, marker: String? = nil, body: @escaping @MainActor @Sendable (Session) -> Void) {
        self.name = name
        self.summary = summary
        self.marker = marker
        self.body = body
    }

    /// Runs the scenario in a fresh session and returns its trace; with `fromMarker`, only what
    /// happens from the strategy's marker on.
    @MainActor
    public func run(ios: IOSVersion = .default, fromMarker: Bool = false) -> Trace {
        let trace = Session.record(ios: ios, scenario: name) { body($0) }
        guard fromMarker, let marker else { return trace }
        return trace.since(marker: marker) ?? trace
    }
}
