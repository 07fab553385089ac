import ArgumentParser
import Foundation

/// `--color`: whether `diff` and `verify` colour their diffs. `auto` colours a terminal unless
/// the `NO_COLOR` environment variable is set to anything but the empty string, as
/// https://no-color.org asks; `always` is the user asking explicitly, so it wins over `NO_COLOR`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// The option's help, shared by the commands that colour.
    static let help = ArgumentHelp(
        "Colour the diff: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when")

    // ArgumentParser's defaults spelled directly, as for `DiagramKind`.
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }

    /// Whether to colour what goes to standard output.
    var coloursStandardOutput: Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isatty(STDOUT_FILENO) == 1 && !Self.environmentForbidsColour
        }
    }

    static var environmentForbidsColour: Bool {
        guard let value = ProcessInfo.processInfo.environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }
}
