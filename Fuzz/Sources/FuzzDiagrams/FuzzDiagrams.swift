import FuzzChecks

/// libFuzzer's entry point for `FuzzTarget.diagrams`; the checks live in LifelineFuzzChecks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.fuzz(.diagrams, data, size)
}
