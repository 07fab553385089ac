/// libFuzzer's own driver, which its `main` runs.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Starts libFuzzer with `testOneInput`. SwiftPM links every executable target with
/// `--defsym main=<Target>_main` (so that tests can link the module), which keeps libFuzzer's
/// own `main` out; each target's `<Target>_main` calls this instead, as that `main` would.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    var argc = argc
    var argv = argv
    return llvmFuzzerRunDriver(&argc, &argv, testOneInput)
}
