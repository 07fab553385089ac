/// An invariant that accepted (or rejected) input broke: what was expected, and what happened.
///
/// The checks throw it rather than trap, so that the regression tests report it as a failure
/// naming the input; the fuzz executables trap on it, which libFuzzer records as a crash.
public struct InvariantViolation: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// Throws `InvariantViolation(message())` unless `condition` holds.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantViolation) {
    if !condition { throw InvariantViolation(message()) }
}
