import FuzzChecks
import FuzzDriver

/// libFuzzer's entry point for `FuzzTarget.scenario`; the checks live in LifelineFuzzChecks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.fuzz(.scenario, data, size)
}

/// The executable's `main` (see `runFuzzer`).
@_cdecl("FuzzScenario_main")
public func fuzzScenarioMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzTestOneInput)
}
