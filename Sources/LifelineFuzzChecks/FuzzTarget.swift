/// One parser or renderer entry point under fuzzing. The fuzz executables (Fuzz/) and the
/// regression replay (Tests/FuzzRegressionTests) both call `check`, so a committed reproducer
/// exercises exactly what the fuzzer found it with.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A scenario file (YAML, or JSON when it starts with `{`): loaded, written back, reloaded, run.
    case scenario = "Scenario"
    /// The text trace reader, then both formats' round trips.
    case textTrace = "TextTrace"
    /// The JSON trace reader, then both formats' round trips.
    case jsonTrace = "JSONTrace"
    /// A trace in either format drawn as every diagram kind, as DOT, then as SVG in process.
    case diagrams = "Diagrams"
    /// `GraphvizRenderer.renderSVG(dot:)` on arbitrary DOT.
    case rawDOT = "RawDOT"

    /// Runs the target's checks on one input; throws the first invariant it breaks.
    @MainActor
    public func check(_ bytes: [UInt8]) throws(InvariantViolation) {
        switch self {
        case .scenario: try ScenarioChecks.check(bytes)
        case .textTrace: try TraceChecks.text(bytes)
        case .jsonTrace: try TraceChecks.json(bytes)
        case .diagrams: try DiagramChecks.check(bytes)
        case .rawDOT: try RawDOTChecks.check(bytes)
        }
    }

    /// For the fuzz executables: checks one libFuzzer input and traps on a broken invariant, so
    /// that libFuzzer saves the input. Called on libFuzzer's (the main) thread.
    public static func fuzz(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
        MainActor.assumeIsolated {
            do {
                try target.check(bytes)
            } catch {
                fatalError("\(target.rawValue) invariant broken: \(error)")
            }
        }
        return 0
    }
}
