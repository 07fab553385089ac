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
    /// `GraphvizRenderer.renderSVG(dot:)` on arbitrary DOT, through the helper process.
    case rawDOT = "RawDOT"
    /// The same with the helper's work done in the fuzzing process (`renderAsHelper`): fast, but
    /// a Graphviz crash crashes the process, so it runs apart (`-fork`, crashes triaged), never
    /// in `make fuzz`'s default set. Seeded from RawDOT's corpus.
    case rawDOTInProcess = "RawDOTInProcess"

    /// The folder of Fuzz/Corpus and Fuzz/Dictionaries this target is seeded from.
    public var seedFolder: String {
        self == .rawDOTInProcess ? FuzzTarget.rawDOT.rawValue : rawValue
    }

    /// Runs the target's checks on one input; throws the first invariant it breaks.
    @MainActor
    public func check(_ bytes: [UInt8]) throws(InvariantViolation) {
        switch self {
        case .scenario: try ScenarioChecks.check(bytes)
        case .textTrace: try TraceChecks.text(bytes)
        case .jsonTrace: try TraceChecks.json(bytes)
        case .diagrams: try DiagramChecks.check(bytes)
        case .rawDOT: try RawDOTChecks.check(bytes, inProcess: false)
        case .rawDOTInProcess: try RawDOTChecks.check(bytes, inProcess: true)
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
