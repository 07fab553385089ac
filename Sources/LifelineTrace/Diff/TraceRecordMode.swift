/// When a golden check writes the golden file instead of only comparing against it: the testing
/// kit's assertions (`assertTrace`), and `lifeline verify`, whose `--record` is `.failed`. It lives
/// beside the comparison (`GoldenCheck.records(_:)`) so that both decide alike.
///
/// The default is `.never`: a run on CI (or anywhere nobody asked for recording) must not turn a
/// missing golden into a passing test by writing it, since the new file would then prove nothing.
/// Recording is something a person asks for, in code (`record:` or `withTraceTesting(record:)`)
/// or with the environment variable `LIFELINE_RECORD`, and every recording is reported as a
/// failure so that a recording run never passes silently.
public enum TraceRecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Only compare: a missing, differing or unreadable golden fails. The default.
    case never
    /// Write a golden that does not exist yet; a differing or unreadable one fails.
    case missing
    /// Write a golden that is missing, differs or cannot be read; an equal one passes.
    case failed
    /// Write every golden, equal or not.
    case all

    /// The variable that chooses a mode when code does not: `LIFELINE_RECORD=failed swift test`.
    public static let environmentVariable = "LIFELINE_RECORD"

    /// The mode used when neither code nor the environment chooses one. CI-safe: a missing golden
    /// fails rather than being recorded.
    public static let `default` = TraceRecordMode.never

    public var description: String { rawValue }

    /// The mode an environment asks for: `nil` when the variable is unset or empty, the mode for
    /// `never`, `missing`, `failed` or `all`, and `.all` for `1`, the spelling the diagram goldens
    /// of this repository already use. Anything else is an error naming the valid values, since a
    /// typo silently falling back to `never` would hide that recording did not happen.
    public static func fromEnvironment(_ environment: [String: String]) -> Result<TraceRecordMode?, InvalidValue> {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .success(nil) }
        if value == "1" { return .success(.all) }
        guard let mode = TraceRecordMode(rawValue: value.lowercased()) else { return .failure(InvalidValue(value: value)) }
        return .success(mode)
    }

    /// The mode in force: the one given in code, else the one the environment names, else
    /// `.default`.
    public static func resolve(_ explicit: TraceRecordMode?, environment: [String: String]) -> Result<TraceRecordMode, InvalidValue> {
        if let explicit { return .success(explicit) }
        return fromEnvironment(environment).map { $0 ?? .default }
    }

    /// An unusable `LIFELINE_RECORD` value.
    public struct InvalidValue: Error, Equatable, CustomStringConvertible {
        public var value: String

        /// The error for `value`, as `fromEnvironment(_:)` reports it.
        public init(value: String) {
            self.value = value
        }

        public var description: String {
            "\(TraceRecordMode.environmentVariable)=\(value) is not a record mode: use never, missing, failed or all"
        }
    }
}
