import FuzzChecks
import FuzzDriver

/// libFuzzer's entry point for `FuzzTarget.rawDOTInProcess`; the checks live in LifelineFuzzChecks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.fuzz(.rawDOTInProcess, data, size)
}

/// The executable's `main` (see `runFuzzer`).
@_cdecl("FuzzRawDOTInProcess_main")
public func fuzzRawDOTInProcessMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzTestOneInput)
}
