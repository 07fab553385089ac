import ArgumentParser
import Foundation
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

    /// `--ios 12,13,16`: one or more versions, comma-separated, each supported and none twice
    /// (`compare` draws a column per version; every other command takes exactly one).
    @Sendable static func parseList(_ text: String) throws -> [IOSVersion] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
        var versions: [IOSVersion] = []
        for part in parts {
            guard parts.count == 1 || (Int(part).flatMap(IOSVersion.init(major:))) != nil else {
                throw ValidationError("'\(part)' is not a supported iOS version. Supported versions: \(supportedList) "
                    + "(versions after 17 behave as 17).")
            }
            let version = try parse(part)
            guard !versions.contains(version) else {
                throw ValidationError("iOS \(version.major) is listed twice.")
            }
            versions.append(version)
        }
        return versions
    }
}
