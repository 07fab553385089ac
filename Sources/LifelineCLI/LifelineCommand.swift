import ArgumentParser
import Foundation

/// The root of the `lifeline` tool. It only dispatches: each subcommand lives in its own file
/// under `Commands/`, and everything it prints is rendered by the library.
@main
struct LifelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Model UIKit's view-controller lifecycle and compare the ways a view gets loaded.",
        version: LifelineVersion.current,
        subcommands: [StrategiesCommand.self, TraceCommand.self, CompareCommand.self, DiffCommand.self, VerifyCommand.self, RenderCommand.self,
                      WhyCommand.self]
    )

    /// Compiler-style `error:` instead of ArgumentParser's `Error:`, so that our own errors and
    /// the parser's read alike. ArgumentParser marks this hook experimental; should it go away,
    /// the only effect is the capitalised prefix (the CLI tests would notice).
    static var _errorPrefix: String { "error: " }

    /// ArgumentParser's `main()`, except that an error is printed through `TerminalText`: its
    /// messages quote what the user typed (`The value '…' is invalid`), and ours quote names and
    /// paths, any of which may hold control characters. A `CommandFailure` exits with its own
    /// status (`diff` uses 2 for trouble, since 1 means "they differ").
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let message = fullMessage(for: error)
            let status = (error as? CommandFailure)?.status ?? exitCode(for: error).rawValue
            if status == ExitCode.success.rawValue {
                // Help, --version and completion scripts: the tool's own text, for standard output.
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                TerminalText.printError(message)
            }
            Foundation.exit(status)
        }
    }
}
