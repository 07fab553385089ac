import Foundation
import Testing

/// Every `--help` tells the truth (issue 12): each value an option lists is accepted, the default
/// it states is what the command does without it, and a format it does not list is refused.
/// The help is read as a user reads it, so a new option or value is covered without editing this.
struct HelpTruthTests {
    /// One option as the help describes it.
    struct OptionHelp: CustomStringConvertible {
        let name: String
        let text: String
        var values: [String] { Self.list(after: "values: ", in: text) }
        var defaultValue: String? { Self.list(after: "default: ", in: text).first }
        var description: String { name }

        /// The comma-separated words after `label`, up to `;` or `)`.
        static func list(after label: String, in text: String) -> [String] {
            guard let start = text.range(of: label) else { return [] }
            let rest = text[start.upperBound...]
            let end = rest.firstIndex { $0 == ";" || $0 == ")" } ?? rest.endIndex
            return rest[..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .map { $0.split(separator: " ").first.map(String.init) ?? $0 }
        }
    }

    /// The options of a help screen that take a value: `--name <value>` and its wrapped text.
    static func options(inHelp help: String) -> [OptionHelp] {
        var blocks: [[String]] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "OPTIONS:" { inOptions = true; continue }
            guard inOptions else { continue }
            if line.isEmpty { break }
            if line.hasPrefix("  -") { blocks.append([String(line)]) } else { blocks[blocks.count - 1].append(String(line)) }
        }
        return blocks.compactMap { block in
            let text = block.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let words = text.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(where: { $0.hasPrefix("--") }), index + 1 < words.count,
                  words[index + 1].hasPrefix("<") else { return nil }
            return OptionHelp(name: words[index], text: text)
        }
    }

    /// How to call each command successfully, and what an option needs beside it to apply.
    struct Command: Sendable, CustomStringConvertible {
        let name: String
        let arguments: [String]
        var companions: [String: [String]] = [:]
        var description: String { name }
    }

    /// Options whose value is a path or a name rather than one of a list (`--vs-ios` takes what
    /// `--ios` lists, and needs a flow to run, not the saved trace `diff` is called with here).
    static let freeForm: Set<String> = ["--output", "--source", "--only", "--hide", "--vs-ios"]

    static let commands: [Command] = [
        Command(name: "strategies", arguments: []),
        Command(name: "trace", arguments: ["root-window"], companions: ["--diagram": ["--format", "dot"]]),
        Command(name: "compare", arguments: ["root-window", "direct-view-access"]),
        Command(name: "diff", arguments: ["push", "saved.trace"]),
        Command(name: "verify", arguments: ["scenarios"]),
        Command(name: "render", arguments: ["saved.trace"]),
        Command(name: "why", arguments: ["root-window", "vc.viewDidAppear"]),
    ]

    /// A folder with what the commands above read: a saved trace of `push` (as `diff` compares it
    /// with `push`, every `--ios` is written alike) and a scenario folder with its golden.
    func workspace(ios: String? = nil) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("scenarios"), withIntermediateDirectories: false)
        try Data(VerifyCommandTests.scenario.utf8).write(to: directory.file("scenarios/flow.yaml"))
        try Data(VerifyCommandTests.golden.utf8).write(to: directory.file("scenarios/flow.trace"))
        let save = ["trace", "push", "-o", "saved.trace"] + (ios.map { ["--ios", $0] } ?? [])
        #expect(try LifelineBinary.run(save, in: directory.url).status == 0)
        return directory
    }

    @Test func everyCommandIsCovered() throws {
        let help = try LifelineBinary.run(["--help"])
        // Each subcommand's line starts with two spaces; its wrapped abstract is indented further.
        let listed = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "SUBCOMMANDS:" }.dropFirst()
            .prefix { !$0.isEmpty }
            .filter { !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0 != "help" }
        #expect(listed == Self.commands.map(\.name))
    }

    @Test(arguments: commands)
    func everyListedValueIsAcceptedAndTheStatedDefaultIsTheDefault(command: Command) throws {
        let help = try LifelineBinary.run([command.name, "--help"])
        #expect(help.status == 0)
        let options = Self.options(inHelp: help.stdout)
        for option in options {
            #expect(!option.values.isEmpty || Self.freeForm.contains(option.name), "\(command) \(option) lists its values")
            for value in option.values {
                let directory = try workspace(ios: option.name == "--ios" ? value : nil)
                let arguments = [command.name] + command.arguments + command.companions[option.name, default: []]
                let result = try LifelineBinary.run(arguments + [option.name, value], in: directory.url)
                #expect(result.status == 0, "\(arguments) \(option) \(value): \(result.stderr)")
                guard value == option.defaultValue else { continue }
                let without = try LifelineBinary.run(arguments, in: directory.url)
                #expect(result.stdoutData == without.stdoutData, "\(command) \(option): the default is \(value)")
            }
        }
    }

    /// The other direction: a format a command does not list is refused by the parser, with the
    /// same list the help shows.
    @Test(arguments: commands.filter { ["trace", "compare", "render"].contains($0.name) })
    func anUnlistedFormatIsRefusedWithTheListedOnes(command: Command) throws {
        let help = try LifelineBinary.run([command.name, "--help"])
        let format = try #require(Self.options(inHelp: help.stdout).first { $0.name == "--format" })
        let listed = format.values
        let quoted = listed.map { "'\($0)'" }
        // ArgumentParser writes a long list one value a line.
        let expected = listed.count > 6
            ? "the following:\n" + listed.map { "  - \($0)" }.joined(separator: "\n")
            : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        for unlisted in ["text", "json", "dot", "svg", "mermaid", "html", "chrome-trace", "png"] where !listed.contains(unlisted) {
            let directory = try workspace()
            let result = try LifelineBinary.run([command.name] + command.arguments + ["--format", unlisted], in: directory.url)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix(
                "error: The value '\(unlisted)' is invalid for '--format <format>'. Please provide one of \(expected)"
                    + (listed.count > 6 ? "\n" : ".\n")))
        }
    }

    /// The errors about `--diagram` offer only what works for the kind asked for.
    @Test(arguments: [
        (["--diagram", "states", "--format", "json"], "error: --diagram states needs --format dot or svg, not json.\n"),
        (["--diagram", "states", "--format", "mermaid"],
         "error: mermaid draws sequence diagrams only; use --format dot or svg for --diagram states.\n"),
        (["--diagram", "sequence", "--format", "text"], "error: --diagram sequence needs --format dot, svg or mermaid, not text.\n"),
    ])
    func diagramErrorsOfferOnlyWhatWorks(options: [String], message: String) throws {
        let result = try LifelineBinary.run(["trace", "root-window"] + options)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message))
    }

    @Test func theParserFindsWhatTheHelpSays() throws {
        let help = """
            OPTIONS:
              --format <format>       The output format (default: svg, or the format the
                                      --output file's extension names). (values: dot, svg)
              -o, --output <file>     Write here.
              -h, --help              Show help information.

            """
        let options = Self.options(inHelp: help)
        #expect(options.map(\.name) == ["--format", "--output"])
        #expect(options[0].values == ["dot", "svg"])
        #expect(options[0].defaultValue == "svg")
        #expect(options[1].values.isEmpty)
    }
}
