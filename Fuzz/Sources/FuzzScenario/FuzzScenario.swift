import FuzzChecks

/// libFuzzer's entry point for `FuzzTarget.scenario`; the checks live in LifelineFuzzChecks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.fuzz(.scenario, data, size)
}
