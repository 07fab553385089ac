import ArgumentParser
import Lifeline

/// Parses `--ios`. A transform rather than an `ExpressibleByArgument` conformance because the
/// model's `IOSVersion` belongs to another module (the conformance would be retroactive), and
/// because a thrown message can list the supported versions on one line.
enum IOSVersionArgument {
    /// `9, 10, ..., 18, 26`, from the model so it never goes stale.
    static var supportedList: String {
        IOSVersion.supported.map { String($0.major) }.joined(separator: ", ")
    }

    @Sendable static func parse(_ text: String) throws -> IOSVersion {
        guard let major = Int(text), let version = IOSVersion(major: major) else {
            throw ValidationError(
                "not a supported iOS version. Supported versions: \(supportedList) (versions after 17 behave as 17)."
            )
        }
        return version
    }
}
