import ArgumentParser

/// The root of the `lifeline` tool. It only dispatches: each subcommand lives in its own file
/// under `Commands/`, and everything it prints is rendered by the library.
@main
struct LifelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Model UIKit's view-controller lifecycle and compare the ways a view gets loaded.",
        subcommands: [StrategiesCommand.self, TraceCommand.self, CompareCommand.self, DiffCommand.self, VerifyCommand.self, RenderCommand.self]
    )

    /// Compiler-style `error:` instead of ArgumentParser's `Error:`, so that our own errors and
    /// the parser's read alike. ArgumentParser marks this hook experimental; should it go away,
    /// the only effect is the capitalised prefix (the CLI tests would notice).
    static var _errorPrefix: String { "error: " }
}
