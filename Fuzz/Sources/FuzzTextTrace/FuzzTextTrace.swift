import FuzzChecks
import FuzzDriver

/// libFuzzer's entry point for `FuzzTarget.textTrace`; the checks live in LifelineFuzzChecks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.fuzz(.textTrace, data, size)
}

/// The executable's `main` (see `runFuzzer`).
@_cdecl("FuzzTextTrace_main")
public func fuzzTextTraceMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzTestOneInput)
}
